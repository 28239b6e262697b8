/**
 * The listing page's server render against React's own floor for the same markup (issue 43, goal:
 * the app's render ≤ 2× bare React's streamed render, ≤ 1.5 ms render CPU and ≤ 3 ms CPU for the
 * whole page on an idle machine). Needs the build (`npm run build`) and nothing else: the pages come
 * from the demo database of the browser tests (scripts/e2e-template.mjs, made when missing).
 *
 *   node scripts/benchmark/render-floor.mjs [pages=120]
 *   DATABASE_URL=postgres://… node scripts/benchmark/render-floor.mjs   (a seeded server database)
 *   RENDER_PROFILE=1 node scripts/benchmark/render-floor.mjs   (and the server's CPU profile summed up)
 *   node scripts/benchmark/render-floor.mjs 30 --check   (as `npm test` runs it: no results file)
 *
 * The production server runs on a fresh copy of the demo, response cache off. Each listing page is
 * asked once to warm the process, then three times, one at a time, under URLs its render memo has
 * not seen: its `Server-Timing: render-cpu` is the CPU the process spent while React rendered it
 * (entry.server.tsx), and /proc gives the CPU of the whole page. Right after each, this process
 * parses the page's HTML back into React elements (the same elements, attributes and text) and
 * bare react-dom renders them as the app renders a shared page: streamed (`renderToPipeableStream`)
 * and collected whole. So both sides meet the machine as it is at that moment. It prints the
 * medians, their ratio, and writes scripts/benchmark/render-floor-results.md.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { parseDocument } from 'htmlparser2';
import { fmt, freePort, machine, percentile, startChild, writeResults } from './bench-lib.mjs';
import { treeCpuMs } from './run/cpu.mjs';
import { benchmarkLock } from './run/lock.mjs';
import { E2E_PORT, e2eServerEnv } from '../e2e-env.mjs';
import { TEMPLATE_DIR, templateReady } from '../e2e-template.mjs';
import { SERVER_NODE_FLAGS } from '../server-process.mjs';

// React's production build, as the server runs it.
process.env.NODE_ENV = 'production';
const React = await import('react');
const { renderToPipeableStream } = await import('react-dom/server');

const root = path.resolve(import.meta.dirname, '../..');
const pages = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 120);
// `npm test` runs it on a few pages beside other steps (`--check`): it prints, and keeps no results.
const check = process.argv.includes('--check');
// A benchmark's lock (one run at a time); `npm test`'s check only prints, and never waits on one.
if (!check) benchmarkLock();
for (const built of ['apps/server/dist/server.js', 'apps/web/build/server/index.js']) {
  if (!fs.existsSync(path.join(root, built))) throw new Error(`${built} is missing: run "npm run build" first`);
}

const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-render-floor-'));
// The demo on PGlite (the database then runs inside the server's process, so its CPU per page counts
// the database's work too), or a seeded PostgreSQL server's database (DATABASE_URL: the benchmark's).
const databaseUrl = process.env.DATABASE_URL ?? '';
if (!databaseUrl) {
  // Made as the browser tests make it (scripts/test-all.mjs), when this build has none yet.
  Object.assign(process.env, e2eServerEnv(E2E_PORT, TEMPLATE_DIR));
  await templateReady();
  fs.cpSync(TEMPLATE_DIR, dataDir, { recursive: true });
  fs.rmSync(path.join(dataDir, '.seeded'), { force: true });
}
const profileDir = process.env.RENDER_PROFILE === '1' ? fs.mkdtempSync('/tmp/estate-render-profile-') : undefined;
const server = await startChild(
  'Server',
  [
    ...SERVER_NODE_FLAGS,
    ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
    'apps/server/dist/server.js',
  ],
  { ...process.env, ...e2eServerEnv(port, dataDir), DATABASE_URL: databaseUrl, RESPONSE_CACHE_SECONDS: '0' },
  port,
  '/api/health',
  300_000,
);

/** Listing slugs from the search API, newest first. */
async function slugs(count) {
  const found = [];
  for (let page = 1; found.length < count; page++) {
    const answer = await (await fetch(`http://127.0.0.1:${port}/api/properties/?page=${page}`)).json();
    const cards = answer.results ?? answer.items ?? [];
    if (!cards.length) break;
    found.push(...cards.map((card) => card.slug));
  }
  return found.slice(0, count);
}

