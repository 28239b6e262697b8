/**
 * Authorities' lists of illegal societies (issue 37, J2.7): CSV import whole or refused by row,
 * the comparison with listings' area names (pg_trgm similarity >= 0.8 on normalised names), the
 * moderator's one decision per society and city, and the red notice on the public listing answer.
 */
import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCIETY_CSV_MAX_CHARS, SOCIETY_CSV_MAX_ROWS, type SocietyMatchesAnswer } from '@estate/shared';
import { users } from '../src/features/users/user.table.js';
import { LISTING_PUBLISHED_JOB } from '../src/lib/listing-events.js';
import { rowsOf } from '../src/lib/sql-rows.js';
import { insertListing } from './helpers/listings.js';
import { createTestApp, signedInUser, type TestApp } from './helpers/test-app.js';
import { caller } from './helpers/kit.js';

let t: TestApp;
type Person = Awaited<ReturnType<typeof signedInUser>>;
let admin: Person;
let member: Person;
const sample = fs.readFileSync(new URL('./fixtures/illegal-societies-sample.csv', import.meta.url), 'utf8');
const ids: Record<string, number> = {};

const call = caller(() => t);
const importCsv = (csv: string, who: Person | undefined = admin) =>
  call('POST', '/api/admin/societies/import/', who, { file_name: 'list.csv', csv });
const count = async (table: string) =>
  Number(rowsOf<{ n: number }>(await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n);
const matches = async (status = 'pending') =>
  (await call('GET', `/api/admin/societies/?status=${status}`, admin)).json() as SocietyMatchesAnswer;
const matchOf = async (name: RegExp, status = 'pending') =>
  (await matches(status)).results.find((m) => name.test(m.society.name));
const noticeOf = async (id: number) => (await call('GET', `/api/properties/${id}/`)).json().society_notice;

async function until<T>(what: string, read: () => Promise<T | undefined | false>, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_PER_IP: '1000' });
  admin = await signedInUser(t, { fullName: 'Nadia Moderator' });
  await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.user.id));
  member = await signedInUser(t, { fullName: 'Mehmood Member' });
  const db = t.database.db;
  const owner = member.user.id;
  ids.exact = (await insertListing(db, owner, { address: 'House 14, Street 6, Noor Meadows Phase 2, Lahore' })).id;
  ids.urdu = (await insertListing(db, owner, { address: 'مکان 3، نور میڈوز فیز ۲، لاہور' })).id;
  ids.near = (await insertListing(db, owner, { address: 'Plot 7, Block C, Canal Breez Town, Lahore' })).id;
  ids.other = (await insertListing(db, owner, { address: 'House 3, Canal View Town, Lahore' })).id;
  ids.elsewhere = (
    await insertListing(db, owner, { city: 'Karachi', address: 'House 9, Noor Meadows Phase 2, Karachi' })
  ).id;
  ids.dubai = (
    await insertListing(db, owner, {
      country: 'AE',
      city: 'Dubai',
      currency: 'AED',
      address: 'Unit 5, Noor Meadows Phase 2, Dubai',
    })
  ).id;
});
afterAll(async () => t?.close());

describe('who may use the Societies tab', () => {
  it('refuses guests (401) and members who are not administrators (403), storing nothing', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/societies/'],
      ['POST', '/api/admin/societies/import/'],
      ['POST', '/api/admin/societies/matches/1/confirm/'],
      ['POST', '/api/admin/societies/matches/1/reject/'],
      ['POST', '/api/admin/societies/recheck/'],
    ] as const) {
      const body = method === 'POST' ? { file_name: 'list.csv', csv: sample } : undefined;
      expect((await call(method, url, undefined, body)).statusCode, `guest ${url}`).toBe(401);
      expect((await call(method, url, member, body)).statusCode, `member ${url}`).toBe(403);
    }
    expect(await count('illegal_societies')).toBe(0);
  });
});

