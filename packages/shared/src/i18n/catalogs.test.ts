import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_STATUSES, ACCOUNT_TYPES } from '../account-types.js';
import { MINIMUM_AGE, REFUND, SUPPORT_HOURS } from '../constants.js';
import { AVATAR_MENU, DASHBOARD_TABS, FOOTER_LINKS, NAV_LINKS, STATIC_PAGES } from '../navigation.js';
import arLegal from './ar/legal.json';
import enLegal from './en/legal.json';
import { UI_CATALOG_FILES } from './ui-catalog-files.js';

const dir = import.meta.dirname;
const readCatalog = (locale: string, file: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, locale, `${file}.json`), 'utf8')) as Record<string, unknown>;
const merged = (locale: string) => Object.assign({}, ...UI_CATALOG_FILES.map((f) => readCatalog(locale, f)));
const enCommon = merged('en') as typeof import('./en/common.json') & Record<string, unknown>;
const arCommon = merged('ar') as Record<string, unknown>;
const uiPairs = UI_CATALOG_FILES.map((f) => [f, readCatalog('en', f), readCatalog('ar', f)] as const);

/** Every leaf path of a catalog, with array lengths, e.g. "nav.home" or "faq.questions[16].a". */
function leaves(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, `${prefix}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

function lookup(catalog: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalog);
}

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}|<(\w+)>/g)].map((m) => m[0]).sort();

describe('translation catalogs', () => {
  it('every Arabic plural has all six forms', () => {
    for (const [file, en, ar] of uiPairs) {
      for (const key of leaves(en).filter((k) => k.endsWith('_other'))) {
        const base = key.slice(0, -'_other'.length);
        for (const form of ['zero', 'one', 'two', 'few', 'many', 'other']) {
          expect(typeof lookup(ar, `${base}_${form}`), `${file}: ar ${base}_${form}`).toBe('string');
        }
      }
    }
  });

  it('each UI catalog file holds its own top-level keys only', () => {
    const seen = new Map<string, string>();
    for (const [file, en] of uiPairs) {
      for (const key of Object.keys(en)) {
        expect(seen.get(key), `${key} is in ${file} and ${seen.get(key)}`).toBeUndefined();
        seen.set(key, file);
      }
    }
  });

  it.each([...uiPairs, ['legal', enLegal, arLegal] as const])(
    '%s: English and Arabic have exactly the same keys',
    (_name, en, ar) => {
      const enKeys = leaves(en);
      const arKeys = leaves(ar);
      // Arabic has six plural forms (zero, one, two, few, many, other); English has two.
      const arabicPlural = (k: string) => {
        const m = /^(.*)_(zero|two|few|many)$/.exec(k);
        return m !== null && enKeys.includes(`${m[1]}_other`);
      };
      expect(
        arKeys.filter((k) => !enKeys.includes(k) && !arabicPlural(k)),
        'keys only in Arabic',
      ).toEqual([]);
      expect(
        enKeys.filter((k) => !arKeys.includes(k)),
        'keys missing from Arabic',
      ).toEqual([]);
    },
  );

  it.each([...uiPairs, ['legal', enLegal, arLegal] as const])(
    '%s: every string is non-empty and keeps its placeholders',
    (_name, en, ar) => {
      for (const key of leaves(en)) {
        const e = lookup(en, key.replace(/\[(\d+)\]/g, '.$1')) as string;
        const a = lookup(ar, key.replace(/\[(\d+)\]/g, '.$1')) as string;
        expect(typeof e === 'string' && e.trim().length > 0, `en ${key}`).toBe(true);
        expect(typeof a === 'string' && a.trim().length > 0, `ar ${key}`).toBe(true);
        expect(placeholders(a), `placeholders of ${key}`).toEqual(placeholders(e));
      }
    },
  );

  it('the FAQ has 17 questions and the legal pages state the support e-mail', () => {
    expect(enLegal.faq.questions).toHaveLength(17);
    for (const page of STATIC_PAGES) expect(enLegal).toHaveProperty(page.key);
    for (const key of ['privacy', 'refund', 'cancellation', 'about'] as const) {
      expect(JSON.stringify(enLegal[key])).toContain('{{email}}');
      expect(JSON.stringify(arLegal[key])).toContain('{{email}}');
    }
  });

  it('the pages state the policy constants of spec section 9', () => {
    const refund = JSON.stringify(enLegal.refund);
    expect(refund).toContain(`${REFUND.requestWindowDays} days`);
    expect(refund).toContain(`${REFUND.acknowledgmentWorkingDays} working days`);
    expect(refund).toContain(`${REFUND.processingWorkingDays} working days`);
    expect(JSON.stringify(enLegal.terms)).toContain(`${MINIMUM_AGE}`);
    expect(enCommon.footer.hours).toBe(`${SUPPORT_HOURS.days} ${SUPPORT_HOURS.open}-${SUPPORT_HOURS.close}`);
  });

  it('every key the interface builds from a list exists', () => {
    const keys = [
      ...[...NAV_LINKS, ...FOOTER_LINKS].map((l) => `nav.${l.key}`),
      ...AVATAR_MENU.map((m) => `avatar_menu.${m.key}`),
      ...STATIC_PAGES.map((p) => `static_pages.${p.key}`),
      ...ACCOUNT_TYPES.map((t) => `account_types.${t}`),
      ...ACCOUNT_STATUSES.map((s) => `account_status.${s}`),
      ...DASHBOARD_TABS.flatMap((t) => [`dashboard.tabs.${t}.label`, `dashboard.tabs.${t}.lead`]),
      ...NAV_LINKS.filter((l) => l.key !== 'home').map((l) => `home.sections.${l.key}`),
    ];
    for (const key of keys) expect(typeof lookup(enCommon, key), key).toBe('string');
  });

  it('every literal key used in the source exists in the catalog', () => {
    const roots = ['apps/web/app', 'packages/shared/src', 'apps/server/src'].map((p) =>
      path.resolve(import.meta.dirname, '../../../..', p),
    );
    const used = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        // `*.typecheck.ts` files hold wrong keys on purpose (they prove the compiler refuses them).
        else if (/\.(ts|tsx)$/.test(entry.name) && !/\.(test|typecheck)\.ts$/.test(entry.name)) {
          const text = fs.readFileSync(full, 'utf8');
          for (const m of text.matchAll(/\bt\(\s*'([a-z_]+(?:\.[a-z_0-9]+)+)'/g)) used.add(m[1]);
          for (const m of text.matchAll(/i18nKey="([a-z_.]+)"/g)) used.add(m[1]);
          for (const m of text.matchAll(/'(validation\.[a-z_]+)'/g)) used.add(m[1]);
          for (const m of text.matchAll(/'(auth\.(?:errors|login|reasons)\.[a-z_]+)'/g)) used.add(m[1]);
          for (const m of text.matchAll(/'(listing_(?:rules|alerts)\.[a-z_0-9]+)'/g)) used.add(m[1]);
        }
      }
    };
    roots.forEach(walk);
    expect(used.size).toBeGreaterThan(40);
    // A plural key ("photos") exists as photos_one / photos_other.
    const has = (catalog: unknown, key: string) =>
      lookup(catalog, key) !== undefined || lookup(catalog, `${key}_other`) !== undefined;
    const missing = [...used].filter((key) => !has(enCommon, key) || !has(arCommon, key));
    expect(missing).toEqual([]);
  });
});
