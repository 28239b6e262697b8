import { describe, expect, it } from 'vitest';
import type { ListingPublished } from '../../lib/listing-events.js';
import { demandMatches, type MatchableDemand } from './demand-match.js';

const listing: ListingPublished = {
  id: 7,
  ownerId: 1,
  title: '3-bed apartment in Dubai Marina',
  slug: '3-bed-apartment-in-dubai-marina-7',
  purpose: 'rent',
  propertyType: 'apartment',
  country: 'AE',
  city: 'Dubai',
  price: 120_000,
  currency: 'AED',
  bedrooms: 3,
};

const demand = (overrides: Partial<MatchableDemand> = {}): MatchableDemand => ({
  userId: 2,
  status: 'open',
  purpose: 'rent',
  propertyType: null,
  country: null,
  cityKey: null,
  budgetMin: null,
  budgetMax: null,
  currency: null,
  bedrooms: null,
  ...overrides,
});

describe('demandMatches', () => {
  it('matches on purpose alone when nothing else is wished', () => {
    expect(demandMatches(demand(), listing)).toBe(true);
    expect(demandMatches(demand({ purpose: 'sale' }), listing)).toBe(false);
  });

  it('never matches a closed demand or the lister’s own', () => {
    expect(demandMatches(demand({ status: 'closed' }), listing)).toBe(false);
    expect(demandMatches(demand({ userId: 1 }), listing)).toBe(false);
  });

  it('property type, country and city (any case) when set', () => {
    expect(demandMatches(demand({ propertyType: 'apartment', country: 'AE', cityKey: 'dubai' }), listing)).toBe(true);
    expect(demandMatches(demand({ propertyType: 'villa' }), listing)).toBe(false);
    expect(demandMatches(demand({ country: 'PK' }), listing)).toBe(false);
    expect(demandMatches(demand({ cityKey: 'abu dhabi' }), listing)).toBe(false);
    expect(demandMatches(demand({ cityKey: 'dubai' }), { ...listing, city: '  DUBAI ' })).toBe(true);
  });

  it('price inside the budget, bounds included, same currency only', () => {
    const budget = { budgetMin: 100_000, budgetMax: 120_000, currency: 'AED' };
    expect(demandMatches(demand(budget), listing)).toBe(true);
    expect(demandMatches(demand({ ...budget, budgetMax: 119_999 }), listing)).toBe(false);
    expect(demandMatches(demand({ ...budget, budgetMin: 120_001, budgetMax: null }), listing)).toBe(false);
    expect(demandMatches(demand({ budgetMin: null, budgetMax: 200_000, currency: 'AED' }), listing)).toBe(true);
    expect(demandMatches(demand({ ...budget, currency: 'PKR' }), listing)).toBe(false);
  });

  it('bedrooms are a minimum', () => {
    expect(demandMatches(demand({ bedrooms: 3 }), listing)).toBe(true);
    expect(demandMatches(demand({ bedrooms: 2 }), listing)).toBe(true);
    expect(demandMatches(demand({ bedrooms: 4 }), listing)).toBe(false);
  });
});
