import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirectPath } from './navigation.js';
import { resolveProfilePicture } from './profile-picture.js';
import { flagEmoji } from './flag-emoji.js';

describe('login redirects', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeRedirectPath('/dashboard?tab=settings')).toBe('/dashboard?tab=settings');
  });

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/ /evil.example',
    '/%09/evil.example'.replace('%09', '\u0009'),
    'dashboard',
    '/auth/login',
    // issue 12 F5: refused only after normalising ("//evil.example" is another host)
    '/.//evil.example/p',
    '/a/..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/a/%2e%2e//evil.example',
    '/./\\evil.example',
    '/\\evil',
    '/%5cevil.example',
    '/%5C%5Cevil.example',
    '/%09/evil.example',
    '/%0a/evil.example',
    '/\r\n/evil.example',
    '/.\t//evil.example',
    '/x/../..//evil.example',
    '/%2e%2e/auth/login',
    '/AUTH/login',
    undefined,
    null,
  ])('refuses %s', (value) => expect(safeRedirectPath(value)).toBe('/'));

  it.each([
    ['/properties/a-house?x=1#photos', '/properties/a-house?x=1#photos'],
    ['/a/../dashboard', '/dashboard'],
    ['/./dashboard?tab=messages', '/dashboard?tab=messages'],
    ['/search?q=%2F%2Fevil.example', '/search?q=%2F%2Fevil.example'],
    ['/%252e//evil.example', '/%252e//evil.example'],
  ])('keeps %s as the same-site path %s', (value, expected) => expect(safeRedirectPath(value)).toBe(expected));

  it('builds the login path with the return path encoded', () => {
    expect(loginPathFor('/dashboard?tab=listings&view=favorites')).toBe(
      '/auth/login?redirect=%2Fdashboard%3Ftab%3Dlistings%26view%3Dfavorites',
    );
  });
});

describe('profile picture rule', () => {
  it('uses http paths as they are', () => {
    expect(resolveProfilePicture('https://cdn.example/a.jpg', 'https://api.example')).toBe('https://cdn.example/a.jpg');
  });
  it('prefixes other paths with the API host', () => {
    expect(resolveProfilePicture('/media/a.webp', 'https://api.example/')).toBe('https://api.example/media/a.webp');
    expect(resolveProfilePicture('media/a.webp', 'https://api.example')).toBe('https://api.example/media/a.webp');
  });
  it('falls back to the default avatar', () => {
    expect(resolveProfilePicture(null)).toBe('/images/default-avatar.svg');
  });
});

describe('flags', () => {
  it('makes emoji flags from ISO codes', () => {
    expect(flagEmoji('pk')).toBe('🇵🇰');
    expect(flagEmoji('nope')).toBe('');
  });
});
