// Issue 39's first-paint budgets, checked in a real browser against a running production build:
//
//   npm run build
//   node scripts/check-first-paint.mjs [base-url]      (default http://127.0.0.1:3000)
//
// On `/`, `/properties`, a listing, `/blogpages` and a post, in English and Arabic, at a phone's
// width (390 px), in Debian's Chromium (scripts/chromium.mjs), each page opened in a fresh context:
//
// - first-load JavaScript ≤ 150 kB gzip: every script response from the request of the page until
//   React has hydrated it (`<html data-hydrated>`, root.tsx), the ones the entry module imports
//   before it hydrates (the language catalog) included, each gzipped at zlib's default level 6
//   (what a CDN does on the fly; kB = 1000 bytes);
// - beside it, not budgeted, the JSON fetched in that time (the language catalog, a JSON file
//   since issue 39), gzipped the same way;
// - ≤ 12 script requests in that time (module preloads, the entry and the chunks it imports);
// - ≤ 2 render-blocking stylesheets: the resources Chromium itself marks `renderBlockingStatus:
//   "blocking"` (Resource Timing) that are stylesheets;
// - the largest contentful paint, when it is an image, is preloaded by the HTML
//   (`<link rel="preload" as="image" fetchpriority="high" imagesrcset=… imagesizes=…>`) and has a
//   `srcset` with `sizes`, so a phone fetches a phone-sized rendition.
//
// FIRST_LOAD_JS_BYTES, FIRST_LOAD_SCRIPTS and RENDER_BLOCKING_STYLESHEETS override the ceilings.
// Exits 1 when a page is over a budget (or cannot be measured), 0 otherwise. Starts no server.
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './chromium.mjs';
import { FIRST_LOAD_JS_BYTES, FIRST_LOAD_SCRIPTS, RENDER_BLOCKING_STYLESHEETS } from './js-budget.mjs';

const base = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const budget = {
  bytes: Number(process.env.FIRST_LOAD_JS_BYTES || FIRST_LOAD_JS_BYTES),
  scripts: Number(process.env.FIRST_LOAD_SCRIPTS || FIRST_LOAD_SCRIPTS),
  stylesheets: Number(process.env.RENDER_BLOCKING_STYLESHEETS || RENDER_BLOCKING_STYLESHEETS),
};

