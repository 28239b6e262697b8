// The home page's share images (Open Graph and Twitter cards, issue 39 M21), one per language,
// 1200 x 630 as the networks ask, drawn from the catalogs' brand name and home title:
//   node scripts/share-images.mjs      (writes apps/web/public/images/share-<locale>.jpg)
import { chromium } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const catalog = (locale) =>
  JSON.parse(fs.readFileSync(path.join(root, `packages/shared/src/i18n/${locale}/common.json`), 'utf8'));
const escape = (text) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

const house =
  '<svg viewBox="0 0 32 32" width="150" height="150" aria-hidden="true"><rect width="32" height="32" rx="8" fill="#fff"/>' +
  '<path d="M6 16 16 8l10 8v9a1 1 0 0 1-1 1h-5v-6h-8v6H7a1 1 0 0 1-1-1Z" fill="#0f766e"/></svg>';

function html(locale) {
  const { brand, home, meta } = catalog(locale);
  return `<!doctype html><html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}"><head><style>
    html, body { margin: 0; }
    body { inline-size: 1200px; block-size: 630px; box-sizing: border-box; padding: 80px 90px;
      display: flex; flex-direction: column; justify-content: space-between;
      background: linear-gradient(135deg, #0f766e 0%, #115e59 60%, #134e4a 100%); color: #fff;
      font-family: system-ui, 'DejaVu Sans', sans-serif; }
    header { display: flex; align-items: center; gap: 36px; }
    .brand { font-size: 96px; font-weight: 800; letter-spacing: ${locale === 'ar' ? '0' : '-2px'}; }
    h1 { margin: 0; font-size: 58px; line-height: 1.25; font-weight: 700; max-inline-size: 980px; }
    p { margin: 0; font-size: 30px; opacity: 0.85; }
  </style></head><body>
    <header>${house}<span class="brand">${escape(brand.name)}</span></header>
    <h1>${escape(home.title)}</h1>
    <p>${escape(meta.home.title)}</p>
  </body></html>`;
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 }, deviceScaleFactor: 1 });
for (const locale of ['en', 'ar']) {
  await page.setContent(html(locale));
  const out = path.join(root, `apps/web/public/images/share-${locale}.jpg`);
  await page.screenshot({ path: out, type: 'jpeg', quality: 85 });
  console.log(out);
}
await browser.close();
