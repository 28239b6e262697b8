import path from 'node:path';
import { z } from 'zod';
import { PHONE_REVEAL_LIMITS } from '@estate/shared';

const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
  ),
  /**
   * Streaming replicas of DATABASE_URL (comma-separated postgres URLs) that serve search and page
   * reads. Needs DATABASE_URL: the embedded database has no replicas.
   */
  DATABASE_READ_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .transform((v) => v.split(',').map((s) => s.trim()))
      .pipe(
        z.array(z.url({ protocol: /^postgres(ql)?$/, error: 'must be a comma-separated list of postgres:// URLs' })),
      )
      .optional(),
  ),
  /**
   * A direct (session) connection for migrations and their advisory lock, when DATABASE_URL goes
   * through PgBouncer in transaction mode. Empty: DATABASE_URL.
   */
  DATABASE_DIRECT_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
  ),
  /**
   * Named prepared statements (parsed and planned once per connection). Set false behind a
   * pooler that cannot keep them, such as PgBouncer before 1.21 in transaction mode.
   */
  DATABASE_PREPARED_STATEMENTS: z.preprocess(emptyAsUndefined, booleanish.default(true)),
  /** Connections each app process keeps to PostgreSQL (and to each replica). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  /**
   * A replica measured further behind the primary than this many seconds is not read (issue 38).
   * It also sets how long a writer's `ryw` cookie lives (this + 4 s): until a replica is measured to
   * hold their write, their reads go to the primary (db/replica-lag.ts).
   */
  DATABASE_REPLICA_MAX_LAG_SECONDS: z.coerce.number().min(0.5).max(3600).default(2),
  /**
   * Seconds a replica may take to connect or to answer one query (client side, so it also holds on
   * a frozen network) before the read goes to the primary and the replica is left out for a while.
   */
  DATABASE_REPLICA_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(60).default(2),
  /**
   * Seconds a SIGTERM waits for requests in flight before it closes what is left and exits
   * (the whole drain, from the signal to the exit, stays within this plus 3 s).
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(1).max(300).default(10),
  /**
   * App processes sharing the port (node:cluster), e.g. one per core given to the app. More than one
   * needs DATABASE_URL (the embedded database opens in one process only) and REDIS_URL (how the
   * processes share rate limits, chat rooms and cache invalidation). Default 1. Decision 0041.
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  REDIS_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  ),
  /**
   * The site's public address (https://estate.example). Required in production: it is the only
   * origin used for links, canonical URLs, Open Graph, JSON-LD and the sitemap (never the Host
   * header), https makes cookies Secure and turns on HSTS. Development and tests default to
   * http://localhost:PORT.
   */
  PUBLIC_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  ),
  /**
   * Where e-mail goes: smtp:// or smtps:// with credentials in the URL. Empty: each message is
   * written as an .eml file into DATA_DIR/mail (shown at /dev/mail in development only).
   */
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  ),
  /**
   * The development mailbox at /dev/mail (mail written to DATA_DIR/mail). It exists only with
   * NODE_ENV=development (on by default there; `false` turns it off) and never with SMTP_URL: it
   * holds reset links, so no address check can make it safe elsewhere (issue 38, attack S1).
   */
  DEV_MAILBOX: z.preprocess(emptyAsUndefined, booleanish.optional()),
  /**
   * Test only, ignored in production: the mail job waits this long after a mail was sent and
   * recorded, so a test can kill the process before the job completes (features/mail/mail-send-job.ts).
   */
  MAIL_TEST_PAUSE_AFTER_SEND_MS: z.coerce.number().int().min(0).max(600_000).default(0),
  /** The From of every mail; empty: "Baytak <no-reply@PUBLIC_URL's host>". */
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().min(3).optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * The address the footer, the legal pages and the mails show. Empty: a demo address on a local
   * site; a public site in production must name a real one (a placeholder is refused).
   */
  SUPPORT_EMAIL: z.preprocess(emptyAsUndefined, z.email({ error: 'must be an e-mail address' }).optional()),
  DEFAULT_COUNTRY: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'must be a two-letter ISO country code')
    .transform((v) => v.toUpperCase())
    .default('PK'),
  SEED_ON_START: z.preprocess(emptyAsUndefined, booleanish.default(true)),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  LOGIN_MAX_PER_IP: z.coerce.number().int().min(1).default(20),
  LOGIN_MAX_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  REGISTER_MAX_PER_IP: z.coerce.number().int().min(1).default(10),
  /**
   * Accounts per network (a /24 or /48) that get the welcome credits when their address is
   * confirmed, per 30 days (issue 38, decision 0050): throw-away mailboxes do not each earn them.
   */
  WELCOME_CREDITS_PER_NETWORK: z.coerce.number().int().min(0).default(3),
  LOGIN_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  /** Multiplies every content limit (plugins/content-limits.ts), e.g. 10 for a busy shared network. */
  CONTENT_LIMIT_FACTOR: z.coerce.number().min(1).max(10_000).default(1),
  /** Seconds an idle background-job worker waits before looking for work again (lib/jobs.ts). */
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(1),
  /** Seconds between checks of the cron schedules (periodic sweeps); tests shorten it. */
  JOBS_CRON_CHECK_SECONDS: z.coerce.number().int().min(1).max(45).default(30),
  /** The Dubai brokerage licence (ORN): digits, at most this many (issue 36). */
  AGENCY_ORN_MAX_DIGITS: z.coerce.number().int().min(1).max(20).default(7),
  /** Digits of a Dubai (DLD Trakheesi) advertising permit; default: PERMIT_MARKETS in packages/shared (issue 37). */
  DLD_PERMIT_DIGITS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(20).optional()),
  /** Hosts a DLD permit's QR link may point to, comma-separated; default: PERMIT_MARKETS. */
  DLD_QR_HOSTS: z
    .string()
    .optional()
    .transform((v) =>
      v
        ?.split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    ),
  /** Invitations one agency may send per hour. */
  AGENCY_INVITES_PER_HOUR: z.coerce.number().int().min(1).default(30),
  /**
   * Which call-tracking provider gives the numbers a phone reveal answers, per market (issue 42,
   * decision 0074): `none` (the lister's own numbers; the only one so far), or a list of
   * `COUNTRY:provider` with `*` for every other market, e.g. `AE:none,*:none`.
   */
  CALL_TRACKING: z
    .string()
    .default('none')
    .transform((v, ctx): Record<string, string> => {
      const entries = v.includes(':') ? v.split(',').map((s) => s.trim().split(':')) : [['*', v.trim()]];
      if (entries.every((e) => e.length === 2 && /^([A-Za-z]{2}|\*)$/.test(e[0]!) && /^[a-z][a-z0-9-]*$/.test(e[1]!))) {
        return Object.fromEntries(entries.map(([country, provider]) => [country!.toUpperCase(), provider!]));
      }
      ctx.addIssue({
        code: 'custom',
        message: 'must be a provider name or a list of COUNTRY:provider (e.g. AE:none,*:none)',
      });
      return z.NEVER;
    }),
  /** Phone reveals per 24 hours (issue 42): a guest browser, guests at one address, a signed-in account. */
  PHONE_REVEALS_PER_DEVICE: z.coerce.number().int().min(1).default(PHONE_REVEAL_LIMITS.device),
  PHONE_REVEALS_PER_ADDRESS: z.coerce.number().int().min(1).default(PHONE_REVEAL_LIMITS.address),
  PHONE_REVEALS_PER_USER: z.coerce.number().int().min(1).default(PHONE_REVEAL_LIMITS.user),
  /** Chat messages one user may send per minute. */
  CHAT_SEND_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Address clients open the real-time connection to; empty means this site's own address. */
  CHAT_WS_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^(https?|wss?)$/, error: 'must be an http(s):// or ws(s):// URL' }).optional(),
  ),
  /**
   * Seconds guests' search results, map pins and listing pages are kept in memory
   * (0 turns the cache off; tests default to 0).
   */
  RESPONSE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
  /**
   * Megabytes of rendered guest pages kept by what they were rendered from (lib/render-memo.ts; 0
   * turns it off). Never stale: the data is read for every request, only an identical render is skipped.
   */
  RENDER_MEMO_MB: z.coerce.number().int().min(0).max(4096).default(64),
  /**
   * Seconds a process keeps who a session cookie belongs to (features/auth/session-memo.ts; 0 turns
   * it off). Any change to the user or their sessions is heard from the database at commit and ends
   * what was kept; while that notice cannot be heard, nothing is kept. Default 10 (0 in tests).
   */
  SESSION_MEMO_SECONDS: z.coerce.number().int().min(0).max(60).optional(),
  /**
   * Map tiles for the browser ({z}/{x}/{y} template). "off" draws the offline country outlines
   * shipped with the app instead (tests, closed networks).
   */
  MAP_TILE_URL: z.string().min(1).default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z.string().default('© OpenStreetMap contributors'),
  /** Uploaded media in an S3-compatible bucket instead of DATA_DIR/media (all four needed). */
  S3_BUCKET: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_REGION: z.preprocess(emptyAsUndefined, z.string().default('us-east-1')),
  S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.url().optional()),
  S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** Public base address of the bucket's files, e.g. https://cdn.example.com. */
  S3_PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  /**
   * Which proxies to believe about the client address (X-Forwarded-For): "false" (none, the
   * default) or a comma-separated list of the proxies' addresses or CIDR ranges. "true" trusts
   * every hop and lets clients choose their own IP. (Fastify refuses bare hop counts.)
   */
  TRUST_PROXY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .default('false')
      .transform((v, ctx): boolean | string[] => {
        if (v === 'false') return false;
        if (v === 'true') return true;
        const list = v.split(',').map((s) => s.trim());
        if (list.every((s) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(s))) return list;
        ctx.addIssue({ code: 'custom', message: 'must be false, true or a list of proxy addresses/CIDRs' });
        return z.NEVER;
      }),
  ),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  /** SUPPORT_EMAIL, or the demo's address on a local site. */
  SUPPORT_EMAIL: string;
  dataDir: string;
  mediaDir: string;
  /** PUBLIC_URL's origin (no trailing slash), or http://localhost:PORT outside production. */
  publicOrigin: string;
  /** PUBLIC_URL is https: cookies are Secure and HSTS is sent. */
  secureCookies: boolean;
  responseCacheSeconds: number;
  /** SESSION_MEMO_SECONDS: 10, or 0 in tests (a test that signs in and changes the user asks for it). */
  sessionMemoSeconds: number;
  mailFrom: string;
  mailDir: string;
  devMailbox: boolean;
}

