import { eq } from 'drizzle-orm';
import type { AgencyRole } from '@estate/shared';
import { agencies, agencyMembers } from '../../src/features/agencies/agency.table.js';
import { leadEvents, leads } from '../../src/features/leads/lead.table.js';
import { listings } from '../../src/features/listings/listing.table.js';
import { addressesFrom, caller as kitCaller } from './kit.js';
import { insertListing } from './listings.js';
import { signedInUser, type TestApp } from './test-app.js';

/**
 * Agencies, members and leads straight into the tables, for the tests of the response figures,
 * round robin and anonymised leads (their own endpoints are tested elsewhere).
 */

export type Signed = Awaited<ReturnType<typeof signedInUser>>;
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
export const ago = (ms: number) => new Date(Date.now() - ms);

const nextAddress = addressesFrom('198.18');
/** Requests each from their own address: inquiries and agency contacts are limited per address. */
export const caller = (t: TestApp) => kitCaller(() => t, { remoteAddress: nextAddress });

let agencyCount = 0;
/** An agency (in Dubai) and its members; `manager` names another member's index. */
export async function agencyWith(
  t: TestApp,
  members: { role: AgencyRole; manager?: number; name?: string; inRotation?: boolean; paused?: boolean }[],
) {
  agencyCount += 1;
  const n = `${agencyCount}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
  const [agency] = await t.database.db
    .insert(agencies)
    .values({
      slug: `stats-agency-${n}`,
      nameEn: `Stats Agency ${agencyCount}`,
      country: 'AE',
      city: 'Dubai',
      cityKey: 'dubai',
      phone: '+97140000000',
      email: `stats-agency-${n}@example.test`,
    })
    .returning();
  const people: Signed[] = [];
  for (const member of members)
    people.push(await signedInUser(t, { fullName: member.name ?? `${member.role} ${agencyCount}` }));
  await t.database.db.insert(agencyMembers).values(
    members.map((member, i) => ({
      userId: people[i]!.user.id,
      agencyId: agency!.id,
      role: member.role,
      managerId: member.manager === undefined ? null : people[member.manager]!.user.id,
      inRotation: member.inRotation ?? false,
      paused: member.paused ?? false,
    })),
  );
  return { agency: agency!, people };
}

/** A Dubai listing of `lister`, the agency's when `agencyId` is given. */
export async function dubaiListing(t: TestApp, lister: Signed, agencyId: number | null, title: string) {
  const listing = await insertListing(
    t.database.db,
    lister.user.id,
    { title, country: 'AE', city: 'Dubai', currency: 'AED', address: 'Dubai' },
    { status: 'for_sale' },
  );
  if (agencyId !== null) await t.database.db.update(listings).set({ agencyId }).where(eq(listings.id, listing.id));
  return listing;
}

let personCount = 0;
/**
 * A lead of `agencyId` (null: a lone lister's) for `assignee`, first contacted `firstAgo` ago and
 * answered `responseAfter` later (null: not yet), with one seeker contact at its first contact and
 * one more for each of `laterContacts` (times ago).
 */
export async function leadFor(
  t: TestApp,
  assignee: Signed,
  agencyId: number | null,
  firstAgo: number,
  responseAfter: number | null,
  extra: { spam?: boolean; laterContacts?: number[] } = {},
) {
  personCount += 1;
  const first = ago(firstAgo);
  const later = (extra.laterContacts ?? []).map(ago);
  const last = [first, ...later].sort((a, b) => b.getTime() - a.getTime())[0]!;
  const [lead] = await t.database.db
    .insert(leads)
    .values({
      agencyId,
      listerUserId: assignee.user.id,
      assigneeUserId: assignee.user.id,
      personKey: `+9715000${String(personCount).padStart(5, '0')}`,
      name: `Person ${personCount}`,
      status: extra.spam ? 'lost' : responseAfter === null ? 'new' : 'contacted',
      lostReason: extra.spam ? 'spam' : null,
      channels: ['form'],
      contacts: 1 + later.length,
      firstContactAt: first,
      firstResponseAt: responseAfter === null ? null : new Date(first.getTime() + responseAfter),
      lastActivityAt: last,
    })
    .returning();
  await t.database.db
    .insert(leadEvents)
    .values([first, ...later].map((at) => ({ leadId: lead!.id, kind: 'form', actor: 'seeker', channel: 'form', at })));
  return lead!;
}
