import { describe, expect, it } from 'vitest';
import { demandFiltersToParams, demandInputSchema, parseDemandFilters } from './demand.js';
import { FEEDBACK_RATINGS, feedbackSchema, isHalfStepRating } from './feedback.js';
import { safeInternalLink } from './notifications.js';

describe('feedback rating (spec sections 5 and 9)', () => {
  it('accepts 0.5 to 5 in half steps only', () => {
    expect(FEEDBACK_RATINGS).toEqual([0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5]);
    for (const r of FEEDBACK_RATINGS) expect(isHalfStepRating(r), String(r)).toBe(true);
    for (const r of [0, -0.5, 5.5, 4.25, 1.1, Number.NaN, Infinity, '4', null]) {
      expect(isHalfStepRating(r), String(r)).toBe(false);
    }
  });

  it('trims, requires title and description, defaults the rating to 5', () => {
    expect(feedbackSchema.parse({ title: ' Hi ', description: ' There ' })).toEqual({
      title: 'Hi',
      description: 'There',
      rating: 5,
    });
    const blank = feedbackSchema.safeParse({ title: '  ', description: 'x', rating: 3 });
    expect(blank.success).toBe(false);
    expect(blank.error?.issues[0]?.message).toBe('feedback.errors.required');
    expect(feedbackSchema.safeParse({ title: 'a', description: 'b', rating: 4.3 }).error?.issues[0]?.message).toBe(
      'feedback.errors.rating_invalid',
    );
  });
});

describe('demand contract', () => {
  const base = { title: 'Villa in Riyadh', description: 'Near schools', purpose: 'sale' };

  it('turns empty form fields into "no wish" and numbers from text', () => {
    const parsed = demandInputSchema.parse({
      ...base,
      property_type: '',
      city: '  Riyadh ',
      budget_min: '1,000,000',
      budget_max: '',
      currency: 'SAR',
      bedrooms: '3',
      country: 'sa',
    });
    expect(parsed).toMatchObject({
      property_type: null,
      city: 'Riyadh',
      budget_min: 1_000_000,
      budget_max: null,
      bedrooms: 3,
      country: 'SA',
    });
  });

  it('a budget needs a currency and a sensible order', () => {
    const issues = (input: object) => demandInputSchema.safeParse({ ...base, ...input }).error?.issues ?? [];
    expect(issues({ budget_min: 5 }).map((i) => i.message)).toEqual(['demands.errors.currency_required']);
    expect(issues({ budget_min: 9, budget_max: 5, currency: 'SAR' }).map((i) => i.message)).toEqual([
      'demands.errors.budget_order',
    ]);
    expect(issues({ budget_min: 5, budget_max: 5, currency: 'SAR' })).toEqual([]);
  });

  it('filters from the URL are forgiving and round-trip', () => {
    const filters = parseDemandFilters(
      new URLSearchParams('purpose=rent&bedrooms=2&min_budget=abc&page=3&city=Dubai&x=1'),
    );
    expect(filters).toEqual({
      purpose: 'rent',
      property_type: undefined,
      city: 'Dubai',
      min_budget: undefined,
      max_budget: undefined,
      bedrooms: 2,
      q: undefined,
      mine: undefined,
      page: 3,
    });
    expect(demandFiltersToParams(filters).toString()).toBe('purpose=rent&city=Dubai&bedrooms=2&page=3');
  });
});

describe('safeInternalLink', () => {
  it('keeps site paths only', () => {
    expect(safeInternalLink('/properties/x-1')).toBe('/properties/x-1');
    for (const bad of ['//evil.example', 'https://evil.example', 'javascript:alert(1)', '/\\evil', 5, null]) {
      expect(safeInternalLink(bad), String(bad)).toBeNull();
    }
  });
});