/** Parses the environment; a bad value throws one clear line naming the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.superRefine(needsServer).safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue.path[0] ?? 'environment');
    const value = source[name];
    throw new ConfigError(
      `Invalid configuration: ${name}${value === undefined ? '' : `=${JSON.stringify(value)}`} ${issue.message}`,
    );
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const publicOrigin = env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : `http://localhost:${env.PORT}`;
  return {
    ...env,
    SUPPORT_EMAIL: env.SUPPORT_EMAIL ?? DEMO_SUPPORT_EMAIL,
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    publicOrigin,
    secureCookies: publicOrigin.startsWith('https:'),
    responseCacheSeconds: env.RESPONSE_CACHE_SECONDS ?? (env.NODE_ENV === 'test' ? 0 : 15),
    sessionMemoSeconds: env.SESSION_MEMO_SECONDS ?? (env.NODE_ENV === 'test' ? 0 : 10),
    mailFrom: env.MAIL_FROM ?? `Baytak <no-reply@${new URL(publicOrigin).hostname}>`,
    mailDir: path.join(dataDir, 'mail'),
    devMailbox: !env.SMTP_URL && env.NODE_ENV === 'development' && (env.DEV_MAILBOX ?? true),
  };
}

export class ConfigError extends Error {}

/** The support address of the demo on a local site (issue 17: believable, not example.com). */
export const DEMO_SUPPORT_EMAIL = 'support@baytak.demo';
/** Domains reserved for examples and tests (RFC 2606, RFC 6761): never a real support address. */
const PLACEHOLDER_DOMAIN = /(^|\.)(example\.(com|net|org)|example|test|invalid|localhost|demo)$/i;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Replicas or a direct URL without a server would read from (or migrate) another database.
 * Production needs PUBLIC_URL: without it the only other source of the site's address is the
 * request's Host header, which any client chooses.
 */
