import { sql } from 'drizzle-orm';
import {
  MATERIAL_DEFAULT_UNIT,
  SERVICE_TRADES,
  type Material,
  type MaterialUnit,
  type ServiceTrade,
} from '@estate/shared';
import { materialRates } from '../features/materials/material.table.js';
import { serviceOffers, serviceRequests, serviceReviews } from '../features/services/service.table.js';
import { serviceSlug } from '../features/services/service.service.js';
import { uploads } from '../features/uploads/upload.table.js';
import type { UserRow } from '../features/users/user.table.js';
import { renderServicePhotos } from './demo-service-photos.js';
import { seedDemoShorts } from './demo-shorts.js';
import { prng } from './demo-listings.js';
import type { SeedContext } from './seed-context.js';
import { nextSerialId } from '../lib/sql-rows.js';

/**
 * Demo data of the services, materials and shorts features: offers in all nine trades by the
 * demo service providers (and valuation/marketing offers by agents and dealers), requests in
 * every state, reviews on completed ones, a year of monthly material rates in six cities,
 * and short videos on a few listings. Deterministic (seeded generator; dates follow the seed day).
 */

interface OfferSeed {
  by: string;
  trade: ServiceTrade;
  title: string;
  description: string;
  city: string;
  country: string;
  area: string;
  price?: number;
  currency?: string;
  unit?: string;
  paused?: boolean;
}

