import { describe, expect, it } from 'vitest';
import { keywordShareBound } from './keyword-share.js';

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
