// `npm start`: builds the app when the build is missing or older than the sources,
// then runs the single production process (API, media, real-time and server-rendered pages).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { SERVER_NODE_FLAGS } from './server-process.mjs';

const root = path.resolve(import.meta.dirname, '..');
const outputs = ['apps/web/build/server/index.js', 'apps/server/dist/server.js'].map((p) => path.join(root, p));
const sources = ['apps/web/app', 'apps/web/public', 'apps/server/src', 'apps/server/drizzle', 'packages/shared/src'];

function newest(dir) {
  let latest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs);
  }
  return latest;
}

const built = outputs.every((f) => fs.existsSync(f));
const builtAt = built ? Math.min(...outputs.map((f) => fs.statSync(f).mtimeMs)) : 0;
const changedAt = Math.max(...sources.map((s) => newest(path.join(root, s))));
if (!built || changedAt > builtAt) {
  console.log(built ? 'Sources changed since the last build: building…' : 'Building the app…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Production needs PUBLIC_URL (the only origin for links, canonical URLs and the sitemap). On this
// machine, without one in the environment or .env, the site's address is http://localhost:PORT.
const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' };
const dotenv = path.join(root, '.env');
if (fs.existsSync(dotenv)) {
  for (const [name, value] of Object.entries(parseEnv(fs.readFileSync(dotenv, 'utf8')))) env[name] ??= value;
}
const localStart = !env.PUBLIC_URL;
if (localStart) {
  env.PUBLIC_URL = `http://localhost:${env.PORT || 3000}`;
  console.log(`PUBLIC_URL is not set: links and canonical URLs use ${env.PUBLIC_URL}`);
  // The quick start prints what a person needs, not a JSON line per request (issue 39, U13).
  env.LOG_LEVEL ??= 'warn';
}
const firstStart =
  !env.DATABASE_URL && !fs.existsSync(path.join(path.resolve(root, env.DATA_DIR || 'data'), 'db', 'PG_VERSION'));
console.log(
  firstStart
    ? 'First start: creating the database and the demo (about 2 minutes)…'
    : 'Starting Baytak (the first request may take a few seconds)…',
);
if (!env.SMTP_URL) {
  // The mailbox page exists only in development (issue 38): here each mail is a file to open.
  console.log('No SMTP_URL: each mail is written as an .eml file to DATA_DIR/mail (data/mail by default)');
}

const child = spawn(process.execPath, ['--enable-source-maps', ...SERVER_NODE_FLAGS, outputs[1]], {
  cwd: root,
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
// One line when the site answers (with LOG_LEVEL=warn the server itself says nothing on success).
const liveUrl = `http://127.0.0.1:${env.PORT || 3000}/api/health/live`;
const waitForLive = setInterval(() => {
  fetch(liveUrl)
    .then((res) => {
      if (!res.ok) return;
      clearInterval(waitForLive);
      console.log(`Baytak is ready: ${env.PUBLIC_URL} (request logs: LOG_LEVEL=info npm start)`);
    })
    .catch(() => {});
}, 1000);
child.on('exit', () => clearInterval(waitForLive));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