/** One page, its HTML and the render's CPU from Server-Timing (undefined when the memo held it). */
async function page(url) {
  const res = await fetch(`http://127.0.0.1:${port}${url}`);
  const html = await res.text();
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  const timing = res.headers.get('server-timing') ?? '';
  const cpu = /render-cpu;dur=([\d.]+)/.exec(timing)?.[1];
  return { html, renderCpu: cpu === undefined ? undefined : Number(cpu) };
}

// Bare React on the same markup.
const BOOLEAN = new Set(
  'allowfullscreen async autofocus autoplay checked controls default defer disabled formnovalidate hidden inert ismap itemscope loop multiple muted nomodule novalidate open playsinline readonly required reversed selected'.split(
    ' ',
  ),
);
const RENAMED = {
  class: 'className',
  for: 'htmlFor',
  charset: 'charSet',
  'http-equiv': 'httpEquiv',
  crossorigin: 'crossOrigin',
  fetchpriority: 'fetchPriority',
  srcset: 'srcSet',
  tabindex: 'tabIndex',
  readonly: 'readOnly',
  maxlength: 'maxLength',
  autocomplete: 'autoComplete',
  hreflang: 'hrefLang',
  referrerpolicy: 'referrerPolicy',
  enctype: 'encType',
};
const camel = (name) => name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());
function styleObject(text) {
  const style = {};
  for (const rule of text.split(';')) {
    const colon = rule.indexOf(':');
    if (colon > 0) {
      const name = rule.slice(0, colon).trim();
      style[name.startsWith('--') ? name : camel(name)] = rule.slice(colon + 1).trim();
    }
  }
  return style;
}
function props(attribs) {
  const out = {};
  for (const [name, value] of Object.entries(attribs)) {
    if (name === 'style') out.style = styleObject(value);
    else if (BOOLEAN.has(name)) out[RENAMED[name] ?? name] = true;
    else out[RENAMED[name] ?? name] = value;
  }
  return out;
}
/** A parsed node as a React element (host elements only), or text; comments and doctype dropped. */
function element(node) {
  if (node.type === 'text') return node.data;
  if (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style') return null;
  const attributes = props(node.attribs);
  if (node.name === 'script' || node.name === 'style') {
    const text = node.children.map((child) => child.data ?? '').join('');
    if (text) attributes.dangerouslySetInnerHTML = { __html: text };
    return React.createElement(node.name, attributes);
  }
  const children = node.children.map(element).filter((child) => child !== null);
  return React.createElement(node.name, attributes, ...children);
}
function documentElement(html) {
  const document = parseDocument(html);
  const htmlNode = document.children.find((node) => node.type === 'tag' && node.name === 'html');
  return element(htmlNode);
}

/** CPU milliseconds of one streamed render collected whole, as entry.server.tsx does for shared pages. */
function renderCpu(tree) {
  const started = process.cpuUsage();
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(tree, {
      onAllReady() {
        const body = new PassThrough();
        const chunks = [];
        body.on('data', (chunk) => chunks.push(chunk));
        body.on('end', () => {
          Buffer.concat(chunks).toString('utf8');
          const cpu = process.cpuUsage(started);
          resolve((cpu.user + cpu.system) / 1000);
        });
        pipe(body);
      },
      onShellError: reject,
      onError: reject,
    });
  });
}

