/**
 * The server tests' shared kit (issue 40): one `call`, one `logIn`, people of every role the code
 * knows (`asUser`), and small factories for a user and a listing. A test file builds its app with
 * `createTestApp` and then takes what it needs from here instead of copying helpers:
 *
 *   const call = caller(() => t);
 *   const admin = await asUser(t, 'moderator');
 *   const answer = await call('GET', '/api/admin/actions/', admin);
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { AgencyRole, ListingStatus } from '@estate/shared';
import type { AppInstance } from '../../src/app-types.js';
import { agencies, agencyMembers } from '../../src/features/agencies/agency.table.js';
import { createUser, testUserSeed, type UserSeed } from '../../src/seed/factories/user.factory.js';
import { insertListing, type ListingFields } from './listings.js';
import { signedInUser, type TestApp } from './test-app.js';

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
/** A person as `signedInUser` and `asUser` answer them: the user row, its seed and its cookie. */
export type Signed = Awaited<ReturnType<typeof signedInUser>>;
/** Who is asking: nobody (a guest), a cookie header value, or anything holding one (a `Signed`). */
export type Who = string | { cookie: string } | null | undefined;

const cookieOf = (who: Who) => (typeof who === 'string' ? who : who?.cookie);

/**
 * `call(method, url, who?, payload?)` on the app that `app()` answers (a function, so a file can
 * make its caller before `beforeAll` has built the app). `remoteAddress`, when given, is asked for
 * each request: for endpoints limited per address (inquiries, agency contacts).
 */
export function caller(app: () => TestApp | AppInstance, options: { remoteAddress?: () => string } = {}) {
  return (method: Method, url: string, who?: Who, payload?: object): Promise<LightMyRequestResponse> => {
    const cookie = cookieOf(who);
    const target = app();
    const instance = 'app' in target ? target.app : target;
    return instance.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress() } : {}),
    });
  };
}

/** A different address on each call, from a documentation range (RFC 5737/2544): for per-address limits. */
export function addressesFrom(prefix = '198.18') {
  let n = 0;
  return () => {
    n += 1;
    return `${prefix}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
  };
}

/** `POST /api/auth/login/` as the login form sends it; `init` adds headers or the client's address. */
export function logIn(
  target: TestApp | AppInstance,
  email: string,
  password = 'demo-password',
  init: Pick<InjectOptions, 'headers' | 'remoteAddress'> = {},
) {
  const instance = 'app' in target ? target.app : target;
  return instance.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password }, ...init });
}

/**
 * The roles the code tells apart (features/access): a plain member, an agent (account type),
 * a moderator (`is_admin`: moderators are the site's administrators, decision 0014), and the four
 * roles inside an agency (`AGENCY_ROLES`).
 */
export type Role = 'user' | 'agent' | 'moderator' | `agency-${AgencyRole}`;

export interface AsUserOptions extends Partial<UserSeed> {
  /** For an agency role: join this agency instead of a new one. */
  agencyId?: number;
}

/** A signed-in person of `role`; an agency role makes a new agency (in Dubai) unless `agencyId` is given. */
export async function asUser(t: TestApp, role: Role, options: AsUserOptions = {}) {
  const { agencyId, ...overrides } = options;
  const seed: Partial<UserSeed> = {
    ...(role === 'agent' || role.startsWith('agency-') ? { type: 'agent' } : {}),
    ...(role === 'moderator' ? { isAdmin: true } : {}),
    ...overrides,
  };
  const person = await signedInUser(t, seed);
  if (!role.startsWith('agency-')) return { ...person, agencyId: undefined };
  const agency = agencyId ?? (await anAgency(t)).id;
  await t.database.db
    .insert(agencyMembers)
    .values({ userId: person.user.id, agencyId: agency, role: role.slice('agency-'.length) as AgencyRole });
  return { ...person, agencyId: agency };
}

let agencyCount = 0;
/** An agency straight into its table, with no members (`asUser(t, 'agency-owner', { agencyId })` adds them). */
export async function anAgency(t: TestApp, overrides: Partial<typeof agencies.$inferInsert> = {}) {
  agencyCount += 1;
  const n = `${process.pid}-${agencyCount}-${Math.random().toString(36).slice(2, 6)}`;
  const [agency] = await t.database.db
    .insert(agencies)
    .values({
      slug: `kit-agency-${n}`,
      nameEn: `Kit Agency ${agencyCount}`,
      country: 'AE',
      city: 'Dubai',
      cityKey: 'dubai',
      phone: '+97140000000',
      email: `kit-agency-${n}@example.test`,
      ...overrides,
    })
    .returning();
  return agency!;
}

/** A user row (not signed in) from the shared user factory. */
export const aUser = (t: TestApp, overrides: Partial<UserSeed> = {}) =>
  createUser(t.database.db, testUserSeed(overrides));

/** A listing of `owner` straight into the table (no media), for sale in Lahore unless overridden. */
export const aListing = (
  t: TestApp,
  owner: { id: number } | { user: { id: number } },
  fields: Partial<ListingFields> = {},
  extra: { status?: ListingStatus; createdAt?: Date } = {},
) => insertListing(t.database.db, 'user' in owner ? owner.user.id : owner.id, fields, extra);
