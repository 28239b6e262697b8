import { sql } from 'drizzle-orm';
import {
  AMENITIES,
  COUNTRY_CURRENCY,
  areaTypeOf,
  initialStatusFor,
  toSquareMetres,
  type Amenity,
  type AreaUnit,
  type ListingStatus,
  type Place,
  type PropertyType,
  type Purpose,
  type RentFrequency,
  suggestsSecondLanguage,
} from '@estate/shared';
import gazetteer from '@estate/shared/listing/gazetteer-data.json' with { type: 'json' };
import type { Db } from '../db/database.js';
import { isOwnedBy } from '../features/access/policies.js';
import { listingComments, listingLikes, listings } from '../features/listings/listing.table.js';
import type { UserRow } from '../features/users/user.table.js';
import type { MediaStorage } from '../lib/media-storage.js';
import { renderDemoPhotos, type DemoPhoto, type SceneKind } from './demo-photos.js';
import { createListings, type ListingSeed, type SeedPhoto, type SeedPhotos } from './factories/listing.factory.js';

/**
 * The demo listings: 330 homes, shops, offices and plots over the gazetteer's cities, owned by
 * the demo agents, dealers, owners and sellers. Everything comes from one seeded generator, so
 * every run makes the same listings (only dates follow the day the seed runs).
 */

/** mulberry32: small, fast, good enough for demo data; never Math.random. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const chance = (p: number) => next() < p;
  const weighted = <T>(items: readonly (readonly [T, number])[]): T => {
    const total = items.reduce((sum, [, w]) => sum + w, 0);
    let r = next() * total;
    for (const [item, w] of items) {
      r -= w;
      if (r < 0) return item;
    }
    return items.at(-1)![0];
  };
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, count);
  };
  return { next, int, pick, chance, weighted, sample };
}
type Rng = ReturnType<typeof prng>;

const PLACES = gazetteer as Place[];

/** How many listings each city gets (bigger markets get more). */
const CITY_LISTINGS: Record<string, number> = {
  Dubai: 40,
  Lahore: 34,
  Riyadh: 28,
  Karachi: 26,
  Islamabad: 20,
  Doha: 20,
  'Abu Dhabi': 18,
  Jeddah: 18,
  Cairo: 17,
  'New Cairo': 14,
  Sharjah: 10,
  Rawalpindi: 10,
  Giza: 10,
  Alexandria: 10,
  Dammam: 8,
  Khobar: 8,
  Faisalabad: 8,
  Multan: 7,
  Peshawar: 7,
  Ajman: 6,
  Mecca: 5,
  Medina: 5,
};
/** Rarer types a city's first listings are, so every type is in the demo whatever the dice say. */
const FIRST_TYPES: Record<string, PropertyType[]> = {
  Lahore: ['upper_portion', 'lower_portion', 'agricultural_land', 'farm_house', 'residential_plot'],
  Karachi: ['industrial_land', 'factory', 'warehouse', 'commercial_plot'],
  Dubai: ['penthouse', 'townhouse', 'villa', 'showroom', 'building'],
  Riyadh: ['villa', 'office', 'shop', 'residential_plot'],
  Cairo: ['room', 'apartment', 'house'],
};
export const DEMO_LISTING_COUNT = Object.values(CITY_LISTINGS).reduce((a, b) => a + b, 0);

/** Sale price per square metre of a home in the dearest cities, in the local currency. */
const PRICE_PER_SQM: Record<string, number> = { PK: 190_000, AE: 17_000, SA: 5_500, EG: 45_000, QA: 13_000 };
/** Cities priced below their country's top market. */
const CITY_PRICE_FACTOR: Record<string, number> = {
  Sharjah: 0.5,
  Ajman: 0.4,
  'Abu Dhabi': 0.85,
  Karachi: 0.85,
  Islamabad: 1.05,
  Rawalpindi: 0.6,
  Faisalabad: 0.45,
  Multan: 0.45,
  Peshawar: 0.45,
  Jeddah: 0.9,
  Dammam: 0.7,
  Khobar: 0.8,
  Mecca: 0.9,
  Medina: 0.75,
  Cairo: 0.75,
  Giza: 0.6,
  Alexandria: 0.55,
};
const TYPE_PRICE_FACTOR: Partial<Record<PropertyType, number>> = {
  villa: 1.1,
  penthouse: 1.4,
  upper_portion: 0.7,
  lower_portion: 0.75,
  farm_house: 0.25,
  room: 1,
  office: 1.2,
  shop: 2,
  showroom: 1.6,
  warehouse: 0.35,
  factory: 0.3,
  building: 1,
  residential_plot: 0.5,
  commercial_plot: 0.9,
  agricultural_land: 0.012,
  industrial_land: 0.15,
};