const OFFERS: OfferSeed[] = [
  // Imran Sheikh, property lawyer, Islamabad
  {
    by: 'imran',
    trade: 'legal',
    title: 'Title verification and sale deed drafting',
    city: 'Islamabad',
    country: 'PK',
    area: 'Islamabad and Rawalpindi',
    price: 25000,
    currency: 'PKR',
    unit: 'job',
    description:
      'Complete title checks with the CDA and revenue records, fard and registry verification, and a sale deed drafted for your transaction. Written report within five working days.',
  },
  {
    by: 'imran',
    trade: 'legal',
    title: 'Property transfer and mutation paperwork',
    city: 'Lahore',
    country: 'PK',
    area: 'Lahore, DHA and Bahria Town',
    price: 35000,
    currency: 'PKR',
    unit: 'job',
    description:
      'We handle transfer letters, NOCs, mutation and society transfers for houses and plots, and attend the registrar with you. Fixed fee, no hidden charges.',
  },
  {
    by: 'imran',
    trade: 'legal',
    title: 'Tenancy agreement and rent dispute advice',
    city: 'Islamabad',
    country: 'PK',
    area: 'Twin cities',
    price: 8000,
    currency: 'PKR',
    unit: 'hour',
    description:
      'Tenancy agreements that protect owners and tenants, police registration of tenants, and advice on rent disputes and evictions under the rent laws.',
  },
  {
    by: 'imran',
    trade: 'utilities',
    title: 'Electricity and gas connection approvals',
    city: 'Rawalpindi',
    country: 'PK',
    area: 'Rawalpindi and Islamabad',
    price: 15000,
    currency: 'PKR',
    unit: 'job',
    description:
      'New meter applications with IESCO and SNGPL, load extensions and name changes on bills, followed up until the connection is live.',
  },
  // Ahmed Nabil, licensed valuer, Cairo
  {
    by: 'ahmed',
    trade: 'valuation',
    title: 'Bank-approved property valuation reports',
    city: 'Cairo',
    country: 'EG',
    area: 'Greater Cairo and Giza',
    price: 4500,
    currency: 'EGP',
    unit: 'report',
    description:
      'Valuation reports for mortgages, inheritance and sales, accepted by the major Egyptian banks. Site visit, comparables and a signed report within a week.',
  },
  {
    by: 'ahmed',
    trade: 'valuation',
    title: 'Rental value assessment for landlords',
    city: 'New Cairo',
    country: 'EG',
    area: 'New Cairo and the Fifth Settlement',
    price: 2500,
    currency: 'EGP',
    unit: 'report',
    description:
      'Find the right rent for your apartment or villa with a short report of comparable rentals, condition notes and a recommended asking rent.',
  },
  {
    by: 'ahmed',
    trade: 'architecture',
    title: 'Apartment layout redesign and 3D views',
    city: 'Cairo',
    country: 'EG',
    area: 'Cairo, Giza and New Cairo',
    price: 350,
    currency: 'EGP',
    unit: 'sqm',
    description:
      'We rethink your apartment layout, open up kitchens and add storage, with floor plans and 3D views before any wall moves. Two revisions included.',
  },
  {
    by: 'ahmed',
    trade: 'logistics',
    title: 'Home moving with packing and assembly',
    city: 'Giza',
    country: 'EG',
    area: 'Giza, Cairo and 6th of October',
    price: 3000,
    currency: 'EGP',
    unit: 'job',
    description:
      'Careful packing, covered trucks and furniture assembly at your new home. Insurance for fragile items on request.',
  },
  // Khalid Mansour, fit-out and renovation, Dubai
  {
    by: 'khalid',
    trade: 'finishing',
    title: 'Apartment fit-out and renovation',
    city: 'Dubai',
    country: 'AE',
    area: 'Dubai Marina, JVC, Downtown and Al Barsha',
    price: 180,
    currency: 'AED',
    unit: 'sqft',
    description:
      'Complete fit-out of apartments and villas: gypsum ceilings, flooring, joinery, painting and lighting. Licensed, with building approvals handled for you.',
  },
  {
    by: 'khalid',
    trade: 'finishing',
    title: 'Kitchen and bathroom remodelling',
    city: 'Dubai',
    country: 'AE',
    area: 'All Dubai communities',
    price: 25000,
    currency: 'AED',
    unit: 'job',
    description:
      'New kitchens and bathrooms in four weeks: design, demolition, waterproofing, tiling, fittings and handover with a one-year warranty.',
  },
  {
    by: 'khalid',
    trade: 'maintenance',
    title: 'Annual villa maintenance contract',
    city: 'Dubai',
    country: 'AE',
    area: 'Dubai and Sharjah',
    price: 4500,
    currency: 'AED',
    unit: 'month',
    description:
      'AC servicing, plumbing, electrical and handyman visits for villas, with a 24-hour emergency line and quarterly preventive checks.',
  },
  {
    by: 'khalid',
    trade: 'maintenance',
    title: 'AC servicing and duct cleaning',
    city: 'Abu Dhabi',
    country: 'AE',
    area: 'Abu Dhabi city and Khalifa City',
    price: 250,
    currency: 'AED',
    unit: 'visit',
    description:
      'Split and ducted AC servicing, gas top-up and duct cleaning with before-and-after photos. Same-week appointments.',
  },
  {
    by: 'khalid',
    trade: 'construction',
    title: 'Villa extensions and structural works',
    city: 'Dubai',
    country: 'AE',
    area: 'Dubai villa communities',
    price: 350,
    currency: 'AED',
    unit: 'sqft',
    description:
      'Extensions, annexes and structural alterations with consultant drawings and municipality permits, built by our own crews.',
  },
  {
    by: 'khalid',
    trade: 'utilities',
    title: 'Solar panels and smart meters for villas',
    city: 'Dubai',
    country: 'AE',
    area: 'Dubai',
    price: 12000,
    currency: 'AED',
    unit: 'job',
    description:
      'Rooftop solar under the Shams Dubai scheme: assessment, installation, DEWA approval and net-metering set-up.',
    paused: true,
  },
  {
    by: 'khalid',
    trade: 'logistics',
    title: 'Office and villa relocation',
    city: 'Dubai',
    country: 'AE',
    area: 'All emirates',
    price: 1800,
    currency: 'AED',
    unit: 'job',
    description:
      'Relocation with trained movers, packing material, storage for up to a month and a move manager on the day.',
  },
  // Imran and Khalid in more trades and cities
  {
    by: 'imran',
    trade: 'construction',
    title: 'Grey structure construction of houses',
    city: 'Lahore',
    country: 'PK',
    area: 'Lahore and Sheikhupura',
    price: 2400,
    currency: 'PKR',
    unit: 'sqft',
    description:
      'Grey structure of 5 marla to 1 kanal houses with approved drawings, A-class bricks, grade 60 steel and weekly progress reports.',
  },
  {
    by: 'imran',
    trade: 'architecture',
    title: 'House design with approval drawings',
    city: 'Karachi',
    country: 'PK',
    area: 'Karachi: DHA, Clifton and Gulshan',
    price: 60,
    currency: 'PKR',
    unit: 'sqft',
    description:
      'Architectural design of houses and small buildings, with submission drawings for SBCA and DHA approval and structural design by our engineer.',
  },
  {
    by: 'ahmed',
    trade: 'maintenance',
    title: 'Plumbing and electrical repairs',
    city: 'Cairo',
    country: 'EG',
    area: 'Heliopolis, Nasr City and Maadi',
    price: 300,
    currency: 'EGP',
    unit: 'visit',
    description:
      'Leaks, blocked drains, sockets and breakers fixed by certified technicians, with parts at market price.',
  },
  {
    by: 'ahmed',
    trade: 'construction',
    title: 'Finishing of shell apartments',
    city: 'New Cairo',
    country: 'EG',
    area: 'New Cairo and Madinaty',
    price: 4500,
    currency: 'EGP',
    unit: 'sqm',
    description:
      'Turnkey finishing of core-and-shell units: plumbing, electrical, plaster, flooring and paint in ten to twelve weeks.',
  },
  // Agents and dealers: valuation and marketing only
  {
    by: 'ayesha',
    trade: 'valuation',
    title: 'Free market appraisal of your home',
    city: 'Lahore',
    country: 'PK',
    area: 'DHA, Bahria Town and Gulberg',
    price: 0,
    currency: 'PKR',
    unit: 'visit',
    description:
      'A free visit and a written market appraisal based on recent sales in your block, with advice on the right asking price.',
  },
  {
    by: 'ayesha',
    trade: 'marketing',
    title: 'Photography and listing promotion',
    city: 'Lahore',
    country: 'PK',
    area: 'Lahore',
    price: 15000,
    currency: 'PKR',
    unit: 'job',
    description:
      'Professional photos, a short video tour and a featured listing campaign for your property, with weekly enquiry reports.',
  },
  {
    by: 'omar',
    trade: 'marketing',
    title: 'Off-plan launch marketing for developers',
    city: 'Dubai',
    country: 'AE',
    area: 'UAE and GCC buyers',
    price: 15000,
    currency: 'AED',
    unit: 'month',
    description:
      'Launch campaigns for off-plan projects: brochures, digital ads, broker events and a lead pipeline managed by our team.',
  },
  {
    by: 'omar',
    trade: 'valuation',
    title: 'RERA-registered valuation for sellers',
    city: 'Dubai',
    country: 'AE',
    area: 'Dubai',
    price: 2500,
    currency: 'AED',
    unit: 'report',
    description:
      'A valuation by a RERA-registered valuer for sale, refinance or probate, with comparable transactions from the land department.',
  },
  {
    by: 'zainab',
    trade: 'marketing',
    title: 'Commercial plot and shop marketing',
    city: 'Faisalabad',
    country: 'PK',
    area: 'Faisalabad and Multan',
    description:
      'We market commercial plots and shops to our investor network for a one-percent success fee; no sale, no fee.',
  },
  {
    by: 'sara',
    trade: 'valuation',
    title: 'Rental valuation and letting advice',
    city: 'Manchester',
    country: 'GB',
    area: 'Manchester and Leeds',
    price: 95,
    currency: 'GBP',
    unit: 'report',
    description:
      'A rental valuation with comparable lets, a compliance checklist for landlords and advice on furnishing for the local market.',
  },
  {
    by: 'imran',
    trade: 'marketing',
    title: 'Legal due-diligence packs for sellers',
    city: 'Islamabad',
    country: 'PK',
    area: 'Islamabad',
    price: 20000,
    currency: 'PKR',
    unit: 'job',
    description:
      'A ready due-diligence pack (title, approvals, dues) that makes your listing stand out and speeds up the sale.',
  },
];

