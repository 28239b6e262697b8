import { createHash, randomBytes } from 'node:crypto';
import type { Config } from '../config/env.js';
import { RETURNING_ARABIC_VISITOR_SCRIPT } from '@estate/shared';
import { externalMediaOrigin } from './media-storage.js';

/**
 * Security headers (docs/decisions/0023). Pages get a Content-Security-Policy with a fresh nonce
 * per response for React Router's inline hydration scripts, or, on pages every guest shares (a CDN
 * may hold them, decision 0035), the hashes of those scripts; everything else (API JSON, media,
 * built assets) gets a policy that allows nothing, and stored documents are sandboxed downloads.
 */

/** API answers, media and assets are never documents that run anything or may be framed. */
export const STRICT_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Uploaded documents (floor-plan PDFs, Word files): no script, no plugin, no same-origin access. */
export const DOCUMENT_CSP = "sandbox; default-src 'none'";

/** Powerful features the site never uses; nothing it embeds may ask for them either. */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), midi=(), display-capture=()';

/** One year; subdomains are left alone (they may not all be https). */
export const HSTS = 'max-age=31536000';

/** YouTube links are shown as privacy-enhanced embeds (apps/web property detail). */
const YOUTUBE_FRAMES = ['https://www.youtube-nocookie.com', 'https://www.youtube.com'];

/** 128 random bits, base64: a CSP nonce. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The nonce a page's policy allows, or null. */
export function nonceOf(policy: string | undefined): string | null {
  return (policy && /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(policy)?.[1]) || null;
}

/** What a page policy allows to run inline: this answer's nonce, or the hashes of its scripts. */
export type InlineScripts = { nonce: string } | { hashes: readonly string[] };

const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi;

const sha256Source = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/** Inline scripts the product writes as fixed text (their hash is known before any render). */
const FIXED_SCRIPTS = new Set([RETURNING_ARABIC_VISITOR_SCRIPT]);

/**
 * A page every guest shares (decision 0035) is rendered with `marker` as its nonce: React Router
 * and React put it on every inline script they write, and nothing else can, as the marker is
 * random per process and never leaves it. Answers the page with the marker taken out, and the CSP
 * sources ('sha256-…') of those scripts and of the product's fixed ones, each once. A script that
 * reached the body any other way (user content, were it ever to get through) is not allowed to
 * run (issue 38, attack S6).
 */
export function ownInlineScripts(html: string, marker: string): { html: string; hashes: string[] } {
  const hashes = new Set<string>();
  const stamp = ` nonce="${marker}"`;
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const [, attributes, script] = match as unknown as [string, string, string];
    if (attributes.includes(stamp) || FIXED_SCRIPTS.has(script)) hashes.add(sha256Source(script));
  }
  return { html: html.split(stamp).join(''), hashes: [...hashes] };
}

/** A marker for `ownInlineScripts`: 144 random bits, letters and digits only. */
export function newScriptMarker(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * The page policy for a nonce or for a set of script hashes. Sources are computed once from the configuration: the site itself,
 * map tiles (MAP_TILE_URL's origin), media in an S3 bucket, the chat server when it is elsewhere
 * (CHAT_WS_URL) and YouTube frames.
 */
export function pagePolicy(config: Config): (inline: InlineScripts) => string {
  const tiles = tileOrigin(config.MAP_TILE_URL);
  const media = externalMediaOrigin(config);
  const chat = config.CHAT_WS_URL ? socketOrigins(config.CHAT_WS_URL) : [];
  const images = unique(["'self'", 'data:', 'blob:', tiles, media]);
  const connect = unique(["'self'", ...socketOrigins(config.publicOrigin), ...chat]);
  const fixed = [
    "default-src 'self'",
    `img-src ${images.join(' ')}`,
    `media-src ${unique(["'self'", 'blob:', media]).join(' ')}`,
    // Style attributes rendered on the server (progress bars, chart legends, star fills, CSS
    // variables) need 'unsafe-inline' for attributes only; style sheets come from the site.
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    `connect-src ${connect.join(' ')}`,
    `frame-src ${YOUTUBE_FRAMES.join(' ')}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    ...(config.secureCookies ? ['upgrade-insecure-requests'] : []),
  ];
  return (inline) => {
    const scripts = 'nonce' in inline ? [`'nonce-${inline.nonce}'`] : inline.hashes;
    return [["script-src 'self'", ...scripts].join(' '), ...fixed].join('; ');
  };
}

/** The origin of a tile template ("https://{s}.tile.example/{z}/{x}/{y}.png" -> "https://*.tile.example"). */
export function tileOrigin(template: string): string | undefined {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template);
  if (!match) return undefined;
  const host = match[2]!.replace(/\{[^}]*\}/g, '*');
  return `${match[1]!.toLowerCase()}://${host.toLowerCase()}`;
}

/** An http(s) or ws(s) address as the origins a socket.io client uses: polling and WebSocket. */
function socketOrigins(address: string): string[] {
  const url = new URL(address);
  const secure = url.protocol === 'https:' || url.protocol === 'wss:';
  return [`${secure ? 'https' : 'http'}://${url.host}`, `${secure ? 'wss' : 'ws'}://${url.host}`];
}

function unique(values: (string | undefined)[]): string[] {
  return [...new Set(values.filter((v): v is string => Boolean(v)))];
}
