import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESTIMATE_PER_SQFT, SQFT_PER_SQM } from '@estate/shared';
import { createTestApp, signedInUser, type TestApp } from './helpers/test-app.js';
import { caller } from './helpers/kit.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let member: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_PER_IP: '1000' });
  admin = await signedInUser(t, { fullName: 'Site Admin', isAdmin: true });
  member = await signedInUser(t, { fullName: 'Plain Member' });
});
afterAll(() => t.close());

const call = caller(() => t);

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const rate = (overrides: object = {}) => ({
  material: 'cement',
  city: 'Multan',
  country: 'PK',
  unit: 'bag_50kg',
  price: 1400,
  currency: 'PKR',
  rate_date: day(0),
  ...overrides,
});
const add = async (overrides: object = {}) => {
  const res = await call('POST', '/api/materials/rates/', admin.cookie, rate(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};

describe('material rates', () => {
  it('only administrators enter rates', async () => {
    expect((await call('POST', '/api/materials/rates/', undefined, rate())).statusCode).toBe(401);
    expect((await call('POST', '/api/materials/rates/', member.cookie, rate())).statusCode).toBe(403);
  });

  it('validates the rate: material, unit of the right kind, price, date not in the future', async () => {
    const bad = await call(
      'POST',
      '/api/materials/rates/',
      admin.cookie,
      rate({ material: 'gold', price: -1, rate_date: 'soon' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      material: 'materials.errors.material_required',
      price: 'materials.errors.price_invalid',
      rate_date: 'materials.errors.date_invalid',
    });
    const unit = await call('POST', '/api/materials/rates/', admin.cookie, rate({ unit: 'sqm' }));
    expect(unit.json().fields).toEqual({ unit: 'materials.errors.unit_mismatch' });
    const future = await call('POST', '/api/materials/rates/', admin.cookie, rate({ rate_date: '2999-01-01' }));
    expect(future.json().fields).toEqual({ rate_date: 'materials.errors.date_future' });
  });

  it('answers the latest rate per material with the change from the previous one', async () => {
    await add({ price: 1300, rate_date: day(60) });
    await add({ price: 1350, rate_date: day(30) });
    await add({ price: 1400, rate_date: day(1) });
    await add({ material: 'steel', unit: 'ton', price: 250000, rate_date: day(2) });
    await add({ city: 'Dubai', country: 'AE', currency: 'AED', price: 16, rate_date: day(0) });

    const answer = (await call('GET', '/api/materials/?city=multan')).json();
    expect(answer.city).toBe('Multan');
    expect(answer.rates).toEqual([
      {
        material: 'cement',
        unit: 'bag_50kg',
        price: 1400,
        currency: 'PKR',
        rate_date: day(1),
        previous_price: 1350,
        change_pct: 3.7,
      },
      {
        material: 'steel',
        unit: 'ton',
        price: 250000,
        currency: 'PKR',
        rate_date: day(2),
        previous_price: null,
        change_pct: null,
      },
    ]);
    const cities = (await call('GET', '/api/materials/cities/')).json().results;
    expect(cities[0]).toMatchObject({ city: 'Multan', country: 'PK', currency: 'PKR', latest: day(1) });
    expect(cities.map((c: { city: string }) => c.city)).toContain('Dubai');
    // Without a city: the busiest one.
    expect((await call('GET', '/api/materials/')).json().city).toBe('Multan');
    expect((await call('GET', '/api/materials/?city=Atlantis')).json().rates).toEqual([]);
  });

  it('answers the history of a material in a city, oldest first, within the days asked', async () => {
    const history = (await call('GET', '/api/materials/history/?material=cement&city=Multan&days=365')).json();
    expect(history).toMatchObject({ material: 'cement', unit: 'bag_50kg', currency: 'PKR' });
    expect(history.points).toEqual([
      { date: day(60), price: 1300 },
      { date: day(30), price: 1350 },
      { date: day(1), price: 1400 },
    ]);
    const recent = (await call('GET', '/api/materials/history/?material=cement&city=Multan&days=45')).json();
    expect(recent.points.map((p: { price: number }) => p.price)).toEqual([1350, 1400]);
    expect((await call('GET', '/api/materials/history/?material=gold&city=Multan')).statusCode).toBe(400);
  });

  it('estimates the material cost: area × quantities per sq ft × rates, in the rate units', async () => {
    await add({ material: 'brick', unit: 'thousand', price: 16000, rate_date: day(0) });
    const res = await call('GET', '/api/materials/estimate/?city=Multan&covered_area=1000&unit=sqft&quality=standard');
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    const q = ESTIMATE_PER_SQFT.standard;
    // 0.4 bag/sq ft × 1000 = 400 bags × 1400; 3.5 kg × 1000 = 3.5 t × 250,000; 45 × 1000 = 45 thousand × 16,000.
    expect(answer.lines).toEqual([
      { material: 'cement', quantity: 400, unit: 'bag_50kg', rate: 1400, rate_date: day(1), cost: 560000 },
      { material: 'steel', quantity: 3.5, unit: 'ton', rate: 250000, rate_date: day(2), cost: 875000 },
      { material: 'brick', quantity: 45, unit: 'thousand', rate: 16000, rate_date: day(0), cost: 720000 },
    ]);
    expect(q.cement).toBe(20);
    expect(answer).toMatchObject({
      currency: 'PKR',
      total: 560000 + 875000 + 720000,
      missing: ['sand', 'crush', 'tiles'],
      area_sqft: 1000,
    });

    const metric = (
      await call('GET', '/api/materials/estimate/?city=Multan&covered_area=100&unit=sqm&quality=premium')
    ).json();
    expect(metric.area_sqft).toBeCloseTo(100 * SQFT_PER_SQM, 1);
    expect(metric.lines[0].quantity).toBeCloseTo((100 * SQFT_PER_SQM * ESTIMATE_PER_SQFT.premium.cement) / 50, 1);

    expect((await call('GET', '/api/materials/estimate/?city=Atlantis&covered_area=1000')).statusCode).toBe(404);
    const noArea = await call('GET', '/api/materials/estimate/?city=Multan&covered_area=0');
    expect(noArea.json().fields).toEqual({ covered_area: 'materials.errors.area_invalid' });
  });
});
