import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isReplicaFailure, ReadRoutingPool, readsFromPrimary, withReadScope } from './read-routing.js';

/**
 * A pg.Pool (never connected) whose query, connect and end are replaced: it records which pool
 * answered, or fails as told.
 */
function fakePool(name: string, calls: string[], fail?: () => Error): pg.Pool {
  return Object.assign(new pg.Pool(), {
    query: async () => {
      calls.push(name);
      if (fail) throw fail();
      return { rows: [{ from: name }] };
    },
    connect: async () => {
      calls.push(`${name}:connect`);
      if (fail) throw fail();
      return { release() {} };
    },
    end: async () => {},
  });
}

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
const replicaRead = <T>(fn: () => Promise<T>) => withReadScope({ primary: false }, fn);

describe('ReadRoutingPool', () => {
  it('reads from the primary outside a request and when the request says so', async () => {
    const calls: string[] = [];
    const router = new ReadRoutingPool(fakePool('primary', calls), [fakePool('r1', calls)]);
    expect(readsFromPrimary()).toBe(true);
    await router.query('select 1');
    await withReadScope({ primary: true }, () => router.query('select 1'));
    expect(calls).toEqual(['primary', 'primary']);
  });

  it('spreads a request’s reads over the replicas in turn', async () => {
    const calls: string[] = [];
    const router = new ReadRoutingPool(fakePool('primary', calls), [fakePool('r1', calls), fakePool('r2', calls)]);
    await replicaRead(async () => {
      for (let i = 0; i < 4; i++) await router.query('select 1');
      await router.connect();
    });
    expect(calls).toEqual(['r1', 'r2', 'r1', 'r2', 'r1:connect']);
  });

  it('reads from the primary when a replica cannot answer, and skips that replica for a while', async () => {
    const calls: string[] = [];
    const warnings: string[] = [];
    const router = new ReadRoutingPool(
      fakePool('primary', calls),
      [fakePool('down', calls, refused), fakePool('up', calls)],
      { warn: (m) => warnings.push(m) },
    );
    const answers = await replicaRead(async () => [
      await router.query('select 1'),
      await router.query('select 1'),
      await router.query('select 1'),
    ]);
    expect(calls).toEqual(['down', 'primary', 'up', 'up']);
    expect(answers[0]).toEqual({ rows: [{ from: 'primary' }] });
    expect(warnings).toEqual([expect.stringMatching(/read replica 1 failed .*ECONNREFUSED.*reading from the primary/)]);
  });

  it('passes a wrong query’s error on instead of retrying it on the primary', async () => {
    const calls: string[] = [];
    const syntax = () => Object.assign(new Error('syntax error'), { code: '42601' });
    const router = new ReadRoutingPool(fakePool('primary', calls), [fakePool('r1', calls, syntax)]);
    await expect(replicaRead(() => router.query('selec 1'))).rejects.toThrow('syntax error');
    expect(calls).toEqual(['r1']);
  });

  it('tells replica failures from query errors', () => {
    expect(isReplicaFailure(refused())).toBe(true);
    expect(isReplicaFailure(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(true);
    expect(isReplicaFailure(Object.assign(new Error('conflict with recovery'), { code: '40001' }))).toBe(true);
    expect(isReplicaFailure(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isReplicaFailure(Object.assign(new Error('relation does not exist'), { code: '42P01' }))).toBe(false);
  });
});
