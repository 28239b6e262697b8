/**
 * Bulk-loads many listings into a seeded PostgreSQL database with INSERT ... SELECT, in batches.
 *
 * Each new row takes its owner, type, purpose, city, currency, unit and cover from a demo listing
 * (so media and owners exist), and everything a search looks at is varied: the neighbourhood (one
 * of the city's areas in the gazetteer, with its position), the title and description (written
 * from word pools, in English, or in Arabic for a share of Gulf and Egyptian listings), bedrooms,
 * size, price, status and date (featured listings are the demo's, which have running ads). Dates grow with the id, as they do when listings
 * arrive over two years. Pseudo-random numbers come from the row number (no random(): runs repeat).
 *
 *   node scripts/benchmark/load.mjs [count]   (DATABASE_URL must point at a seeded database)
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BATCH = 100_000;
const DAYS = 730;

/** A deterministic number in [0, 1) from a row number and a salt. */
const rnd = (salt) => `((abs(hashint8(g::bigint * 7919 + ${salt})) % 1000003) / 1000003.0)`;
/** A deterministic pick from a SQL array literal. */
const pick = (items, salt) =>
  `(${sqlArray(items)})[1 + (abs(hashint8(g::bigint * 104729 + ${salt})) % ${items.length})]`;
const quote = (s) => `'${String(s).replaceAll("'", "''")}'`;
const sqlArray = (items) => `array[${items.map(quote).join(',')}]::text[]`;

/** Property type labels from the product's own catalogs (listing.property_type). */
const typeLabels = (locale) =>
  JSON.parse(fs.readFileSync(path.join(root, `packages/shared/src/i18n/${locale}/listings.json`), 'utf8')).listing
    .property_type;
const TYPE_EN = typeLabels('en');
const TYPE_AR = typeLabels('ar');
const ADJECTIVES = [
  'Spacious',
  'Brand New',
  'Modern',
  'Beautiful',
  'Well-Maintained',
  'Luxury',
  'Elegant',
  'Affordable',
  'Renovated',
  'Bright',
  'Family',
  'Cozy',
  'Corner',
  'Park-Facing',
  'Prime Location',
  'Furnished',
  'Semi-Furnished',
  'Upgraded',
  'Designer',
  'Investor Deal',
];
const FEATURES_EN = [
  'with Parking',
  'with Garden',
  'with Sea View',
  'with Pool',
  'near Metro',
  'with Maid Room',
  'with Balcony',
  'on Main Road',
  'with Gym Access',
  'near Schools',
  'with Roof Terrace',
  'in Gated Community',
  'with Basement',
  'with Solar Panels',
  'with Lift',
  '',
  '',
  '',
];
const ADJECTIVES_AR = ['فاخرة', 'جديدة', 'حديثة', 'واسعة', 'مفروشة', 'مميزة', 'راقية', 'بسعر مناسب', 'مجددة', 'عائلية'];
const FEATURES_AR = [
  'مع موقف سيارات',
  'مع حديقة',
  'بإطلالة بحرية',
  'مع مسبح',
  'قريبة من المترو',
  'مع غرفة خادمة',
  'مع شرفة',
  'على شارع رئيسي',
  'في مجمع مسور',
  '',
  '',
];
const SENTENCES_EN = [
  'Close to schools, mosques and shopping centres with easy access to the main roads.',
  'Premium finishing, 24-hour security and a quiet neighbourhood.',
  'An excellent investment opportunity; the price is negotiable.',
  'Covered parking for two cars and a backup generator.',
  'Fitted kitchen with built-in wardrobes in every bedroom.',
  'Walking distance to the park, the hospital and the community centre.',
  'Sea and skyline views from the living room.',
  'Freshly painted, ready to move in, all documents clear.',
  'Servant quarter, store room and a lawn at the front.',
  'Central air conditioning, marble floors and double glazing.',
  'Chiller-free building with a gym, pool and children’s play area.',
  'Ideal for a family: near the international school and the supermarket.',
  'Possession ready, transfer within a week.',
  'High footfall location with a wide frontage, suitable for retail or a clinic.',
  'Solar panels and a water tank keep bills low.',
  'Installment plan available; bank financing accepted.',
];
const SENTENCES_AR = [
  'قريبة من المدارس والمساجد ومراكز التسوق مع سهولة الوصول إلى الطرق الرئيسية.',
  'تشطيب فاخر وحراسة على مدار الساعة في حي هادئ.',
  'فرصة ممتازة للاستثمار والسعر قابل للتفاوض.',
  'مطبخ مجهز وخزائن مدمجة في جميع غرف النوم.',
  'موقف سيارات مغطى ومولد كهرباء احتياطي.',
  'على بعد خطوات من الحديقة والمستشفى.',
  'جاهزة للسكن فورًا وجميع الأوراق سليمة.',
  'تكييف مركزي وأرضيات رخامية وزجاج مزدوج.',
  'مناسبة للعائلات بالقرب من المدرسة الدولية.',
  'إمكانية التقسيط والتمويل البنكي متاح.',
];

