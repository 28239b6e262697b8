// One browser-test server (apps/web/playwright.config.ts starts one per worker):
//   node scripts/e2e-server.mjs <data-dir>
// Each server starts on a fresh copy of the demo template (scripts/e2e-template.mjs), which the
// Playwright config makes before the first server starts; run on its own, this makes it first.
// PORT and the rest of the server's environment come from the caller.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { TEMPLATE_DIR, templateReady } from './e2e-template.mjs';
import { SERVER_NODE_FLAGS } from './server-process.mjs';
import { ensureFactor } from './time-factor.mjs';

const root = path.resolve(import.meta.dirname, '..');
const serverEntry = path.join(root, 'apps/server/dist/server.js');
const dataDir = path.resolve(process.argv[2] ?? '');
if (!process.argv[2]) throw new Error('usage: node scripts/e2e-server.mjs <data-dir>');

await ensureFactor();
await templateReady();
fs.rmSync(dataDir, { recursive: true, force: true });
fs.cpSync(TEMPLATE_DIR, dataDir, { recursive: true });
fs.rmSync(path.join(dataDir, '.seeded'), { force: true });

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverEntry], {
  cwd: root,
  env: process.env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
