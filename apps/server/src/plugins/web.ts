import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import {
  ARABIC_HOME_SENT_COOKIE,
  idFromSlug,
  LOCALE_COOKIE,
  STATIC_PAGES,
  withoutLocale,
  type SsrApiAnswer,
  type SsrContext,
} from '@estate/shared';
import { operationUrl } from '@estate/shared/contracts/client';
import type { HttpMethod, Operation } from '@estate/shared/contracts/operation';
import type { AppInstance } from '../app-types.js';
import { guestCacheControl } from '../lib/guest-cache.js';
import { createRenderMemo } from '../lib/render-memo.js';
import { cacheTags } from '../lib/response-cache.js';
import { newNonce, newScriptMarker, ownInlineScripts, pagePolicy } from '../lib/security-headers.js';

export type WebMode = 'production' | 'development' | 'off';

export function webAppDir(): string {
  const require = createRequire(import.meta.url);
  return path.dirname(require.resolve('@estate/web/package.json'));
}

/**
 * Hands every path that is not /api, /media or a built asset to the React Router server
 * renderer. Production serves apps/web/build; development runs Vite in middleware mode.
 */
export async function webPlugin(app: AppInstance, opts: { mode: WebMode }) {
  if (opts.mode === 'off') return;
  const webDir = webAppDir();
  // Development reloads the build on every request; production hands React Router the build
  // itself, so its routes are prepared once (given a function, it rebuilds them per request).
  let build: ServerBuild | (() => Promise<ServerBuild>);

  if (opts.mode === 'development') {
    const vite = await import('vite');
    const server = await vite.createServer({
      root: webDir,
      configFile: path.join(webDir, 'vite.config.ts'),
      server: { middlewareMode: true },
      appType: 'custom',
    });
    await app.register((await import('@fastify/middie')).default);
    app.use(server.middlewares);
    app.addHook('onClose', () => server.close());
    build = () => server.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  } else {
    const buildDir = path.join(webDir, 'build');
    const serverEntry = path.join(buildDir, 'server', 'index.js');
    if (!fs.existsSync(serverEntry)) {
      throw new Error(`The web app is not built (${serverEntry} is missing): run "npm run build" first.`);
    }
    build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
    await app.register(fastifyStatic, {
      root: path.join(buildDir, 'client'),
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: false,
      // The build writes each script and stylesheet compressed (apps/web/vite.config.ts); the
      // global compression leaves an answer that already has a Content-Encoding alone.
      preCompressed: true,
      // The plugin's own Cache-Control (max-age=0) would replace the one set below (issue 17).
      cacheControl: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
        // The same address answers brotli, gzip or plain by the request's Accept-Encoding.
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }

  const handle = createRequestHandler(build, opts.mode);
  // Development rebuilds the page code as it changes: a kept render could be of the old code.
  const renderMemo = opts.mode === 'production' ? createRenderMemo(app.config.RENDER_MEMO_MB) : undefined;
  // A page's own answer carries its own nonce for React Router's inline scripts; a page every guest
  // shares names the hashes of its inline scripts instead, so a CDN can hold it (decision 0035).
  // Development only reports violations (Vite's client and hot reloading inject scripts of their own).
  const policy = pagePolicy(app.config);
  const cspHeader = opts.mode === 'production' ? 'content-security-policy' : 'content-security-policy-report-only';

  await app.register(async (pages) => {
    // React Router reads request bodies itself.
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_req, _payload, done) => done(null));
    const cache = app.services.responseCache;
    const publicAnswer = guestCacheControl(cache.seconds);
    pages.all('/*', { schema: { hide: true } }, async (req, reply) => {
      const home = returningArabicVisitor(req);
      if (home) {
        // Once per browser session: a visitor who then opens the English home page stays there.
        reply.header('set-cookie', `${ARABIC_HOME_SENT_COOKIE}=1; Path=/; SameSite=Lax`);
        return reply.header('Cache-Control', 'private, no-store').redirect(home, 302);
      }
      const shared = isSharedGuestPage(req);
      if (!shared) return renderOwnPage(req, reply);
      // The response cache keeps the listing pages (a listing change drops exactly what it touches);
      // the other shared pages are only marked for a CDN.
      const key = cache.enabled && shared === 'listings' ? `page|${req.url}|${req.locale}` : null;
      // Identical concurrent misses render once: the others wait for the first one's page.
      // (No await between the miss and `lead` below, or every request would find no leader.)
      const pending = key && !cache.get(key) ? cache.wait(key) : undefined;
      const hit = key ? (cache.get(key) ?? (pending && (await pending))) : undefined;
      if (hit) return reply.status(hit.status).headers(hit.headers).header('x-cache', 'hit').send(hit.body);
      const ticket = cache.ticket();
      const release = key ? cache.lead(key) : () => {};
      reply.raw.once('close', () => release(null));
      try {
        const context = { ...(await ssrContext(app, req, true)), renderMemo } as SsrContext & Record<string, unknown>;
        const response = await handle(toFetchRequest(req, reply, true), context);
        const { html: body, hashes } = ownInlineScripts(await response.text(), SHARED_PAGE_SCRIPT_MARKER);
        response.headers.set(cspHeader, policy({ hashes }));
        if (response.headers.has('set-cookie')) {
          // Nothing the render sets for one visitor may reach another.
          release(null);
          response.headers.set('Cache-Control', 'private, no-store');
          response.headers.set('Vary', 'Cookie');
          return sendFetchResponse(reply, new Response(body, { status: response.status, headers: response.headers }));
        }
        // The same for every guest: no Vary on Cookie (a CDN passes visitors with a session cookie
        // to the origin, decision 0035). Refusals and redirects are not kept.
        const keep = response.status === 200;
        response.headers.set('Cache-Control', keep ? publicAnswer : 'no-cache');
        const page = { status: response.status, headers: Object.fromEntries(response.headers), body };
        release(key && keep && cache.set(key, page, guestPageTags(req), ticket) ? page : null);
        return reply.status(page.status).headers(page.headers).send(body);
      } catch (error) {
        release(null);
        throw error;
      }
    });

    /** A page that depends on who asks (a signed-in visitor, a form, a private link): never shared. */
    async function renderOwnPage(req: FastifyRequest, reply: FastifyReply) {
      const context = (await ssrContext(app, req, false)) as SsrContext & Record<string, unknown>;
      const response = await handle(toFetchRequest(req, reply, false), context);
      response.headers.set(cspHeader, policy({ nonce: context.cspNonce! }));
      response.headers.set('Vary', 'Cookie');
      if (!response.headers.has('Cache-Control') || req.user) {
        response.headers.set('Cache-Control', req.user ? 'private, no-store' : 'private, no-cache');
      }
      return sendFetchResponse(reply, response);
    }
  });
}