/** Property types a market actually lists, with how common they are. */
function typeWeights(country: string): (readonly [PropertyType, number])[] {
  const pk = country === 'PK';
  return [
    ['house', pk ? 14 : country === 'EG' ? 3 : 6],
    ['apartment', pk ? 7 : 18],
    ['upper_portion', pk ? 4 : 0],
    ['lower_portion', pk ? 3 : 0],
    ['villa', pk ? 2 : 8],
    ['townhouse', pk ? 0.5 : 3],
    ['penthouse', pk ? 0.5 : 2],
    ['farm_house', pk ? 2 : 0.7],
    ['room', 2],
    ['office', 4],
    ['shop', 4],
    ['warehouse', 1.5],
    ['factory', pk ? 1 : 0.5],
    ['building', 1],
    ['showroom', 1],
    ['residential_plot', pk ? 9 : 2],
    ['commercial_plot', pk ? 3 : 1],
    ['agricultural_land', pk ? 1.5 : 0.5],
    ['industrial_land', 0.8],
  ];
}

/** Size as typed, in the unit the country's listers use. */
function areaFor(type: PropertyType, country: string, bedrooms: number, rng: Rng): { size: number; unit: AreaUnit } {
  const pk = country === 'PK';
  const feet = country === 'AE' || country === 'QA';
  const sqm = (min: number, max: number, step: number) => {
    const value = Math.round(rng.int(min, max) / step) * step;
    return feet
      ? { size: Math.round((value * 10.7639) / (step >= 10 ? 10 : 1)) * (step >= 10 ? 10 : 1), unit: 'sqft' as const }
      : { size: value, unit: 'sqm' as const };
  };
  const marla = (choices: number[]) => ({ size: rng.pick(choices), unit: 'marla' as const });
  const kanal = (choices: number[]) => ({ size: rng.pick(choices), unit: 'kanal' as const });
  const pkSqft = (min: number, max: number) => ({
    size: Math.round(rng.int(min, max) / 25) * 25,
    unit: 'sqft' as const,
  });
  switch (type) {
    case 'house':
      return pk ? (rng.chance(0.7) ? marla([5, 7, 8, 10, 10, 12]) : kanal([1, 1, 2])) : sqm(220, 550, 10);
    case 'upper_portion':
    case 'lower_portion':
      return pk ? (rng.chance(0.75) ? marla([5, 7, 10, 12]) : kanal([1])) : sqm(120, 250, 10);
    case 'villa':
      return pk ? kanal([1, 2, 2, 4]) : sqm(320, 900, 10);
    case 'townhouse':
      return pk ? marla([5, 7, 8]) : sqm(160, 320, 10);
    case 'apartment':
      return pk ? pkSqft(350 + bedrooms * 350, 600 + bedrooms * 500) : sqm(35 + bedrooms * 28, 55 + bedrooms * 45, 5);
    case 'penthouse':
      return pk
        ? pkSqft(1500 + bedrooms * 600, 2500 + bedrooms * 900)
        : sqm(120 + bedrooms * 50, 200 + bedrooms * 90, 10);
    case 'room':
      return pk ? pkSqft(120, 260) : sqm(12, 28, 1);
    case 'farm_house':
      return pk ? kanal([4, 8, 10, 16, 20]) : { size: rng.pick([1, 1.5, 2, 3, 5]), unit: 'acre' };
    case 'office':
      return pk ? pkSqft(400, 5000) : sqm(40, 600, 10);
    case 'shop':
      return pk ? pkSqft(150, 1200) : sqm(20, 220, 5);
    case 'showroom':
      return pk ? pkSqft(1500, 8000) : sqm(150, 900, 10);
    case 'warehouse':
      return pk ? kanal([2, 4, 8, 10]) : sqm(500, 6000, 50);
    case 'factory':
      return pk ? kanal([4, 8, 10, 20, 40]) : sqm(1500, 12000, 100);
    case 'building':
      return pk ? kanal([1, 2, 4]) : sqm(600, 4000, 50);
    case 'residential_plot':
      return pk ? (rng.chance(0.65) ? marla([5, 5, 7, 8, 10, 10, 12]) : kanal([1, 1, 2])) : sqm(300, 1200, 25);
    case 'commercial_plot':
      return pk ? (rng.chance(0.5) ? marla([4, 6, 8]) : kanal([1, 2, 4])) : sqm(400, 3000, 50);
    case 'agricultural_land':
      return { size: rng.pick([2, 4, 5, 8, 12, 20, 40]), unit: 'acre' };
    case 'industrial_land':
      return pk ? kanal([4, 8, 16, 20]) : sqm(2000, 20000, 500);
  }
}

