// The browser tier's demo database (issue 40, decision 0061): the demo seed (users, 329 listings,
// their photos) made once per build and day in a template data directory, which every browser-test
// server then copies (scripts/e2e-server.mjs). Seeding took 13 s of CPU per server, and much more
// on a busy machine: done inside a server's start it could pass webServer's start timeout.
//
//   node scripts/e2e-template.mjs --hold   # playwright.config.ts: the first webServer entry
//
// Playwright starts its webServer entries one after the other and before its globalSetup, so the
// template is the first entry, with a start limit of its own: it prints "e2e template ready" when
// the template holds this build's seed, then waits to be stopped with the servers. PORT + 50 is
// the seeding server's port; the rest of the environment is the browser-test servers'.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureFactor, scaled } from './time-factor.mjs';
import { SERVER_NODE_FLAGS } from './server-process.mjs';

const root = path.resolve(import.meta.dirname, '..');
const serverEntry = path.join(root, 'apps/server/dist/server.js');
export const TEMPLATE_DIR = path.join(root, '.data-e2e-template');
const lock = `${TEMPLATE_DIR}.lock`;
const ready = path.join(TEMPLATE_DIR, '.seeded');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// Seed dates are relative to today, and the seed is part of the build.
function stamp() {
  const build = fs.statSync(serverEntry);
  return `${build.mtimeMs}:${build.size}:${new Date().toISOString().slice(0, 10)}`;
}
const isReady = () => fs.existsSync(ready) && fs.readFileSync(ready, 'utf8') === stamp();

async function seedTemplate() {
  fs.rmSync(TEMPLATE_DIR, { recursive: true, force: true });
  const port = Number(process.env.PORT) + 50;
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverEntry], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: TEMPLATE_DIR },
    stdio: 'inherit',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const deadline = Date.now() + scaled(120_000);
    for (;;) {
      if (child.exitCode !== null) throw new Error('the seeding server exited early');
      if (Date.now() > deadline) throw new Error(`the seeding server did not start within ${scaled(120)} s`);
      const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      await sleep(200);
    }
  } finally {
    // A clean shutdown, so the copied database starts without recovery (and no server is left
    // behind when it failed to start in time).
    child.kill('SIGTERM');
    await exited;
  }
  fs.writeFileSync(ready, stamp());
}

/** Makes the template unless this build's is there; another process seeding it is waited for. */
export async function templateReady() {
  if (isReady()) return;
  let mine = false;
  try {
    fs.mkdirSync(lock);
    mine = true;
  } catch {
    // Another process seeds it: wait for it (or for its lock to go, if it failed). A lock left by
    // a run that was killed while seeding is older than any seeding takes.
    if (Date.now() - fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs > scaled(150_000)) {
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
  const deadline = Date.now() + scaled(150_000);
  while (!isReady()) {
    if (!fs.existsSync(lock)) return templateReady();
    if (Date.now() > deadline) throw new Error(`the demo template was not seeded within ${scaled(150)} s`);
    await sleep(250);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  // Run on its own, it measures the time factor its limits are stretched by (decision 0061).
  await ensureFactor();
  await templateReady();
  console.log(`e2e template ready (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (process.argv.includes('--hold')) {
    // Held until Playwright stops its servers: an entry that exits looks like a server that died.
    const hold = setInterval(() => {}, 1 << 30);
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => clearInterval(hold));
  }
}
