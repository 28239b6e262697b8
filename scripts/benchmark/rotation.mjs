/** The benchmark's rotation: the requests each scenario cycles through, read from the loaded data. */

/** Request paths for each scenario, many different ones so caches do not flatter the figures. */
export async function scenarioPaths(client) {
  const cities = (
    await client.query(`select city, city_key, country, count(*)::int n, avg(latitude) lat, avg(longitude) lng,
        percentile_cont(array[0.2, 0.4, 0.6, 0.8]) within group (order by price) as prices
      from listings where purpose = 'sale' and status in ('for_sale', 'active')
      group by city, city_key, country order by n desc limit 6`)
  ).rows;
  const filtered = [];
  for (const c of cities) {
    const [p20, p40, p60, p80] = c.prices.map((p) => Math.round(p));
    for (const [min, max] of [
      [p20, p60],
      [p40, p80],
      [0, p40],
      [p60, 0],
      [p20, p80],
    ]) {
      for (const bedrooms of [2, 3, 4]) {
        const q = new URLSearchParams({ purpose: 'sale', city: c.city, bedrooms: String(bedrooms) });
        if (min) q.set('min_price', String(min));
        if (max) q.set('max_price', String(max));
        filtered.push(`/api/properties/?${q}`);
      }
    }
  }
  const words = [
    'villa',
    'apartment',
    'penthouse',
    'furnished',
    'parking',
    'garden',
    'corner plot',
    'office',
    'shop',
    'warehouse',
    'sea view',
    'marina',
    'DHA',
    'Bahria',
    'Olaya',
    'Zamalek',
    'Pearl',
    'luxury',
    'brand new',
    'investment',
    'شقة',
    'فيلا',
    'للبيع',
    'للإيجار',
    'أرض',
  ];
  const keyword = words.flatMap((q) => [
    `/api/properties/?${new URLSearchParams({ q })}`,
    `/api/properties/?${new URLSearchParams({ q, page: '2' })}`,
  ]);
  const map = [];
  for (const c of cities) {
    for (const [dx, dy, half] of [
      [0, 0, 0.12],
      [0.03, -0.02, 0.08],
      [-0.04, 0.03, 0.15],
      [0.02, 0.04, 0.05],
      [0, 0, 0.3],
    ]) {
      const lng = Number(c.lng) + dx;
      const lat = Number(c.lat) + dy;
      const bbox = [lng - half, lat - half * 0.7, lng + half, lat + half * 0.7].map((n) => n.toFixed(4)).join(',');
      map.push(`/api/properties/map/?bbox=${bbox}`);
      map.push(`/api/properties/map/?bbox=${bbox}&purpose=rent`);
    }
  }
  const picked = (
    await client.query(`select id, slug from listings where status in ('for_sale','for_rent','active','sold','rented')
      order by hashint4(id) limit 2000`)
  ).rows;
  return {
    cityKeys: cities.map((c) => c.city_key),
    filtered,
    keyword,
    map,
    ids: picked.map((r) => r.id),
    slugs: picked.map((r) => r.slug),
  };
}