function rooms(type: PropertyType, rng: Rng): { bedrooms: number; bathrooms: number; floors?: number } {
  const areaType = areaTypeOf(type);
  if (areaType === 'plot') return { bedrooms: 0, bathrooms: 0 };
  const maybeFloors = (min: number, max: number, p = 0.6) => (rng.chance(p) ? rng.int(min, max) : undefined);
  const beds = (min: number, max: number) => {
    const bedrooms = rng.int(min, max);
    return { bedrooms, bathrooms: Math.max(1, bedrooms + rng.int(-1, 1)) };
  };
  switch (type) {
    case 'house':
      return { ...beds(3, 6), floors: maybeFloors(1, 3) };
    case 'villa':
      return { ...beds(4, 7), floors: maybeFloors(2, 3) };
    case 'townhouse':
      return { ...beds(2, 4), floors: maybeFloors(2, 3) };
    case 'farm_house':
      return { ...beds(3, 6), floors: maybeFloors(1, 2) };
    case 'apartment':
      return { ...beds(rng.chance(0.08) ? 0 : 1, 4), floors: maybeFloors(2, 45, 0.25) };
    case 'penthouse':
      return { ...beds(3, 5), floors: maybeFloors(1, 2, 0.5) };
    case 'upper_portion':
    case 'lower_portion':
      return beds(2, 4);
    case 'room':
      return { bedrooms: 1, bathrooms: rng.int(0, 1) };
    case 'office':
      return { bedrooms: 0, bathrooms: rng.int(1, 4), floors: maybeFloors(1, 2, 0.3) };
    case 'shop':
      return { bedrooms: 0, bathrooms: rng.int(0, 1) };
    case 'showroom':
      return { bedrooms: 0, bathrooms: rng.int(1, 2), floors: maybeFloors(1, 3, 0.5) };
    case 'warehouse':
      return { bedrooms: 0, bathrooms: rng.int(1, 2), floors: 1 };
    case 'factory':
      return { bedrooms: 0, bathrooms: rng.int(2, 6), floors: maybeFloors(1, 3) };
    case 'building':
      return { bedrooms: 0, bathrooms: rng.int(4, 20), floors: rng.int(3, 14) };
    default:
      return { bedrooms: 0, bathrooms: 0 };
  }
}

const AMENITIES_BY_AREA: Record<'residential' | 'commercial' | 'plot', readonly Amenity[]> = {
  residential: AMENITIES.filter((a) => a !== 'sea_view'),
  commercial: [
    'parking',
    'security',
    'cctv',
    'elevator',
    'central_ac',
    'backup_power',
    'internet',
    'public_transport',
    'store_room',
    'water_tank',
  ],
  plot: ['security', 'mosque_nearby', 'school_nearby', 'hospital_nearby', 'public_transport', 'gas_connection'],
};
const PK_ONLY: Amenity[] = ['gas_connection', 'water_tank', 'backup_power'];
const GULF_ONLY: Amenity[] = ['maids_room', 'central_ac'];
const SEA_AREAS = new Set([
  'Dubai Marina',
  'Palm Jumeirah',
  'Jumeirah Lake Towers',
  'Al Reem Island',
  'Saadiyat Island',
  'Al Raha Beach',
  'Ajman Corniche',
  'Obhur',
  'Ash Shati',
  'Al Khobar Al Shamalia',
  'The Pearl',
  'West Bay',
  'Lusail',
  'Clifton',
  'Stanley',
  'Gleem',
  'Miami',
  'Montaza',
]);

function amenitiesFor(type: PropertyType, country: string, area: string, rng: Rng): Amenity[] {
  const areaType = areaTypeOf(type);
  const grand = ['villa', 'penthouse', 'farm_house'].includes(type) || (country !== 'PK' && type === 'apartment');
  const pool = AMENITIES_BY_AREA[areaType].filter(
    (a) =>
      (country === 'PK' || !PK_ONLY.includes(a)) &&
      (country !== 'PK' || !GULF_ONLY.includes(a)) &&
      (grand || (a !== 'swimming_pool' && a !== 'gym')) &&
      (type !== 'room' || a !== 'maids_room'),
  );
  const chosen = rng.sample(pool, areaType === 'plot' ? rng.int(0, 3) : rng.int(3, 9));
  if (SEA_AREAS.has(area) && areaType === 'residential' && rng.chance(0.7)) chosen.push('sea_view');
  return AMENITIES.filter((a) => chosen.includes(a));
}

/** "1,250,000" → a price a person would ask: three significant figures. */
function roundPrice(value: number): number {
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(value)) - 2);
  return Math.max(1, Math.round(value / magnitude) * magnitude);
}

function rentFrequencyFor(country: string, type: PropertyType, rng: Rng): RentFrequency {
  if (type === 'room')
    return rng.weighted([
      ['month', 6],
      ['week', 2],
      ['day', 2],
    ] as const);
  if ((country === 'AE' || country === 'SA') && type !== 'shop') {
    return rng.weighted([
      ['year', 7],
      ['month', 2],
      ['day', 0.5],
      ['week', 0.5],
    ] as const);
  }
  return rng.weighted([
    ['month', 12],
    ['year', 1],
    ['week', 0.5],
    ['day', 0.5],
  ] as const);
}

