import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../chromium.mjs';
const exe = process.env.EXE ?? '/usr/bin/chromium-headless-shell';
const base = process.env.BASE ?? 'http://127.0.0.1:3100';
const paths = (process.env.PATHS ?? '/auth/login,/,/properties').split(',');
const browser = await chromium.launch({ executablePath: exe, args: [...CHROMIUM_ARGS, ...(process.env.ARGS ? process.env.ARGS.split(' ') : [])] });
const shared = process.env.SHARED ? await browser.newContext() : null;
const t0 = Date.now();
for (let round = 0; round < 3; round++) for (const p of paths) {
  const t1 = Date.now();
  const context = shared ?? await browser.newContext();
  const page = await context.newPage();
  const t2 = Date.now();
  await page.goto(base + p);
  const t3 = Date.now();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const t4 = Date.now();
  if (shared) { await page.close(); await context.clearCookies(); } else await context.close();
  console.log(p, 'ctx', t2 - t1, 'goto', t3 - t2, 'hydr', t4 - t3, 'close', Date.now() - t4);
}
console.log('total', Date.now() - t0);
await browser.close();
