import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REVEAL_DEVICE_COOKIE } from '@estate/shared';

const YEAR_SECONDS = 365 * 24 * 3600;
/** 32 random bytes, base64url: what this server sets; anything else sent is replaced. */
const DEVICE_ID = /^[A-Za-z0-9_-]{43}$/;

/**
 * A guest browser's device id for the phone reveals' daily limit (issue 42): the cookie it sent,
 * else a new random one set now (httpOnly, SameSite=Lax, for a year, for /api/ only). Only its
 * SHA-256 is stored. Null for a signed-in user, whose account is counted instead.
 */
export function revealDevice(req: FastifyRequest, reply: FastifyReply, secure: boolean): string | null {
  if (req.user) return null;
  const sent = req.cookies[REVEAL_DEVICE_COOKIE];
  if (sent && DEVICE_ID.test(sent)) return sent;
  const id = randomBytes(32).toString('base64url');
  reply.setCookie(REVEAL_DEVICE_COOKIE, id, {
    path: '/api/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: YEAR_SECONDS,
  });
  return id;
}
