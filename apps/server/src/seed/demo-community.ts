import { and, eq, sql } from 'drizzle-orm';
import { desc } from '../lib/sql-order.js';
import type { Currency, PropertyType, Purpose } from '@estate/shared';
import { demandMatches, demandMatchNotification } from '../features/demands/demand-match.js';
import { demands, type DemandRow } from '../features/demands/demand.table.js';
import { appFeedback } from '../features/feedback/feedback.table.js';
import { follows } from '../features/follows/follow.table.js';
import { cityKeyOf } from '../features/listings/listing-row.js';
import { listings, PUBLIC_SEARCH } from '../features/listings/listing.table.js';
import { userNotifications } from '../features/notifications/notification.table.js';
import type { SeedContext } from './seed-context.js';

interface DemoDemand {
  /** Index into the demo users (seed/demo-users.ts order). */
  by: number;
  title: string;
  description: string;
  purpose: Purpose;
  type?: PropertyType;
  country?: string;
  city?: string;
  budget?: [number | null, number | null, Currency];
  bedrooms?: number;
  closed?: true;
}

// 0 ayesha, 1 omar, 2 bilal, 3 fatima, 4 hassan, 5 mariam, 6 usman, 7 khalid, 8 sara, 9 imran,
// 10 noor, 11 daniel, 12 zainab, 13 ahmed
const DEMANDS: DemoDemand[] = [
  {
    by: 3,
    title: '3-bedroom villa with a garden in Riyadh',
    description:
      'Moving back from abroad with two children. Al Malqa, Al Yasmin or Hittin preferred, close to an international school.',
    purpose: 'sale',
    type: 'villa',
    country: 'SA',
    city: 'Riyadh',
    budget: [2_500_000, 4_500_000, 'SAR'],
    bedrooms: 3,
  },
  {
    by: 8,
    title: 'Family house in DHA Lahore, 10 marla',
    description:
      'Looking for a well-kept 10 marla house in DHA Phase 5 or 6. Corner plot is a plus. Ready to close within two months.',
    purpose: 'sale',
    type: 'house',
    country: 'PK',
    city: 'Lahore',
    budget: [45_000_000, 80_000_000, 'PKR'],
    bedrooms: 4,
  },
  {
    by: 10,
    title: 'شقة للإيجار قريبة من المترو في دبي',
    description:
      'أبحث عن شقة بغرفتي نوم في مرسى دبي أو أبراج بحيرات جميرا، قريبة من محطة المترو، مع موقف سيارة. الانتقال في الشهر القادم.',
    purpose: 'rent',
    type: 'apartment',
    country: 'AE',
    city: 'Dubai',
    budget: [70_000, 130_000, 'AED'],
    bedrooms: 2,
  },
  {
    by: 11,
    title: 'Furnished one-bedroom flat for a year in Dubai Marina',
    description:
      'Relocating for work. Furnished, sea or marina view, gym in the building. Happy to pay in 2–4 cheques.',
    purpose: 'rent',
    type: 'apartment',
    country: 'AE',
    city: 'Dubai',
    budget: [80_000, 140_000, 'AED'],
    bedrooms: 1,
  },
  {
    by: 12,
    title: 'Upper portion for rent in Islamabad',
    description:
      'Small family, need a clean upper portion in F-10, F-11 or G-11 with a separate entrance and gas connection.',
    purpose: 'rent',
    type: 'upper_portion',
    country: 'PK',
    city: 'Islamabad',
    budget: [60_000, 120_000, 'PKR'],
    bedrooms: 2,
  },
  {
    by: 13,
    title: 'شقة تمليك في القاهرة الجديدة',
    description: 'مطلوب شقة ثلاث غرف في التجمع الخامس أو مدينة نصر، تشطيب كامل، في دور متوسط مع مصعد.',
    purpose: 'sale',
    type: 'apartment',
    country: 'EG',
    city: 'Cairo',
    budget: [3_000_000, 7_500_000, 'EGP'],
    bedrooms: 3,
  },
  {
    by: 5,
    title: 'Office space near the Corniche in Doha',
    description: 'Start-up of 12 people needs a fitted office of about 150 sqm in West Bay or Al Sadd, with parking.',
    purpose: 'rent',
    type: 'office',
    country: 'QA',
    city: 'Doha',
  },
  {
    by: 4,
    title: 'Residential plot in Bahria Town Karachi',
    description: 'Investor looking for a 250 sq yd residential plot, possession ready, all dues clear.',
    purpose: 'sale',
    type: 'residential_plot',
    country: 'PK',
    city: 'Karachi',
    budget: [8_000_000, 20_000_000, 'PKR'],
  },
  {
    by: 9,
    title: 'Shop on a main road in Rawalpindi',
    description: 'Pharmacy owner expanding: ground-floor shop on Saddar or Commercial Market road, at least 300 sq ft.',
    purpose: 'rent',
    type: 'shop',
    country: 'PK',
    city: 'Rawalpindi',
  },
  {
    by: 6,
    title: 'Warehouse for rent near Jebel Ali',
    description: 'Logistics company needs 2,000–4,000 sqm warehouse with loading bays and 24/7 access.',
    purpose: 'rent',
    type: 'warehouse',
    country: 'AE',
    city: 'Dubai',
  },
  {
    by: 3,
    title: 'فيلا في جدة قريبة من البحر',
    description: 'نبحث عن فيلا بأربع غرف نوم في أبحر الشمالية أو الشاطئ، مع مسبح خاص إن أمكن.',
    purpose: 'sale',
    type: 'villa',
    country: 'SA',
    city: 'Jeddah',
    budget: [3_000_000, 6_000_000, 'SAR'],
    bedrooms: 4,
  },
  {
    by: 8,
    title: 'Two-bedroom apartment in Gulberg for rent',
    description: 'Working couple, no pets. Need a modern apartment in Gulberg III with backup power and security.',
    purpose: 'rent',
    type: 'apartment',
    country: 'PK',
    city: 'Lahore',
    budget: [80_000, 180_000, 'PKR'],
    bedrooms: 2,
  },
  {
    by: 11,
    title: 'Townhouse for a family in Abu Dhabi',
    description: 'Three bedrooms plus maid’s room, community with a pool and playground. Yas Island or Al Reem.',
    purpose: 'rent',
    type: 'townhouse',
    country: 'AE',
    city: 'Abu Dhabi',
    budget: [120_000, 220_000, 'AED'],
    bedrooms: 3,
  },
  {
    by: 10,
    title: 'غرفة مفروشة للإيجار في الشارقة',
    description: 'طالبة جامعية تبحث عن غرفة مفروشة في سكن هادئ قرب المدينة الجامعية.',
    purpose: 'rent',
    type: 'room',
    country: 'AE',
    city: 'Sharjah',
    budget: [1_500, 3_500, 'AED'],
    bedrooms: 1,
  },
  {
    by: 12,
    title: 'Farm house near Islamabad for weekends',
    description: 'A farm house on Bani Gala or Simly Dam road, 4 kanal or more, with a lawn and fruit trees.',
    purpose: 'sale',
    type: 'farm_house',
    country: 'PK',
    city: 'Islamabad',
    budget: [60_000_000, 150_000_000, 'PKR'],
  },
  {
    by: 13,
    title: 'Studio or one-bed near the metro in Cairo',
    description: 'Young professional, need a small flat in Heliopolis or Nasr City, walking distance to the metro.',
    purpose: 'rent',
    type: 'apartment',
    country: 'EG',
    city: 'Cairo',
    budget: [8_000, 20_000, 'EGP'],
    bedrooms: 1,
  },
  {
    by: 5,
    title: 'Penthouse with a view in Dubai',
    description: 'Cash buyer looking for a penthouse in Downtown or Palm Jumeirah, four bedrooms, private terrace.',
    purpose: 'sale',
    type: 'penthouse',
    country: 'AE',
    city: 'Dubai',
    budget: [8_000_000, 25_000_000, 'AED'],
    bedrooms: 4,
  },
  {
    by: 9,
    title: 'Commercial plot in Faisalabad',
    description: 'Looking for a commercial plot on Canal Road or Susan Road for a showroom, 8 marla or more.',
    purpose: 'sale',
    type: 'commercial_plot',
    country: 'PK',
    city: 'Faisalabad',
  },
  {
    by: 4,
    title: 'House in Multan for a joint family',
    description: 'Need a 1 kanal house with at least five bedrooms, near schools and a hospital.',
    purpose: 'sale',
    type: 'house',
    country: 'PK',
    city: 'Multan',
    budget: [30_000_000, 70_000_000, 'PKR'],
    bedrooms: 5,
  },
  {
    by: 6,
    title: 'شقة عائلية للإيجار في الرياض',
    description: 'عائلة من خمسة أفراد تبحث عن شقة بثلاث غرف نوم في حي النرجس أو الملقا، عقد سنوي.',
    purpose: 'rent',
    type: 'apartment',
    country: 'SA',
    city: 'Riyadh',
    budget: [35_000, 70_000, 'SAR'],
    bedrooms: 3,
  },
  {
    by: 3,
    title: 'Any home near King Abdulaziz University',
    description: 'Visiting professor, one year. Apartment or small villa, furnished, in Jeddah.',
    purpose: 'rent',
    country: 'SA',
    city: 'Jeddah',
    bedrooms: 2,
  },
  {
    by: 8,
    title: 'Lower portion in Karachi, DHA or Clifton',
    description: 'Lower portion with a small garden for elderly parents; no stairs please.',
    purpose: 'rent',
    type: 'lower_portion',
    country: 'PK',
    city: 'Karachi',
    budget: [70_000, 150_000, 'PKR'],
    bedrooms: 3,
  },
  {
    by: 11,
    title: 'Investment apartment anywhere in the UAE',
    description: 'Looking for ready apartments with tenants in place and a yield above 6%. Dubai, Sharjah or Ajman.',
    purpose: 'sale',
    type: 'apartment',
    country: 'AE',
    budget: [500_000, 1_500_000, 'AED'],
  },
  {
    by: 13,
    title: 'Villa in Alexandria by the sea',
    description: 'Summer villa in the North Coast side of Alexandria, three bedrooms minimum.',
    purpose: 'sale',
    type: 'villa',
    country: 'EG',
    city: 'Alexandria',
    bedrooms: 3,
  },
  {
    by: 12,
    title: 'Showroom on a main boulevard in Riyadh',
    description: 'Car dealership needs a showroom of 600 sqm or more on King Fahd Road or Olaya Street.',
    purpose: 'rent',
    type: 'showroom',
    country: 'SA',
    city: 'Riyadh',
  },
  {
    by: 10,
    title: 'بيت صغير في الدوحة',
    description: 'أبحث عن بيت أو فيلا صغيرة بثلاث غرف في الوعب أو عين خالد، قريب من المدارس.',
    purpose: 'rent',
    type: 'villa',
    country: 'QA',
    city: 'Doha',
    budget: [10_000, 20_000, 'QAR'],
    bedrooms: 3,
  },
  {
    by: 9,
    title: 'Apartment in Peshawar, Hayatabad',
    description: 'Two or three bedrooms, secure building, close to Hayatabad Medical Complex.',
    purpose: 'rent',
    type: 'apartment',
    country: 'PK',
    city: 'Peshawar',
    bedrooms: 2,
  },
  {
    by: 5,
    title: 'Room for an intern in Dubai',
    description: 'Six-month internship, need a furnished room with bills included, near the metro.',
    purpose: 'rent',
    type: 'room',
    country: 'AE',
    city: 'Dubai',
    budget: [2_500, 5_000, 'AED'],
    bedrooms: 1,
    closed: true,
  },
  {
    by: 4,
    title: 'Agricultural land near Multan',
    description: 'Mango orchard or farmland of 25 acres or more with a tube well.',
    purpose: 'sale',
    type: 'agricultural_land',
    country: 'PK',
    city: 'Multan',
  },
  {
    by: 6,
    title: 'Office floor in Business Bay',
    description: 'Whole or half floor, fitted, 500–900 sqm, available next quarter.',
    purpose: 'rent',
    type: 'office',
    country: 'AE',
    city: 'Dubai',
    closed: true,
  },
];

