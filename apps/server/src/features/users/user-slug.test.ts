import { describe, expect, it } from 'vitest';
import { baseSlug, nextFreeSlug } from './user-slug.js';

describe('user slugs', () => {
  it('is made from the name', () => {
    expect(baseSlug('  Ayesha  Khan ')).toBe('ayesha-khan');
    expect(baseSlug("O'Brien & Sons Realty")).toBe('obrien-and-sons-realty');
  });

  it('transliterates Arabic names', () => {
    expect(baseSlug('محمد علي')).toBe('mhmd-aly');
  });

  it('falls back to "user" when nothing usable is left', () => {
    expect(baseSlug('!!! ???')).toBe('user');
  });

  it('takes the first free numbered slug', () => {
    expect(nextFreeSlug('ali', [])).toBe('ali');
    expect(nextFreeSlug('ali', ['ali', 'ali-2', 'ali-4'])).toBe('ali-3');
  });
});
