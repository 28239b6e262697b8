import { describe, expect, it } from 'vitest';
import { estimateBuildCost } from './materials.js';
import { actionsFor, canReview, canTakeAction, SERVICE_REQUEST_STATUSES } from './request-states.js';
import { canPublishIn, SERVICE_TRADES, tradesFor } from './trades.js';

describe('service request states', () => {
  it('gives each side only its own moves', () => {
    expect(actionsFor('provider', 'pending')).toEqual(['accept', 'decline']);
    expect(actionsFor('requester', 'pending')).toEqual(['cancel']);
    expect(actionsFor('provider', 'accepted')).toEqual(['complete']);
    expect(actionsFor('requester', 'accepted')).toEqual(['cancel']);
    for (const final of ['declined', 'completed', 'cancelled']) {
      expect(actionsFor('provider', final)).toEqual([]);
      expect(actionsFor('requester', final)).toEqual([]);
    }
    expect(canTakeAction('requester', 'accept', 'pending')).toBe(false);
    expect(canTakeAction('provider', 'complete', 'pending')).toBe(false);
    expect(SERVICE_REQUEST_STATUSES).toHaveLength(5);
  });

  it('allows a review only of a completed request not yet reviewed', () => {
    expect(canReview('completed', false)).toBe(true);
    expect(canReview('completed', true)).toBe(false);
    expect(canReview('accepted', false)).toBe(false);
  });
});

describe('who publishes', () => {
  it('providers in all trades, agents and dealers in valuation and marketing, others nowhere', () => {
    expect(tradesFor('service_provider')).toEqual(SERVICE_TRADES);
    expect(canPublishIn('agent', 'valuation')).toBe(true);
    expect(canPublishIn('dealer', 'legal')).toBe(false);
    expect(tradesFor('buyer')).toEqual([]);
  });
});

describe('build-cost estimate', () => {
  const rate = (material: string, unit: string, price: number, currency = 'PKR') =>
    ({ material, unit, price, currency, rate_date: '2025-01-01' }) as Parameters<
      typeof estimateBuildCost
    >[0]['rates'][number];

  it('converts quantities into each rate`s unit', () => {
    const answer = estimateBuildCost({
      city: 'Lahore',
      coveredArea: 1000,
      areaUnit: 'sqft',
      quality: 'standard',
      rates: [
        rate('cement', 'bag_50kg', 1400),
        rate('steel', 'kg', 250),
        rate('sand', 'cft_100', 6500),
        rate('tiles', 'sqft', 300),
      ],
    });
    const line = (m: string) => answer.lines.find((l) => l.material === m)!;
    expect(line('cement')).toMatchObject({ quantity: 400, cost: 560_000 });
    expect(line('steel')).toMatchObject({ quantity: 3500, cost: 875_000 });
    // 1.8 cft per sq ft → 1,800 cft = 18 × 100 cft.
    expect(line('sand').quantity).toBeCloseTo(18, 1);
    expect(line('sand').cost).toBeCloseTo(117_000, -2);
    // 1.1 sq ft of tiles per sq ft.
    expect(line('tiles').quantity).toBeCloseTo(1100, 0);
    expect(answer.missing).toEqual(['brick', 'crush']);
    expect(answer.total).toBe(answer.lines.reduce((s, l) => s + l.cost, 0));
  });

  it('leaves out rates in a unit of the wrong kind or another currency', () => {
    const answer = estimateBuildCost({
      city: 'Dubai',
      coveredArea: 100,
      areaUnit: 'sqm',
      quality: 'basic',
      rates: [
        rate('cement', 'bag_50kg', 16, 'AED'),
        rate('steel', 'sqm', 5, 'AED'),
        rate('brick', 'thousand', 2000, 'USD'),
      ],
    });
    expect(answer.currency).toBe('AED');
    expect(answer.lines.map((l) => l.material)).toEqual(['cement']);
    expect(answer.missing).toEqual(['steel', 'brick', 'sand', 'crush', 'tiles']);
    expect(answer.area_sqft).toBeCloseTo(1076.39, 1);
  });
});