/**
 * A returning visitor who chose Arabic (the switcher remembers it in a cookie as well as local
 * storage) and opens the bare home page is sent to `/ar/`. Crawlers send no cookie and never get
 * this; every other URL, and every link, keeps the language its path names.
 */
function returningArabicVisitor(req: FastifyRequest): string | null {
  if (req.method !== 'GET' || req.cookies[LOCALE_COOKIE] !== 'ar' || req.cookies[ARABIC_HOME_SENT_COOKIE]) return null;
  const [path, query] = req.url.split('?');
  return path === '/' ? `/ar/${query ? `?${query}` : ''}` : null;
}

/** Public pages whose paths name all they show (their editors, `/new` and `/edit`, excepted); area price pages and methodology (issue 41). */
const SHARED_PAGE = new RegExp(
  `^(?:/blogpages(?:/(?!new/?$)[^/]+)?|/services-list(?:/(?!new/?$)[^/]+)?|/profile/[^/]+|/areas/[^/]+(?:/[^/]+)?|/methodology/[^/]+|${STATIC_PAGES.map((page) => page.path).join('|')})/?$`,
);

/**
 * Guests' public pages are the same for every guest: rendered from the URL alone (no cookie, no
 * country, no nonce), so a CDN may keep them (decision 0035). The country flag and a chosen area
 * unit are filled in by the browser after load. (The origin pages link to is PUBLIC_URL's, never
 * the request's Host, so one request cannot poison them.) 'listings' (home, search, property
 * pages) are also kept by the response cache.
 */