/** Requests between demo users, each ending in a given state. */
const REQUESTS: {
  offer: number;
  from: string;
  status: string;
  what: string;
  location: string;
  budget?: number;
  days: number;
  review?: [number, string];
}[] = [
  {
    offer: 0,
    from: 'bilal',
    status: 'completed',
    what: 'Title check of a 10 marla house in F-10 before I sign.',
    location: 'F-10/2, Islamabad',
    budget: 25000,
    days: 60,
    review: [5, 'Thorough and quick. Found a pending mutation the seller had not mentioned.'],
  },
  {
    offer: 0,
    from: 'hassan',
    status: 'completed',
    what: 'Sale deed for my corner plot in Gulberg.',
    location: 'Gulberg III, Lahore',
    budget: 30000,
    days: 45,
    review: [4.5, 'Clear advice and the deed was ready on time.'],
  },
  {
    offer: 1,
    from: 'usman',
    status: 'accepted',
    what: 'Transfer of a flat bought from my uncle.',
    location: 'Gulshan-e-Iqbal, Karachi',
    days: 6,
  },
  {
    offer: 2,
    from: 'bilal',
    status: 'pending',
    what: 'Tenancy agreement for my second house, tenant moving in next month.',
    location: 'G-11, Islamabad',
    days: 1,
  },
  {
    offer: 4,
    from: 'mariam',
    status: 'completed',
    what: 'Valuation of my parents apartment for a bank loan.',
    location: 'Heliopolis, Cairo',
    budget: 4500,
    days: 80,
    review: [4, 'Professional report; the bank accepted it without questions.'],
  },
  {
    offer: 5,
    from: 'mariam',
    status: 'declined',
    what: 'Rent estimate for a studio in the Fifth Settlement.',
    location: 'Fifth Settlement, New Cairo',
    days: 20,
  },
  {
    offer: 8,
    from: 'omar',
    status: 'completed',
    what: 'Fit-out of a two-bedroom apartment before handover to a tenant.',
    location: 'Dubai Marina',
    budget: 90000,
    days: 120,
    review: [5, 'Finished a week early and the finish is excellent.'],
  },
  {
    offer: 8,
    from: 'daniel',
    status: 'pending',
    what: 'Renovate a one-bedroom apartment I am buying in JVC.',
    location: 'Jumeirah Village Circle, Dubai',
    budget: 60000,
    days: 2,
  },
  {
    offer: 9,
    from: 'fatima',
    status: 'cancelled',
    what: 'New kitchen for a villa.',
    location: 'Arabian Ranches, Dubai',
    days: 30,
  },
  {
    offer: 10,
    from: 'noor',
    status: 'accepted',
    what: 'Maintenance contract for two furnished villas.',
    location: 'Al Barsha, Dubai',
    budget: 9000,
    days: 10,
  },
  {
    offer: 10,
    from: 'omar',
    status: 'completed',
    what: 'Quarterly maintenance for a show villa.',
    location: 'Dubai Hills',
    budget: 4500,
    days: 150,
    review: [3.5, 'Good work, though one visit was rescheduled twice.'],
  },
  {
    offer: 15,
    from: 'hassan',
    status: 'pending',
    what: 'Grey structure quote for a 10 marla house.',
    location: 'Bahria Town, Lahore',
    budget: 5500000,
    days: 3,
  },
  {
    offer: 15,
    from: 'ayesha',
    status: 'declined',
    what: 'Boundary wall for a plot.',
    location: 'DHA Phase 8, Lahore',
    days: 25,
  },
  {
    offer: 22,
    from: 'khalid',
    status: 'accepted',
    what: 'Valuation of my office unit for refinancing.',
    location: 'Business Bay, Dubai',
    days: 8,
  },
  {
    offer: 7,
    from: 'mariam',
    status: 'completed',
    what: 'Move from a flat in Dokki to New Cairo.',
    location: 'Dokki, Giza',
    budget: 3500,
    days: 40,
    review: [4.5, 'Nothing broken, fast and polite team.'],
  },
];

