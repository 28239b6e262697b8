import { randomBytes } from 'node:crypto';
import type { Locale, LoginInput, RegisterInput } from '@estate/shared';
import type { Db } from '../../db/database.js';
import type { EmailFlows } from './email-flows.service.js';
import { AppError } from '../../lib/app-error.js';
import { baseSlug, nextFreeSlug } from '../users/user-slug.js';
import type { NewUserRow, UserRow } from '../users/user.table.js';
import { LoginPaused, type LoginThrottle } from './login-throttle.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password.js';
import { hashToken, newSessionToken } from './session-token.js';
import type { SessionMemo } from './session-memo.js';
import type { SessionRepository } from './session.repository.js';
import type { TrustedDeviceRepository } from './trusted-device.repository.js';
import { isUniqueViolation } from '../../lib/unique-violation.js';
import { addressKey } from '../../lib/client-address.js';

export interface AuthServiceDeps {
  /** The users' rows (users' repository, wired by its feature definition). */
  users: {
    findByEmail(email: string): Promise<UserRow | undefined>;
    slugsLike(base: string): Promise<string[]>;
    insert(row: NewUserRow): Promise<UserRow>;
  };
  sessions: SessionRepository;
  /** Who is asking, kept for a few seconds per session (session-memo.ts). */
  memo: SessionMemo;
  /** The users' repository on a transaction (a sign-up and its verification mail commit together). */
  usersIn: (tx: Db) => { insert(row: NewUserRow): Promise<UserRow> };
  db: Db;
  flows: EmailFlows;
  /** "Someone tried to sign up with your address" mails per address (a stranger cannot flood an inbox). */
  attemptMails: { allow(key: string): Promise<boolean> };
  /** "Logins to your account were paused" notices per account (one per pause would flood an inbox). */
  pauseNotices: { allow(key: string): Promise<boolean> };
  throttle: LoginThrottle;
  devices: TrustedDeviceRepository;
  sessionDays: number;
}

export interface SignedIn {
  user: UserRow;
  tokenHash: string;
}

export interface ClientInfo {
  ip: string;
  userAgent?: string;
}

export interface StartedSession {
  user: UserRow;
  token: string;
  expiresAt: Date;
}

/** A login's session, and the device token that marks this browser as one the account used before. */
export interface LoggedIn extends StartedSession {
  deviceToken: string;
}

