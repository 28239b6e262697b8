import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UI_CATALOG_FILES } from '@estate/shared';
import { serverResources } from './i18n.server';

const catalogDir = path.resolve(import.meta.dirname, '../../../../../packages/shared/src/i18n');

describe('the server render knows every interface catalog', () => {
  // A catalog the browser loads but the server does not renders its keys ("units.group_label") on
  // the server and the text in the browser: a hydration mismatch on every page that shows it.
  it.each(UI_CATALOG_FILES.flatMap((file) => (['en', 'ar'] as const).map((locale) => [file, locale] as const)))(
    '%s (%s)',
    (file, locale) => {
      const catalog = JSON.parse(fs.readFileSync(path.join(catalogDir, locale, `${file}.json`), 'utf8')) as object;
      const rendered = serverResources[locale].common as Record<string, unknown>;
      for (const key of Object.keys(catalog)) expect(rendered[key], `${file}.json: ${key}`).toBeDefined();
    },
  );
});
