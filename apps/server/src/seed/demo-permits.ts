import { sql } from 'drizzle-orm';
import { rowsOf } from '../lib/sql-rows.js';
import type { SeedContext } from './seed-context.js';

/** Where the demo's DLD permit links point (a Trakheesi permit check page, as printed on adverts). */
const DLD_CHECK = 'https://trakheesi.dubailand.gov.ae/rev/madmoun/listing/validate?permit=';

/**
 * The demo's Dubai listings carry their DLD (Trakheesi) permit with its QR link (issue 37): a
 * 10-digit number of their own, an expiry a year after they were listed (renewed if that passed).
 */
export async function seedDemoPermits({ db }: SeedContext): Promise<{ permits: number }> {
  const result = await db.execute(sql`insert into listing_permits
      (listing_id, authority, permit_number, qr_url, expires_on, status, entered_at)
    select l.id, 'dld_trakheesi', p.number, ${DLD_CHECK} || p.number,
      greatest((l.created_at + interval '1 year')::date, current_date + 200), 'ok', l.created_at
    from listings l
    cross join lateral (select (7100000000 + l.id * 7919 % 899999999)::text as number) p
    where l.country = 'AE' and l.city_key = 'dubai'
    on conflict (listing_id) do nothing
    returning listing_id`);
  return { permits: rowsOf(result).length };
}