function priceFor(
  country: string,
  city: string,
  type: PropertyType,
  areaSqm: number,
  purpose: Purpose,
  frequency: RentFrequency | undefined,
  rng: Rng,
): number {
  const perSqm = PRICE_PER_SQM[country]! * (CITY_PRICE_FACTOR[city] ?? 1) * (TYPE_PRICE_FACTOR[type] ?? 1);
  const sale = perSqm * areaSqm * (0.75 + rng.next() * 0.5);
  if (purpose === 'sale') return roundPrice(sale);
  // Yearly rent is a few percent of the value; short stays cost more per night.
  const yearly = sale * (country === 'PK' ? 0.035 : country === 'EG' ? 0.08 : 0.065);
  const per = { year: yearly, month: yearly / 12, week: (yearly / 52) * 1.4, day: (yearly / 365) * 2.5 }[
    frequency ?? 'month'
  ];
  return roundPrice(per);
}

function sizeLabel(size: number, unit: AreaUnit): string {
  const n = size.toLocaleString('en-US');
  return {
    sqft: `${n} sq ft`,
    sqyd: `${n} sq yd`,
    sqm: `${n} sqm`,
    marla: `${n} Marla`,
    kanal: `${n} Kanal`,
    acre: `${n} Acre`,
    hectare: `${n} ha`,
  }[unit];
}
const sizeLabelAr = (size: number, unit: AreaUnit) =>
  `${size.toLocaleString('en-US')} ${{ sqft: 'قدم مربع', sqyd: 'ياردة مربعة', sqm: 'متر مربع', marla: 'مرلة', kanal: 'كنال', acre: 'فدان', hectare: 'هكتار' }[unit]}`;

const TYPE_EN: Record<PropertyType, string> = {
  house: 'House',
  apartment: 'Apartment',
  upper_portion: 'Upper Portion',
  lower_portion: 'Lower Portion',
  villa: 'Villa',
  townhouse: 'Townhouse',
  penthouse: 'Penthouse',
  farm_house: 'Farm House',
  room: 'Room',
  office: 'Office',
  shop: 'Shop',
  warehouse: 'Warehouse',
  factory: 'Factory',
  building: 'Building',
  showroom: 'Showroom',
  residential_plot: 'Residential Plot',
  commercial_plot: 'Commercial Plot',
  agricultural_land: 'Agricultural Land',
  industrial_land: 'Industrial Land',
};
const TYPE_AR: Record<PropertyType, string> = {
  house: 'منزل',
  apartment: 'شقة',
  upper_portion: 'طابق علوي',
  lower_portion: 'طابق أرضي',
  villa: 'فيلا',
  townhouse: 'تاون هاوس',
  penthouse: 'بنتهاوس',
  farm_house: 'منزل مزرعة',
  room: 'غرفة',
  office: 'مكتب',
  shop: 'محل تجاري',
  warehouse: 'مستودع',
  factory: 'مصنع',
  building: 'مبنى',
  showroom: 'معرض',
  residential_plot: 'أرض سكنية',
  commercial_plot: 'أرض تجارية',
  agricultural_land: 'أرض زراعية',
  industrial_land: 'أرض صناعية',
};

interface Spot {
  country: string;
  city: string;
  cityAr: string;
  area: string;
  areaAr: string;
}

interface Draft {
  type: PropertyType;
  purpose: Purpose;
  bedrooms: number;
  bathrooms: number;
  size: number;
  unit: AreaUnit;
  amenities: Amenity[];
  spot: Spot;
}

function titleEn(d: Draft, rng: Rng): string {
  const { type, purpose, bedrooms, spot } = d;
  const where = `${spot.area}, ${spot.city}`;
  const verb = purpose === 'sale' ? 'for Sale' : 'for Rent';
  const size = sizeLabel(d.size, d.unit);
  const name = TYPE_EN[type];
  const adjective = rng.pick(['Spacious', 'Brand New', 'Modern', 'Beautiful', 'Well-Maintained', 'Luxury', 'Elegant']);
  switch (areaTypeOf(type)) {
    case 'plot':
      return rng.pick([
        `${size} ${name} ${verb} in ${where}`,
        `${rng.pick(['Corner', 'Park-Facing', 'Possession-Ready', 'Prime Location'])} ${size} ${name} in ${spot.area}`,
        `${name} on Main Road, ${where}`,
      ]);
    case 'commercial':
      return rng.pick([
        `${size} ${name} ${verb} in ${where}`,
        `${rng.pick(['Prime', 'Ready-to-Move', 'Fitted', 'Main Boulevard'])} ${name} ${verb} in ${spot.area}`,
        `${adjective} ${name} with Parking in ${where}`,
      ]);
    default:
      if (type === 'room') return `Furnished Room ${verb} in ${where}`;
      if (bedrooms === 0) return `${adjective} Studio ${name} ${verb} in ${spot.area}`;
      return rng.pick([
        `${bedrooms} Bed ${name} ${verb} in ${where}`,
        `${adjective} ${bedrooms} Bedroom ${name} in ${spot.area}`,
        `${size} ${adjective} ${name} ${verb} in ${spot.area}`,
        `${adjective} ${name} with ${d.amenities.includes('sea_view') ? 'Sea View' : d.amenities.includes('garden') ? 'Garden' : 'Parking'} in ${where}`,
      ]);
  }
}

