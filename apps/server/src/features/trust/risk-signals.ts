import gazetteer from '@estate/shared/listing/gazetteer-data.json' with { type: 'json' };
import { sql } from 'drizzle-orm';
import { distanceKm, type Place } from '@estate/shared';
import { MIN_MONTH_LISTINGS } from '@estate/shared/areas';
import { TRUST_CONFIG, type RiskSignal } from '@estate/shared';
import type { Db } from '../../db/database.js';
import { rowsOf } from '../../lib/sql-rows.js';
import { liveStatusSql, type ListingRow } from '../listings/listing.table.js';
import { RENT_MONTHS } from '../areas/area-stats.compute.js';
import { isOwnedBy } from '../access/policies.js';
import type { HoldSignal } from './listing-hold.table.js';

/** What the risk check reads of a listing just published (issue 42, J8.5). */
export interface RiskListing {
  id: number;
  ownerId: number;
  title: string;
  description: string;
  price: number;
  currency: string;
  purpose: string;
  rentFrequency: string | null;
  areaSqm: number;
  city: string;
  cityKey: string;
  latitude: number;
  longitude: number;
}

/** A listings row as the risk check reads it. */
export const riskListingOf = (row: ListingRow): RiskListing => ({
  id: row.id,
  ownerId: row.ownerId,
  title: row.title,
  description: row.description,
  price: Number(row.price),
  currency: row.currency,
  purpose: row.purpose,
  rentFrequency: row.rentFrequency,
  areaSqm: Number(row.areaSqm),
  city: row.city,
  cityKey: row.cityKey ?? '',
  latitude: row.latitude,
  longitude: row.longitude,
});

export interface RiskOwner {
  id: number;
  createdAt: Date;
  phoneNumber: string;
}

const CITIES = (gazetteer as Place[]).filter((p) => p.kind === 'city');
/** Shorter texts ("Nice flat, call now") are too common to count as copied. */
const COPIED_MIN_LENGTH = 80;
const signal = (name: RiskSignal, evidence: Record<string, unknown>): HoldSignal => ({
  signal: name,
  score: TRUST_CONFIG.risk.scores[name],
  evidence,
});

/** Arabic-Indic and Eastern Arabic digits as ASCII: "٠٥٠" and "۰۵۰" read 050. */
const asciiDigits = (text: string) =>
  text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String((d.charCodeAt(0) & 0xf) % 10));

/** A phone number (9 to 15 digits, spaces, dots and dashes between) or an IBAN of the five markets. */
const PHONE = /(?:\+|00)?\d(?:[\s().-]{0,2}\d){8,14}/g;
/** Country, check digits, then groups of four (written with or without spaces), upper case as banks print them. */
const IBAN = /\b(?:AE|SA|QA|EG|PK)\d{2}(?: ?[A-Z0-9]{4}){3,7}(?: ?[A-Z0-9]{1,3})?\b/g;

/** The phone numbers and IBANs written in a text (the contact_in_description signal's evidence). */
export function contactsIn(text: string): { phones: string[]; ibans: string[] } {
  const plain = asciiDigits(text);
  const ibans = [...plain.matchAll(IBAN)].map((m) => m[0].replace(/\s/g, '').toUpperCase());
  const withoutIbans = plain.replace(IBAN, ' ');
  const phones = [...withoutIbans.matchAll(PHONE)].map((m) => m[0].replace(/\D/g, ''));
  return { phones, ibans };
}

/** Each configured signal of a listing at publish, with its evidence; none when nothing looks wrong. */
/** What the check asks other features: the listings whose photos are this one's (features/units). */
export interface RiskSources {
  photoTwins(tx: Db, id: number): Promise<{ id: number; slug: string; ownerId: number }[]>;
}

