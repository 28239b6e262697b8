import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UI_CATALOG_FILES } from './ui-catalog-files.js';
import { UI_CATALOG_SOURCES, UI_CATALOGS } from './ui-catalogs.js';

const dir = import.meta.dirname;
/** Catalog files that are not the interface's: the legal pages and the e-mails have their own readers. */
const NOT_INTERFACE = ['legal', 'mail'];

describe('the interface catalogs (issue 40: the list is written once)', () => {
  it('loads exactly the listed files, in the listed order', () => {
    expect(Object.keys(UI_CATALOG_SOURCES)).toEqual([...UI_CATALOG_FILES]);
  });

  it('lists every catalog file of both languages', () => {
    for (const locale of ['en', 'ar']) {
      const onDisk = fs
        .readdirSync(path.join(dir, locale))
        .map((file) => file.replace(/\.json$/, ''))
        .filter((name) => !NOT_INTERFACE.includes(name));
      expect(onDisk.sort()).toEqual([...UI_CATALOG_FILES].sort());
    }
  });

  it('merges each language from its own files, as the browser gets them', () => {
    for (const locale of ['en', 'ar'] as const) {
      const fromDisk = Object.assign(
        {},
        ...UI_CATALOG_FILES.map((file) => JSON.parse(fs.readFileSync(path.join(dir, locale, `${file}.json`), 'utf8'))),
      );
      expect(UI_CATALOGS[locale]).toEqual(fromDisk);
    }
  });
});
