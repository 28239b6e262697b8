/**
 * Bulk-loads many listings into a seeded PostgreSQL database in one INSERT ... SELECT: every new
 * row is a variation of a demo listing (same owner, type, cover and wording; price, size, place,
 * status and date shifted by deterministic pseudo-random numbers derived from the row number).
 *
 *   node scripts/benchmark/load.mjs [count]   (DATABASE_URL must point at a seeded database)
 */
import pg from 'pg';

/** A deterministic number in [0, 1) from a row number and a salt (no random(): runs repeat). */
const rnd = (salt) => `(abs(hashint8(g::bigint * 7919 + ${salt})) % 1000003) / 1000003.0`;

/**
 * Adds `count` listings (and a price history row for each), then VACUUM ANALYZE.
 * Answers the time taken in milliseconds.
 */
export async function bulkLoadListings(client, count) {
  const started = Date.now();
  const { rows } = await client.query('select count(*)::int as n from listings');
  const templates = rows[0].n;
  if (!templates) throw new Error('No demo listings to copy: seed the database first.');
  await client.query('begin');
  await client.query(`create temporary table bench_templates on commit drop as
    select row_number() over (order by id) - 1 as idx, * from listings`);
  await client.query(`create temporary table bench_new on commit drop as
    select nextval(pg_get_serial_sequence('listings', 'id')) as id, g from generate_series(1, ${Number(count)}) g`);
  await client.query(`
    insert into listings (id, slug, owner_id, purpose, area_type, property_type, title, description, price, currency,
      rent_frequency, bedrooms, bathrooms, floors, amenities, country, city, city_key, address, latitude, longitude,
      location, area_size, area_unit, area_sqm, status, is_featured, cover, photo_count, youtube_links, views, clicks,
      shares, likes, comments_count, created_at, updated_at)
    select n.id,
      regexp_replace(t.slug, '-[0-9]+$', '') || '-' || n.id,
      t.owner_id, t.purpose, t.area_type, t.property_type, t.title, t.description,
      greatest(1, round(t.price * (0.6 + 0.8 * ${rnd(1)}), -2)), t.currency, t.rent_frequency,
      t.bedrooms, t.bathrooms, t.floors, t.amenities, t.country, t.city, t.city_key, t.address,
      t.latitude + (${rnd(2)} - 0.5) * 0.06, t.longitude + (${rnd(3)} - 0.5) * 0.06,
      point(t.longitude + (${rnd(3)} - 0.5) * 0.06, t.latitude + (${rnd(2)} - 0.5) * 0.06),
      t.area_size * (0.8 + 0.4 * ${rnd(4)}), t.area_unit, t.area_sqm * (0.8 + 0.4 * ${rnd(4)}),
      case
        when ${rnd(5)} < 0.04 then case when t.purpose = 'sale' then 'sold' else 'rented' end
        when ${rnd(5)} < 0.07 then 'pending'
        when ${rnd(5)} < 0.15 then 'active'
        else case when t.purpose = 'sale' then 'for_sale' else 'for_rent' end
      end,
      ${rnd(6)} < 0.05, t.cover, t.photo_count, '{}', (${rnd(7)} * 3000)::int, (${rnd(8)} * 150)::int,
      (${rnd(9)} * 20)::int, 0, 0,
      now() - (${rnd(10)} * 730) * interval '1 day', now() - (${rnd(10)} * 730) * interval '1 day'
    from bench_new n
    join bench_templates t on t.idx = n.g % ${templates}`);
  await client.query(`
    insert into listing_price_history (listing_id, price, currency, changed_at)
    select l.id, l.price, l.currency, l.created_at from listings l join bench_new n on n.id = l.id`);
  await client.query('commit');
  // As autovacuum would leave it: planner statistics and a visibility map (index-only scans).
  await client.query('vacuum analyze');
  return Date.now() - started;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const count = Number(process.argv[2] ?? 100_000);
    const ms = await bulkLoadListings(client, count);
    console.log(`Loaded ${count} listings in ${(ms / 1000).toFixed(1)} s`);
  } finally {
    await client.end();
  }
}
