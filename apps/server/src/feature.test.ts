import fs from 'node:fs';
import path from 'node:path';
import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { buildOrder, defineFeature, type AnyFeature } from './feature.js';
import { features, schema } from './features.js';

const featuresDir = path.join(import.meta.dirname, 'features');
const folders = fs
  .readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const filesOf = (folder: string, suffix: string) =>
  fs
    .readdirSync(path.join(featuresDir, folder))
    .filter((name) => name.endsWith(suffix) && !name.endsWith('.test.ts'))
    .map((name) => path.join(featuresDir, folder, name));
const exportsOf = async (file: string) => Object.entries((await import(file)) as Record<string, unknown>);

/** A feature is registered in one place (features.ts); these fail when a part of one is left out of it. */
describe('the feature list (features.ts)', () => {
  it('lists every feature folder once, by its *.feature.ts definition', async () => {
    const defined: AnyFeature[] = [];
    for (const folder of folders) {
      const files = filesOf(folder, '.feature.ts');
      // A folder of routes, tables, services or repositories is a feature: it has a definition.
      const parts = ['.routes.ts', '.table.ts', '.service.ts', '.repository.ts'].flatMap((s) => filesOf(folder, s));
      if (parts.length) expect(files, `features/${folder} has no *.feature.ts`).toHaveLength(1);
      for (const file of files) {
        for (const [, value] of await exportsOf(file)) defined.push(value as AnyFeature);
      }
    }
    expect(defined.filter((feature) => !features.includes(feature)).map((f) => f.name)).toEqual([]);
    expect(features.filter((feature) => !defined.includes(feature)).map((f) => f.name)).toEqual([]);
    expect(new Set(features.map((f) => f.name)).size).toBe(features.length);
  });

  it('registers every route plugin of every *.routes.ts exactly once', async () => {
    const registered = features.flatMap((feature) => feature.routes as unknown[]);
    for (const folder of folders) {
      for (const file of filesOf(folder, '.routes.ts')) {
        for (const [name, value] of await exportsOf(file)) {
          if (typeof value !== 'function' || !name.endsWith('Routes')) continue;
          const times = registered.filter((plugin) => plugin === value).length;
          expect(times, `${name} (features/${folder}) is registered ${times} times`).toBe(1);
        }
      }
    }
  });

  it('has in its schema exactly the tables drizzle-kit reads (features/*/*.table.ts)', async () => {
    const onDisk = new Map<unknown, string>();
    for (const folder of folders) {
      for (const file of filesOf(folder, '.table.ts')) {
        for (const [name, value] of await exportsOf(file))
          if (is(value, PgTable)) onDisk.set(value, `${folder}/${name}`);
      }
    }
    const listed = new Set<unknown>(Object.values(schema).filter((value) => is(value, PgTable)));
    expect([...onDisk].filter(([table]) => !listed.has(table)).map(([, name]) => name)).toEqual([]);
    expect([...listed].filter((table) => !onDisk.has(table))).toEqual([]);
  });

  it('builds each feature after the features it depends on', () => {
    const order = buildOrder(features);
    const seen = new Set<string>();
    for (const feature of order) {
      for (const name of feature.dependsOn as string[]) expect(seen, `${feature.name} needs ${name}`).toContain(name);
      seen.add(feature.name);
    }
    expect(order).toHaveLength(features.length);
    // Realtime is a declared dependency of chat (not a reference filled in later).
    expect(features.find((f) => f.name === 'chat')!.dependsOn).toContain('realtime');
  });
});

describe('buildOrder', () => {
  // Names outside FeatureServices: the checks are at run time here.
  const fake = (name: string, dependsOn: string[] = []) =>
    defineFeature({ name, dependsOn, tables: [], build: () => ({}), routes: [] } as unknown as AnyFeature);

  it('puts dependencies first, whatever the list order', () => {
    const order = buildOrder([fake('c', ['b']), fake('b', ['a']), fake('a')]).map((f) => f.name);
    expect(order).toEqual(['a', 'b', 'c']);
  });

  it('refuses a dependency the list does not hold, a cycle and a name listed twice', () => {
    expect(() => buildOrder([fake('a', ['missing'])])).toThrow("depends on 'missing'");
    expect(() => buildOrder([fake('a', ['b']), fake('b', ['a'])])).toThrow('a → b → a');
    expect(() => buildOrder([fake('a'), fake('a')])).toThrow('listed twice');
  });
});
