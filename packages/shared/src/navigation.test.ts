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
    undefined,
    null,
  ])('refuses %s', (value) => expect(safeRedirectPath(value)).toBe('/'));

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