/** Who follows whom (indexes into the demo users): everyone follows 2–5 people; Ayesha most. */
const FOLLOWS: [number, number[]][] = [
  [0, [1, 7, 11]],
  [1, [0, 5, 11, 12]],
  [2, [0, 1, 6]],
  [3, [0, 1, 5, 8]],
  [4, [0, 2, 6, 9, 13]],
  [5, [0, 1, 3]],
  [6, [0, 4, 7, 9]],
  [7, [0, 1, 6]],
  [8, [0, 2, 3, 12]],
  [9, [0, 4, 6]],
  [10, [0, 1, 5, 13]],
  [11, [1, 5]],
  [12, [0, 8, 10, 11]],
  [13, [0, 1, 10]],
];

const FEEDBACK: [number, string, string, number][] = [
  [
    3,
    'Easy to compare villas',
    'The filters and the map made it easy to shortlist homes in Riyadh. Please add school distances.',
    4.5,
  ],
  [
    8,
    'Great for renting',
    'Found a flat in two days. Chatting with the owner right on the site saved a lot of calls.',
    5,
  ],
  [13, 'تجربة ممتازة', 'الموقع سهل الاستخدام باللغة العربية، وأتمنى إضافة تنبيهات بالبريد للعقارات الجديدة.', 4],
  [11, 'More photos please', 'Some listings have only one picture. It would help to require a few more.', 3.5],
];

