import { describe, expect, it } from 'vitest';
import { keywordCover, keywordShareBound, lexemes } from './keyword-share.js';

const shares: Record<string, number> = { sea: 0.14, view: 0.14, villa: 0.1, bahria: 0.02, "o'neil": 0.01 };
const shareOf = (lexeme: string) => shares[lexeme] ?? 0.003;

describe('keywordShareBound', () => {
  it('an AND (or a phrase) matches no more than its rarest word', () => {
    expect(keywordShareBound("'sea' & 'view'", shareOf)).toBe(0.14);
    expect(keywordShareBound("'villa' & 'bahria'", shareOf)).toBe(0.02);
    expect(keywordShareBound("'sea' <-> 'view'", shareOf)).toBe(0.14);
    expect(keywordShareBound("'corner' <2> 'plot'", shareOf)).toBe(0.003);
  });

  it('an OR no more than the sum of its parts, never above 1', () => {
    expect(keywordShareBound("'sea' & 'view' | 'bahria'", shareOf)).toBeCloseTo(0.16);
    expect(keywordShareBound("( 'villa' | 'sea' ) & 'bahria'", shareOf)).toBe(0.02);
    expect(keywordShareBound("'villa' | 'sea' | 'view' | 'villa' | 'sea' | 'view' | 'villa' | 'sea'", shareOf)).toBe(1);
  });

  it('a negation, a prefix or nothing bounds nothing', () => {
    expect(keywordShareBound("!'sea'", shareOf)).toBe(1);
    expect(keywordShareBound("'villa' & !'sea'", shareOf)).toBe(0.1);
    expect(keywordShareBound("'vil':*", shareOf)).toBe(1);
    expect(keywordShareBound('', shareOf)).toBe(1);
  });

  it('reads quoted words with a quote inside and weights', () => {
    expect(keywordShareBound("'o''neil'", shareOf)).toBe(0.01);
    expect(keywordShareBound("'sea':AB & 'bahria'", shareOf)).toBe(0.02);
  });
});

describe('keywordCover', () => {
  it('covers a word by itself and an AND or a phrase by its rarest part', () => {
    expect(keywordCover("'villa'", shareOf)).toEqual({ words: ['villa'], share: 0.1 });
    expect(keywordCover("'villa' & 'bahria'", shareOf)).toEqual({ words: ['bahria'], share: 0.02 });
    expect(keywordCover("'sea' <-> 'view'", shareOf)?.words).toHaveLength(1);
    expect(keywordCover("'sea':AB & 'bahria'", shareOf)?.words).toEqual(['bahria']);
  });

  it('covers an OR by all its parts, each word once', () => {
    expect(keywordCover("'sea' & 'view' | 'bahria'", shareOf)?.words).toEqual(['sea', 'bahria']);
    expect(keywordCover("( 'villa' | 'sea' ) & 'bahria'", shareOf)?.words).toEqual(['bahria']);
    const repeated = keywordCover("'villa' | 'bahria' | 'villa'", shareOf);
    expect(repeated?.words).toEqual(['villa', 'bahria']);
    expect(repeated?.share).toBeCloseTo(0.12);
  });

  it('skips a negation inside an AND, and has no cover where a match needs no whole word', () => {
    expect(keywordCover("'villa' & !'sea'", shareOf)?.words).toEqual(['villa']);
    expect(keywordCover("!'sea'", shareOf)).toBeUndefined();
    expect(keywordCover("'vil':*", shareOf)).toBeUndefined();
    expect(keywordCover("'villa' | 'vil':*", shareOf)).toBeUndefined();
    expect(keywordCover('', shareOf)).toBeUndefined();
  });
});

describe('lexemes', () => {
  it("writes words as tsquery's input reads them back, quotes and backslashes included", () => {
    expect(lexemes(['villa'])).toBe("'villa'");
    expect(lexemes(['sea', "o'neil", 'a\\b'])).toBe("'sea' | 'o''neil' | 'a\\\\b'");
  });
});
