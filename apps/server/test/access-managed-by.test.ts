import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgencyRole } from '@estate/shared';
import { actorFor, agencySeatOf, type Actor } from '../src/features/access/actor.js';
import { leadsVisibleTo, listingsManagedBy } from '../src/features/access/managed-by.js';
import { canManageListing, canReadLead } from '../src/features/access/policies.js';
import { agencies, agencyMembers } from '../src/features/agencies/agency.table.js';
import { leads } from '../src/features/leads/lead.table.js';
import { listings } from '../src/features/listings/listing.table.js';
import type { UserRow } from '../src/features/users/user.table.js';
import { rowsOf } from '../src/lib/sql-rows.js';
import { createUser, testUserSeed } from '../src/seed/factories/user.factory.js';
import { insertListing } from './helpers/listings.js';
import { createTestDatabase } from './helpers/test-database.js';
import type { Database } from '../src/db/database.js';

/**
 * The SQL fragments of features/access/managed-by.ts, run on a real database (PGlite, or
 * PostgreSQL with TEST_DATABASE_URL), against the policies they mirror: for every actor, the rows
 * the fragment selects are exactly those the policy allows. The actors are read by actorFor, so
 * the seat and a manager's team come from agency_members as in the app.
 */

let database: Database;
const people: Record<string, UserRow> = {};
const actors: Record<string, Actor> = {};
let agencyId: number;
let otherAgencyId: number;
const listingIds: number[] = [];
const leadIds: number[] = [];

const db = () => database.db;

beforeAll(async () => {
  database = await createTestDatabase();
  for (const name of ['owner', 'admin', 'manager', 'teamAgent', 'loneAgent', 'otherAdmin', 'otherAgent', 'lister']) {
    people[name] = await createUser(db(), testUserSeed({ fullName: name }));
  }
  [agencyId, otherAgencyId] = await Promise.all(['palm-homes', 'marina-keys'].map(insertAgency));
  const member = (name: string, agency: number, role: AgencyRole, manager?: string) => ({
    userId: people[name]!.id,
    agencyId: agency,
    role,
    managerId: manager ? people[manager]!.id : null,
  });
  await db()
    .insert(agencyMembers)
    .values([
      member('owner', agencyId, 'owner'),
      member('admin', agencyId, 'admin'),
      member('manager', agencyId, 'manager'),
      member('teamAgent', agencyId, 'agent', 'manager'),
      member('loneAgent', agencyId, 'agent'),
      member('otherAdmin', otherAgencyId, 'admin'),
      // In the other agency, but "managed" by our manager: a team never crosses agencies.
      member('otherAgent', otherAgencyId, 'agent', 'manager'),
    ]);
  for (const name of Object.keys(people)) actors[name] = await actorFor(db(), people[name]!);

  // Every lister's listing for their agency and one of their own (agency null).
  for (const name of Object.keys(people)) {
    const seat = actors[name]!.agency;
    for (const agency of seat ? [seat.agencyId, null] : [null]) {
      const { id } = await insertListing(db(), people[name]!.id);
      if (agency !== null)
        await db()
          .update(listings)
          .set({ agencyId: agency })
          .where(inArray(listings.id, [id]));
      listingIds.push(id);
    }
  }

  // Leads of both agencies assigned to each member or to nobody, and a lone lister's own.
  let n = 0;
  const lead = (agency: number | null, lister: string, assignee: string | null) => ({
    agencyId: agency,
    listerUserId: people[lister]!.id,
    assigneeUserId: assignee ? people[assignee]!.id : null,
    personKey: `user:${++n}`,
    name: `Seeker ${n}`,
  });
  const rows = [
    ...['owner', 'admin', 'manager', 'teamAgent', 'loneAgent', null].map((a) => lead(agencyId, 'loneAgent', a)),
    ...['otherAdmin', 'otherAgent', null].map((a) => lead(otherAgencyId, 'otherAgent', a)),
    lead(null, 'lister', null),
    lead(null, 'teamAgent', null),
  ];
  const inserted = await db().insert(leads).values(rows).returning({ id: leads.id });
  leadIds.push(...inserted.map((r) => r.id));
});
afterAll(() => database.close());

async function insertAgency(slug: string): Promise<number> {
  const [row] = await db()
    .insert(agencies)
    .values({
      slug,
      nameEn: slug,
      country: 'AE',
      city: 'Dubai',
      cityKey: 'dubai',
      phone: '+97140000000',
      email: `${slug}@example.test`,
    })
    .returning({ id: agencies.id });
  return row!.id;
}

