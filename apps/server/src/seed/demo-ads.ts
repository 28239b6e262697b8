import sharp from 'sharp';
import { SEARCHABLE_STATUSES, SIGNUP_GRANT_CREDITS, type ResponsiveImage } from '@estate/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { awards } from '../features/awards/award.table.js';
import { adPlacements, creditLedger, featurePackages } from '../features/credits/credits.table.js';
import { syncFeatured } from '../features/credits/featured-sync.js';
import { listings } from '../features/listings/listing.table.js';
import { users, type UserRow } from '../features/users/user.table.js';
import type { MediaStorage } from '../lib/media-storage.js';
import { prng } from './demo-listings.js';
import type { SeedContext } from './seed-context.js';

const DAY = 86_400_000;

/**
 * The packages on offer (the spec gives no prices; administrators change them). Credits are the
 * site's own unit: a new account's welcome grant buys a week of featuring with room to spare.
 */
export const DEMO_PACKAGES = [
  { kind: 'feature', name: 'Featured, 7 days', nameAr: 'تمييز لمدة 7 أيام', credits: 50, days: 7, position: 1 },
  { kind: 'feature', name: 'Featured, 30 days', nameAr: 'تمييز لمدة 30 يومًا', credits: 150, days: 30, position: 2 },
  { kind: 'banner', name: 'Banner, 7 days', nameAr: 'إعلان مصوّر لمدة 7 أيام', credits: 120, days: 7, position: 1 },
  { kind: 'banner', name: 'Banner, 30 days', nameAr: 'إعلان مصوّر لمدة 30 يومًا', credits: 400, days: 30, position: 2 },
  {
    kind: 'blazing',
    name: 'Blazing deal, 3 days',
    nameAr: 'صفقة ساخنة لمدة 3 أيام',
    credits: 40,
    days: 3,
    position: 1,
  },
  {
    kind: 'blazing',
    name: 'Blazing deal, 7 days',
    nameAr: 'صفقة ساخنة لمدة 7 أيام',
    credits: 80,
    days: 7,
    position: 2,
  },
] as const;

const PROFESSIONAL = new Set(['agent', 'dealer']);

const BANNERS = [
  {
    owner: 'ayesha@demo.estate',
    title: 'Family homes in DHA Lahore',
    description: 'Verified listings and free site visits every weekend.',
    titleAr: 'منازل عائلية في DHA لاهور',
    descriptionAr: 'إعلانات موثّقة وزيارات مجانية للموقع كل عطلة أسبوع.',
    link: '/properties?city=Lahore&purpose=sale',
    mobile: false,
  },
  {
    owner: 'omar@demo.estate',
    title: 'Dubai Marina apartments from AED 85,000 a year',
    description: 'Ready to move in, flexible cheques.',
    titleAr: 'شقق دبي مارينا من 85,000 درهم سنويًا',
    descriptionAr: 'جاهزة للسكن، ودفعات بشيكات مرنة.',
    link: '/properties?city=Dubai&purpose=rent',
    mobile: false,
  },
  {
    owner: 'zainab@demo.estate',
    title: 'New launches in Riyadh',
    description: 'Villas and townhouses with payment plans.',
    titleAr: 'مشاريع جديدة في الرياض',
    descriptionAr: 'فلل وتاون هاوس بخطط سداد.',
    link: '/properties?city=Riyadh',
    mobile: false,
  },
  {
    owner: 'ayesha@demo.estate',
    title: 'DHA homes on your phone',
    description: 'Book a visit in two taps.',
    titleAr: 'منازل DHA على هاتفك',
    descriptionAr: 'احجز زيارة بلمستين.',
    link: '/properties?city=Lahore',
    mobile: true,
  },
  {
    owner: 'omar@demo.estate',
    title: 'Marina living',
    description: 'Apartments with sea views.',
    titleAr: 'الحياة في المارينا',
    descriptionAr: 'شقق بإطلالة على البحر.',
    link: '/properties?city=Dubai',
    mobile: true,
  },
] as const;