export async function riskSignals(
  tx: Db,
  listing: RiskListing,
  owner: RiskOwner,
  sources: RiskSources,
): Promise<HoldSignal[]> {
  const found: HoldSignal[] = [];
  const c = TRUST_CONFIG.risk;

  // A price under half the area's lower quartile per m² (the latest month with enough listings).
  if (listing.areaSqm > 0 && listing.price > 0) {
    const [stats] = rowsOf<{ p25: number; month: string; area: string; n: number }>(
      await tx.execute(sql`select s.sqm_p25 as p25, s.month::text as month, s.area, s.listings as n from area_price_stats s
        where s.city_key = ${listing.cityKey} and s.purpose = ${listing.purpose}
          and s.area in (coalesce(listing_area(${listing.cityKey}, ${listing.latitude}, ${listing.longitude}), ''), '')
          and s.property_type = '' and s.size_class = '' and s.currency = ${listing.currency}
          and s.listings >= ${MIN_MONTH_LISTINGS}
        order by (s.area = ''), s.month desc limit 1`),
    );
    const months = listing.purpose === 'rent' ? (RENT_MONTHS[listing.rentFrequency ?? 'month'] ?? 1) : 1;
    const perSqm = listing.price / months / listing.areaSqm;
    if (stats && perSqm < Number(stats.p25) / 2) {
      found.push(
        signal('price_far_below_area', {
          price_per_sqm: Math.round(perSqm),
          area_p25_per_sqm: Math.round(Number(stats.p25)),
          area: stats.area || listing.city,
          month: stats.month,
          listings: Number(stats.n),
        }),
      );
    }
  }

  // Photos of another lister's listing (the units feature's photo index, issue 37).
  const others = (await sources.photoTwins(tx, listing.id)).filter((m) => !isOwnedBy(m.ownerId, owner.id));
  if (others.length) {
    found.push(
      signal('photos_of_another_lister', { listings: others.slice(0, 5).map((m) => ({ id: m.id, slug: m.slug })) }),
    );
  }

  // A new account publishing many listings in a day.
  const ageDays = (Date.now() - owner.createdAt.getTime()) / 86_400_000;
  if (ageDays < c.newAccountDays) {
    const [row] = rowsOf<{ n: number }>(
      await tx.execute(sql`select count(*)::int as n from listings
        where owner_id = ${owner.id} and created_at > now() - interval '24 hours'`),
    );
    if ((row?.n ?? 0) > c.newAccountListings) {
      found.push(signal('new_account_burst', { account_days: Math.floor(ageDays), listings_24h: row!.n }));
    }
  }

  // A phone number or an IBAN in the text (a push off the platform, or a payment request).
  const contacts = contactsIn(`${listing.title}\n${listing.description}`);
  if (contacts.phones.length || contacts.ibans.length) {
    const mask = (value: string) => `${value.slice(0, 4)}…${value.slice(-2)}`;
    found.push(
      signal('contact_in_description', { phones: contacts.phones.map(mask), ibans: contacts.ibans.map(mask) }),
    );
  }

  // The lister's phone is a suspended account's.
  const digits = owner.phoneNumber.replace(/\D/g, '');
  if (digits.length >= 7) {
    const banned = rowsOf<{ id: number }>(
      await tx.execute(sql`select id from users where account_status = 'suspended' and id <> ${owner.id}
        and regexp_replace(phone_number, '\\D', '', 'g') = ${digits} limit 3`),
    );
    if (banned.length) found.push(signal('banned_account_phone', { accounts: banned.map((b) => b.id) }));
  }

  // The description copied from another lister's listing (the same words once case and spacing are
  // set aside; listings_description_hash_idx), for a text long enough to be someone's own.
  if (listing.description.length >= COPIED_MIN_LENGTH) {
    const copied = rowsOf<{ id: number; slug: string }>(
      await tx.execute(sql`select l.id, l.slug from listings l
        where md5(lower(btrim(regexp_replace(l.description, '\\s+', ' ', 'g'))))
            = md5(lower(btrim(regexp_replace(${listing.description}::text, '\\s+', ' ', 'g'))))
          and length(l.description) >= ${sql.raw(String(COPIED_MIN_LENGTH))}
          and l.owner_id <> ${owner.id} and l.id <> ${listing.id} and ${liveStatusSql('l')}
        limit 3`),
    );
    if (copied.length)
      found.push(signal('copied_description', { listings: copied.map((c) => ({ id: c.id, slug: c.slug })) }));
  }

  // The map point far from its city's centre.
  const city = CITIES.find((p) => p.name_en.toLowerCase() === listing.city.toLowerCase());
  if (city) {
    const km = distanceKm({ lat: city.lat, lng: city.lng }, { lat: listing.latitude, lng: listing.longitude });
    if (km > c.farFromCityKm) found.push(signal('far_from_city', { km: Math.round(km), city: city.name_en }));
  }
  return found;
}
