import { SESSION_COOKIE } from '@estate/shared';
import type { FastifyReply } from 'fastify';
import type { AppInstance } from '../../app-types.js';
import type { StartedSession } from './auth.service.js';
import { requireUser } from './require-user.js';
import { AppError } from '../../lib/app-error.js';
import { verifyPassword } from './password.js';
import * as contract from '@estate/shared/contracts/auth';
import { route } from '../../lib/route.js';
/** The login throttle's device cookie (OWASP "device cookies"); see login-throttle.ts. */
const DEVICE_COOKIE = 'did';

export async function authRoutes(app: AppInstance) {
  const { auth, users, emailFlows } = app.services;
  /** "Forgot password?" requests per network address and per e-mail address (decision 0027). */
  const resetRequestsPerIp = app.services.rateLimit({ keyPrefix: 'reset-ip', points: 10, seconds: 3600 });
  const resetRequestsPerEmail = app.services.rateLimit({ keyPrefix: 'reset-email', points: 5, seconds: 3600 });
  /** Link tokens (verify, reset, e-mail change) tried per network address: guessing is hopeless, flooding is not. */
  const tokenTries = app.services.rateLimit({ keyPrefix: 'link-token-ip', points: 30, seconds: 15 * 60 });
  const limitTokenTries = async (req: { ip: string }) => {
    if (!(await tokenTries.allow(req.ip))) {
      throw new AppError(429, 'too_many_attempts', 'Too many links tried from this network. Please try again later.');
    }
  };
  /** Current-password checks per user, with the account feature's (same key prefix and budget). */
  const passwordChecks = app.services.rateLimit({ keyPrefix: 'account-password', points: 10, seconds: 15 * 60 });

  const setSessionCookie = (reply: FastifyReply, session: StartedSession) =>
    reply.setCookie(SESSION_COOKIE, session.token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: app.config.secureCookies,
      expires: session.expiresAt,
    });

  route(app, contract.postAuthRegister, async (req, reply) => {
    await auth.register(req.body, clientOf(req), req.locale);
    return reply.status(202).send({ status: 'verification_sent' as const, email: req.body.email.toLowerCase() });
  });

  route(app, contract.postAuthVerifyEmail, async (req, reply) => {
    await limitTokenTries(req);
    const { user, firstTime } = await emailFlows.verifyEmail(req.body.token, req.ip);
    await auth.logout(req.sessionTokenHash);
    const session = await auth.startSession(user, clientOf(req));
    setSessionCookie(reply, session);
    return { user: await users.profileOf(session.user), first_confirmation: firstTime };
  });

  route(app, contract.postAuthVerifyEmailResend, async (req) => {
    await emailFlows.resendVerification(requireUser(req));
    return { status: 'success' as const, message: 'A new link is on its way.' };
  });

  route(app, contract.postAuthUserChangeEmail, async (req, reply) => {
    const user = requireUser(req);
    if (!(await passwordChecks.allow(String(user.id)))) {
      throw new AppError(429, 'too_many_attempts', 'Too many password checks. Please try again later.');
    }
    if (!(await verifyPassword(user.passwordHash, req.body.password))) {
      throw new AppError(400, 'wrong_password', 'Your current password is not correct.', {
        password: 'account.errors.current_password_wrong',
      });
    }
    await emailFlows.requestEmailChange(user, req.body.new_email);
    return reply.status(202).send({
      status: 'success' as const,
      message: 'A link is on its way to the new address. Open it there to confirm.',
    });
  });

  route(app, contract.postAuthEmailChangeConfirm, async (req) => {
    await limitTokenTries(req);
    await emailFlows.confirmEmailChange(req.body.token);
    return { status: 'success' as const, message: 'Your e-mail address was changed.' };
  });

  route(app, contract.postAuthPasswordForgot, async (req, reply) => {
    if (!(await resetRequestsPerIp.allow(req.ip))) {
      throw new AppError(429, 'too_many_attempts', 'Too many requests from this network. Please try again later.');
    }
    // Past the per-address limit the answer is the same and nothing is sent.
    if (await resetRequestsPerEmail.allow(req.body.email.toLowerCase())) {
      await emailFlows.requestPasswordReset(req.body.email, req.locale);
    }
    return reply.status(202).send({
      status: 'success' as const,
      message: 'If an account uses this address, a link to reset its password is on its way.',
    });
  });

  route(app, contract.postAuthPasswordResetCheck, async (req) => {
    await limitTokenTries(req);
    return { works: await emailFlows.resetLinkWorks(req.body.token) };
  });

  route(app, contract.postAuthPasswordReset, async (req) => {
    await limitTokenTries(req);
    await emailFlows.resetPassword(req.body.token, req.body.new_password, req.ip);
    return { status: 'success' as const, message: 'Your password was changed. Log in with the new one.' };
  });

  route(app, contract.postAuthLogin, async (req, reply) => {
    const session = await auth.login(req.body, { ...clientOf(req), deviceToken: req.cookies[DEVICE_COOKIE] });
    // A new token at every login; the session this browser had before ends here.
    await auth.logout(req.sessionTokenHash);
    setSessionCookie(reply, session);
    // Marks this browser as one the account used: its failed logins are counted on their own.
    reply.setCookie(DEVICE_COOKIE, session.deviceToken, {
      path: '/api/auth/login/',
      httpOnly: true,
      sameSite: 'strict',
      secure: app.config.secureCookies,
      maxAge: 365 * 24 * 3600,
    });
    return { user: await users.profileOf(session.user) };
  });

  route(app, contract.getAuthUserProfile, async (req, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return users.profileOf(requireUser(req));
  });

  route(app, contract.postAuthUserLogout, async (req, reply) => {
    await auth.logout(req.sessionTokenHash);
    reply.clearCookie(SESSION_COOKIE, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: app.config.secureCookies,
    });
    return { status: 'success' as const, message: 'Logged out.' };
  });
}

function clientOf(req: { ip: string; headers: Record<string, string | string[] | undefined> }) {
  const ua = req.headers['user-agent'];
  return { ip: req.ip, userAgent: typeof ua === 'string' ? ua : undefined };
}
