import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { AppInstance, FeatureServices, Services, ServicesOf, SharedServices } from './app-types.js';
import type { Config } from './config/env.js';
import type { Database, Db } from './db/database.js';
import { createJobs, type JobDefinition } from './lib/jobs.js';
import type { PublishedListing } from './lib/listing-events.js';
import { mediaStorageFor, type MediaStorage } from './lib/media-storage.js';
import { createRateLimit } from './lib/rate-limit.js';
import { createResponseCache } from './lib/response-cache.js';

export type FeatureName = keyof FeatureServices;

/** Events one feature announces and others hear, without either importing the other. */
export interface FeatureEvents {
  /** A listing became public (the durable job of lib/listing-events.ts, run by the listings feature). */
  listingPublished: PublishedListing;
}
type Listeners = { [E in keyof FeatureEvents]?: (event: FeatureEvents[E]) => Promise<void> };

/** What every feature's `build` is given besides its dependencies' services. */
export interface FeatureContext extends SharedServices {
  config: Config;
  database: Database;
  /** The primary. */
  db: Db;
  /** `database.read`: a replica when configured (search and page reads), else the primary. */
  readDb: Db;
  redis: Redis | undefined;
  log: FastifyBaseLogger;
  media: MediaStorage;
  /** Tells every feature that listens (their `listeners`), one after another. */
  emit: { [E in keyof FeatureEvents]: (event: FeatureEvents[E]) => Promise<void> };
}

/**
 * One feature, the unit of assembly (decision 0060): its name, the features whose services it
 * uses, its tables, how its services are built, its routes, jobs, event listeners and what it
 * attaches to the app (sockets, hooks). features.ts lists every feature once.
 */
export interface FeatureDefinition<N extends FeatureName, D extends FeatureName> {
  name: N;
  /** The features whose services `build` is given; built first, whatever the list's order. */
  dependsOn: readonly D[];
  /** The feature's table modules (`import * as tables from './x.table.js'`): the schema is their union. */
  tables: readonly object[];
  build(context: FeatureContext, deps: ServicesOf<D>): FeatureServices[N] | Promise<FeatureServices[N]>;
  /** Route plugins, registered in the list's order. */
  routes: readonly ((app: AppInstance) => Promise<void>)[];
  /* eslint-disable-next-line @typescript-eslint/no-explicit-any -- each job has its own data type */
  jobs?(services: FeatureServices[N] & ServicesOf<D>, context: FeatureContext): JobDefinition<any>[];
  listeners?(services: FeatureServices[N] & ServicesOf<D>): Listeners;
  /** Sockets and lifecycle hooks, once every route is registered (dependencies first). */
  attach?(app: AppInstance, services: FeatureServices[N] & ServicesOf<D>): void | Promise<void>;
  /** Releases what `build` opened, once the background jobs have stopped (app.ts). */
  close?(services: FeatureServices[N] & ServicesOf<D>): void | Promise<void>;
}

