// Compares what two running builds show, element by element: the computed style (a fixed list of
// layout, type and colour properties) and the box of every element in <body>, in English and
// Arabic, at desktop (1366) and phone (390) width. For refactors that must not change a pixel, such
// as moving a page's CSS into CSS Modules (decision 0067): the markup stays the same, so elements
// pair up by document order, and class names may differ. The two servers need the same data: a
// page whose content changes between loads (the home page's picks) differs by content, not style.
//
//   node scripts/compare-styles.mjs <beforeBaseUrl> <afterBaseUrl> <path> [path ...]
//
// SHOT_USER / SHOT_PASSWORD sign in first (as scripts/screenshots.mjs does); CLICK=<test id> clicks
// that element before comparing (a dialog, the photo viewer). Exits 1 when anything differs.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const [before, after, ...paths] = process.argv.slice(2);
if (!before || !after || !paths.length) {
  console.error('usage: node scripts/compare-styles.mjs <beforeBaseUrl> <afterBaseUrl> <path> [path ...]');
  process.exit(2);
}
const PROPS = [
  'display',
  'position',
  'width',
  'height',
  'margin-top',
  'margin-bottom',
  'margin-left',
  'margin-right',
  'padding-top',
  'padding-bottom',
  'padding-left',
  'padding-right',
  'font-size',
  'font-weight',
  'line-height',
  'color',
  'background-color',
  'border-top-width',
  'border-top-color',
  'border-radius',
  'gap',
  'grid-template-columns',
  'flex-direction',
  'align-items',
  'justify-content',
  'top',
  'left',
  'opacity',
  'visibility',
  'white-space',
  'overflow-x',
  'overflow-y',
  'box-shadow',
  'text-align',
  'z-index',
  'transform',
];
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

async function snapshot(base, path, viewport, lang) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const prefix = lang === 'ar' ? '/ar' : '';
  if (process.env.SHOT_USER) {
    await page.goto(`${base}${prefix}/auth/login`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.fill('#field-email', process.env.SHOT_USER);
    await page.fill('#field-password', process.env.SHOT_PASSWORD ?? 'demo-password');
    await page.click('button[type=submit]');
    await page.waitForURL((u) => !/^(\/ar)?\/auth\//.test(u.pathname));
  }
  await page.goto(base + prefix + path, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  if (process.env.CLICK) {
    await page.getByTestId(process.env.CLICK).click();
    await page.waitForTimeout(500);
  }
  const elements = await page.evaluate(
    (props) =>
      [...document.body.querySelectorAll('*')].map((el) => {
        const style = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        return {
          tag: el.tagName,
          className: el.getAttribute('class') ?? '',
          values: props.map((name) => style.getPropertyValue(name)),
          box: [box.x, box.y, box.width, box.height].map((v) => Math.round(v * 10) / 10).join(','),
        };
      }),
    PROPS,
  );
  await context.close();
  return elements;
}

let failed = false;
for (const path of paths) {
  for (const lang of ['en', 'ar']) {
    for (const viewport of [
      { width: 1366, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const a = await snapshot(before, path, viewport, lang);
      const b = await snapshot(after, path, viewport, lang);
      const label = `${path} ${lang} ${viewport.width}`;
      const diffs = [];
      if (a.length !== b.length) diffs.push(`${a.length} elements before, ${b.length} after`);
      for (let i = 0; i < Math.min(a.length, b.length) && diffs.length < 8; i++) {
        const changed = PROPS.filter((_, k) => a[i].values[k] !== b[i].values[k]).map(
          (name) => `${name}: ${a[i].values[PROPS.indexOf(name)]} -> ${b[i].values[PROPS.indexOf(name)]}`,
        );
        if (a[i].box !== b[i].box) changed.push(`box ${a[i].box} -> ${b[i].box}`);
        if (changed.length) diffs.push(`<${a[i].tag} class="${a[i].className}"> ${changed.join('; ')}`);
      }
      console.log(`${label}: ${diffs.length ? 'DIFFERS' : `same (${a.length} elements)`}`);
      for (const line of diffs) console.log(`  ${line}`);
      failed ||= diffs.length > 0;
    }
  }
}
await browser.close();
process.exit(failed ? 1 : 0);
