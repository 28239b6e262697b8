import type { AccountType } from '@estate/shared';
import type { Db } from '../../db/database.js';
import { hashPassword } from '../../features/auth/password.js';
import { userRepository } from '../../features/users/user.repository.js';
import { baseSlug, nextFreeSlug } from '../../features/users/user-slug.js';
import type { NewUserRow, UserRow } from '../../features/users/user.table.js';

export const DEMO_PASSWORD = 'demo-password';

/**
 * The demo password's hash, made once per process and shared by every demo and test account that
 * uses it. Hashing is slow on purpose (argon2id, about 70 ms of CPU on a busy 2-core machine), and
 * the seed and the server tests make hundreds of such accounts; the password is published, so one
 * salt for all of them hides nothing. Any other password is hashed for its own account.
 */
let demoPasswordHash: Promise<string> | undefined;
function passwordHashFor(password: string): Promise<string> {
  if (password !== DEMO_PASSWORD) return hashPassword(password);
  demoPasswordHash ??= hashPassword(DEMO_PASSWORD);
  return demoPasswordHash;
}

export interface UserSeed extends Partial<NewUserRow> {
  fullName: string;
  email: string;
  type: AccountType;
  password?: string;
}

/** +92 300 and seven digits from the e-mail: a plausible Pakistani mobile number of its own. */
function defaultPhoneOf(email: string): string {
  let hash = 0;
  for (const char of email.toLowerCase()) hash = (hash * 31 + char.charCodeAt(0)) % 10_000_000;
  return `+92300${String(hash).padStart(7, '0')}`;
}

/** One place that knows how to make a valid user: the seed and the tests both use it. */
export async function createUser(db: Db, seed: UserSeed): Promise<UserRow> {
  const users = userRepository(db);
  const { password = DEMO_PASSWORD, ...row } = seed;
  const base = baseSlug(seed.fullName);
  return users.insert({
    // Each account its own number (from its e-mail, so the seed stays the same run to run): a
    // shared one would make every test account the phone of any account a test suspends.
    phoneNumber: defaultPhoneOf(seed.email),
    termsAcceptedAt: new Date('2025-01-01T00:00:00Z'),
    // Demo and test accounts have confirmed their address; a test that needs an unverified one says so.
    emailVerifiedAt: new Date('2025-01-01T00:00:00Z'),
    // Unread messages from before now were never news for a digest.
    messageDigestAt: new Date(),
    ...row,
    email: seed.email.toLowerCase(),
    slug: seed.slug ?? nextFreeSlug(base, await users.slugsLike(base)),
    passwordHash: await passwordHashFor(password),
  });
}

let counter = 0;
/** A unique throwaway user for a test. */
export function testUserSeed(overrides: Partial<UserSeed> = {}): UserSeed {
  counter += 1;
  const n = `${process.pid}-${counter}-${Math.random().toString(36).slice(2, 8)}`;
  return { fullName: `Test User ${counter}`, email: `user-${n}@example.test`, type: 'buyer', ...overrides };
}