export function authService(deps: AuthServiceDeps) {
  async function startSession(user: UserRow, client: ClientInfo): Promise<StartedSession> {
    const token = newSessionToken();
    const expiresAt = new Date(Date.now() + deps.sessionDays * 24 * 3600 * 1000);
    const { ip, userAgent } = client;
    await deps.sessions.create({ tokenHash: hashToken(token), userId: user.id, expiresAt, ip, userAgent });
    return { user, token, expiresAt };
  }

  return {
    /**
     * Sign-up (decision 0027): a new address gets an account and a verification link; a taken one
     * gets nothing new, and its owner a notice. Both answer the same, so sign-up does not tell
     * who has an account. No session starts here: the link signs the new user in.
     */
    async register(input: RegisterInput, client: ClientInfo, locale: Locale): Promise<void> {
      await deps.throttle.beforeRegistration(addressKey(client.ip));
      const email = input.email.toLowerCase();
      // The password is hashed first, so a taken address answers no faster than a new one.
      const passwordHash = await hashPassword(input.password);
      const taken = async () => {
        const owner = await deps.users.findByEmail(email);
        if (!owner) return false;
        if (await deps.attemptMails.allow(email)) {
          await deps.db.transaction((tx) => deps.flows.registrationAttempted(tx, owner));
        }
        return true;
      };
      if (await taken()) return;
      const base = baseSlug(input.full_name);
      for (let attempt = 0; ; attempt++) {
        // Sign-ups with the same name at the same moment all find the same free slug: after a
        // collision, a random ending (issue 38: 13 of 20 concurrent ones answered 500).
        const free = nextFreeSlug(base, await deps.users.slugsLike(base));
        const slug = attempt === 0 ? free : `${base}-${randomBytes(4).toString('hex')}`;
        try {
          await deps.db.transaction(async (tx) => {
            const user = await deps.usersIn(tx).insert({
              fullName: input.full_name,
              email,
              slug,
              passwordHash,
              type: input.type,
              phoneNumber: input.phone_number,
              termsAcceptedAt: new Date(),
              locale,
            });
            await deps.flows.sendVerification(tx, user);
          });
          return;
        } catch (error) {
          // Two sign-ups raced for the same e-mail or slug: the unique indexes decide.
          if (!isUniqueViolation(error) || attempt > 5) throw error;
          if (await taken()) return;
        }
      }
    },

    startSession,

    /**
     * Checks the password under the login throttle (login-throttle.ts). `deviceToken` is the
     * cookie this browser was given at an earlier successful login, if any.
     */
    async login(input: LoginInput, client: ClientInfo & { deviceToken?: string }): Promise<LoggedIn> {
      const address = addressKey(client.ip);
      await deps.throttle.beforeAttempt(address);
      let user: UserRow | undefined;
      let trustedDevice: string | undefined;
      try {
        user = await deps.users.findByEmail(input.email);
        const deviceHash = client.deviceToken ? hashToken(client.deviceToken) : undefined;
        if (user && deviceHash && (await deps.devices.belongsTo(deviceHash, user.id))) trustedDevice = deviceHash;
      } catch (error) {
        // A database failure is not a wrong password: it must not count towards any lockout.
        await deps.throttle.attemptFailedOnOurSide(address);
        throw error;
      }
      const scope = { email: input.email, address, trustedDevice };
      try {
        await deps.throttle.beforeCheck(scope);
      } catch (error) {
        // Someone is guessing this account's password: its owner hears of it (decision 0027).
        if (error instanceof LoginPaused && user && (await deps.pauseNotices.allow(String(user.id)))) {
          await deps.flows.loginPaused(user, client, error.seconds);
        }
        throw error;
      }
      const ok = user
        ? await verifyPassword(user.passwordHash, input.password)
        : (await verifyPassword(await dummyPasswordHash(), input.password), false);
      if (!user || !ok) {
        throw new AppError(401, 'invalid_credentials', 'The e-mail or password is incorrect.', {
          password: 'auth.login.invalid_credentials',
        });
      }
      // A suspended, deactivated or deleted account cannot start a session (and its old ones are ignored).
      if (user.deletedAt) {
        throw new AppError(403, 'account_inactive', 'This account has been deleted.');
      }
      if (user.accountStatus === 'suspended') {
        throw new AppError(
          403,
          'account_inactive',
          'This account has been suspended by an administrator. Please contact support.',
        );
      }
      if (user.accountStatus !== 'active') {
        throw new AppError(403, 'account_inactive', 'This account is not active. Please contact support.');
      }
      await deps.throttle.succeeded(scope);
      // A browser this account never used, when it used others before: the owner is told.
      if (!trustedDevice && (await deps.devices.any(user.id))) await deps.flows.newDeviceLogin(user, client);
      const deviceToken = trustedDevice ? client.deviceToken! : newSessionToken();
      await deps.devices.remember(hashToken(deviceToken), user.id);
      return { ...(await startSession(user, client)), deviceToken };
    },

    async logout(tokenHash: string | null) {
      if (tokenHash) await deps.sessions.delete(tokenHash);
    },

    /** Who a session cookie belongs to; `fresh` reads the database even when the memo keeps it. */
    async userForToken(token: string, options: { fresh?: boolean } = {}): Promise<SignedIn | undefined> {
      const tokenHash = hashToken(token);
      const kept = options.fresh ? undefined : deps.memo.get(tokenHash);
      if (kept) return { user: kept.user, tokenHash };
      const ticket = deps.memo.ticket();
      const live = await deps.sessions.findLive(tokenHash);
      if (!live) return undefined;
      deps.memo.set(tokenHash, live, ticket);
      return { user: live.user, tokenHash };
    },
  };
}
export type AuthService = ReturnType<typeof authService>;