/** Checks a definition against its entry in FeatureServices (the feature's own declaration). */
export function defineFeature<N extends FeatureName, D extends FeatureName = never>(
  definition: FeatureDefinition<N, D>,
) {
  return definition;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list holds features of every type
export type AnyFeature = FeatureDefinition<any, any>;

/** Keys two features may both provide: their objects are merged (each adds its own repositories). */
const GROUPS = new Set(['repositories']);

/**
 * The features in build order: each after the features it depends on. Fails on a name listed
 * twice, a dependency that is not listed, or a cycle.
 */
export function buildOrder(features: readonly AnyFeature[]): AnyFeature[] {
  const byName = new Map<string, AnyFeature>();
  for (const feature of features) {
    if (byName.has(feature.name)) throw new Error(`feature '${feature.name}' is listed twice`);
    byName.set(feature.name, feature);
  }
  const order: AnyFeature[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (feature: AnyFeature, path: string[]) => {
    if (state.get(feature.name) === 'done') return;
    if (state.get(feature.name) === 'visiting')
      throw new Error(`features depend on each other: ${[...path, feature.name].join(' → ')}`);
    state.set(feature.name, 'visiting');
    for (const name of feature.dependsOn as string[]) {
      const dependency = byName.get(name);
      if (!dependency)
        throw new Error(`feature '${feature.name}' depends on '${name}', which features.ts does not list`);
      visit(dependency, [...path, feature.name]);
    }
    state.set(feature.name, 'done');
    order.push(feature);
  };
  for (const feature of features) visit(feature, []);
  return order;
}

/** Adds one feature's services to `target`; a key provided twice is an error (except GROUPS). */
function mergeServices(target: Record<string, unknown>, source: object, owner: string) {
  for (const [key, value] of Object.entries(source)) {
    if (!(key in target)) target[key] = GROUPS.has(key) ? { ...(value as object) } : value;
    else if (GROUPS.has(key)) mergeServices(target[key] as Record<string, unknown>, value as object, owner);
    else throw new Error(`feature '${owner}' provides '${key}', which another feature provides too`);
  }
}

export interface ComposeInput {
  config: Config;
  database: Database;
  redis?: Redis;
  log: FastifyBaseLogger;
}

/**
 * Builds every feature once per app (the composition root): the shared infrastructure, then each
 * feature after its dependencies with their services, then every feature's jobs and listeners.
 */
export async function composeFeatures(features: readonly AnyFeature[], input: ComposeInput) {
  const { config, database, redis, log } = input;
  const listeners: Listeners[] = [];
  const shared: SharedServices = {
    jobs: createJobs({
      sql: database.jobSql,
      pollSeconds: config.JOBS_POLL_SECONDS,
      cronCheckSeconds: config.JOBS_CRON_CHECK_SECONDS,
      onError: (err, job) => log.warn({ err, job }, 'background job failed'),
    }),
    responseCache: createResponseCache({
      seconds: config.responseCacheSeconds,
      redis,
      onError: (error) => log.warn({ err: error }, 'response cache invalidation failed'),
    }),
    rateLimit: (options) => createRateLimit({ ...options, redis }),
  };
  const context: FeatureContext = {
    ...shared,
    config,
    database,
    db: database.db,
    readDb: database.read,
    redis,
    log,
    media: mediaStorageFor(config),
    emit: {
      listingPublished: async (event) => {
        for (const listener of listeners) await listener.listingPublished?.(event);
      },
    },
  };
  const order = buildOrder(features);
  /** Each feature's own services, and what it sees: its own and its dependencies'. */
  const own = new Map<string, object>();
  const visible = new Map<string, Record<string, unknown>>();
  const services: Record<string, unknown> = { ...shared };
  for (const feature of order) {
    const deps: Record<string, unknown> = {};
    for (const name of feature.dependsOn as string[]) mergeServices(deps, own.get(name)!, name);
    const built = (await feature.build(context, deps)) as object;
    own.set(feature.name, built);
    const seen = { ...deps };
    mergeServices(seen, built, feature.name);
    visible.set(feature.name, seen);
    mergeServices(services, built, feature.name);
  }
  for (const feature of order) {
    const seen = visible.get(feature.name);
    for (const job of feature.jobs?.(seen, context) ?? []) shared.jobs.define(job);
    if (feature.listeners) listeners.push(feature.listeners(seen));
  }
  return {
    services: services as unknown as Services,
    /** Attaches each feature's sockets and hooks (app.ts, once the routes are registered). */
    attach: async (app: AppInstance) => {
      for (const feature of order) await feature.attach?.(app, visible.get(feature.name));
    },
    /** Each feature's `close`, dependents first (app.ts, after the jobs have stopped). */
    close: async () => {
      for (const feature of [...order].reverse()) await feature.close?.(visible.get(feature.name));
    },
  };
}

/** Every table of the listed features (the schema drizzle-kit reads is the same set: a test checks). */
export function tablesOf(features: readonly AnyFeature[]): Record<string, unknown> {
  return Object.assign({}, ...features.flatMap((feature) => feature.tables));
}
