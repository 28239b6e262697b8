// Screenshots of pages in English and Arabic at desktop and phone width, for looking at them.
// Usage: node scripts/screenshots.mjs [baseUrl] [outDir] [path ...]
import { chromium } from '@playwright/test';
import fs from 'node:fs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const [base = 'http://localhost:3000', out = '/tmp/shots', ...paths] = process.argv.slice(2);
const pages = paths.length ? paths : ['/', '/auth/login', '/auth/register', '/faq', '/properties'];
fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const user = process.env.SHOT_USER;
for (const lang of ['en', 'ar']) {
  for (const [device, viewport] of [
    ['desktop', { width: 1366, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ]) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
    // One URL per language (decision 0029): Arabic pages live under /ar.
    const inLanguage = (path) => (lang === 'ar' ? `/ar${path === '/' ? '/' : path}` : path);
    const page = await context.newPage();
    if (user) {
      await page.goto(`${base}${inLanguage('/auth/login')}`);
      // Submit only once React has hydrated the form (root.tsx marks <html data-hydrated>).
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await page.fill('#field-email', user);
      await page.fill('#field-password', process.env.SHOT_PASSWORD ?? 'demo-password');
      await page.click('button[type=submit]');
      // Arabic pages live under /ar: the login page there is /ar/auth/login.
      await page.waitForURL((u) => !/^(\/ar)?\/auth\//.test(u.pathname));
    }
    for (const p of pages) {
      // WAIT=load for pages that keep a connection open (networkidle never comes).
      await page.goto(base + inLanguage(p), { waitUntil: process.env.WAIT ?? 'networkidle' });
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      const name = `${p.replace(/[/?=&]+/g, '_').replace(/^_|_$/g, '') || 'home'}-${lang}-${device}.png`;
      await page.screenshot({ path: `${out}/${name}`, fullPage: process.env.FULL === '1' });
      console.log(`${out}/${name}`);
    }
    await context.close();
  }
}
await browser.close();
