import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { serverResources } from './i18n.server';
import { createI18n } from './i18n';
import { createTranslator, type TOptions } from './translator';

/** The translator with the fixture's keys, which are not the product catalog's (`t` is typed by it). */
const loose = <T extends { t: unknown }>(i18n: T) => i18n as T & { t: (key: string, options?: TOptions) => unknown };

const resources = {
  en: {
    common: {
      hello: 'Hello',
      rooms_one: '{{count}} room',
      rooms_other: '{{count}} rooms',
      rooms_zero: 'No rooms',
      hi: 'Hi {{ name }}, {{who.first}}',
      points: ['First {{n}}', 'Second'],
      nested: { deep: 'Deep' },
      empty: '',
    },
  },
  ar: {
    common: {
      hello: 'مرحبا',
      rooms_zero: 'لا غرف',
      rooms_one: 'غرفة واحدة',
      rooms_two: 'غرفتان',
      rooms_few: '{{count}} غرف',
      rooms_many: '{{count}} غرفة',
      rooms_other: '{{count}} غرفة.',
    },
  },
};

describe('the translator', () => {
  const en = loose(createI18n('en', resources));
  const ar = loose(createI18n('ar', resources));

  it('looks keys up by path, and answers the key itself when there is none', () => {
    expect(en.t('hello')).toBe('Hello');
    expect(en.t('hello')).toBe('Hello');
    expect(en.t('nested.deep')).toBe('Deep');
    expect(en.t('empty')).toBe('');
    expect(en.t('missing.key')).toBe('missing.key');
    expect(en.t('nested')).toBe('nested');
    expect(en.t('missing', { defaultValue: 'shop_{{n}}', n: 2 })).toBe('shop_2');
  });

  it('picks the plural form of the language, the zero form first for 0', () => {
    expect([0, 1, 3].map((count) => en.t('rooms', { count }))).toEqual(['No rooms', '1 room', '3 rooms']);
    expect([0, 1, 2, 3, 11, 100].map((count) => ar.t('rooms', { count }))).toEqual([
      'لا غرف',
      'غرفة واحدة',
      'غرفتان',
      '3 غرف',
      '11 غرفة',
      '100 غرفة.',
    ]);
    // The entry each call found is kept: asked again in another order, each count keeps its own form.
    expect([100, 3, 0, 2, 1, 11, 0].map((count) => ar.t('rooms', { count }))).toEqual([
      '100 غرفة.',
      '3 غرف',
      'لا غرف',
      'غرفتان',
      'غرفة واحدة',
      '11 غرفة',
      'لا غرف',
    ]);
    expect([3, 1, 0, 7].map((count) => en.t('rooms', { count }))).toEqual(['3 rooms', '1 room', 'No rooms', '7 rooms']);
  });

  it('fills placeholders, leaving one without a value as written', () => {
    expect(en.t('hi', { name: 'Sara', who: { first: 'Ali' } })).toBe('Hi Sara, Ali');
    expect(en.t('hi', { name: undefined })).toBe('Hi , {{who.first}}');
  });

  it('falls back to English for a key Arabic lacks', () => {
    expect(ar.language).toBe('ar');
    expect(ar.t('hello')).toBe('مرحبا');
    expect(ar.t('hi', { name: 'Ali' })).toBe('Hi Ali, {{who.first}}');
  });

  it('answers arrays with returnObjects, their strings filled in', () => {
    expect(en.t('points', { returnObjects: true, n: 1 })).toEqual(['First 1', 'Second']);
  });

  it('tries the key of a context first, as i18next does, then the plain key', () => {
    const t = loose(
      createTranslator('en', {
        en: {
          place: {
            in: 'in {{name}}',
            in_AE: 'in the {{name}}',
            home: '{{count}} homes',
            home_AE_one: 'one home in the UAE',
          },
        },
      }),
    ).t;
    expect(t('place.in', { name: 'United Arab Emirates', context: 'AE' })).toBe('in the United Arab Emirates');
    expect(t('place.in', { name: 'Pakistan', context: 'PK' })).toBe('in Pakistan');
    expect(t('place.home', { count: 1, context: 'AE' })).toBe('one home in the UAE');
    expect(t('place.home', { count: 2, context: 'AE' })).toBe('2 homes');
  });
});

/** Every string of a catalog with its key (plural forms under their base key). */
function keysOf(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix.replace(/_(zero|one|two|few|many|other)$/, '')];
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key));
}

describe('the translator answers as i18next did, over the real catalogs', () => {
  // Values for every placeholder the catalogs use, and counts across every plural form.
  const values = { name: 'Sara', email: 'a@b.c', title: 'T', date: '1 May', city: 'Dubai', total: 7, n: 2 };
  it.each(['en', 'ar'] as const)('%s', (locale) => {
    const reference = i18next.createInstance();
    void reference.init({
      lng: locale,
      fallbackLng: 'en',
      resources: serverResources,
      defaultNS: 'common',
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    const ours = loose(createTranslator(locale, { en: serverResources.en.common, ar: serverResources.ar.common }));
    const keys = [...new Set(keysOf(serverResources[locale].common))];
    expect(keys.length).toBeGreaterThan(1000);
    for (const key of keys) {
      expect(ours.t(key), key).toBe(reference.t(key));
      expect(ours.t(key, values), key).toBe(reference.t(key, values));
      for (const count of [0, 1, 2, 5, 11, 100]) {
        expect(ours.t(key, { ...values, count }), `${key} ${count}`).toBe(reference.t(key, { ...values, count }));
      }
    }
  });
});