const AMENITY_PHRASES: Partial<Record<Amenity, string>> = {
  swimming_pool: 'a swimming pool',
  gym: 'a gym',
  garden: 'a private garden',
  parking: 'covered parking',
  security: '24/7 security',
  elevator: 'lifts',
  central_ac: 'central air conditioning',
  maids_room: "a maid's room",
  balcony: 'a balcony',
  backup_power: 'a backup generator',
  furnished: 'full furnishing',
  sea_view: 'sea views',
  study_room: 'a study',
  terrace: 'a roof terrace',
};

function descriptionEn(d: Draft, rng: Rng): string {
  const { type, purpose, bedrooms, bathrooms, spot } = d;
  const size = sizeLabel(d.size, d.unit);
  const name = TYPE_EN[type].toLowerCase();
  const features = d.amenities
    .map((a) => AMENITY_PHRASES[a])
    .filter(Boolean)
    .slice(0, 3);
  const sentences: string[] = [];
  switch (areaTypeOf(type)) {
    case 'plot':
      sentences.push(
        `${/^[8aeiou]|^1[18]\b/i.test(size) ? 'An' : 'A'} ${size} ${name} in ${spot.area}, ${spot.city}, with clear title and all dues paid.`,
      );
      sentences.push(
        rng.pick([
          'Level ground on a wide road, close to the main entrance.',
          'Ideal for building your own home or as a long-term investment.',
          'Utilities are available nearby and the surrounding area is developing fast.',
        ]),
      );
      break;
    case 'commercial':
      sentences.push(`${size} ${name} in a busy part of ${spot.area}, ${spot.city}.`);
      sentences.push(
        rng.pick([
          'High footfall, wide frontage and easy access from the main road.',
          'Suitable for a brand showroom, clinic, bank branch or corporate office.',
          'The building has reliable power backup, lifts and ample visitor parking.',
        ]),
      );
      break;
    default:
      sentences.push(
        type === 'room'
          ? `A clean furnished room in a shared ${rng.pick(['apartment', 'house'])} in ${spot.area}, ${spot.city}.`
          : `${bedrooms ? `${bedrooms}-bedroom` : 'Studio'} ${name} of ${size} with ${bathrooms} bathroom${bathrooms === 1 ? '' : 's'} in ${spot.area}, ${spot.city}.`,
      );
      sentences.push(
        rng.pick([
          'Bright living room, fitted kitchen and generous built-in storage.',
          'Freshly painted, with quality fittings and plenty of natural light.',
          'A quiet street with schools, mosques and supermarkets within walking distance.',
          'Well kept by the current owners and ready to move in.',
        ]),
      );
  }
  if (features.length) sentences.push(`Includes ${features.join(', ').replace(/, ([^,]*)$/, ' and $1')}.`);
  if (rng.chance(0.7)) {
    sentences.push(
      purpose === 'sale'
        ? rng.pick(['Price is slightly negotiable for serious buyers.', 'Documents are ready for immediate transfer.'])
        : rng.pick(['Available from next month; family tenants preferred.', 'Security deposit of one month applies.']),
    );
  }
  return sentences.slice(0, 4).join(' ');
}

function titleAr(d: Draft): string {
  const verb = d.purpose === 'sale' ? 'للبيع' : 'للإيجار';
  const rooms = areaTypeOf(d.type) === 'residential' && d.bedrooms > 1 ? ` ${d.bedrooms} غرف نوم` : '';
  return `${TYPE_AR[d.type]}${rooms} ${verb} في ${d.spot.areaAr}، ${d.spot.cityAr}`;
}

