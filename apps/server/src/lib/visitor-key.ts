import { createHash } from 'node:crypto';
import { addressKey } from './client-address.js';

const digest = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 22);

/**
 * Who counts once per day in a listing's views, clicks and shares: a signed-in user by account,
 * a guest by address (client-address.ts), never by anything the client sends (a rotated
 * User-Agent or cookie is free; an address is not). Hashed; never stored raw.
 */
export function visitorKey(user: { id: number } | null, ip: string): string {
  if (user) return `u:${user.id}`;
  return `v:${digest(addressKey(ip))}`;
}

/** The client address's key (client-address.ts), hashed: what is stored to bound an address. */
export function hashedAddressKey(ip: string): string {
  return digest(addressKey(ip));
}
