import { describe, expect, it } from 'vitest';
import { CHAT_SAFETY_RULES, CHAT_SAFETY_RULES_VERSION } from './chat-safety-rules.js';
import { checkMessage, extractIdentifiers, phoneForms } from './chat-safety.js';
import { normaliseForSafety } from './normalise-text.js';
import { safetyKindOf } from './safety-kinds.js';

const ruleOf = (text: string) => checkMessage(text)?.rule ?? null;

/** Messages that must carry the notice, with the rule each one matches. */
const POSITIVES: [text: string, rule: string][] = [
  // English
  ['Hi, the flat is in high demand. Please pay a deposit today to hold it for you.', 'money.deposit'],
  ['Transfer the deposit before the viewing and I will keep the keys for you', 'money.deposit'],
  ['You need to send me the booking deposit first, 2,000 AED', 'money.deposit'],
  ['Deposit first, then I show you the villa', 'money.deposit'],
  ['The reservation fee is 500 SAR, non-refundable', 'money.deposit'],
  ['Can you send an advance? I have three other families asking', 'money.advance'],
  ['Advance payment of 2 months is required before I travel back', 'money.advance'],
  ['You have to pay in advance, I am abroad right now', 'money.advance'],
  ['Token money 50,000 and the plot is yours', 'money.token'],
  ['Pay by Western Union to my brother in Lagos', 'money.transfer'],
  ['MoneyGram is fine too', 'money.transfer'],
  ['A bank transfer is the fastest way', 'money.transfer'],
  ['Please wire the money tonight', 'money.transfer'],
  ['Send via JazzCash or Easypaisa, number in my profile', 'money.transfer'],
  ['I accept USDT only', 'money.transfer'],
  ['My IBAN is below, send the first month', 'money.account'],
  ['Account no. 0012 3456 7890 at Meezan Bank', 'money.account'],
  ['Contact me on Telegram @dubai_keys for faster reply', 'off_platform.telegram'],
  ['Add me: t.me/cheapflatsdxb', 'off_platform.telegram'],
  ['Send me a copy of your passport so I can prepare the contract', 'off_platform.documents'],
  ['Please share your Emirates ID and I will reserve it', 'off_platform.documents'],
  ['PLEASE PAY A DEPOSIT NOW', 'money.deposit'],
  // Arabic (Gulf, Egyptian, Levantine), with and without tashkeel, tatweel and hamza forms
  ['حوّل العربون قبل المعاينة وأنا أحجز لك الشقة', 'money.deposit'],
  ['لازم تدفع العربون اليوم، في ناس كثير تسأل', 'money.deposit'],
  ['بالعربون نثبت الحجز', 'money.deposit'],
  ['عربونك يرجع لك لو ما عجبتك الشقة', 'money.deposit'],
  ['عـربـون ٥٠٠٠ جنيه', 'money.deposit'],
  ['رسوم الحجز ١٠٠٠ ريال', 'money.deposit'],
  ['ابعتلي الفلوس على فودافون كاش', 'money.transfer'],
  ['حوّل المبلغ على حسابي وأرسل لك العقد', 'money.transfer'],
  ['ممكن تحويل بنكي أو ويسترن يونيون', 'money.transfer'],
  ['أرسل لي المبلغ عن طريق انستا باي', 'money.transfer'],
  ['المطلوب دفعة مقدمة شهرين', 'money.advance'],
  ['لازم تدفع مقدماً قبل ما أسافر', 'money.advance'],
  ['هذا رقم الحساب للتحويل', 'money.account'],
  ['أرسل لي رقم حسابك', 'money.account'],
  ['كلمني على التليجرام أسرع', 'off_platform.telegram'],
  ['تواصل معي عبر تلغرام', 'off_platform.telegram'],
  ['ارسل صورة جواز السفر عشان العقد', 'off_platform.documents'],
  ['ابعتلي صورة البطاقة الرقم القومي', 'off_platform.documents'],
  // Urdu, and Urdu written with an Arabic keyboard (ي ك ه)
  ['پلاٹ کے لیے ٹوکن دے دیں، کل تک', 'money.token'],
  ['ایڈوانس بھیج دیں تو میں چابی رکھ لوں گا', 'money.advance'],
  ['پیشگی رقم جمع کروائیں', 'money.advance'],
  ['پیسے بھیجیں جاز کیش پر', 'money.transfer'],
  ['بینک ٹرانسفر کر دیں', 'money.transfer'],
  ['میرا اکاؤنٹ نمبر یہ ہے', 'money.account'],
  ['ٹیلی گرام پر رابطہ کریں', 'off_platform.telegram'],
  ['اپنے شناختی کارڈ کی کاپی بھیجیں', 'off_platform.documents'],
  ['ايڈوانس بهيج ديں', 'money.advance'],
  // Roman Urdu
  ['Bhai advance bhej do, aur log bhi interested hain', 'money.advance'],
  ['bayana de dein to deal pakki', 'money.deposit'],
  // IBANs of the five markets, grouped or not, with Eastern digits
  ['Send it here: AE07 0331 2345 6789 0123 456', 'iban.ae'],
  ['IBAN SA0380000000608010167519 (Al Rajhi)', 'iban.sa'],
  ['QA58DOHB00001234567890ABCDEFG', 'iban.qa'],
  ['EG380019000500000000263180002', 'iban.eg'],
  ['حوّل على PK36SCBL0000001123456702', 'iban.pk'],
  ['الحساب: AE٠٧٠٣٣١٢٣٤٥٦٧٨٩٠١٢٣٤٥٦', 'iban.ae'],
  ['pk36-scbl-0000-0011-2345-6702', 'iban.pk'],
];