function descriptionAr(d: Draft, rng: Rng): string {
  const sentences = [`${TYPE_AR[d.type]} بمساحة ${sizeLabelAr(d.size, d.unit)} في ${d.spot.areaAr}، ${d.spot.cityAr}.`];
  const areaType = areaTypeOf(d.type);
  if (areaType === 'residential') {
    sentences.push(`تتكون من ${d.bedrooms} غرف نوم و${d.bathrooms} حمامات مع مطبخ مجهز وصالة واسعة.`);
  } else if (areaType === 'commercial') {
    sentences.push('موقع تجاري مميز على شارع رئيسي مع مواقف سيارات واسعة للزوار.');
  } else {
    sentences.push('أرض مستوية بصك إلكتروني جاهز، على شارع واسع وقريبة من الخدمات.');
  }
  sentences.push(
    rng.pick([
      'قريبة من المدارس والمساجد ومراكز التسوق مع سهولة الوصول إلى الطرق الرئيسية.',
      'تشطيب فاخر وحراسة على مدار الساعة في حي هادئ.',
      'فرصة ممتازة للاستثمار والسعر قابل للتفاوض.',
    ]),
  );
  if (d.purpose === 'rent') sentences.push('متاحة للإيجار فورًا للعائلات.');
  return sentences.join(' ');
}

function addressFor(d: Draft, rng: Rng): string {
  const { spot } = d;
  const block = String.fromCharCode(65 + rng.int(0, 7));
  const tail = `${spot.area}, ${spot.city}`;
  if (areaTypeOf(d.type) === 'plot') return `Plot ${rng.int(1, 999)}, Block ${block}, ${tail}`;
  if (spot.country === 'PK') return `House ${rng.int(1, 400)}, Street ${rng.int(1, 40)}, Block ${block}, ${tail}`;
  if (['apartment', 'penthouse', 'room', 'office'].includes(d.type)) {
    return `Unit ${rng.int(1, 42)}${String(rng.int(1, 12)).padStart(2, '0')}, ${rng.pick(['Tower', 'Residence', 'Building', 'Plaza'])} ${rng.int(1, 30)}, ${tail}`;
  }
  return `${rng.int(1, 120)} Street ${rng.int(1, 60)}, ${tail}`;
}

/** 11-character video ids in YouTube's alphabet (demo links; not all need to exist). */
const YOUTUBE_IDS = ['dQw4w9WgXcQ', 'ScMzIvxBSi4', 'aqz-KE-bpKQ', 'M7lc1UVf-VE', 'jNQXAC9IVRw', 'LXb3EKWsInQ'];

const PHOTO_SCENES: Record<PropertyType, { cover: SceneKind[]; gallery: SceneKind[] }> = {
  house: { cover: ['house', 'townhouses'], gallery: ['living', 'bedroom', 'kitchen', 'house'] },
  upper_portion: { cover: ['house'], gallery: ['living', 'bedroom', 'kitchen'] },
  lower_portion: { cover: ['house'], gallery: ['living', 'bedroom', 'kitchen'] },
  villa: { cover: ['villa'], gallery: ['living', 'bedroom', 'kitchen', 'villa'] },
  townhouse: { cover: ['townhouses'], gallery: ['living', 'bedroom', 'kitchen'] },
  farm_house: { cover: ['farmhouse'], gallery: ['living', 'bedroom', 'kitchen', 'farmhouse'] },
  apartment: { cover: ['tower', 'living'], gallery: ['living', 'bedroom', 'kitchen', 'tower'] },
  penthouse: { cover: ['tower', 'living'], gallery: ['living', 'bedroom', 'kitchen', 'tower'] },
  room: { cover: ['bedroom'], gallery: ['bedroom', 'living', 'kitchen'] },
  office: { cover: ['office', 'tower'], gallery: ['office', 'tower', 'shops'] },
  building: { cover: ['office', 'tower'], gallery: ['office', 'tower', 'shops'] },
  shop: { cover: ['shops'], gallery: ['shops', 'office'] },
  showroom: { cover: ['shops'], gallery: ['shops', 'office', 'warehouse'] },
  warehouse: { cover: ['warehouse'], gallery: ['warehouse', 'plot'] },
  factory: { cover: ['warehouse'], gallery: ['warehouse', 'plot'] },
  residential_plot: { cover: ['plot'], gallery: ['plot', 'house', 'townhouses'] },
  commercial_plot: { cover: ['plot'], gallery: ['plot', 'shops', 'office'] },
  agricultural_land: { cover: ['plot', 'farmhouse'], gallery: ['plot', 'farmhouse'] },
  industrial_land: { cover: ['plot'], gallery: ['plot', 'warehouse'] },
};

function photosFor(type: PropertyType, pool: (SeedPhoto & { kind: SceneKind })[], rng: Rng): SeedPhotos {
  const scenes = PHOTO_SCENES[type];
  const featured = rng.pick(pool.filter((p) => scenes.cover.includes(p.kind)));
  const candidates = pool.filter((p) => p !== featured && scenes.gallery.includes(p.kind));
  return { featured, gallery: rng.sample(candidates, Math.min(candidates.length, rng.int(2, 6))) };
}

