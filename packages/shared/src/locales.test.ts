import { describe, expect, it } from 'vitest';
import { localeOfPath, localizedPath, withoutLocale } from './locales.js';

describe('one URL per language', () => {
  it('reads the language from the path alone', () => {
    expect(localeOfPath('/ar')).toBe('ar');
    expect(localeOfPath('/ar/')).toBe('ar');
    expect(localeOfPath('/ar/properties/x-1')).toBe('ar');
    expect(localeOfPath('/ar.data')).toBe('ar');
    expect(localeOfPath('/')).toBe('en');
    expect(localeOfPath('/arabic-homes')).toBe('en');
    expect(localeOfPath('/properties/ar')).toBe('en');
  });

  it('moves a path between languages and keeps its query', () => {
    expect(localizedPath('/properties?city=Lahore', 'ar')).toBe('/ar/properties?city=Lahore');
    expect(localizedPath('/ar/properties?city=Lahore', 'en')).toBe('/properties?city=Lahore');
    expect(localizedPath('/', 'ar')).toBe('/ar/');
    expect(localizedPath('/ar', 'en')).toBe('/');
    expect(localizedPath('/ar/blogpages', 'ar')).toBe('/ar/blogpages');
    expect(withoutLocale('/ar?x=1')).toBe('/?x=1');
  });

  it('leaves what is not a page alone', () => {
    expect(localizedPath('/api/properties/', 'ar')).toBe('/api/properties/');
    expect(localizedPath('/media/a.webp', 'ar')).toBe('/media/a.webp');
    expect(localizedPath('https://example.com/x', 'ar')).toBe('https://example.com/x');
    expect(localizedPath('//evil.example/x', 'ar')).toBe('//evil.example/x');
    expect(localizedPath('#top', 'ar')).toBe('#top');
  });
});