const DAY = 86_400_000;

/** What the Pakistani cities share: currency, inflation, the units quoted locally and the rounding. */
const PAKISTAN = {
  country: 'PK',
  currency: 'PKR',
  drift: 0.008,
  units: { sand: 'cft_100', crush: 'cft_100', tiles: 'sqft' },
  round: { cement: 5, steel: 500, brick: 100, sand: 50, crush: 50, tiles: 5 },
} as const;
/** Price steps in the Gulf currencies (AED, SAR). */
const GULF_ROUND = { cement: 0.5, steel: 10, brick: 10, sand: 1, crush: 1, tiles: 1 };

/** Monthly base prices (today's level) by city; units where the local market quotes differently. */
const RATE_CITIES: {
  city: string;
  country: string;
  currency: string;
  /** Monthly drift (inflation) applied backwards in time. */
  drift: number;
  prices: Record<Material, number>;
  units?: Partial<Record<Material, MaterialUnit>>;
  round: Record<Material, number>;
}[] = [
  {
    city: 'Lahore',
    ...PAKISTAN,
    prices: { cement: 1420, steel: 252000, brick: 16500, sand: 6500, crush: 12500, tiles: 280 },
  },
  {
    city: 'Karachi',
    ...PAKISTAN,
    prices: { cement: 1380, steel: 248000, brick: 18000, sand: 5200, crush: 11000, tiles: 270 },
  },
  {
    city: 'Islamabad',
    ...PAKISTAN,
    prices: { cement: 1440, steel: 255000, brick: 17500, sand: 7200, crush: 13000, tiles: 290 },
  },
  {
    city: 'Dubai',
    country: 'AE',
    currency: 'AED',
    drift: 0.002,
    prices: { cement: 16, steel: 2600, brick: 2200, sand: 60, crush: 75, tiles: 45 },
    round: GULF_ROUND,
  },
  {
    city: 'Riyadh',
    country: 'SA',
    currency: 'SAR',
    drift: 0.002,
    prices: { cement: 15, steel: 2750, brick: 1900, sand: 45, crush: 65, tiles: 40 },
    round: GULF_ROUND,
  },
  {
    city: 'Cairo',
    country: 'EG',
    currency: 'EGP',
    drift: 0.02,
    prices: { cement: 200, steel: 39000, brick: 2200, sand: 220, crush: 350, tiles: 300 },
    round: { cement: 5, steel: 250, brick: 50, sand: 5, crush: 5, tiles: 5 },
  },
];

