import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.js';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe('./data');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.secureCookies).toBe(false);
  });

  it('marks cookies Secure when PUBLIC_URL is https', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://estate.example' }).secureCookies).toBe(true);
  });

  it('uses PUBLIC_URL as the only public origin, localhost:PORT outside production', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://estate.example/' }).publicOrigin).toBe('https://estate.example');
    expect(loadConfig({ PORT: '4100' }).publicOrigin).toBe('http://localhost:4100');
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1:3100' }).secureCookies).toBe(false);
  });

  it('reads the Dubai permit settings; empty means the shared defaults (issue 37)', () => {
    expect(loadConfig({ DLD_PERMIT_DIGITS: '', DLD_QR_HOSTS: '' })).toMatchObject({ DLD_PERMIT_DIGITS: undefined });
    const set = loadConfig({ DLD_PERMIT_DIGITS: '11', DLD_QR_HOSTS: ' DubaiLand.gov.ae , permits.example ' });
    expect(set.DLD_PERMIT_DIGITS).toBe(11);
    expect(set.DLD_QR_HOSTS).toEqual(['dubailand.gov.ae', 'permits.example']);
    expect(() => loadConfig({ DLD_PERMIT_DIGITS: '0' })).toThrow(ConfigError);
  });

  it('reads TRUST_PROXY as off or a list of proxies', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });

  it('reads DATABASE_READ_URL as a list of replicas of DATABASE_URL', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://db/estate',
      DATABASE_READ_URL: 'postgres://r1/estate, postgres://r2/estate',
    });
    expect(config.DATABASE_READ_URL).toEqual(['postgres://r1/estate', 'postgres://r2/estate']);
    expect(config.DATABASE_REPLICA_MAX_LAG_SECONDS).toBe(2);
    expect(config.SHUTDOWN_DRAIN_SECONDS).toBe(10);
  });

  it('shows a believable demo support address on a local site, and a public site its own', () => {
    expect(loadConfig({}).SUPPORT_EMAIL).toBe('support@baytak.demo');
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1:3100' }).SUPPORT_EMAIL).toBe(
      'support@baytak.demo',
    );
    const live = { NODE_ENV: 'production', PUBLIC_URL: 'https://baytak.pk', SUPPORT_EMAIL: 'help@baytak.pk' };
    expect(loadConfig(live).SUPPORT_EMAIL).toBe('help@baytak.pk');
  });

  it('runs one app process unless told otherwise', () => {
    expect(loadConfig({}).WEB_CONCURRENCY).toBe(1);
    const shared = { DATABASE_URL: 'postgres://db/e', REDIS_URL: 'redis://r:6379', WEB_CONCURRENCY: '2' };
    expect(loadConfig(shared).WEB_CONCURRENCY).toBe(2);
  });

  it.each([
    [{ PORT: 'abc' }, /PORT="abc"/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL="mysql:\/\/x" must be a postgres/],
    [{ PUBLIC_URL: 'ftp://x' }, /PUBLIC_URL/],
    [{ NODE_ENV: 'production' }, /PUBLIC_URL is required in production/],
    [{ NODE_ENV: 'production', PUBLIC_URL: '' }, /PUBLIC_URL="" is required in production/],
    [{ DEFAULT_COUNTRY: 'Pakistan' }, /DEFAULT_COUNTRY/],
    [{ TRUST_PROXY: 'yes please' }, /TRUST_PROXY="yes please" must be false, true or a list/],
    [{ DATABASE_READ_URL: 'postgres://r/estate' }, /DATABASE_READ_URL="postgres:\/\/r\/estate" needs DATABASE_URL/],
    [
      { DATABASE_URL: 'postgres://db/e', DATABASE_READ_URL: 'postgres://r/e,redis://x' },
      /DATABASE_READ_URL=.* must be a/,
    ],
    [{ DATABASE_DIRECT_URL: 'postgres://db/estate' }, /DATABASE_DIRECT_URL=.* needs DATABASE_URL/],
    [{ DATABASE_REPLICA_MAX_LAG_SECONDS: '0' }, /DATABASE_REPLICA_MAX_LAG_SECONDS/],
    // Decision 0041: several app processes share a PostgreSQL server and Redis.
    [{ WEB_CONCURRENCY: '2' }, /WEB_CONCURRENCY="2" above 1 needs DATABASE_URL/],
    [{ WEB_CONCURRENCY: '2', DATABASE_URL: 'postgres://db/e' }, /WEB_CONCURRENCY="2" above 1 needs REDIS_URL/],
    [{ WEB_CONCURRENCY: '0' }, /WEB_CONCURRENCY="0"/],
    [{ WEB_CONCURRENCY: 'all' }, /WEB_CONCURRENCY="all"/],
    // Issue 17: a public site names its real support address, never a placeholder.
    [{ NODE_ENV: 'production', PUBLIC_URL: 'https://baytak.pk' }, /SUPPORT_EMAIL is required in production/],
    [
      { NODE_ENV: 'production', PUBLIC_URL: 'https://baytak.pk', SUPPORT_EMAIL: 'support@example.com' },
      /SUPPORT_EMAIL="support@example.com" is required in production/,
    ],
  ])('stops with one clear line for %o', (env, pattern) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(pattern);
  });
});