/** The median of some numbers. */
const median = (values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

// Each page and its bare floor are measured side by side, so both meet the machine as it is then.
const rounds = 3;
const appCpu = [];
const floorCpu = [];
const htmlBytes = [];
let pageCpu;
try {
  const list = await slugs(pages);
  if (list.length < 10) throw new Error(`only ${list.length} listings in the demo`);
  // Warm-up: every page once, and its markup once through bare React (the render memo keeps these
  // pages; the measured URLs differ, so each measured render is a first one).
  for (const slug of list) await renderCpu(documentElement((await page(`/properties/${slug}?warm=1`)).html));
  let served = 0;
  for (const slug of list) {
    const apps = [];
    const floors = [];
    for (let round = 1; round <= rounds; round++) {
      const before = treeCpuMs(server.pid);
      const measured = await page(`/properties/${slug}?floor=${round}`);
      const after = treeCpuMs(server.pid);
      if (measured.renderCpu === undefined) throw new Error('a measured page came from the render memo');
      apps.push(measured.renderCpu);
      // The server's CPU for the whole page, read from /proc around it (in ticks of 10 ms: the sum
      // over hundreds of pages is what counts).
      if (before !== undefined) {
        served++;
        pageCpu = (pageCpu ?? 0) + after - before;
      }
      const tree = documentElement(measured.html);
      floors.push(await renderCpu(tree));
      if (round === 1) htmlBytes.push(Buffer.byteLength(measured.html));
    }
    appCpu.push(median(apps));
    floorCpu.push(median(floors));
  }
  pageCpu = served ? pageCpu / served : undefined;
} finally {
  server.kill('SIGINT');
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
if (profileDir) {
  // RENDER_PROFILE=1: the server's CPU profile over the whole run, summed up.
  const [profile] = fs.readdirSync(profileDir).filter((file) => file.endsWith('.cpuprofile'));
  spawnSync(process.execPath, ['scripts/benchmark/profile/summarise.mjs', path.join(profileDir, profile), '60'], {
    cwd: root,
    stdio: 'inherit',
  });
}

appCpu.sort((a, b) => a - b);
const floors = floorCpu.sort((a, b) => a - b);
const appP50 = percentile(appCpu, 50);
const floorP50 = percentile(floors, 50);
const ratio = appP50 / floorP50;
const bytes = median(htmlBytes);
const lines = [
  `# The listing page's render against bare React (issue 43)`,
  '',
  `\`node scripts/benchmark/render-floor.mjs ${pages}\`, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${machine()}.`,
  `${appCpu.length} listing pages (median ${Math.round(bytes / 1024)} kB of HTML) of ${databaseUrl ? 'the database at DATABASE_URL' : 'the demo on PGlite'}, each rendered ${rounds} times`,
  `by the production server after a warm-up (a first render each time, one page at a time), and its markup as often by bare`,
  `react-dom right after it; the median of each page's ${rounds}, then percentiles over the pages.`,
  '',
  '| | p10 | p50 | p90 |',
  '| --- | ---: | ---: | ---: |',
  `| the app's render CPU (Server-Timing \`render-cpu\`) | ${fmt(percentile(appCpu, 10), 2)} ms | ${fmt(appP50, 2)} ms | ${fmt(percentile(appCpu, 90), 2)} ms |`,
  `| bare React, streamed and collected, same markup | ${fmt(percentile(floors, 10), 2)} ms | ${fmt(floorP50, 2)} ms | ${fmt(percentile(floors, 90), 2)} ms |`,
  '',
  `- **App ÷ bare React (p50): ${fmt(ratio, 2)}×** (goal ≤ 2).`,
  `- The app's render CPU p50: ${fmt(appP50, 2)} ms (goal ≤ 1.5 ms).`,
  pageCpu === undefined
    ? '- The whole page: no /proc here.'
    : `- The whole page, the server's CPU per page (/proc: Fastify, loaders, render${databaseUrl ? '' : ", and PGlite's database work, which runs in the same process"}): ${fmt(pageCpu, 2)} ms (goal ≤ 3 ms, with a database server).`,
];
console.log(lines.join('\n'));
if (!check) writeResults('scripts/benchmark/render-floor-results.md', `${lines.join('\n')}\n`);