async function firstSlug(apiPath) {
  const response = await fetch(`${base}${apiPath}`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${apiPath}: ${response.status}`);
  const slug = (await response.json())?.results?.[0]?.slug;
  if (typeof slug !== 'string') throw new Error(`GET ${apiPath}: no results[0].slug`);
  return slug;
}

const gzipped = new Map();
/** A script's size gzipped at level 6, fetched once (the browser may have received brotli). */
function gzipSize(url) {
  if (!gzipped.has(url)) {
    gzipped.set(
      url,
      fetch(url)
        .then((response) => response.arrayBuffer())
        .then((body) => zlib.gzipSync(Buffer.from(body)).length),
    );
  }
  return gzipped.get(url);
}

/** What the page shows as its largest paint, and what its HTML does for it (run in the page). */
function largestPaint() {
  return new Promise((resolve) => {
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      const last = entries[entries.length - 1];
      const image = last?.element instanceof HTMLImageElement ? last.element : null;
      const preload = image
        ? [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].find(
            (link) =>
              link.getAttribute('imagesrcset') === image.getAttribute('srcset') || link.href === image.currentSrc,
          )
        : null;
      resolve({
        element: last?.element ? `${last.element.tagName.toLowerCase()}.${last.element.className}` : 'none',
        image: image
          ? {
              srcset: Boolean(image.getAttribute('srcset')),
              sizes: Boolean(image.getAttribute('sizes')),
              preloaded: Boolean(preload),
              fetchpriority: preload?.getAttribute('fetchpriority') ?? null,
            }
          : null,
      });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/**
 * In the page, before its scripts: the time (epoch ms, the browser's clock) at which the page
 * marks itself hydrated. Requests are counted by when the browser started them, not by when this
 * script heard of the marker (it polls: a request the page starts after hydration, in the next few
 * milliseconds, is not part of the first load).
 */
function stampHydration() {
  new MutationObserver((_, observer) => {
    if (document.documentElement?.dataset.hydrated !== 'true') return;
    window.__hydratedAt = performance.timeOrigin + performance.now();
    observer.disconnect();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
}

async function measure(browser, path) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  await context.addInitScript(stampHydration);
  const page = await context.newPage();
  const requests = [];
  let hydrated = false;
  page.on('request', (request) => {
    if (!hydrated) requests.push(request);
  });
  const response = await page.goto(`${base}${path}`);
  if (!response?.ok()) throw new Error(`GET ${path}: ${response?.status()}`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 30_000 });
  hydrated = true;
  const hydratedAt = await page.evaluate(() => window.__hydratedAt);
  // Each request's start time is known once it has answered.
  await Promise.all(requests.map((request) => request.response().catch(() => null)));
  const beforeHydration = requests.filter((request) => {
    const started = request.timing().startTime;
    return !(started > 0 && hydratedAt > 0 && started > hydratedAt);
  });
  const scripts = new Set(beforeHydration.filter((r) => r.resourceType() === 'script').map((r) => r.url()));
  const data = new Set(
    beforeHydration
      .filter((r) => r.resourceType() !== 'script' && new URL(r.url()).pathname.endsWith('.json'))
      .map((r) => r.url()),
  );
  const stylesheets = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.renderBlockingStatus === 'blocking' && entry.initiatorType === 'link')
      .map((entry) => new URL(entry.name).pathname),
  );
  const lcp = await page.evaluate(largestPaint);
  await context.close();
  const sizes = await Promise.all([...scripts].map(gzipSize));
  const dataSizes = await Promise.all([...data].map(gzipSize));
  return {
    path,
    scripts: scripts.size,
    bytes: sizes.reduce((sum, size) => sum + size, 0),
    dataBytes: dataSizes.reduce((sum, size) => sum + size, 0),
    stylesheets: stylesheets.length,
    lcp,
  };
}

/** What is wrong with a page's figures, in words (empty when it is within every budget). */
export function overBudget(row, limits = budget) {
  const problems = [];
  if (row.bytes > limits.bytes) problems.push(`${(row.bytes / 1000).toFixed(1)} kB of JavaScript`);
  if (row.scripts > limits.scripts) problems.push(`${row.scripts} script requests`);
  if (row.stylesheets > limits.stylesheets) problems.push(`${row.stylesheets} render-blocking stylesheets`);
  const image = row.lcp.image;
  if (image && !(image.srcset && image.sizes)) problems.push('the LCP image has no srcset and sizes');
  if (image && !(image.preloaded && image.fetchpriority === 'high')) {
    problems.push('the LCP image is not preloaded with fetchpriority="high"');
  }
  return problems;
}

async function main() {
  const [listing, post] = await Promise.all([
    firstSlug('/api/properties/?page_size=1'),
    firstSlug('/api/blogs/?page_size=1'),
  ]);
  const english = ['/', '/properties', `/properties/${listing}`, '/blogpages', `/blogpages/${post}`];
  const paths = [...english, ...english.map((path) => (path === '/' ? '/ar/' : `/ar${path}`))];
  const browser = await chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const rows = [];
  try {
    for (const path of paths) rows.push(await measure(browser, path));
  } finally {
    await browser.close();
  }
  console.log(
    `First load per page (${base}, 390 px): JavaScript gzip level 6 ≤ ${(budget.bytes / 1000).toFixed(0)} kB, ` +
      `≤ ${budget.scripts} scripts, ≤ ${budget.stylesheets} render-blocking stylesheets`,
  );
  console.log(
    `${'JS kB'.padStart(6)} ${'scripts'.padStart(7)} ${'css'.padStart(3)} ${'JSON kB'.padStart(7)}  ${'LCP'.padEnd(34)} path`,
  );
  let failed = false;
  for (const row of rows) {
    const problems = overBudget(row);
    failed ||= problems.length > 0;
    const image = row.lcp.image;
    const lcp = image
      ? `img${image.srcset && image.sizes ? ' srcset' : ''}${image.preloaded ? ` preload/${image.fetchpriority}` : ''}`
      : row.lcp.element.slice(0, 34);
    console.log(
      `${(row.bytes / 1000).toFixed(1).padStart(6)} ${String(row.scripts).padStart(7)} ${String(row.stylesheets).padStart(3)} ${(row.dataBytes / 1000).toFixed(1).padStart(7)}  ${lcp.padEnd(34)} ${row.path}${problems.length ? `  OVER: ${problems.join('; ')}` : ''}`,
    );
  }
  const largest = await Promise.all([...gzipped].map(async ([url, size]) => [new URL(url).pathname, await size]));
  console.log('Largest files (gzip kB):');
  for (const [path, size] of largest.sort((a, b) => b[1] - a[1]).slice(0, 8)) {
    console.log(`  ${(size / 1000).toFixed(1).padStart(6)}  ${path}`);
  }
  if (failed) {
    console.error('First-paint budget exceeded (see OVER above).');
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(`check-first-paint: ${error.message}`);
  process.exitCode = 1;
});
