/** What the bench agency's leads are made of: names, messages, statuses, channels, and the agency's members. */

// People who write to a Dubai agency: Gulf, Levantine, South Asian, Western, Filipino, Russian names.
export const FIRST_NAMES = (
  'Ahmed, Mohammed, Mohamed, Ali, Omar, Khalid, Hassan, Hussain, Yousef, Abdullah, Saeed, Rashid, ' +
  'Faisal, Tariq, Hamza, Bilal, Imran, Usman, Zain, Fahad, Fatima, Aisha, Mariam, Noor, Sara, ' +
  'Layla, Huda, Zainab, Amna, Hira, Rahul, Arjun, Vikram, Priya, Anjali, Sanjay, Deepak, Neha, ' +
  'Kiran, Ravi, James, David, Michael, Daniel, Thomas, Sarah, Emma, Olivia, Sophie, Laura, Jose, ' +
  'Maria, Mark, Angelica, Joy, Dmitry, Elena, Olga, Sergey, Anna, Karim, Nadia, Rania, Samir, ' +
  'Walid, Dina, Youssef, Salma, Majid, Reem'
).split(', ');
export const LAST_NAMES = (
  'Khan, Ahmed, Ali, Hussain, Al Mansoori, Al Hashimi, Al Suwaidi, Al Nuaimi, Al Zaabi, Al Farsi, ' +
  'Haddad, Khoury, Nasser, Saleh, Mansour, Hamdan, Aziz, Rahman, Qureshi, Siddiqui, Malik, Sheikh, ' +
  'Butt, Chaudhry, Iqbal, Raza, Sharma, Patel, Nair, Menon, Gupta, Reddy, Iyer, Kapoor, Singh, ' +
  'Smith, Johnson, Brown, Williams, Taylor, Wilson, Evans, Walker, Reyes, Santos, Cruz, Garcia, ' +
  'Ivanov, Petrova, Smirnov, Kuznetsova, Youssef, Fahmy, El Sayed, Abdallah, Darwish, Shah, Mirza'
).split(', ');
export const MAIL_DOMAINS = [
  'gmail.com',
  'gmail.com',
  'gmail.com',
  'hotmail.com',
  'yahoo.com',
  'outlook.com',
  'icloud.com',
  'emirates.net.ae',
];
export const MESSAGES = [
  'Is this property still available?',
  'Can I visit this weekend?',
  'Is the price negotiable?',
  'Please call me back with more details.',
  'What are the service charges?',
  'Is parking included?',
  'هل العقار ما زال متاحًا؟',
  'أرغب في ترتيب موعد للمعاينة.',
];
export const NOTES = [
  'Called, will visit on Saturday.',
  'Prefers a higher floor.',
  'Budget is firm, looking at two other units.',
  'Sent the floor plan on WhatsApp.',
  'Mortgage pre-approved.',
  'Wants to move in next month.',
];
export const STATUSES = [
  ['new', 12],
  ['contacted', 28],
  ['viewing', 15],
  ['negotiating', 10],
  ['won', 7],
  ['lost', 28],
];
export const CHANNELS = [
  ['form', 40],
  ['whatsapp', 30],
  ['phone', 15],
  ['chat', 8],
  ['sms', 4],
  ['email', 3],
];
export const KIND_OF_CHANNEL = {
  form: 'form',
  whatsapp: 'whatsapp_click',
  phone: 'phone_click',
  chat: 'chat_message',
  sms: 'sms_click',
  email: 'email_click',
};
export const LOST_REASONS = ['unreachable', 'budget', 'bought_elsewhere', 'not_serious', 'spam', 'duplicate', 'other'];
/** Members: the owner, an admin, a manager whose team is the first 10 agents, and 21 agents. */
export const MEMBERS = [
  { key: 'owner', name: 'Rashid Al Marzooqi', role: 'owner' },
  { key: 'admin', name: 'Leena Haddad', role: 'admin' },
  { key: 'manager', name: 'Vikram Menon', role: 'manager' },
  ...Array.from({ length: 21 }, (_, i) => ({
    key: `agent-${i + 1}`,
    name: `${FIRST_NAMES[(i * 7) % FIRST_NAMES.length]} ${LAST_NAMES[(i * 11) % LAST_NAMES.length]}`,
    role: 'agent',
    team: i < 10,
  })),
];
export const emailOf = (key) => `bench-leads-${key}@bench.test`;