const AWARDS: Record<string, { title: string; description: string; date: string }[]> = {
  'ayesha@demo.estate': [
    {
      title: 'Top Agent of the Year',
      description: 'Most family homes sold in DHA Lahore in 2024.',
      date: '2024-12-20',
    },
    {
      title: 'Customer Choice Award',
      description: 'Rated 4.9 out of 5 by more than 200 buyers and tenants.',
      date: '2024-06-10',
    },
    {
      title: 'Certified Property Consultant',
      description: 'Completed the national agency course.',
      date: '2023-04-02',
    },
  ],
  'omar@demo.estate': [
    {
      title: 'أفضل وسيط عقاري في دبي مارينا',
      description: 'أعلى عدد من عقود الإيجار المنجزة في دبي مارينا خلال عام 2024.',
      date: '2025-01-15',
    },
    { title: 'Excellence in Off-Plan Sales', description: 'Recognised by the developers’ forum.', date: '2023-10-08' },
  ],
  'sara@demo.estate': [
    { title: 'Rising Star Agent', description: 'Best first-year results in the team.', date: '2024-08-30' },
    { title: 'Fastest Response Time', description: 'Answered every inquiry within the hour.', date: '2024-02-12' },
  ],
  'zainab@demo.estate': [
    { title: 'Dealer of the Quarter', description: 'Q1 2025, villas and townhouses in Riyadh.', date: '2025-04-05' },
    { title: 'Trusted Seller Badge', description: 'Five years without a single complaint.', date: '2023-12-01' },
    {
      title: 'Community Housing Partner',
      description: 'Helped 40 families move into their first home.',
      date: '2022-09-18',
    },
    {
      title: 'جائزة التميز في خدمة العملاء',
      description: 'تقديرًا لسرعة الاستجابة ووضوح التعامل.',
      date: '2021-05-25',
    },
  ],
};

const COLORS = ['#0f766e', '#1d4ed8', '#b45309', '#7c3aed', '#be123c', '#0369a1'];