/** Who lists in a country: agents and dealers most, owners and sellers at home only. */
function ownerWeights(users: UserRow[], country: string): (readonly [UserRow, number])[] {
  const home = (u: UserRow) => (u.address ?? '').includes(COUNTRY_NAME[country]!);
  return users
    .map((u): readonly [UserRow, number] => {
      if (u.type === 'agent' || u.type === 'dealer') return [u, home(u) ? 10 : 2];
      if (u.type === 'owner' || u.type === 'seller') return [u, home(u) ? 4 : 0];
      if (u.type === 'service_provider') return [u, home(u) ? 0.5 : 0];
      return [u, 0];
    })
    .filter(([, w]) => w > 0);
}
const COUNTRY_NAME: Record<string, string> = {
  PK: 'Pakistan',
  AE: 'UAE',
  SA: 'Saudi Arabia',
  EG: 'Egypt',
  QA: 'Qatar',
};

const DAY = 86_400_000;

/** The demo listings as factory seeds, deterministic for a given "now". */
export function demoListingSeeds(
  users: UserRow[],
  pool: (SeedPhoto & { kind: SceneKind })[],
  now = Date.now(),
): { seed: ListingSeed; photos: SeedPhotos }[] {
  const rng = prng(20_250_301);
  // Its own generator, so the listings themselves stay as they were before they had two languages.
  const bilingual = prng(20_261_128);
  const out: { seed: ListingSeed; photos: SeedPhotos }[] = [];
  for (const [cityName, count] of Object.entries(CITY_LISTINGS)) {
    const city = PLACES.find((p) => p.kind === 'city' && p.city === cityName)!;
    const areas = PLACES.filter((p) => p.kind === 'area' && p.city === cityName && p.country === city.country);
    const owners = ownerWeights(users, city.country);
    for (let i = 0; i < count; i += 1) {
      const area = areas[i % areas.length]!;
      const spot: Spot = {
        country: city.country,
        city: city.name_en,
        cityAr: city.name_ar,
        area: area.name_en,
        areaAr: area.name_ar,
      };
      const type = FIRST_TYPES[cityName]?.[i] ?? rng.weighted(typeWeights(city.country));
      const areaType = areaTypeOf(type);
      const purpose: Purpose =
        type === 'room'
          ? 'rent'
          : rng.chance(areaType === 'plot' ? 0.1 : areaType === 'commercial' ? 0.45 : 0.4)
            ? 'rent'
            : 'sale';
      const { bedrooms, bathrooms, floors } = rooms(type, rng);
      const { size, unit } = areaFor(type, city.country, bedrooms, rng);
      const amenities = amenitiesFor(type, city.country, area.name_en, rng);
      const draft: Draft = { type, purpose, bedrooms, bathrooms, size, unit, amenities, spot };
      const rentFrequency = purpose === 'rent' ? rentFrequencyFor(city.country, type, rng) : undefined;
      const price = priceFor(city.country, city.name_en, type, toSquareMetres(size, unit), purpose, rentFrequency, rng);
      const arabic = rng.chance(city.country === 'PK' ? 0.04 : 0.22);
      // A third of the Gulf's and Egypt's listings in both languages (issue 39, M4).
      const both = suggestsSecondLanguage(city.country) && bilingual.chance(0.34);
      const status: ListingStatus = rng.weighted([
        [initialStatusFor(purpose), 74],
        ['active', 8],
        [purpose === 'sale' ? 'sold' : 'rented', 10],
        ['pending', 8],
      ] as const);
      const createdAt = new Date(now - rng.int(1, 540) * DAY - rng.int(0, DAY / 1000) * 1000);
      const ageDays = Math.floor((now - createdAt.getTime()) / DAY);
      const dropped = status !== 'sold' && status !== 'rented' && ageDays > 20 && rng.chance(0.12);
      // Jitter a few hundred metres around the area's point.
      const latitude = Number((area.lat + (rng.next() - 0.5) * 0.009).toFixed(6));
      const longitude = Number((area.lng + (rng.next() - 0.5) * 0.01).toFixed(6));
      const views = rng.int(15, 2400);
      out.push({
        seed: {
          ownerId: rng.weighted(owners).id,
          purpose,
          area_type: areaType,
          property_type: type,
          title: arabic ? titleAr(draft) : titleEn(draft, rng),
          description: arabic ? descriptionAr(draft, rng) : descriptionEn(draft, rng),
          ...(both
            ? {
                title_translation: arabic ? titleEn(draft, bilingual) : titleAr(draft),
                description_translation: arabic ? descriptionEn(draft, bilingual) : descriptionAr(draft, bilingual),
              }
            : {}),
          price,
          currency: COUNTRY_CURRENCY[city.country]!,
          rent_frequency: rentFrequency,
          bedrooms,
          bathrooms,
          floors,
          amenities,
          country: city.country,
          city: city.name_en,
          address: addressFor(draft, rng),
          latitude,
          longitude,
          area_unit: unit,
          area_size: size,
          youtube_links: rng.chance(0.05) ? [`https://www.youtube.com/watch?v=${rng.pick(YOUTUBE_IDS)}`] : [],
          status,
          isFeatured: status !== 'pending' && rng.chance(0.12),
          createdAt,
          views,
          clicks: Math.floor(views * (0.02 + rng.next() * 0.08)),
          shares: rng.int(0, Math.floor(views / 100)),
          previousPrice: dropped
            ? {
                price: roundPrice(price * (1.05 + rng.next() * 0.12)),
                changedAt: new Date(createdAt.getTime() + rng.int(7, ageDays - 1) * DAY),
              }
            : undefined,
        },
        photos: photosFor(type, pool, rng),
      });
    }
  }
  spreadCovers(out, pool);
  return out;
}

