import { describe, expect, it } from 'vitest';
import { badgeText, preview, timeAgo } from './chat-format';

describe('badgeText', () => {
  it('shows the count up to 99 and 99+ above', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(12_345)).toBe('99+');
  });
});

describe('timeAgo', () => {
  const now = Date.parse('2026-01-10T12:00:00Z');
  it('formats in the interface language', () => {
    expect(timeAgo('2026-01-10T11:55:00Z', 'en-US', now)).toBe('5 minutes ago');
    expect(timeAgo('2026-01-10T11:59:50Z', 'en-US', now)).toBe('now');
    expect(timeAgo('2026-01-09T12:00:00Z', 'en-US', now)).toBe('yesterday');
    expect(timeAgo('2026-01-10T09:00:00Z', 'ar-u-nu-latn', now)).toMatch(/3/);
  });
});

describe('preview', () => {
  it('flattens newlines and truncates', () => {
    expect(preview('a\n\nb')).toBe('a b');
    expect(preview('x'.repeat(100), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
