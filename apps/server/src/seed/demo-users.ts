import type { AccountType, Gender } from '@estate/shared';

export interface DemoUser {
  fullName: string;
  email: string;
  type: AccountType;
  gender: Gender;
  phoneNumber: string;
  designation: string | null;
  bio: string;
  address: string;
  isVerified: boolean;
  memberSince: string;
}

/** The demo cast: every account type, several countries, deterministic. */
export const DEMO_USERS: DemoUser[] = [
  { fullName: 'Ayesha Khan', email: 'ayesha@demo.estate', type: 'agent', gender: 'female', phoneNumber: '+92 300 1112233', designation: 'Senior Property Consultant', bio: 'Helping families find homes in DHA and Bahria Town for over ten years.', address: 'DHA Phase 6, Lahore, Pakistan', isVerified: true, memberSince: '2023-02-14' },
  { fullName: 'Omar Al-Farsi', email: 'omar@demo.estate', type: 'dealer', gender: 'male', phoneNumber: '+971 50 123 4567', designation: 'Managing Partner, Al-Farsi Realty', bio: 'Off-plan and ready apartments across Dubai Marina and JVC.', address: 'Dubai Marina, Dubai, UAE', isVerified: true, memberSince: '2022-11-03' },
  { fullName: 'Bilal Ahmed', email: 'bilal@demo.estate', type: 'owner', gender: 'male', phoneNumber: '+92 321 4455667', designation: null, bio: 'Owner of two family houses in Islamabad, renting one out.', address: 'F-10, Islamabad, Pakistan', isVerified: false, memberSince: '2024-05-20' },
  { fullName: 'Fatima Zahra', email: 'fatima@demo.estate', type: 'buyer', gender: 'female', phoneNumber: '+966 55 987 6543', designation: 'Architect', bio: 'Looking for a three-bedroom villa near good schools in Riyadh.', address: 'Al Olaya, Riyadh, Saudi Arabia', isVerified: false, memberSince: '2024-09-01' },
  { fullName: 'Hassan Raza', email: 'hassan@demo.estate', type: 'seller', gender: 'male', phoneNumber: '+92 333 7788990', designation: null, bio: 'Selling a corner plot in Gulberg, documents ready.', address: 'Gulberg III, Lahore, Pakistan', isVerified: true, memberSince: '2023-07-11' },
  { fullName: 'Mariam Youssef', email: 'mariam@demo.estate', type: 'renter', gender: 'female', phoneNumber: '+20 100 234 5678', designation: 'Software Engineer', bio: 'Renting a furnished flat in New Cairo, close to work.', address: 'New Cairo, Cairo, Egypt', isVerified: false, memberSince: '2025-01-08' },
  { fullName: 'Usman Tariq', email: 'usman@demo.estate', type: 'tenant', gender: 'male', phoneNumber: '+92 345 1237894', designation: 'Teacher', bio: 'Tenant in Karachi, interested in long-term rentals.', address: 'Gulshan-e-Iqbal, Karachi, Pakistan', isVerified: false, memberSince: '2024-12-02' },
  { fullName: 'Khalid Mansour', email: 'khalid@demo.estate', type: 'service_provider', gender: 'male', phoneNumber: '+971 55 765 4321', designation: 'Founder, Mansour Fit-Out', bio: 'Interior finishing and renovation for apartments and villas.', address: 'Al Barsha, Dubai, UAE', isVerified: true, memberSince: '2023-04-19' },
  { fullName: 'Sara Malik', email: 'sara@demo.estate', type: 'agent', gender: 'female', phoneNumber: '+44 7700 900123', designation: 'Lettings Agent', bio: 'Lettings and property management in Manchester and Leeds.', address: 'Ancoats, Manchester, United Kingdom', isVerified: true, memberSince: '2023-09-30' },
  { fullName: 'Imran Sheikh', email: 'imran@demo.estate', type: 'service_provider', gender: 'male', phoneNumber: '+92 301 5566778', designation: 'Property Lawyer', bio: 'Title checks, sale deeds and transfer paperwork.', address: 'Blue Area, Islamabad, Pakistan', isVerified: true, memberSince: '2022-08-15' },
  { fullName: 'Noor Al-Huda', email: 'noor@demo.estate', type: 'owner', gender: 'female', phoneNumber: '+966 50 111 2233', designation: null, bio: 'Owner of furnished apartments in Jeddah for monthly rent.', address: 'Al Rawdah, Jeddah, Saudi Arabia', isVerified: false, memberSince: '2024-03-27' },
  { fullName: 'Daniel Carter', email: 'daniel@demo.estate', type: 'buyer', gender: 'male', phoneNumber: '+1 415 555 0147', designation: 'Investor', bio: 'Buying rental apartments in the Gulf as a long-term investment.', address: 'San Francisco, United States', isVerified: false, memberSince: '2025-03-15' },
  { fullName: 'Zainab Hussain', email: 'zainab@demo.estate', type: 'dealer', gender: 'female', phoneNumber: '+92 322 9988776', designation: 'Director, Hussain Estates', bio: 'Commercial plots and shops in Faisalabad and Multan.', address: 'D Ground, Faisalabad, Pakistan', isVerified: true, memberSince: '2023-01-05' },
  { fullName: 'Ahmed Nabil', email: 'ahmed@demo.estate', type: 'service_provider', gender: 'male', phoneNumber: '+20 122 345 6789', designation: 'Licensed Valuer', bio: 'Property valuation reports accepted by major banks.', address: 'Heliopolis, Cairo, Egypt', isVerified: false, memberSince: '2024-07-22' },
];