const ids = async (query: ReturnType<typeof sql>) =>
  rowsOf<{ id: number }>(await db().execute(query))
    .map((r) => Number(r.id))
    .sort((a, b) => a - b);

const managedIds = (actor: Actor) =>
  ids(
    sql`select l.id from listings l where l.id in (${sql.join(
      listingIds.map((id) => sql`${id}`),
      sql`, `,
    )}) and ${listingsManagedBy(actor, 'l')}`,
  );

const visibleLeadIds = (actor: Actor) =>
  ids(
    sql`select d.id from leads d where d.id in (${sql.join(
      leadIds.map((id) => sql`${id}`),
      sql`, `,
    )}) and ${leadsVisibleTo(actor, 'd')}`,
  );

describe('agencySeatOf and actorFor', () => {
  it("read a member's agency and role, a manager's team (themselves and their agents), and null for a lone lister", async () => {
    expect(actors.admin!.agency).toMatchObject({ agencyId, role: 'admin', team: [] });
    expect(actors.teamAgent!.agency).toMatchObject({ agencyId, role: 'agent', team: [] });
    // The other agency's agent names our manager as theirs, but is not in their team.
    expect(actors.manager!.agency?.team.sort((a, b) => a - b)).toEqual(
      [people.manager!.id, people.teamAgent!.id].sort((a, b) => a - b),
    );
    expect(actors.lister!.agency).toBeNull();
    expect(await agencySeatOf(db(), people.lister!.id)).toBeNull();
  });
});

describe('listingsManagedBy', () => {
  it('selects exactly the listings canManageListing allows, for every role, another agency and a lone lister', async () => {
    const stored = await db().select().from(listings).where(inArray(listings.id, listingIds));
    for (const [name, actor] of Object.entries(actors)) {
      const expected = stored
        .filter((row) => canManageListing(actor, row))
        .map((row) => row.id)
        .sort((a, b) => a - b);
      expect(await managedIds(actor), name).toEqual(expected);
    }
  });

  it("gives a manager their own listings and their team's, and an agent only their own", async () => {
    const stored = await db().select().from(listings).where(inArray(listings.id, listingIds));
    const ownersOf = async (actor: Actor) => {
      const managed = new Set(await managedIds(actor));
      return [...new Set(stored.filter((r) => managed.has(r.id)).map((r) => r.ownerId))].sort((a, b) => a - b);
    };
    expect(await ownersOf(actors.manager!)).toEqual([people.manager!.id, people.teamAgent!.id].sort((a, b) => a - b));
    expect(await ownersOf(actors.loneAgent!)).toEqual([people.loneAgent!.id]);
    expect(await ownersOf(actors.admin!)).toEqual(
      ['owner', 'admin', 'manager', 'teamAgent', 'loneAgent'].map((n) => people[n]!.id).sort((a, b) => a - b),
    );
    // Their personal listing (agency null) stays out of the agency's reach.
    const personal = stored.find((r) => r.ownerId === people.teamAgent!.id && r.agencyId === null)!;
    expect(await managedIds(actors.admin!)).not.toContain(personal.id);
    expect(await managedIds(actors.teamAgent!)).toContain(personal.id);
  });
});

describe('leadsVisibleTo', () => {
  it('selects exactly the leads canReadLead allows, for every role, another agency and a lone lister', async () => {
    const stored = await db().select().from(leads).where(inArray(leads.id, leadIds));
    for (const [name, actor] of Object.entries(actors)) {
      const expected = stored
        .filter((row) => canReadLead(actor, row))
        .map((row) => row.id)
        .sort((a, b) => a - b);
      expect(await visibleLeadIds(actor), name).toEqual(expected);
    }
  });

  it("gives the admin the agency's six leads, the manager their team's two, an agent theirs and their own of no agency", async () => {
    expect(await visibleLeadIds(actors.admin!)).toHaveLength(6);
    expect(await visibleLeadIds(actors.manager!)).toHaveLength(2);
    // Assigned one lead of the agency, and lister of one of their own (agency null).
    expect(await visibleLeadIds(actors.teamAgent!)).toHaveLength(2);
    expect(await visibleLeadIds(actors.lister!)).toHaveLength(1);
    expect(await visibleLeadIds(actors.otherAdmin!)).toHaveLength(3);
  });
});