const DAY = 86_400_000;

/** Demo data: demands, follows, a little feedback, and the demand matches those demands already have. */
export async function seedDemoCommunity(ctx: SeedContext): Promise<Record<string, number>> {
  const { db, users } = ctx;
  const now = Date.now();
  const rows = DEMANDS.filter((d) => users[d.by]).map((d, i): typeof demands.$inferInsert => ({
    userId: users[d.by]!.id,
    title: d.title,
    description: d.description,
    purpose: d.purpose,
    propertyType: d.type ?? null,
    country: d.country ?? null,
    city: d.city ?? null,
    cityKey: d.city ? cityKeyOf(d.city) : null,
    budgetMin: d.budget?.[0] ?? null,
    budgetMax: d.budget?.[1] ?? null,
    currency: d.budget?.[2] ?? null,
    bedrooms: d.bedrooms ?? null,
    status: d.closed ? 'closed' : 'open',
    // Newest first in the order above, a few hours to a month old.
    createdAt: new Date(now - (i * 23 + 3) * 3_600_000),
    updatedAt: new Date(now - (i * 23 + 3) * 3_600_000),
  }));
  const saved = rows.length ? await db.insert(demands).values(rows).returning() : [];

  const followRows = FOLLOWS.flatMap(([follower, followees]) =>
    followees
      .filter((f) => users[follower] && users[f])
      .map((f, i) => ({
        followerId: users[follower]!.id,
        followeeId: users[f]!.id,
        createdAt: new Date(now - (follower * 5 + i + 1) * DAY),
      })),
  );
  if (followRows.length) await db.insert(follows).values(followRows).onConflictDoNothing();

  const feedbackRows = FEEDBACK.filter(([by]) => users[by]).map(([by, title, description, rating], i) => ({
    userId: users[by]!.id,
    title,
    description,
    rating,
    createdAt: new Date(now - (i + 1) * 2 * DAY),
  }));
  if (feedbackRows.length) await db.insert(appFeedback).values(feedbackRows);

  const notifications = await demandMatchNotifications(ctx, saved);
  return {
    demands: saved.length,
    follows: followRows.length,
    feedback: feedbackRows.length,
    demandMatches: notifications,
  };
}

/** For each open demand, the newest public listings it matches (at most two), as notifications. */
async function demandMatchNotifications(ctx: SeedContext, saved: DemandRow[]): Promise<number> {
  const rows: (typeof userNotifications.$inferInsert)[] = [];
  for (const demand of saved.filter((d) => d.status === 'open' && d.cityKey && d.purpose)) {
    const candidates = await ctx.db
      .select()
      .from(listings)
      .where(and(sql`${PUBLIC_SEARCH}`, eq(listings.cityKey, demand.cityKey!), eq(listings.purpose, demand.purpose!)))
      .orderBy(desc(listings.createdAt))
      .limit(60);
    const matched = candidates.filter((l) => demandMatches(demand, { ...l, price: Number(l.price) })).slice(0, 2);
    for (const [i, listing] of matched.entries()) {
      rows.push({
        ...demandMatchNotification(demand, listing),
        isRead: i > 0,
        createdAt: new Date(demand.createdAt.getTime() + (i + 1) * 3_600_000),
        // The demo's past is not news: no e-mail about it (features/notifications/notification-mail.ts).
        emailedAt: new Date(),
      });
    }
  }
  if (rows.length) await ctx.db.insert(userNotifications).values(rows);
  return rows.length;
}
