import { describe, expect, it } from 'vitest';
import { marketAreaUnit, toSquareMetres } from './area-units.js';

describe("a listing's market unit (issue 17)", () => {
  it('reads Gulf, Egyptian and Pakistani listings the way their markets do', () => {
    expect(marketAreaUnit('AE', 120)).toBe('sqft');
    expect(marketAreaUnit('SA', 300)).toBe('sqm');
    expect(marketAreaUnit('EG', 200)).toBe('sqm');
    expect(marketAreaUnit('QA', 90)).toBe('sqm');
    expect(marketAreaUnit('PK', toSquareMetres(10, 'marla'))).toBe('marla');
    expect(marketAreaUnit('PK', toSquareMetres(1, 'kanal'))).toBe('kanal');
    expect(marketAreaUnit('PK', toSquareMetres(19, 'marla'))).toBe('marla');
  });
});