function needsServer(env: Env, ctx: z.RefinementCtx): void {
  if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['PUBLIC_URL'],
      message: "is required in production: the site's public address, e.g. https://estate.example",
    });
  }
  const publicHost = env.PUBLIC_URL ? new URL(env.PUBLIC_URL).hostname : 'localhost';
  const supportDomain = env.SUPPORT_EMAIL?.split('@')[1] ?? '';
  if (
    env.NODE_ENV === 'production' &&
    !LOCAL_HOSTS.has(publicHost) &&
    PLACEHOLDER_DOMAIN.test(supportDomain || 'demo')
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['SUPPORT_EMAIL'],
      message:
        'is required in production: the real address the footer, the legal pages and the mails show (not a placeholder such as support@example.com)',
    });
  }
  if (env.WEB_CONCURRENCY > 1 && !env.DATABASE_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['WEB_CONCURRENCY'],
      message: 'above 1 needs DATABASE_URL (the embedded database opens in one process only)',
    });
  } else if (env.WEB_CONCURRENCY > 1 && !env.REDIS_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['WEB_CONCURRENCY'],
      message:
        'above 1 needs REDIS_URL (the processes share rate limits, chat rooms and cache invalidation through it)',
    });
  }
  for (const name of ['DATABASE_READ_URL', 'DATABASE_DIRECT_URL'] as const) {
    if (env[name] && !env.DATABASE_URL) {
      ctx.addIssue({ code: 'custom', path: [name], message: 'needs DATABASE_URL (the embedded database has none)' });
    }
  }
}
