/**
 * Public finance schemes and saved calculations (issue 41, decision 0073): a market's schemes in
 * force are public with their sources; administrators alone keep them, each change logged; a
 * signed-in user keeps up to 50 calculations that nobody else reads or deletes.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SAVED_CALCULATION_LIMIT,
  type FinanceScheme,
  type SavedCalculation,
  type SavedCalculationsAnswer,
} from '@estate/shared/finance';
import { adminActions } from '../src/features/moderation/moderation.table.js';
import { financeCalculations } from '../src/features/finance/finance-calculation.table.js';
import { asUser, caller } from './helpers/kit.js';
import { insertListing } from './helpers/listings.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof asUser>>;
let buyer: Awaited<ReturnType<typeof asUser>>;
let other: Awaited<ReturnType<typeof asUser>>;
const call = caller(() => t);

type Market = { results: unknown[]; schemes: FinanceScheme[] };

const scheme = {
  country: 'QA',
  name: 'Test housing scheme',
  name_ar: null,
  authority: 'Qatar Central Bank',
  tiers: [
    { loan_max: 1_000_000, rate: 2 },
    { loan_max: null, rate: 3 },
  ],
  rate_years: 5,
  down_payment_min: 10,
  tenor_max_years: 25,
  eligibility: { first_home_only: true, flat_max_m2: 150 },
  source_url: 'https://www.qcb.gov.qa/',
  valid_from: '2020-01-01',
  valid_to: null,
};

const calculation = {
  currency: 'PKR',
  method: 'diminishing-musharaka',
  price: 3_000_000,
  down_kind: 'percent',
  down: 10,
  years: 20,
  rate: 14,
};

beforeAll(async () => {
  t = await createTestApp({ CONTENT_LIMIT_FACTOR: '100' });
  admin = await asUser(t, 'moderator');
  buyer = await asUser(t, 'user');
  other = await asUser(t, 'user');
});
afterAll(() => t.close());

describe('public finance schemes', () => {
  it("Pakistan's and Egypt's seeded schemes are public with their tiers and sources; none elsewhere", async () => {
    const pk = (await call('GET', '/api/finance/rules/?country=PK')).json() as Market;
    const ashiana = pk.schemes.find((s) => s.name === 'Mera Ghar Mera Ashiana');
    expect(ashiana?.tiers).toEqual([
      { loan_max: 2_000_000, rate: 5 },
      { loan_max: 3_500_000, rate: 8 },
    ]);
    expect(ashiana).toMatchObject({ rate_years: 10, down_payment_min: 10, tenor_max_years: 20 });
    expect(ashiana?.source_url).toMatch(/^https:\/\//);
    const eg = (await call('GET', '/api/finance/rules/?country=EG')).json() as Market;
    expect(eg.schemes.map((s) => s.eligibility.price_max)).toEqual([350_000, 1_100_000, 1_400_000]);
    expect(((await call('GET', '/api/finance/rules/?country=AE')).json() as Market).schemes).toEqual([]);
  });

  it('only administrators keep them: guests 401, members 403', async () => {
    expect((await call('POST', '/api/admin/finance-schemes/', null, scheme)).statusCode).toBe(401);
    expect((await call('POST', '/api/admin/finance-schemes/', buyer, scheme)).statusCode).toBe(403);
    expect((await call('PUT', '/api/admin/finance-schemes/1/', buyer, scheme)).statusCode).toBe(403);
    expect((await call('DELETE', '/api/admin/finance-schemes/1/', buyer)).statusCode).toBe(403);
  });

  it('an administrator adds, ends and deletes one; an ended scheme is no longer offered; each change logged', async () => {
    const created = await call('POST', '/api/admin/finance-schemes/', admin, scheme);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as FinanceScheme;
    let qa = (await call('GET', '/api/finance/rules/?country=QA')).json() as Market;
    expect(qa.schemes.map((s) => s.id)).toEqual([id]);

    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const ended = await call('PUT', `/api/admin/finance-schemes/${id}/`, admin, { ...scheme, valid_to: yesterday });
    expect(ended.statusCode, ended.body).toBe(200);
    qa = (await call('GET', '/api/finance/rules/?country=QA')).json() as Market;
    expect(qa.schemes).toEqual([]);

    expect((await call('DELETE', `/api/admin/finance-schemes/${id}/`, admin)).statusCode).toBe(200);
    expect((await call('PUT', `/api/admin/finance-schemes/${id}/`, admin, scheme)).statusCode).toBe(404);
    const logged = await t.database.db
      .select({ action: adminActions.action })
      .from(adminActions)
      .where(and(eq(adminActions.targetType, 'finance_scheme'), eq(adminActions.targetId, id)));
    expect(logged.map((row) => row.action).sort()).toEqual([
      'create_finance_scheme',
      'delete_finance_scheme',
      'update_finance_scheme',
    ]);
  });

  it('bad tiers, an insecure source or dates out of order are a 400 naming the field', async () => {
    const bad = await call('POST', '/api/admin/finance-schemes/', admin, {
      ...scheme,
      tiers: [
        { loan_max: null, rate: 3 },
        { loan_max: 1_000_000, rate: 2 },
      ],
      source_url: 'http://insecure.example',
      eligibility: { colour: 'red' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys((bad.json() as { fields: Record<string, string> }).fields)).toEqual(
      expect.arrayContaining(['source_url', 'eligibility']),
    );
    const order = await call('POST', '/api/admin/finance-schemes/', admin, { ...scheme, valid_to: '2019-01-01' });
    expect((order.json() as { fields: Record<string, string> }).fields.valid_to).toBe(
      'finance.admin.errors.dates_order',
    );
    const tiers = await call('POST', '/api/admin/finance-schemes/', admin, {
      ...scheme,
      tiers: [
        { loan_max: 2_000_000, rate: 2 },
        { loan_max: 1_000_000, rate: 3 },
      ],
    });
    expect((tiers.json() as { fields: Record<string, string> }).fields.tiers).toBe('finance.admin.errors.tiers');
  });
});

describe('saved calculations', () => {
  it('needs a sign-in; stores nothing for a guest', async () => {
    expect((await call('POST', '/api/finance/calculations/', null, calculation)).statusCode).toBe(401);
    expect((await call('GET', '/api/finance/calculations/')).statusCode).toBe(401);
  });

  it("keeps a user's calculation with its listing and scheme, private to them", async () => {
    const owner = await asUser(t, 'user');
    const listing = await insertListing(t.database.db, owner.user.id, { price: 3_000_000, currency: 'PKR' });
    const pk = (await call('GET', '/api/finance/rules/?country=PK')).json() as Market;
    const saved = await call('POST', '/api/finance/calculations/', buyer, {
      ...calculation,
      listing_id: listing.id,
      scheme_id: pk.schemes[0]!.id,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const body = saved.json() as SavedCalculation;
    expect(body).toMatchObject({ price: 3_000_000, down: 10, years: 20, rate: 14, scheme_id: pk.schemes[0]!.id });
    expect(body.listing?.id).toBe(listing.id);
    const mine = await call('GET', '/api/finance/calculations/', buyer);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect((mine.json() as SavedCalculationsAnswer).results.map((c) => c.id)).toEqual([body.id]);

    // Another user neither sees nor deletes it.
    expect(
      ((await call('GET', '/api/finance/calculations/', other)).json() as SavedCalculationsAnswer).results,
    ).toEqual([]);
    expect((await call('DELETE', `/api/finance/calculations/${body.id}/`, other)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/finance/calculations/${body.id}/`, buyer)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/finance/calculations/${body.id}/`, buyer)).statusCode).toBe(404);
  });

  it('refuses bad figures (400), a listing or scheme that does not exist (422), and a 51st (409)', async () => {
    const bad = await call('POST', '/api/finance/calculations/', buyer, {
      ...calculation,
      rate: 60,
      years: 0,
      down: 120,
    });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { fields: Record<string, string> }).fields).toMatchObject({
      rate: 'finance.errors.rate_max',
      years: 'finance.errors.tenor_positive',
    });
    const currency = await call('POST', '/api/finance/calculations/', buyer, { ...calculation, currency: 'USD' });
    expect(currency.statusCode).toBe(400);
    const listing = await call('POST', '/api/finance/calculations/', buyer, {
      ...calculation,
      listing_id: 999_999_999,
    });
    expect(listing.statusCode).toBe(422);
    expect((listing.json() as { fields: Record<string, string> }).fields.listing_id).toBe(
      'finance.saved.errors.listing',
    );
    const schemeGone = await call('POST', '/api/finance/calculations/', buyer, { ...calculation, scheme_id: 999_999 });
    expect(schemeGone.statusCode).toBe(422);

    const filler = await asUser(t, 'user');
    await t.database.db.insert(financeCalculations).values(
      Array.from({ length: SAVED_CALCULATION_LIMIT }, (_, i) => ({
        userId: filler.user.id,
        currency: 'AED',
        method: 'annuity',
        price: 1_000_000 + i,
        downKind: 'percent',
        down: 20,
        years: 25,
      })),
    );
    const over = await call('POST', '/api/finance/calculations/', filler, calculation);
    expect(over.statusCode).toBe(409);
    expect((over.json() as { code: string }).code).toBe('quota_reached');
  });
});