/** A wide abstract skyline for a banner (no words: the slot shows title and description itself). */
function bannerSvg(seed: number, width: number, height: number): string {
  const a = COLORS[seed % COLORS.length];
  const b = COLORS[(seed + 2) % COLORS.length];
  const towers = Array.from({ length: Math.ceil(width / 90) }, (_, i) => {
    const w = 50 + ((seed * 17 + i * 23) % 40);
    const h = height * (0.3 + ((seed * 11 + i * 37) % 50) / 100);
    return `<rect x="${i * 90 + 10}" y="${height - h}" width="${w}" height="${h}" rx="4" fill="#fff" fill-opacity="${0.12 + (i % 3) * 0.05}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/>
    <circle cx="${width * 0.82}" cy="${height * 0.3}" r="${height * 0.18}" fill="#fde68a" fill-opacity="0.85"/>
    ${towers}
  </svg>`;
}

/** A medal for an award. */
function medalSvg(seed: number): string {
  const ribbon = COLORS[seed % COLORS.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
    <rect width="600" height="600" fill="#f8fafc"/>
    <path d="M220 40 L300 250 L380 40 Z" fill="${ribbon}"/>
    <path d="M180 40 L260 40 L320 230 L260 250 Z" fill="${ribbon}" fill-opacity="0.7"/>
    <path d="M340 40 L420 40 L340 250 L280 230 Z" fill="${ribbon}" fill-opacity="0.7"/>
    <circle cx="300" cy="360" r="170" fill="#eab308"/>
    <circle cx="300" cy="360" r="135" fill="#facc15" stroke="#ca8a04" stroke-width="8"/>
    <path d="M300 270 L326 333 L394 338 L342 381 L358 447 L300 411 L242 447 L258 381 L206 338 L274 333 Z" fill="#fff" fill-opacity="0.9"/>
  </svg>`;
}

/** Stores thumb, card and full WebP renditions of an SVG drawing as an upload would have them. */
async function storeImage(media: MediaStorage, key: string, svg: string): Promise<ResponsiveImage> {
  const source = sharp(Buffer.from(svg));
  const out = {} as ResponsiveImage;
  for (const [name, width] of [
    ['thumb', 320],
    ['card', 640],
    ['full', 1600],
  ] as const) {
    const { data, info } = await source
      .clone()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    out[name] = {
      url: await media.put(`${key}-${name}.webp`, data, 'image/webp'),
      width: info.width,
      height: info.height,
    };
  }
  return out;
}

/**
 * Demo data: feature packages, credits, feature ads (running for the listings the listing seed
 * marked featured, expired ones as history), banner ads, blazing deals, awards and listing quotas.
 * Every spend has its ledger row, and every account's balance stays at or above zero.
 */
export async function seedDemoAds(ctx: SeedContext, now = Date.now()): Promise<Record<string, number>> {
  const { db, media } = ctx;
  const rng = prng(505);
  const byEmail = new Map(ctx.users.map((u) => [u.email, u]));
  const pkgRows = await db
    .insert(featurePackages)
    .values([...DEMO_PACKAGES])
    .returning();
  const pkg = (kind: string, days: number) => pkgRows.find((p) => p.kind === kind && p.days === days)!;

  const live = await db
    .select({ id: listings.id, ownerId: listings.ownerId, isFeatured: listings.isFeatured })
    .from(listings)
    .where(inArray(listings.status, [...SEARCHABLE_STATUSES]))
    .orderBy(asc(listings.id));
  const ads: (typeof adPlacements.$inferInsert)[] = [];
  const add = (ad: Omit<typeof adPlacements.$inferInsert, 'creditsSpent' | 'endsAt'>, days: number, credits: number) =>
    ads.push({ ...ad, creditsSpent: credits, endsAt: new Date(ad.startsAt!.getTime() + days * DAY) });

  // Running feature ads for the featured listings, started up to a few days ago.
  for (const listing of live.filter((l) => l.isFeatured)) {
    const p = rng.chance(0.5) ? pkg('feature', 30) : pkg('feature', 7);
    const startsAt = new Date(now - rng.int(1, p.days - 1) * DAY - rng.int(0, 23) * 3600_000);
    add(
      { kind: 'feature', userId: listing.ownerId, packageId: p.id, listingId: listing.id, startsAt },
      p.days,
      p.credits,
    );
  }
  // History: feature ads that ran out, and one ended early by its owner.
  const plain = live.filter((l) => !l.isFeatured);
  for (const [i, listing] of rng.sample(plain, 8).entries()) {
    const p = pkg('feature', 7);
    const startsAt = new Date(now - rng.int(20, 120) * DAY);
    add(
      {
        kind: 'feature',
        userId: listing.ownerId,
        packageId: p.id,
        listingId: listing.id,
        startsAt,
        endedAt: i === 0 ? new Date(startsAt.getTime() + 2 * DAY) : null,
      },
      p.days,
      p.credits,
    );
  }
  // Blazing deals: six running, two over.
  for (const [i, listing] of rng.sample(plain, 8).entries()) {
    const p = i % 2 ? pkg('blazing', 7) : pkg('blazing', 3);
    const startsAt = i < 6 ? new Date(now - rng.int(0, p.days - 1) * DAY - 3600_000) : new Date(now - 30 * DAY);
    add(
      { kind: 'blazing', userId: listing.ownerId, packageId: p.id, listingId: listing.id, startsAt },
      p.days,
      p.credits,
    );
  }
  // Banner ads, desktop and mobile, plus one that ended.
  for (const [i, banner] of [
    ...BANNERS,
    { ...BANNERS[0], title: 'Spring open house week', titleAr: 'أسبوع البيوت المفتوحة في الربيع' },
  ].entries()) {
    const owner = byEmail.get(banner.owner);
    if (!owner) continue;
    const p = i % 2 ? pkg('banner', 7) : pkg('banner', 30);
    const startsAt = i < BANNERS.length ? new Date(now - rng.int(1, p.days - 2) * DAY) : new Date(now - 60 * DAY);
    const image = await storeImage(
      media,
      `demo/ads/banner-${i + 1}`,
      banner.mobile ? bannerSvg(i, 640, 320) : bannerSvg(i, 1200, 300),
    );
    add(
      {
        kind: 'banner',
        userId: owner.id,
        packageId: p.id,
        title: banner.title,
        description: banner.description,
        titleAr: banner.titleAr,
        descriptionAr: banner.descriptionAr,
        image,
        link: banner.link,
        isMobile: banner.mobile,
        startsAt,
      },
      p.days,
      p.credits,
    );
  }

  const inserted = ads.length ? await db.insert(adPlacements).values(ads).returning() : [];

  // Credits: the welcome grant for everyone, a starter pack for agents and dealers, a top-up
  // for anyone whose purchases would pass their grants, then one purchase row per ad.
  const spent = new Map<number, number>();
  for (const ad of inserted) spent.set(ad.userId, (spent.get(ad.userId) ?? 0) + ad.creditsSpent);
  const ledger: (typeof creditLedger.$inferInsert)[] = [];
  for (const user of ctx.users) {
    ledger.push({ userId: user.id, amount: SIGNUP_GRANT_CREDITS, reason: 'signup_grant', createdAt: user.createdAt });
    // Agents and dealers keep at least 600 credits to spend; others at least 100 when they bought.
    const keep = PROFESSIONAL.has(user.type) ? 600 : 100;
    const short = (spent.get(user.id) ?? 0) - SIGNUP_GRANT_CREDITS + keep;
    const pack = PROFESSIONAL.has(user.type) ? 1500 : 0;
    const topUp = Math.max(pack, short > 0 && spent.has(user.id) ? Math.ceil(short / 100) * 100 : 0);
    if (topUp > 0) {
      ledger.push({
        userId: user.id,
        amount: topUp,
        reason: 'admin_grant',
        note: pack ? 'Agency starter pack' : 'Promotional credits',
        createdAt: new Date(Math.max(user.createdAt.getTime() + DAY, now - 180 * DAY)),
      });
    }
  }
  for (const ad of inserted) {
    const p = pkgRows.find((row) => row.id === ad.packageId)!;
    ledger.push({
      userId: ad.userId,
      amount: -ad.creditsSpent,
      reason: 'purchase',
      adId: ad.id,
      note: `${ad.kind}: ${p.name}`,
      createdAt: ad.startsAt,
    });
  }
  await db.insert(creditLedger).values(ledger);

  // Awards for the agents and dealers, each with a drawn medal.
  let awardCount = 0;
  for (const [email, list] of Object.entries(AWARDS)) {
    const owner = byEmail.get(email);
    if (!owner) continue;
    for (const [i, award] of list.entries()) {
      const image = await storeImage(media, `demo/awards/${owner.id}-${i + 1}`, medalSvg(owner.id + i));
      await db.insert(awards).values({
        userId: owner.id,
        title: award.title,
        description: award.description,
        awardedOn: award.date,
        image,
      });
      awardCount += 1;
    }
  }

  await setQuotas(db, ctx.users);
  // The listing seed marked featured listings; anything without a running ad is put back in step.
  await syncFeatured(db);
  return { featurePackages: pkgRows.length, ads: inserted.length, ledgerRows: ledger.length, awards: awardCount };
}

/** Room to publish: agents and dealers at least 25 (10 free), everyone else 5 free (at least 10). */
async function setQuotas(db: Db, people: UserRow[]): Promise<void> {
  for (const user of people) {
    const [row] = await db
      .select({ live: sql<number>`count(*)::int` })
      .from(listings)
      .where(
        and(eq(listings.ownerId, user.id), inArray(listings.status, ['for_sale', 'for_rent', 'active', 'pending'])),
      );
    const count = Number(row?.live ?? 0);
    const quota = PROFESSIONAL.has(user.type) ? Math.max(count + 10, 25) : Math.max(count + 5, 10);
    await db.update(users).set({ listingQuota: quota }).where(eq(users.id, user.id));
  }
}
