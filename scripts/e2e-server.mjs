// One browser-test server (apps/web/playwright.config.ts starts one per worker):
//   node scripts/e2e-server.mjs <data-dir>
// The demo seed (users, 329 listings, their photos) is made once per build and day in a template
// data directory, then each server starts on a fresh copy of it: seeding took 13 s of CPU per
// server, and two servers seeding side by side on 2 cores held up the whole browser tier.
// PORT and the rest of the server's environment come from the caller.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from './server-process.mjs';

const root = path.resolve(import.meta.dirname, '..');
const serverEntry = path.join(root, 'apps/server/dist/server.js');
const dataDir = path.resolve(process.argv[2] ?? '');
if (!process.argv[2]) throw new Error('usage: node scripts/e2e-server.mjs <data-dir>');

const template = path.join(root, '.data-e2e-template');
const lock = `${template}.lock`;
const ready = path.join(template, '.seeded');
const build = fs.statSync(serverEntry);
// Seed dates are relative to today, and the seed is part of the build.
const stamp = `${build.mtimeMs}:${build.size}:${new Date().toISOString().slice(0, 10)}`;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const isReady = () => fs.existsSync(ready) && fs.readFileSync(ready, 'utf8') === stamp;

async function seedTemplate() {
  fs.rmSync(template, { recursive: true, force: true });
  const port = Number(process.env.PORT) + 50;
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverEntry], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: template },
    stdio: 'inherit',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the seeding server exited early');
    if (Date.now() > deadline) throw new Error('the seeding server did not start within 120 s');
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await sleep(200);
  }
  // A clean shutdown, so the copied database starts without recovery.
  child.kill('SIGTERM');
  await exited;
  fs.writeFileSync(ready, stamp);
}

async function templateReady() {
  if (isReady()) return;
  let mine = false;
  try {
    fs.mkdirSync(lock);
    mine = true;
  } catch {
    // Another server seeds it: wait for it (or for its lock to go, if it failed). A lock left by
    // a run that was killed while seeding is older than any seeding takes.
    if (Date.now() - fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs > 150_000) {
      fs.rmSync(lock, { recursive: true, force: true });
      return templateReady();
    }
  }
  if (mine) {
    try {
      if (!isReady()) await seedTemplate();
    } finally {
      fs.rmSync(lock, { recursive: true, force: true });
    }
    return;
  }
  const deadline = Date.now() + 150_000;
  while (!isReady()) {
    if (!fs.existsSync(lock)) return templateReady();
    if (Date.now() > deadline) throw new Error('the demo template was not seeded within 150 s');
    await sleep(250);
  }
}

await templateReady();
fs.rmSync(dataDir, { recursive: true, force: true });
fs.cpSync(template, dataDir, { recursive: true });
fs.rmSync(path.join(dataDir, '.seeded'), { force: true });

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverEntry], {
  cwd: root,
  env: process.env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
