import type { Locale } from '@estate/shared';
import type { Db, Executor } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { NewUserRow, UserRow } from '../users/user.table.js';
import type { MailJob } from '../mail/mail-send-job.js';
import type { EmailTokenPurpose, EmailTokenRepository } from './email-token.repository.js';
import { hashPassword } from './password.js';

export type { MailJob };
import { hashToken, newSessionToken } from './session-token.js';
import { isUniqueViolation } from '../../lib/unique-violation.js';
import type { SessionRepository } from './session.repository.js';

/** A verification link works for a day; a reset link for 30 minutes (issue 15). */
const VERIFY_HOURS = 24;
const RESET_MINUTES = 30;
/** Mails of one purpose one account receives per hour at most (resend, reset requests). */
const MAILS_PER_HOUR = 3;

/** The users' rows, on the database or a transaction (users' repository, wired by its feature definition). */
export interface FlowUsers {
  findByEmail(email: string): Promise<UserRow | undefined>;
  findByIdForUpdate(id: number): Promise<UserRow | undefined>;
  update(id: number, patch: Partial<NewUserRow>): Promise<UserRow | undefined>;
}

export interface EmailFlowsDeps {
  db: Db;
  users: (executor: Db) => FlowUsers;
  tokens: EmailTokenRepository;
  sessions: SessionRepository;
  /** Enqueues a mail inside `tx` (a job: sent after the commit, retried when SMTP fails). */
  sendMail: (tx: Executor, mail: MailJob) => Promise<void>;
  /** Enqueues the handling of a reset request (same work for known and unknown addresses). */
  queueResetRequest: (tx: Executor, request: { email: string; locale: Locale }) => Promise<void>;
  /** The welcome credits, given once, when the address is confirmed (decision 0027). */
  /**
   * The welcome credits, once per account, given or refused by the network the address was
   * confirmed from (`ip`; null: no request, e.g. a command-line tool).
   */
  grantSignupCredits: (tx: Db, userId: number, ip: string | null) => Promise<unknown>;
  supportEmail: string;
}

const invalidToken = (field: string) =>
  new AppError(400, 'token_invalid', 'This link is invalid, used or expired. Ask for a new one.', {
    [field]: 'auth.errors.token_invalid',
  });

/**
 * The account flows that go through the mailbox (decision 0027): verification of the address,
 * password recovery, and the notices that tell an owner what happened to their account.
 */
