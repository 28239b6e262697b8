import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n';
import { memoizedT } from './use-translation';

const resources = {
  en: { common: { hello: 'Hello', rooms_one: '{{count}} room', rooms_other: '{{count}} rooms', hi: 'Hi {{name}}' } },
  ar: { common: { hello: 'مرحبا' } },
};

describe('memoizedT', () => {
  it('answers as i18next does, with and without options', () => {
    const i18n = createI18n('en', resources);
    const t = memoizedT(i18n, 'en');
    expect(t('hello')).toBe('Hello');
    expect(t('hello')).toBe('Hello');
    expect(t('rooms', { count: 1 })).toBe('1 room');
    expect(t('rooms', { count: 3 })).toBe('3 rooms');
    expect(t('hi', { name: 'Sara' })).toBe('Hi Sara');
    expect(t('missing.key')).toBe('missing.key');
  });

  it('is fixed to its language, falling back to English', () => {
    const i18n = createI18n('en', resources);
    const ar = memoizedT(i18n, 'ar');
    expect(ar('hello')).toBe('مرحبا');
    expect(ar('hi', { name: 'Ali' })).toBe('Hi Ali');
  });
});