function isSharedGuestPage(req: FastifyRequest): 'listings' | 'other' | null {
  if (req.user || req.method !== 'GET' || req.url.includes('.data')) return null;
  const path = withoutLocale(req.url.split('?')[0]!);
  if (path === '/' || path === '/properties' || path.startsWith('/properties/')) return 'listings';
  return SHARED_PAGE.test(path) ? 'other' : null;
}

/** A property page shows one listing (and its comments); home and search pages show any listing. */
function guestPageTags(req: FastifyRequest): string[] {
  const path = withoutLocale(req.url.split('?')[0]!);
  const id = path.startsWith('/properties/') ? idFromSlug(path.slice('/properties/'.length).replace(/\/$/, '')) : null;
  return id === null ? [cacheTags.anyListing] : [cacheTags.listing(id)];
}

/**
 * The nonce shared pages are rendered with, taken out before they are sent: it marks the scripts
 * the product wrote, whose hashes the page's policy names (security-headers.ts, ownInlineScripts).
 * The same for every render of this process, so a kept render (render-memo.ts) carries it too.
 */
const SHARED_PAGE_SCRIPT_MARKER = newScriptMarker();

/** What a render gets; a shared page's knows nothing of the visitor but the URL. */
async function ssrContext(app: AppInstance, req: FastifyRequest, shared: boolean): Promise<SsrContext> {
  /** One in-process API request as the visitor (a shared page's carries none of their headers). */
  const inject = async (method: HttpMethod, path: string): Promise<SsrApiAnswer<unknown>> => {
    const headers: Record<string, string> = { accept: 'application/json' };
    for (const name of shared ? [] : (['cookie', 'accept-language', 'user-agent'] as const)) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    headers['x-locale'] = req.locale;
    const response = await app.inject({ method, url: path, headers, remoteAddress: req.ip });
    const body = response.body ? (JSON.parse(response.body) as unknown) : undefined;
    return { ok: response.statusCode >= 200 && response.statusCode < 300, status: response.statusCode, body };
  };
  return {
    user: req.user ? await app.services.users.profileOf(req.user) : null,
    locale: req.locale,
    country: shared ? null : req.visitorCountry(),
    shared,
    supportEmail: app.config.SUPPORT_EMAIL,
    apiHost: '',
    mapTileUrl: app.config.MAP_TILE_URL,
    mapTileAttribution: app.config.MAP_TILE_ATTRIBUTION,
    origin: app.config.publicOrigin,
    cspNonce: shared ? SHARED_PAGE_SCRIPT_MARKER : newNonce(),
    call: ((operation: Operation, input?: { params?: object; query?: object; search?: string }) =>
      inject(operation.method, operationUrl(operation, input))) as SsrContext['call'],
    listingPage: app.services.listingPage(req.user),
  };
}

/** The request React Router sees; a shared page's carries no cookie (its loaders cannot vary on one). */
function toFetchRequest(req: FastifyRequest, reply: FastifyReply, shared: boolean): Request {
  // Concatenated, not resolved: a path such as "//x" must stay a path, not become a host. The
  // origin is the configured one: nothing in a render may see the client's Host header.
  const url = new URL(`${req.server.config.publicOrigin}${req.url}`);
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (shared && (name === 'cookie' || name === 'accept-language')) continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, {
    method: req.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(req.raw) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

function sendFetchResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
}