/** The gazetteer's neighbourhoods, per city, with their Arabic names and positions. */
function areas() {
  const places = JSON.parse(
    fs.readFileSync(path.join(root, 'packages/shared/src/listing/gazetteer-data.json'), 'utf8'),
  );
  const cities = new Map(places.filter((p) => p.kind === 'city').map((p) => [p.name_en, p]));
  return places.filter((p) => p.kind === 'area').map((p) => ({ ...p, city_ar: cities.get(p.city)?.name_ar ?? p.city }));
}

/**
 * Adds `count` listings (and a price history row for each), then VACUUM ANALYZE.
 * Answers the time taken in milliseconds.
 */
export async function bulkLoadListings(client, count, { log = () => {} } = {}) {
  const started = Date.now();
  // Bulk inserts and index builds run for minutes: the app's request timeouts are not for them.
  await client.query('set statement_timeout = 0');
  const { rows } = await client.query(
    'select count(*)::int as total, count(*) filter (where cover is not null)::int as with_photos, coalesce(max(id), 0)::int as max from listings',
  );
  // The templates are the demo's listings with photos: not the demo's two years of closed listings
  // without photos (seed/demo-price-history.ts), which would make most of the load three areas'
  // copies. A database without photos (the search-plans test's) copies all of its listings.
  const withPhotos = rows[0].with_photos > 0;
  const templates = withPhotos ? rows[0].with_photos : rows[0].total;
  if (!templates) throw new Error('No demo listings to copy: seed the database first.');
  await client.query('drop table if exists bench_templates, bench_areas, bench_area_counts');
  await client.query(`create unlogged table bench_templates as
    select row_number() over (order by id) - 1 as idx, * from listings ${withPhotos ? 'where cover is not null' : ''}`);
  await client.query(`create unlogged table bench_areas (city text, idx int, name_en text, name_ar text,
    city_ar text, lat float8, lng float8)`);
  const byCity = new Map();
  for (const a of areas()) {
    const idx = byCity.get(a.city) ?? 0;
    byCity.set(a.city, idx + 1);
    await client.query('insert into bench_areas values ($1, $2, $3, $4, $5, $6, $7)', [
      a.city,
      idx,
      a.name_en,
      a.name_ar,
      a.city_ar,
      a.lat,
      a.lng,
    ]);
  }
  await client.query(`create index on bench_areas (city, idx)`);
  await client.query(
    `create unlogged table bench_area_counts as select city, count(*)::int n from bench_areas group by city`,
  );
  const typeEn = `(${quote(JSON.stringify(TYPE_EN))}::jsonb ->> t.property_type)`;
  const typeAr = `(${quote(JSON.stringify(TYPE_AR))}::jsonb ->> t.property_type)`;
  const firstId = rows[0].max + 1;
  // Listings arrive over two years: dates grow with the id, with a little jitter.
  const createdAt = `now() - ((${count} - g) * ${DAYS}.0 / ${count} + ${rnd(10)} * 0.5) * interval '1 day'`;
  // The words of the new listings (listing_words, migration 0025) are added in one pass after
  // the listings, and its primary key built once, instead of kept per batch by the trigger.
  await client.query('alter table listings disable trigger listing_words_insert');
  await client.query('alter table listing_words drop constraint listing_words_word_listing_id_pk');
  for (let from = 1; from <= count; from += BATCH) {
    const to = Math.min(count, from + BATCH - 1);
    await client.query(`
      insert into listings (id, slug, owner_id, purpose, area_type, property_type, title, description, price,
        currency, rent_frequency, bedrooms, bathrooms, floors, amenities, country, city, city_key, address,
        latitude, longitude, location, area_size, area_unit, area_sqm, status, is_featured, cover, photo_count,
        youtube_links, views, clicks, shares, likes, comments_count, created_at, updated_at)
      select id, slug, owner_id, purpose, area_type, property_type,
        case when arabic then
          trim(type_ar || ' ' || adj_ar || case when bedrooms > 0 then ' ' || bedrooms || ' غرف' else '' end
            || case when purpose = 'sale' then ' للبيع' else ' للإيجار' end || ' في ' || area_ar || '، ' || city_ar
            || ' ' || feature_ar)
        else
          regexp_replace(trim(case (${rnd(20)} * 4)::int
            when 0 then adjective || ' ' || (case when bedrooms > 0 then bedrooms || ' Bed ' else '' end) || type_en || ' for ' || purpose_en || ' in ' || area_en || ', ' || city
            when 1 then (case when bedrooms > 0 then bedrooms || ' Bed ' else '' end) || type_en || ' ' || feature_en || ' in ' || area_en
            when 2 then area_en || ': ' || adjective || ' ' || type_en || ' ' || feature_en
            else adjective || ' ' || type_en || ' in ' || area_en || ' ' || feature_en
          end), ' +', ' ', 'g')
        end,
        case when arabic then
          type_ar || ' بمساحة ' || round(area_size) || ' ' || replace(area_unit, '_', ' ') || ' في ' || area_ar || '، ' || city_ar || '. ' || s1_ar || ' ' || s2_ar
        else
          adjective || ' ' || lower(type_en) || ' of ' || round(area_size) || ' ' || replace(area_unit, '_', ' ') || ' in ' || area_en || ', ' || city
            || '. ' || s1 || ' ' || s2 || case when ${rnd(21)} < 0.5 then ' ' || s3 else '' end
        end,
        price, currency, rent_frequency, bedrooms, bathrooms, floors, amenities, country, city, city_key,
        address_head || area_en || ', ' || city,
        lat, lng, point(lng, lat), area_size, area_unit, area_sqm, status, is_featured, cover, photo_count, '{}',
        views, clicks, shares, 0, 0, created_at, created_at
      from (
        select g, ${firstId - 1} + g as id,
          regexp_replace(t.slug, '-[0-9]+$', '') || '-' || (${firstId - 1} + g) as slug,
          t.owner_id, t.purpose, t.area_type, t.property_type, t.currency, t.rent_frequency, t.floors, t.amenities,
          t.country, t.city, t.city_key, t.area_unit, t.cover, t.photo_count,
          (t.country in ('AE', 'SA', 'EG', 'QA') and ${rnd(11)} < 0.35) or (t.country = 'PK' and ${rnd(11)} < 0.04) as arabic,
          ${typeEn} as type_en, ${typeAr} as type_ar,
          ${pick(ADJECTIVES, 12)} as adjective, ${pick(FEATURES_EN, 13)} as feature_en,
          ${pick(ADJECTIVES_AR, 12)} as adj_ar, ${pick(FEATURES_AR, 13)} as feature_ar,
          ${pick(SENTENCES_EN, 14)} as s1, ${pick(SENTENCES_EN, 15)} as s2, ${pick(SENTENCES_EN, 16)} as s3,
          ${pick(SENTENCES_AR, 14)} as s1_ar, ${pick(SENTENCES_AR, 15)} as s2_ar,
          case when t.purpose = 'sale' then 'Sale' else 'Rent' end as purpose_en,
          case when t.bedrooms > 0 then greatest(1, least(8, t.bedrooms + (${rnd(17)} * 3)::int - 1)) else 0 end as bedrooms,
          case when t.bathrooms > 0 then greatest(1, least(8, t.bathrooms + (${rnd(18)} * 3)::int - 1)) else 0 end as bathrooms,
          a.name_en as area_en, a.name_ar as area_ar, a.city_ar,
          a.lat + (${rnd(2)} - 0.5) * 0.04 as lat, a.lng + (${rnd(3)} - 0.5) * 0.04 as lng,
          round((t.area_size * (0.6 + 0.8 * ${rnd(4)}))::numeric, 1) as area_size,
          t.area_sqm * (0.6 + 0.8 * ${rnd(4)}) as area_sqm,
          greatest(1, round(t.price * (0.6 + 0.8 * ${rnd(4)}) * (0.7 + 0.6 * ${rnd(1)}), -2)) as price,
          case when ${rnd(5)} < 0.05 then case when t.purpose = 'sale' then 'sold' else 'rented' end
            when ${rnd(5)} < 0.08 then 'pending'
            when ${rnd(5)} < 0.16 then 'active'
            else case when t.purpose = 'sale' then 'for_sale' else 'for_rent' end
          end as status,
          -- Featured only with a running feature ad (the demo's): a flag without one is swept off by
          -- the app a minute after it starts, leaving ~20,000 dead index entries that every
          -- featured-slot read then walked until autovacuum came (200-400 ms a search).
          false as is_featured,
          (${rnd(7)} * 3000)::int as views, (${rnd(8)} * 150)::int as clicks, (${rnd(9)} * 20)::int as shares,
          case when t.area_type = 'plot' then 'Plot ' || (1 + (${rnd(22)} * 999)::int) || ', '
            when t.country = 'PK' then 'House ' || (1 + (${rnd(22)} * 400)::int) || ', Street ' || (1 + (${rnd(23)} * 40)::int) || ', '
            else 'Unit ' || (1 + (${rnd(22)} * 4200)::int) || ', '
          end as address_head,
          ${createdAt} as created_at
        from generate_series(${from}, ${to}) g
        join bench_templates t on t.idx = g % ${templates}
        join bench_area_counts c on c.city = t.city
        join bench_areas a on a.city = t.city and a.idx = (abs(hashint8(g::bigint * 31 + 19)) % c.n)
      ) v`);
    log(`  ${to.toLocaleString('en-US')} of ${count.toLocaleString('en-US')} listings`);
  }
  await client.query(`select setval(pg_get_serial_sequence('listings', 'id'), (select max(id) from listings))`);
  log("  the listings' words (listing_words)");
  await client.query(`insert into listing_words (word, listing_id, weight, featured)
    select r.* from listings l, listing_word_rows(l.id, l.search_vector, l.is_featured) r
    where l.id >= ${firstId} and l.status in ('for_sale', 'for_rent', 'active')`);
  await client.query(`set maintenance_work_mem = '1GB'`);
  await client.query(
    'alter table listing_words add constraint listing_words_word_listing_id_pk primary key (word, listing_id) include (weight, featured)',
  );
  await client.query('alter table listings enable trigger listing_words_insert');
  // Statistics first: the price history's foreign-key checks are planned from them, and a table the
  // planner still thinks small is scanned whole for each of the new rows.
  await client.query('analyze listings');
  await client.query(`
    insert into listing_price_history (listing_id, price, currency, changed_at)
    select l.id, l.price, l.currency, l.created_at from listings l where l.id >= ${firstId}`);
  await client.query('drop table bench_templates, bench_areas, bench_area_counts');
  // As autovacuum would leave it: planner statistics and a visibility map (index-only scans).
  await client.query('vacuum analyze');
  return Date.now() - started;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const count = Number(process.argv[2] ?? 100_000);
    const ms = await bulkLoadListings(client, count, { log: console.log });
    console.log(`Loaded ${count} listings in ${(ms / 1000).toFixed(1)} s`);
  } finally {
    await client.end();
  }
}
