import { describe, expect, it } from 'vitest';
import { oncePerInterval, unavailableKind } from './dependency-errors.js';

describe('unavailableKind', () => {
  it('finds an outage anywhere in the cause chain (Drizzle wraps the driver error)', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(unavailableKind(new Error('Failed query: select 1', { cause: refused }))).toBe('ECONNREFUSED');
    expect(
      unavailableKind(Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' })),
    ).toBe('57014');
    expect(unavailableKind(Object.assign(new Error('the database system is shutting down'), { code: '57P03' }))).toBe(
      '57P03',
    );
    expect(unavailableKind(Object.assign(new Error('server closed'), { code: '08006' }))).toBe('08006');
    expect(unavailableKind(new Error('timeout exceeded when trying to connect'))).toBe(
      'timeout exceeded when trying to connect',
    );
  });

  it('leaves real bugs and bad data alone', () => {
    expect(unavailableKind(new TypeError('x is undefined'))).toBeUndefined();
    expect(unavailableKind(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBeUndefined();
    expect(unavailableKind(undefined)).toBeUndefined();
  });

  it('lets one line per kind through per interval', () => {
    const should = oncePerInterval(60_000);
    expect([should('a'), should('a'), should('b'), should('a')]).toEqual([true, false, true, false]);
  });
});
