import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../chromium.mjs';
const exe = process.env.EXE ?? '/usr/bin/chromium';
const base = process.env.BASE ?? 'http://127.0.0.1:3100';
const paths = (process.env.PATHS ?? '/auth/login,/,/properties').split(',');
const t0 = Date.now();
const browser = await chromium.launch({ executablePath: exe, args: CHROMIUM_ARGS });
console.log('launch', Date.now() - t0);
for (let round = 0; round < 2; round++) for (const p of paths) {
  const t1 = Date.now();
  const context = await browser.newContext();
  const page = await context.newPage();
  const t2 = Date.now();
  const reqs = [];
  page.on('requestfinished', (r) => reqs.push([r.url().replace(base, ''), Math.round(r.timing().responseEnd)]));
  page.on('requestfailed', (r) => reqs.push(['FAILED ' + r.url(), r.failure()?.errorText]));
  await page.goto(base + p);
  const t3 = Date.now();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const t4 = Date.now();
  await context.close();
  console.log(p, 'ctx', t2 - t1, 'goto', t3 - t2, 'hydr', t4 - t3, 'close', Date.now() - t4, 'reqs', reqs.length);
  if (process.env.V) console.log(reqs);
}
await browser.close();