describe('importing a list', () => {
  it('refuses a file with bad rows, naming each row, and stores nothing', async () => {
    const csv = [
      'Authority,Society,Aliases,List date',
      'LDA,Good Society Town,,2024-08-03',
      'LDA,,,2024-08-03',
      'LDA,Another Town,,31/02/2024',
      '12,Third Town,,2024-08-03',
      'LDA,Good Society Town (Pvt) Ltd,,2024-08-03',
      'LDA,Too Many Columns,,2024-08-03,extra',
    ].join('\n');
    const answer = await importCsv(csv);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().fields).toEqual({
      row_3: 'societies.csv.bad_society',
      row_4: 'societies.csv.bad_date',
      row_5: 'societies.csv.bad_authority',
      row_6: 'societies.csv.duplicate',
      row_7: 'societies.csv.columns',
    });
    expect(answer.json().message).toBe('The list was not imported: 5 rows have errors. Nothing was stored.');
    expect(await count('society_imports')).toBe(0);
    expect(await count('illegal_societies')).toBe(0);
  });

  it('refuses a file without the header, too large or with too many rows', async () => {
    const noHeader = await importCsv('LDA,Some Town,,2024-08-03');
    expect(noHeader.statusCode).toBe(422);
    expect(noHeader.json().fields).toEqual({ row_1: 'societies.csv.header' });

    const large = await importCsv(`authority,society,aliases,list date\n${'x'.repeat(SOCIETY_CSV_MAX_CHARS)}`);
    expect(large.statusCode).toBe(400);
    expect(large.json().fields).toEqual({ csv: 'societies.csv.too_large' });

    const rows = Array.from({ length: SOCIETY_CSV_MAX_ROWS + 1 }, (_, i) => `LDA,Town ${i},,2024-08-03`);
    const many = await importCsv(['authority,society,aliases,list date', ...rows].join('\n'));
    expect(many.statusCode).toBe(422);
    expect(many.json().fields).toEqual({ csv: 'societies.csv.too_many_rows' });
    expect(await count('illegal_societies')).toBe(0);
  });

  it('imports a good file whole, with its spellings, and logs who did it', async () => {
    const answer = await importCsv(sample);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ status: 'success', societies: 5 });
    const stored = rowsOf<{ authority: string; name: string; aliases: string[]; list_date: string }>(
      await t.database.db.execute(
        sql`select authority, name, aliases, list_date::text as list_date from illegal_societies order by id`,
      ),
    );
    expect(stored[0]).toEqual({
      authority: 'LDA',
      name: 'Noor Meadows Housing Scheme Phase-II',
      aliases: ['Noor Meadows Ph 2', 'نور میڈوز فیز 2'],
      list_date: '2024-08-03',
    });
    expect(stored.map((s) => s.list_date)).toEqual([
      '2024-08-03',
      '2024-08-03',
      '2024-08-03',
      '2024-05-14',
      '2024-02-14',
    ]);
    const log = rowsOf<{ admin_id: number; detail: { societies: number } }>(
      await t.database.db.execute(sql`select admin_id, detail from admin_actions where action = 'societies.import'`),
    );
    expect(log).toEqual([expect.objectContaining({ admin_id: admin.user.id })]);
    expect(log[0]!.detail.societies).toBe(5);
  });

  it('adds nothing when the same list is imported again (a replay)', async () => {
    const again = await importCsv(sample);
    expect(again.json()).toMatchObject({ status: 'success', societies: 0, already_imported: 5 });
    expect(await count('illegal_societies')).toBe(5);
    expect(await count('illegal_society_names')).toBe(9);
  });
});

