/** The production server the chat benchmark measures: built when stale, started with raised limits. */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../../server-process.mjs';
import { DATABASE_URL, DATA_DIR, PROFILE, REDIS_URL, env, log, root } from './settings.mjs';

/** The server bundle, built again when missing or older than its sources. */
export function buildIfNeeded() {
  const bundle = path.join(root, 'apps/server/dist/server.js');
  const newest = (dir) =>
    fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && /\.(ts|json)$/.test(e.name))
      .reduce((t, e) => Math.max(t, fs.statSync(path.join(e.parentPath, e.name)).mtimeMs), 0);
  const stale =
    !fs.existsSync(bundle) ||
    fs.statSync(bundle).mtimeMs <
      Math.max(newest(path.join(root, 'apps/server/src')), newest(path.join(root, 'packages/shared/src')));
  if (!stale && env.BENCH_BUILD !== '1') return;
  log('building the server bundle (npm run build -w @estate/server)...');
  const lock = spawnSync('sh', ['-c', 'command -v flock'], { encoding: 'utf8' }).stdout.trim();
  const [cmd, args] = lock
    ? ['flock', ['/tmp/estate-build.lock', 'npm', 'run', 'build', '-w', '@estate/server']]
    : ['npm', ['run', 'build', '-w', '@estate/server']];
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('Build failed');
}

export async function startServer(port) {
  // Thousands of sockets: raise the open-file limit as far as the hard limit allows.
  const child = spawn(
    'sh',
    [
      '-c',
      `ulimit -n 65535 2>/dev/null || ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec "${process.execPath}" ${PROFILE} ${SERVER_NODE_FLAGS.join(' ')} apps/server/dist/server.js`,
    ],
    {
      cwd: root,
      env: {
        ...env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL,
        REDIS_URL,
        DATA_DIR,
        SEED_ON_START: 'false',
        LOG_LEVEL: 'warn',
        MAP_TILE_URL: 'off',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        CHAT_WS_URL: '',
        // Benchmark traffic comes from one address and few accounts: keep rate limits out of it.
        CHAT_SEND_PER_MINUTE: '1000000',
        LOGIN_MAX_PER_IP: '1000000',
        REGISTER_MAX_PER_IP: '1000000',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited with code ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 300));
  }
  child.kill();
  throw new Error('Server did not start within a minute');
}