const MONTHS_OF_RATES = 12;

export async function seedDemoServices(ctx: SeedContext): Promise<Record<string, number>> {
  const { db, media, users } = ctx;
  const byHandle = new Map<string, UserRow>(users.map((u) => [u.email.split('@')[0]!, u]));
  const user = (handle: string) => {
    const found = byHandle.get(handle);
    if (!found) throw new Error(`No demo user ${handle}`);
    return found;
  };
  const rng = prng(6006);
  const now = Date.now();
  const photos = await renderServicePhotos(media, SERVICE_TRADES);

  // Offers, one id sequence value each so slugs carry their ids.
  const offerRows = [];
  const photoUploads: (typeof uploads.$inferInsert)[] = [];
  for (const [i, seed] of OFFERS.entries()) {
    const provider = user(seed.by);
    const id = await nextSerialId(db, serviceOffers);
    const tradePhotos = photos.get(seed.trade)!;
    const chosen = i % 3 === 2 ? [tradePhotos[1]!] : i % 2 ? [tradePhotos[1]!, tradePhotos[0]!] : tradePhotos;
    const createdAt = new Date(now - (200 - i * 6) * DAY);
    chosen.forEach((photo, position) =>
      photoUploads.push({
        userId: provider.id,
        kind: 'service_photo',
        position,
        ownerRef: `service:${id}`,
        mime: 'image/webp',
        size: photo.size,
        originalName: `${seed.trade}-${position + 1}.webp`,
        // Shared demo files: nothing to delete when the offer goes.
        storageKeys: [],
        url: photo.image.full.url,
        image: photo.image,
        createdAt,
      }),
    );
    offerRows.push({
      id,
      providerId: provider.id,
      slug: serviceSlug(seed.title, id),
      trade: seed.trade,
      title: seed.title,
      description: seed.description,
      country: seed.country,
      city: seed.city,
      cityKey: seed.city.toLowerCase(),
      areaServed: seed.area,
      priceFrom: seed.price ?? null,
      currency: seed.currency ?? null,
      priceUnit: seed.unit ?? null,
      photos: chosen.map((p) => p.image),
      status: seed.paused ? 'paused' : 'active',
      createdAt,
      updatedAt: createdAt,
    });
  }
  const offers = await db.insert(serviceOffers).values(offerRows).returning();
  await db.insert(uploads).values(photoUploads);

  // Requests and reviews.
  let reviews = 0;
  for (const r of REQUESTS) {
    const offer = offers[r.offer]!;
    const createdAt = new Date(now - r.days * DAY);
    const updatedAt =
      r.status === 'pending' ? createdAt : new Date(createdAt.getTime() + Math.min(r.days, 10) * DAY * 0.5);
    const [request] = await db
      .insert(serviceRequests)
      .values({
        serviceId: offer.id,
        providerId: offer.providerId,
        requesterId: user(r.from).id,
        what: r.what,
        location: r.location,
        wanted: new Date(createdAt.getTime() + 14 * DAY).toISOString().slice(0, 10),
        budget: r.budget ?? null,
        currency: r.budget ? offer.currency : null,
        status: r.status,
        createdAt,
        updatedAt,
      })
      .returning();
    if (r.review) {
      await db.insert(serviceReviews).values({
        requestId: request!.id,
        serviceId: offer.id,
        providerId: offer.providerId,
        reviewerId: user(r.from).id,
        rating: r.review[0],
        body: r.review[1],
        createdAt: new Date(updatedAt.getTime() + DAY),
      });
      reviews += 1;
    }
  }
  // Ratings kept in step with the reviews.
  await db.execute(sql`
    update service_offers o set rating_avg = s.avg, rating_count = s.n
    from (select service_id, round(avg(rating), 2) as avg, count(*)::int as n from service_reviews group by service_id) s
    where s.service_id = o.id`);

  // Material rates: one a month for a year, drifting up with local inflation, with a little noise.
  const admin = users.find((u) => u.isAdmin) ?? null;
  const rates: (typeof materialRates.$inferInsert)[] = [];
  for (const c of RATE_CITIES) {
    for (const material of Object.keys(c.prices) as Material[]) {
      for (let k = MONTHS_OF_RATES - 1; k >= 0; k -= 1) {
        const date = new Date(now - k * 30 * DAY).toISOString().slice(0, 10);
        const level = c.prices[material] * Math.pow(1 - c.drift, k) * (1 + (rng.next() - 0.5) * 0.04);
        const step = c.round[material];
        rates.push({
          material,
          country: c.country,
          city: c.city,
          cityKey: c.city.toLowerCase(),
          unit: c.units?.[material] ?? MATERIAL_DEFAULT_UNIT[material],
          price: Math.max(step, Math.round(level / step) * step),
          currency: c.currency,
          rateDate: date,
          createdBy: admin?.id ?? null,
        });
      }
    }
  }
  await db.insert(materialRates).values(rates);

  const shorts = await seedDemoShorts(ctx);
  return {
    serviceOffers: offers.length,
    serviceRequests: REQUESTS.length,
    serviceReviews: reviews,
    materialRates: rates.length,
    shortVideos: shorts,
  };
}
