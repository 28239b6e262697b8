import type { LoginInput, RegisterInput } from '@estate/shared';
import { AppError } from '../../lib/app-error.js';
import type { UserRepository } from '../users/user.repository.js';
import { baseSlug, nextFreeSlug } from '../users/user-slug.js';
import type { UserRow } from '../users/user.table.js';
import type { LoginThrottle } from './login-throttle.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password.js';
import { hashToken, newSessionToken } from './session-token.js';
import type { SessionRepository } from './session.repository.js';

export interface AuthServiceDeps {
  users: UserRepository;
  sessions: SessionRepository;
  throttle: LoginThrottle;
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

export function authService(deps: AuthServiceDeps) {
  async function startSession(user: UserRow, client: ClientInfo): Promise<StartedSession> {
    const token = newSessionToken();
    const expiresAt = new Date(Date.now() + deps.sessionDays * 24 * 3600 * 1000);
    await deps.sessions.create({ tokenHash: hashToken(token), userId: user.id, expiresAt, ...client });
    return { user, token, expiresAt };
  }

  return {
    async register(input: RegisterInput, client: ClientInfo): Promise<StartedSession> {
      await deps.throttle.beforeRegistration(client.ip);
      const email = input.email.toLowerCase();
      if (await deps.users.findByEmail(email)) throw emailTaken();
      const passwordHash = await hashPassword(input.password);
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

    async login(input: LoginInput, client: ClientInfo): Promise<StartedSession> {
      await deps.throttle.beforeAttempt(client.ip, input.email);
      const user = await deps.users.findByEmail(input.email);
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
      await deps.throttle.succeeded(input.email);
      return startSession(user, client);
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