describe('matching listings with the list', () => {
  it('finds near names in the same city, not different ones, and waits for a moderator', async () => {
    await until('the comparison job', async () => (await matches()).results.length >= 3);
    const noor = (await matches()).results.find((m) => /Noor Meadows/.test(m.society.name) && m.city === 'Lahore')!;
    expect(noor.city).toBe('Lahore');
    expect(noor.listings).toBe(2);
    expect(noor.areas.map((a) => a.name).sort()).toEqual(['Noor Meadows Phase 2', 'نور میڈوز فیز ۲'].sort());
    const canal = await matchOf(/Canal Breeze/);
    expect(canal?.areas).toEqual([{ name: 'Canal Breez Town', listings: 1 }]);
    const all = (await matches()).results;
    expect(all.flatMap((m) => m.areas.map((a) => a.name))).not.toContain('Canal View Town');
    // Karachi's "Noor Meadows" is another match (another city), to be decided on its own; Dubai's is none.
    expect(
      all
        .filter((m) => /Noor Meadows/.test(m.society.name))
        .map((m) => m.city)
        .sort(),
    ).toEqual(['Karachi', 'Lahore']);
    expect((await matches()).pending).toBe(all.length);
  });

  it('shows no notice while a match waits, the notice once confirmed, none once rejected', async () => {
    expect(await noticeOf(ids.exact)).toBeNull();
    const lahore = (await matches()).results.find((m) => /Noor Meadows/.test(m.society.name) && m.city === 'Lahore')!;
    const confirmed = await call('POST', `/api/admin/societies/matches/${lahore.id}/confirm/`, admin);
    expect(confirmed.json()).toEqual({ status: 'success', match_status: 'confirmed' });

    // The public answer, to a guest: the authority, the society as listed and the list's date.
    const notice = { authority: 'LDA', society: 'Noor Meadows Housing Scheme Phase-II', list_date: '2024-08-03' };
    expect(await noticeOf(ids.exact)).toEqual({ ...notice, sample: false });
    expect(await noticeOf(ids.urdu)).toEqual({ ...notice, sample: false });
    // The same name in Karachi was not confirmed; outside Pakistan there is no list.
    expect(await noticeOf(ids.elsewhere)).toBeNull();
    expect(await noticeOf(ids.dubai)).toBeNull();
    expect(await noticeOf(ids.other)).toBeNull();

    const canal = (await matchOf(/Canal Breeze/))!;
    await call('POST', `/api/admin/societies/matches/${canal.id}/reject/`, admin);
    expect(await noticeOf(ids.near)).toBeNull();
    expect((await matchOf(/Canal Breeze/, 'rejected'))?.decided_by).toBe('Nadia Moderator');

    const log = rowsOf<{ action: string; target_id: number }>(
      await t.database.db.execute(
        sql`select action, target_id from admin_actions where action like 'societies.%_match' order by id`,
      ),
    );
    expect(log).toEqual([
      { action: 'societies.confirm_match', target_id: lahore.id },
      { action: 'societies.reject_match', target_id: canal.id },
    ]);
  });

  it('a listing published later in a confirmed society shows the notice; a new place waits', async () => {
    const later = await insertListing(t.database.db, member.user.id, {
      address: 'House 2, Noor Meadows Ph-II, Lahore',
    });
    expect(await noticeOf(later.id)).toMatchObject({ authority: 'LDA' });

    const silver = await insertListing(t.database.db, member.user.id, {
      address: 'Plot 9, Silver Palm Enclave, Lahore',
    });
    await t.app.services.jobs.send(LISTING_PUBLISHED_JOB, { id: silver.id });
    const found = await until('the published listing to be compared', () => matchOf(/Silver Palm/));
    expect(found).toMatchObject({ city: 'Lahore', status: 'pending' });
    expect(await noticeOf(silver.id)).toBeNull();
  });

  it("a newer list of the same authority keeps the moderators' decisions and shows its own date", async () => {
    const newer = [
      'authority,society,aliases,list date',
      'LDA,Noor Meadows Phase II,,2025-01-10',
      'LDA,Canal Breeze Town,,2025-01-10',
    ].join('\n');
    expect((await importCsv(newer)).json()).toMatchObject({ societies: 2 });
    const confirmed = await until('the newer list to be compared', async () =>
      (await matches('confirmed')).results.find((m) => m.society.list_date === '2025-01-10'),
    );
    expect(confirmed).toMatchObject({ city: 'Lahore', decided_by: 'Nadia Moderator' });
    expect(await noticeOf(ids.exact)).toMatchObject({ authority: 'LDA', list_date: '2025-01-10' });
    const rejected = (await matches('rejected')).results.map((m) => `${m.society.name} ${m.society.list_date}`);
    expect(rejected).toContain('Canal Breeze Town 2025-01-10');
    expect(await noticeOf(ids.near)).toBeNull();
  });

  it('"check again" compares every listing anew: counts follow the listings (logged)', async () => {
    const lahore = async () =>
      (await matches('confirmed')).results.find(
        (m) => m.society.name === 'Noor Meadows Housing Scheme Phase-II' && m.city === 'Lahore',
      );
    const before = (await lahore())!.listings;
    await insertListing(t.database.db, member.user.id, { address: 'House 8, Noor Meadow Phase-2, Lahore' });
    expect((await lahore())?.listings).toBe(before);
    const answer = await call('POST', '/api/admin/societies/recheck/', admin);
    expect(answer.statusCode).toBe(200);
    const fresh = await until('the comparison to run again', async () => {
      const match = await lahore();
      return match && match.listings === before + 1 && match;
    });
    expect(fresh.areas.map((a) => a.name)).toContain('Noor Meadow Phase-2');
    const log = await t.database.db.execute(
      sql`select count(*)::int as n from admin_actions where action = 'societies.recheck'`,
    );
    expect(rowsOf<{ n: number }>(log)[0]!.n).toBe(1);
  });

  it('answers 404 for a match that does not exist', async () => {
    const answer = await call('POST', '/api/admin/societies/matches/999999/confirm/', admin);
    expect(answer.statusCode).toBe(404);
  });
});