/**
 * Covers in newest-first order (the default search and the home page): each listing takes the
 * least recently used picture its type allows, so neighbouring cards do not share one (issue 17).
 * The gallery keeps its own random pictures.
 */
function spreadCovers(
  listings: { seed: ListingSeed; photos: SeedPhotos }[],
  pool: (SeedPhoto & { kind: SceneKind })[],
) {
  const lastUsed = new Map<SeedPhoto, number>();
  const newestFirst = [...listings].sort((a, b) => b.seed.createdAt!.getTime() - a.seed.createdAt!.getTime());
  newestFirst.forEach((listing, position) => {
    const allowed = PHOTO_SCENES[listing.seed.property_type as PropertyType].cover;
    const cover = pool
      .filter((photo) => allowed.includes(photo.kind))
      .reduce((best, photo) => ((lastUsed.get(photo) ?? -1) < (lastUsed.get(best) ?? -1) ? photo : best));
    lastUsed.set(cover, position);
    // The new cover's place in the gallery (if it had one) goes to the old cover.
    const { featured, gallery } = listing.photos;
    listing.photos = { featured: cover, gallery: gallery.map((photo) => (photo === cover ? featured : photo)) };
  });
}

const COMMENTS_EN = [
  'Is the price negotiable?',
  'Is this still available? I would like to visit this weekend.',
  'Great location, close to my office.',
  'Does it come with covered parking?',
  'Can you share more photos of the kitchen?',
  'How old is the building?',
];
const COMMENTS_AR = ['هل السعر قابل للتفاوض؟', 'هل ما زال العقار متاحًا؟', 'موقع ممتاز، أرغب في المعاينة.'];

/** Draws the demo photos, inserts the listings, then some likes and comments between demo users. */
export async function seedDemoListings(
  db: Db,
  media: MediaStorage,
  users: UserRow[],
  now = Date.now(),
): Promise<{ listings: number; photos: number }> {
  const photos: DemoPhoto[] = await renderDemoPhotos(media);
  const pool = photos.map((p, i) => ({
    kind: p.kind,
    image: p.image,
    size: p.size,
    name: `demo-${p.kind}-${i + 1}.webp`,
  }));
  const rows = await createListings(db, demoListingSeeds(users, pool, now));

  const rng = prng(7);
  const visible = rows.filter((r) => r.status !== 'pending');
  const likes: (typeof listingLikes.$inferInsert)[] = [];
  for (const user of users) {
    for (const listing of rng.sample(visible, rng.int(2, 12))) {
      if (isOwnedBy(listing.ownerId, user)) continue;
      likes.push({ userId: user.id, listingId: listing.id, createdAt: new Date(now - rng.int(0, 60) * DAY) });
    }
  }
  const comments: (typeof listingComments.$inferInsert)[] = [];
  for (const listing of rng.sample(visible, 18)) {
    const authors = rng.sample(
      users.filter((u) => !isOwnedBy(listing.ownerId, u)),
      rng.int(1, 3),
    );
    for (const author of authors) {
      const arabic = /[\u0600-\u06FF]/.test(listing.title);
      comments.push({
        listingId: listing.id,
        userId: author.id,
        body: rng.pick(arabic ? COMMENTS_AR : COMMENTS_EN),
        createdAt: new Date(Math.max(listing.createdAt.getTime(), now - rng.int(1, 90) * DAY)),
      });
    }
  }
  if (likes.length) await db.insert(listingLikes).values(likes);
  if (comments.length) await db.insert(listingComments).values(comments);
  // Keep the counters the cards show in step with the rows.
  await db.execute(sql`update ${listings} set
    likes = (select count(*) from ${listingLikes} l where l.listing_id = ${listings.id}),
    comments_count = (select count(*) from ${listingComments} c where c.listing_id = ${listings.id})`);
  return { listings: rows.length, photos: photos.length };
}
