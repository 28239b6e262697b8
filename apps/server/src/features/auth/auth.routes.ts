import { z } from 'zod';
import { loginSchema, okSchema, profileSchema, registerSchema, SESSION_COOKIE } from '@estate/shared';
import type { FastifyReply } from 'fastify';
import type { AppInstance } from '../../app-types.js';
import type { StartedSession } from './auth.service.js';
import { requireUser } from './require-user.js';

const sessionAnswer = z.object({ user: profileSchema });
/** The login throttle's device cookie (OWASP "device cookies"); see login-throttle.ts. */
const DEVICE_COOKIE = 'did';

export async function authRoutes(app: AppInstance) {
  const { auth, users } = app.services;

  const setSessionCookie = (reply: FastifyReply, session: StartedSession) =>
    reply.setCookie(SESSION_COOKIE, session.token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: app.config.secureCookies,
      expires: session.expiresAt,
    });

  app.post(
    '/api/auth/register/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account and sign in',
        body: registerSchema,
        response: { 201: sessionAnswer },
      },
    },
    async (req, reply) => {
      const session = await auth.register(req.body, clientOf(req));
      setSessionCookie(reply, session);
      return reply.status(201).send({ user: await users.profileOf(session.user) });
    },
  );

  app.post(
    '/api/auth/login/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password (throttled per IP and per account)',
        body: loginSchema,
        response: { 200: sessionAnswer },
      },
    },
    async (req, reply) => {
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
    },
  );

  app.get(
    '/api/auth/user/profile/',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user, including liked_properties',
        response: { 200: profileSchema },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return users.profileOf(requireUser(req));
    },
  );

  app.post(
    '/api/auth/user/logout/',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the current session (the server forgets it)',
        response: { 200: okSchema },
      },
    },
    async (req, reply) => {
      await auth.logout(req.sessionTokenHash);
      reply.clearCookie(SESSION_COOKIE, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: app.config.secureCookies,
      });
      return { status: 'success' as const, message: 'Logged out.' };
    },
  );
}

function clientOf(req: { ip: string; headers: Record<string, string | string[] | undefined> }) {
  const ua = req.headers['user-agent'];
  return { ip: req.ip, userAgent: typeof ua === 'string' ? ua : undefined };
}