export function emailFlows(deps: EmailFlowsDeps) {
  const { db, tokens } = deps;

  async function newToken(tx: Executor, userId: number, purpose: EmailTokenPurpose, ttlMs: number, newEmail?: string) {
    await tokens.revoke(tx, userId, purpose);
    const token = newSessionToken();
    const expiresAt = new Date(Date.now() + ttlMs);
    await tokens.create(tx, { userId, purpose, tokenHash: hashToken(token), expiresAt, newEmail });
    return token;
  }

  /** Marks the address confirmed and gives the welcome credits, both once. */
  async function markVerified(tx: Db, user: UserRow, ip: string | null): Promise<void> {
    if (user.emailVerifiedAt) return;
    await deps.users(tx).update(user.id, { emailVerifiedAt: new Date() });
    await deps.grantSignupCredits(tx, user.id, ip);
  }

  async function lockedUser(tx: Db, userId: number): Promise<UserRow | undefined> {
    return deps.users(tx).findByIdForUpdate(userId);
  }

  /** A new verification link for `user`, sent inside `tx` (sign-up, resend). */
  async function sendVerification(tx: Executor, user: UserRow): Promise<void> {
    const token = await newToken(tx, user.id, 'verify_email', VERIFY_HOURS * 3600 * 1000);
    await deps.sendMail(tx, {
      to: user.email,
      template: 'verify_email',
      locale: localeOf(user),
      name: user.fullName,
      actionPath: `/auth/verify-email?token=${token}`,
    });
  }

  /** Security notice after any password change (settings or reset). */
  async function passwordChanged(tx: Executor, user: UserRow): Promise<void> {
    await deps.sendMail(tx, {
      to: user.email,
      template: 'password_changed',
      locale: localeOf(user),
      name: user.fullName,
      actionPath: '/auth/forgot-password',
      values: { time: new Date().toISOString().slice(0, 16).replace('T', ' '), support: deps.supportEmail },
    });
  }
  const utcNow = () => new Date().toISOString().slice(0, 16).replace('T', ' ');

  return {
    sendVerification,

    /** A login from a browser the account never used (not the very first login). */
    async newDeviceLogin(user: UserRow, client: { ip: string; userAgent?: string }): Promise<void> {
      await db.transaction((tx) =>
        deps.sendMail(tx, {
          to: user.email,
          template: 'new_device',
          locale: localeOf(user),
          name: user.fullName,
          actionPath: '/auth/forgot-password',
          values: { time: utcNow(), device: browserName(client.userAgent), ip: client.ip },
        }),
      );
    },

    /**
     * The login throttle paused sign-ins to the account after a run of wrong passwords: the owner
     * learns from where, for how long, and that the password itself is safe to keep or change.
     */
    async loginPaused(user: UserRow, client: { ip: string; userAgent?: string }, seconds: number): Promise<void> {
      await db.transaction((tx) =>
        deps.sendMail(tx, {
          to: user.email,
          template: 'login_paused',
          locale: localeOf(user),
          name: user.fullName,
          actionPath: '/auth/forgot-password',
          values: {
            time: utcNow(),
            // The minutes are the count the intro's plural forms follow ("1 minute", "5 minutes").
            count: String(Math.max(1, Math.ceil(seconds / 60))),
            device: browserName(client.userAgent),
            ip: client.ip,
          },
        }),
      );
    },

    /** Inside the suspending transaction: the owner learns why. */
    async accountSuspended(tx: Executor, user: UserRow, reason: string): Promise<void> {
      await deps.sendMail(tx, {
        to: user.email,
        template: 'account_suspended',
        locale: localeOf(user),
        name: user.fullName,
        actionPath: '/terms',
        values: { reason, support: deps.supportEmail },
      });
    },

    /** "Resend" on the banner: a new link, at most three an hour. */
    async resendVerification(user: UserRow): Promise<void> {
      if (user.emailVerifiedAt) return;
      await db.transaction(async (tx) => {
        if ((await tokens.countSince(user.id, 'verify_email', hourAgo(), tx)) >= MAILS_PER_HOUR) throw tooManyMails();
        await sendVerification(tx, user);
      });
    },

    /** Someone signed up with an address that has an account: its owner is told, nothing else happens. */
    async registrationAttempted(tx: Executor, owner: UserRow): Promise<void> {
      if (owner.deletedAt) return;
      await deps.sendMail(tx, {
        to: owner.email,
        template: 'register_attempt',
        locale: localeOf(owner),
        name: owner.fullName,
        actionPath: '/auth/forgot-password',
      });
    },

    /**
     * The link of the verification mail: the address is confirmed; answers the user to sign in.
     * The first confirmation ends every session the account had (issue 38, attack S2): whoever
     * signed up with someone else's address and signed in before the owner confirmed it is out,
     * and `firstTime` lets the page ask the owner to set a password of their own.
     */
    async verifyEmail(token: string, ip: string | null): Promise<{ user: UserRow; firstTime: boolean }> {
      const confirmed = await db.transaction(async (tx) => {
        const used = await tokens.consume(tx, hashToken(token), 'verify_email');
        const user = used && (await lockedUser(tx, used.userId));
        if (!user || user.deletedAt || user.accountStatus !== 'active') throw invalidToken('token');
        await markVerified(tx, user, ip);
        return {
          user: { ...user, emailVerifiedAt: user.emailVerifiedAt ?? new Date() },
          firstTime: !user.emailVerifiedAt,
        };
      });
      if (confirmed.firstTime) await deps.sessions.deleteOthers(confirmed.user.id, null);
      return confirmed;
    },

    /**
     * "Forgot password?": the same work and the same answer whether or not the address has an
     * account (a queued job looks it up), so the answer tells an attacker nothing.
     */
    async requestPasswordReset(email: string, locale: Locale): Promise<void> {
      await db.transaction((tx) => deps.queueResetRequest(tx, { email: email.toLowerCase(), locale }));
    },

    /** The queued half of a reset request: a link for an active account, at most three an hour. */
    async handleResetRequest(request: { email: string; locale: Locale }): Promise<void> {
      const user = await deps.users(db).findByEmail(request.email);
      if (!user || user.deletedAt || user.accountStatus !== 'active') return;
      if ((await tokens.countSince(user.id, 'reset_password', hourAgo())) >= MAILS_PER_HOUR) return;
      await db.transaction(async (tx) => {
        const token = await newToken(tx, user.id, 'reset_password', RESET_MINUTES * 60 * 1000);
        await deps.sendMail(tx, {
          to: user.email,
          template: 'reset_password',
          locale: request.locale,
          name: user.fullName,
          actionPath: `/auth/reset-password?token=${token}`,
        });
      });
    },

    /** Whether a reset link still works, so its page shows the form or only "ask again" (issue 39, U8). */
    resetLinkWorks: (token: string) => tokens.isLive(hashToken(token), 'reset_password'),

    /**
     * The reset link's form: a new password, once. Every session and real-time connection of the
     * account ends (whoever knew the old password is out), and the owner gets a notice.
     */
    async resetPassword(token: string, newPassword: string, ip: string | null): Promise<void> {
      const user = await db.transaction(async (tx) => {
        const used = await tokens.consume(tx, hashToken(token), 'reset_password');
        const user = used && (await lockedUser(tx, used.userId));
        if (!user || user.deletedAt || user.accountStatus !== 'active') throw invalidToken('token');
        // Hashed only for a genuine link: made-up tokens cost a lookup, not a password hash.
        await deps.users(tx).update(user.id, { passwordHash: await hashPassword(newPassword) });
        await tokens.revoke(tx, user.id, 'reset_password');
        // The link came to the mailbox: the address is the owner's.
        await markVerified(tx, user, ip);
        await passwordChanged(tx, user);
        return user;
      });
      await deps.sessions.deleteOthers(user.id, null);
    },

    passwordChanged,

    /**
     * "Change e-mail" (settings): a link to the new address, which becomes the account's only once
     * opened from there. A taken address gets the same answer and no mail (no enumeration).
     */
    async requestEmailChange(user: UserRow, newEmail: string): Promise<void> {
      const email = newEmail.toLowerCase();
      if (email === user.email) {
        throw new AppError(400, 'validation_failed', 'This is already your e-mail address.', {
          new_email: 'account.errors.email_same',
        });
      }
      if (await deps.users(db).findByEmail(email)) return;
      await db.transaction(async (tx) => {
        if ((await tokens.countSince(user.id, 'change_email', hourAgo(), tx)) >= MAILS_PER_HOUR) throw tooManyMails();
        const token = await newToken(tx, user.id, 'change_email', VERIFY_HOURS * 3600 * 1000, email);
        await deps.sendMail(tx, {
          to: email,
          template: 'confirm_email_change',
          locale: localeOf(user),
          name: user.fullName,
          actionPath: `/auth/confirm-email-change?token=${token}`,
        });
      });
    },

    /** The link at the new address: the account's e-mail changes; the old address is told. */
    async confirmEmailChange(token: string): Promise<void> {
      try {
        await db.transaction(async (tx) => {
          const used = await tokens.consume(tx, hashToken(token), 'change_email');
          const user = used?.newEmail ? await lockedUser(tx, used.userId) : undefined;
          if (!user || !used?.newEmail || user.deletedAt || user.accountStatus !== 'active') {
            throw invalidToken('token');
          }
          await deps.users(tx).update(user.id, { email: used.newEmail, emailVerifiedAt: new Date() });
          await deps.sendMail(tx, {
            to: user.email,
            template: 'email_changed',
            locale: localeOf(user),
            name: user.fullName,
            actionPath: '/auth/forgot-password',
            values: { email: used.newEmail, support: deps.supportEmail },
          });
        });
      } catch (error) {
        // Someone signed up with the new address meanwhile: the unique index decides.
        if (isUniqueViolation(error)) throw invalidToken('token');
        throw error;
      }
    },
  };
}
export type EmailFlows = ReturnType<typeof emailFlows>;

const hourAgo = () => new Date(Date.now() - 3600 * 1000);

function localeOf(user: UserRow): Locale {
  return user.locale === 'ar' ? 'ar' : 'en';
}

/** "Chrome on Android" from a User-Agent, enough for an owner to recognise a browser. */
export function browserName(userAgent = ''): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /OPR\//.test(userAgent)
      ? 'Opera'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Chrome\//.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : 'a browser';
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : '';
  return system ? `${browser} on ${system}` : browser;
}

function tooManyMails() {
  return new AppError(429, 'too_many_attempts', 'Too many e-mails were sent. Please try again in an hour.');
}
