import type { LoginInput, RegisterInput } from '@estate/shared';
import { AppError } from '../../lib/app-error.js';
import { baseSlug, nextFreeSlug } from '../users/user-slug.js';
import type { NewUserRow, UserRow } from '../users/user.table.js';
import type { LoginThrottle } from './login-throttle.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password.js';
import { hashToken, newSessionToken } from './session-token.js';
import type { SessionRepository } from './session.repository.js';
import type { TrustedDeviceRepository } from './trusted-device.repository.js';
import { addressKey } from '../../lib/client-address.js';

export interface AuthServiceDeps {
  /** The users' rows (users' repository, wired by services.ts). */
  users: {
    findByEmail(email: string): Promise<UserRow | undefined>;
    slugsLike(base: string): Promise<string[]>;
    insert(row: NewUserRow): Promise<UserRow>;
  };
  sessions: SessionRepository;
  throttle: LoginThrottle;
  devices: TrustedDeviceRepository;
  sessionDays: number;
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
    async register(input: RegisterInput, client: ClientInfo): Promise<StartedSession> {
      await deps.throttle.beforeRegistration(addressKey(client.ip));
      const email = input.email.toLowerCase();
      // The password is hashed first, so a taken address answers no faster than a new one.
      const passwordHash = await hashPassword(input.password);
      if (await deps.users.findByEmail(email)) throw emailTaken();
      const base = baseSlug(input.full_name);
      let user: UserRow | undefined;
      for (let attempt = 0; !user; attempt++) {
        const slug = nextFreeSlug(base, await deps.users.slugsLike(base));
        try {
          user = await deps.users.insert({
            fullName: input.full_name,
            email,
            slug,
            passwordHash,
            type: input.type,
            phoneNumber: input.phone_number,
            termsAcceptedAt: new Date(),
          });
        } catch (error) {
          // Two sign-ups raced for the same e-mail or slug: the unique indexes decide.
          if (!isUniqueViolation(error) || attempt > 3) throw error;
          if (await deps.users.findByEmail(email)) throw emailTaken();
        }
      }
      return startSession(user, client);
    },

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
      await deps.throttle.beforeCheck(scope);
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
      const deviceToken = trustedDevice ? client.deviceToken! : newSessionToken();
      await deps.devices.remember(hashToken(deviceToken), user.id);
      return { ...(await startSession(user, client)), deviceToken };
    },

    async logout(tokenHash: string | null) {
      if (tokenHash) await deps.sessions.delete(tokenHash);
    },

    async userForToken(token: string): Promise<{ user: UserRow; tokenHash: string } | undefined> {
      const tokenHash = hashToken(token);
      const user = await deps.sessions.findUser(tokenHash);
      return user ? { user, tokenHash } : undefined;
    },
  };
}
export type AuthService = ReturnType<typeof authService>;

function emailTaken() {
  return new AppError(409, 'email_taken', 'An account with this e-mail already exists.', {
    email: 'validation.email_taken',
  });
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}
