// The environment of a browser-test server on `port` with its data in `dataDir`: the Playwright
// config's servers and the demo template's seeding server (scripts/e2e-template.mjs, made by
// scripts/test-all.mjs beside the server tests or by the config's first webServer entry) share it,
// so the template is the same whoever makes it.
export function e2eServerEnv(port, dataDir) {
  return {
    NODE_ENV: 'production',
    // Production needs the site's public address: the only origin for links and canonical URLs.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    LOG_LEVEL: 'warn',
    DEFAULT_COUNTRY: 'PK',
    // No tile server on a closed network: the offline outline map, and no failing requests.
    MAP_TILE_URL: 'off',
    // Many journeys log in from 127.0.0.1 in a few minutes; the throttle is tested on the server.
    LOGIN_MAX_PER_IP: '10000',
    REGISTER_MAX_PER_IP: '10000',
    // Every journey writes from 127.0.0.1: one address may list 9 homes a minute, and a run of the
    // listing journeys side by side met that (429). The content limits are tested on the server.
    CONTENT_LIMIT_FACTOR: '100',
  };
}

/** The first browser-test server's port (E2E_PORT, 3100 by default); the others follow it. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
