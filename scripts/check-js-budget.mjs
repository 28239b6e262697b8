// The scripts the HTML of the home and listing pages names, in English and in Arabic, gzip, read
// from the HTML alone. Superseded by check-first-paint.mjs (issue 39, decision 0057), which counts
// in a browser what the page really loads, and by the budget of js-budget.mjs (150 kB; issue 16's
// 120 kB is withdrawn). Against a running production build:
//
//   npm run build
//   node scripts/check-js-budget.mjs [base-url]      (default http://127.0.0.1:3000)
//
// Exits 1 when a page is over the budget (or cannot be measured), 0 otherwise. Starts nothing.
// JS_BUDGET_BYTES=<n> checks against another ceiling.
//
// Counted, per page: every script its server-rendered HTML makes the browser load before
// hydration, each once: `<script type="module" src>`, the modules that React Router's inline
// module script imports (`import … from "/assets/…"`, `import("/assets/…")`) and every
// `<link rel="modulepreload" href>`. Each file is gzipped with zlib's default level (6, as a CDN
// compresses on the fly; level 9 gains under 1 %). The budget is JS_BUDGET_BYTES (kB = 1000 bytes
// here, the stricter reading). Not counted: inline scripts (React Router's context and loader
// data), scripts loaded later on demand (the map, the chat, the editor, form schemas), and chunks
// the entry module itself imports dynamically before hydrating: the HTML does not name them. The
// language catalog is a JSON file since issue 39 (decision 0057), not a script.
import zlib from 'node:zlib';
import { JS_BUDGET_BYTES } from './js-budget.mjs';

const base = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const BUDGET_BYTES = Number(process.env.JS_BUDGET_BYTES || JS_BUDGET_BYTES);

async function get(path, type) {
  const url = new URL(path, base);
  const response = await fetch(url, { headers: { Accept: type } });
  if (!response.ok) throw new Error(`GET ${url.pathname}${url.search}: ${response.status}`);
  return response;
}

/** A listing's slug, from the first result of the public search. */
async function listingSlug() {
  const answer = await (await get('/api/properties/?page_size=1', 'application/json')).json();
  const slug = answer?.results?.[0]?.slug;
  if (typeof slug !== 'string') throw new Error('GET /api/properties/?page_size=1: no results[0].slug');
  return slug;
}

const attribute = (tag, name) =>
  tag
    .match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'))
    ?.slice(1)
    .find(Boolean);

/** The same-origin script URLs (paths) the HTML makes the browser load before hydration. */
export function initialScripts(html) {
  const found = new Set();
  const add = (href) => {
    if (!href) return;
    const url = new URL(href.replaceAll('&amp;', '&'), base);
    if (url.origin === new URL(base).origin) found.add(url.pathname + url.search);
  };
  for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!/\btype\s*=\s*["']?module\b/i.test(attrs)) continue;
    add(attribute(attrs, 'src'));
    for (const [, , spec] of body.matchAll(/\b(?:from|import)\s*\(?\s*(["'])([^"']+)\1/g)) add(spec);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (attribute(tag, 'rel')?.toLowerCase() === 'modulepreload') add(attribute(tag, 'href'));
  }
  return [...found];
}

const gzipped = new Map();
function gzipSize(path) {
  if (!gzipped.has(path)) {
    gzipped.set(
      path,
      get(path, '*/*')
        .then((response) => response.arrayBuffer())
        .then((body) => ({ raw: body.byteLength, gzip: zlib.gzipSync(Buffer.from(body)).length })),
    );
  }
  return gzipped.get(path);
}

const kB = (bytes) => (bytes / 1000).toFixed(1);

async function main() {
  const slug = await listingSlug();
  const pages = [
    ['home', '/'],
    ['home (Arabic)', '/ar/'],
    ['listing', `/properties/${slug}`],
    ['listing (Arabic)', `/ar/properties/${slug}`],
  ];
  const rows = [];
  for (const [name, path] of pages) {
    const html = await (await get(path, 'text/html')).text();
    const scripts = initialScripts(html);
    if (scripts.length === 0) throw new Error(`${path}: the HTML names no module script`);
    const sizes = await Promise.all(scripts.map(gzipSize));
    rows.push({
      name,
      path,
      files: scripts.length,
      raw: sizes.reduce((sum, size) => sum + size.raw, 0),
      gzip: sizes.reduce((sum, size) => sum + size.gzip, 0),
    });
  }

  console.log(`Initial JavaScript per page (${base}), gzip level 6, budget ${kB(BUDGET_BYTES)} kB (1 kB = 1000 bytes)`);
  console.log(`${'page'.padEnd(18)} ${'files'.padStart(5)} ${'raw kB'.padStart(8)} ${'gzip kB'.padStart(8)}  path`);
  for (const row of rows) {
    const over = row.gzip > BUDGET_BYTES ? '  OVER' : '';
    console.log(
      `${row.name.padEnd(18)} ${String(row.files).padStart(5)} ${kB(row.raw).padStart(8)} ${kB(row.gzip).padStart(8)}  ${row.path}${over}`,
    );
  }
  const largest = await Promise.all([...gzipped].map(async ([path, size]) => [path, (await size).gzip]));
  console.log('Largest files (gzip kB):');
  for (const [path, size] of largest.sort((a, b) => b[1] - a[1]).slice(0, 8)) {
    console.log(`  ${kB(size).padStart(6)}  ${path}`);
  }
  const over = rows.filter((row) => row.gzip > BUDGET_BYTES);
  if (over.length > 0) {
    console.error(`JavaScript budget exceeded: ${over.map((row) => `${row.name} ${kB(row.gzip)} kB`).join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(`check-js-budget: ${error.message}`);
  process.exitCode = 1;
});