/** Messages that must not: ordinary tenancy talk that shares words with the rules. */
const NEGATIVES: string[] = [
  'There is a safe deposit box in the master bedroom.',
  'Did you send the deposit box key to the concierge?',
  'The deposit is refundable at the end of the lease, as the contract says.',
  'Can I see the flat in advance of the viewing day with my wife?',
  'Thanks in advance!',
  'We are advancing the handover to March.',
  'The parking token is at reception.',
  'I will transfer to the Dubai office next month.',
  'Is there a bank near the building?',
  'I created my account yesterday, my account no longer shows the listing.',
  'The bank account opening is easy here, do not worry.',
  'Telegraph Road is close by.',
  'My passport is with the embassy, I can sign next week.',
  'The price is AED 1,250,000, service charge 18 per sq ft.',
  'Call me on +971 50 123 4567 after 6 pm.',
  'شكراً مقدماً على ردك',
  'مقدم الخدمة سيتواصل معك لتركيب المكيف',
  'ممكن تحويل الغرفة إلى مكتب؟',
  'الشقة حول المسجد الكبير، قريبة من المترو',
  'المال ليس مشكلة، المهم الموقع',
  'الإيجار السنوي ٦٠ ألف درهم على دفعتين',
  'موعد المعاينة يوم السبت الساعة ١١',
  'کرایہ پچاس ہزار ماہانہ ہے، بجلی الگ',
  'گھر دیکھنے کب آ سکتے ہیں؟',
  'Ae, is it still available?',
  'Pakistan Zindabad, the house is in PK sector 2',
];

describe('chat safety rules (issue 42, J8.2)', () => {
  it.each(POSITIVES)('"%s" → %s', (text, rule) => {
    expect(checkMessage(text)).toEqual({ rule, version: CHAT_SAFETY_RULES_VERSION });
  });

  it.each(NEGATIVES)('"%s" → no notice', (text) => {
    expect(ruleOf(text)).toBeNull();
  });

  it('rule ids are unique, start with their kind and hold no capturing group', () => {
    const ids = CHAT_SAFETY_RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const rule of CHAT_SAFETY_RULES) {
      expect(safetyKindOf(rule.id)).toBe(rule.kind);
      for (const pattern of Object.values(rule.patterns).flat()) {
        // A capturing group would shift the groups that name the rules.
        expect(new RegExp(`|${pattern}`, 'u').exec('')!.length, pattern).toBe(1);
      }
    }
  });

  it('an IBAN wins over the money words around it', () => {
    expect(ruleOf('Pay the deposit to AE070331234567890123456 by bank transfer')).toBe('iban.ae');
  });

  it('an unknown rule id has no kind', () => {
    expect(safetyKindOf('money.deposit')).toBe('money');
    expect(safetyKindOf('nothing')).toBeNull();
    expect(safetyKindOf('spam.x')).toBeNull();
  });

  it('normalises Arabic forms, digits, case and invisible characters', () => {
    expect(normaliseForSafety('إِيـجَار  أُسبوعيّ')).toBe('ايجار اسبوعي');
    expect(normaliseForSafety('مدينة ۱۲۳ ٤٥٦')).toBe('مدينه 123 456');
    expect(normaliseForSafety('ﻻ Ｔｅｌｅｇｒａｍ')).toBe('لا telegram');
    expect(ruleOf('Tele\u200Bgram')).toBe('off_platform.telegram');
    expect(ruleOf('ع\u200Cربون')).toBe('money.deposit');
  });
});

describe('identifiers in a message (blocked phones and IBANs)', () => {
  it('finds IBANs upper case without separators, and phones in international form', () => {
    expect(extractIdentifiers('Pay to ae07 0331 2345 6789 0123 456 or call +971 50 123 4567 / 0300-1112233')).toEqual({
      phones: ['971501234567', '923001112233'],
      ibans: ['AE070331234567890123456'],
    });
  });

  it('reads Eastern digits and leaves prices and dates alone', () => {
    expect(extractIdentifiers('اتصل على ٠١٠٠٢٣٤٥٦٧٨ السعر 1,250,000 يوم 12/05')).toEqual({
      phones: ['201002345678'],
      ibans: [],
    });
  });

  it('a national 05 number may be the UAE or Saudi Arabia', () => {
    expect(phoneForms('050 123 4567')).toEqual(['971501234567', '966501234567']);
    expect(phoneForms('+92 0300 1112233')).toEqual(['923001112233']);
    expect(phoneForms('00966 55 987 6543')).toEqual(['966559876543']);
    expect(phoneForms('5512 3456')).toEqual(['97455123456']);
    expect(phoneForms('1234')).toEqual([]);
  });
});
