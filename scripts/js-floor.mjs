#!/usr/bin/env node
/**
 * What the decided stack costs a page before any of the app's own code (issue 16, decision 0033).
 *
 *   node scripts/js-floor.mjs
 *
 * Builds, with the app's own bundler (Vite, production, minified), the libraries every page of the
 * web app hydrates with, one layer on top of the other, each build on its own (no chunk shared with
 * another), and prints each layer's size gzipped at zlib's default level, as check-js-budget.mjs
 * counts a page. Each entry imports what the app imports from that library (grep of apps/web/app),
 * so tree shaking keeps what the app keeps and nothing else. Since decision 0058 the first load has
 * neither i18next (the app's own translator, lib/i18n/translator.ts) nor TanStack Query (loaded
 * after hydration, lib/query): the floor is React DOM, React and React Router.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'vite';
import { JS_BUDGET_BYTES as BUDGET } from './js-budget.mjs';

const root = path.resolve(import.meta.dirname, '..');
// Inside the web app's node_modules, so its dependencies resolve as they do for the app.
const dir = path.join(root, 'apps/web/node_modules/.js-floor');

const layers = [
  {
    name: 'React DOM + React (hydrateRoot, hooks, Suspense)',
    code: `import { hydrateRoot } from 'react-dom/client';
import { StrictMode, Suspense, createElement, lazy, startTransition, useEffect, useState } from 'react';
export default [hydrateRoot, StrictMode, Suspense, createElement, lazy, startTransition, useEffect, useState];`,
  },
  {
    name: '+ React Router 7, framework mode (HydratedRouter and the hooks the app uses)',
    code: `import { HydratedRouter } from 'react-router/dom';
import { Link, Links, Meta, NavLink, Outlet, Scripts, ScrollRestoration, data, isRouteErrorResponse, redirect,
  useLoaderData, useLocation, useMatches, useNavigate, useRevalidator, useRouteError, useRouteLoaderData,
  useSearchParams, useSubmit } from 'react-router';
export default [HydratedRouter, Link, Links, Meta, NavLink, Outlet, Scripts, ScrollRestoration, data,
  isRouteErrorResponse, redirect, useLoaderData, useLocation, useMatches, useNavigate, useRevalidator,
  useRouteError, useRouteLoaderData, useSearchParams, useSubmit];`,
  },
];

fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });

async function gzipOf(entries) {
  const file = path.join(dir, `entry-${entries.length}.js`);
  const imports = entries.map((code, i) => code.replace('export default', `const layer${i} =`)).join('\n');
  fs.writeFileSync(file, `${imports}\nwindow.__floor = [${entries.map((_, i) => `layer${i}`).join(', ')}];\n`);
  const result = await build({
    configFile: false,
    root: dir,
    logLevel: 'silent',
    mode: 'production',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: { write: false, minify: true, modulePreload: false, rollupOptions: { input: file } },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  return outputs
    .filter((o) => o.type === 'chunk')
    .reduce((sum, chunk) => sum + zlib.gzipSync(Buffer.from(chunk.code)).length, 0);
}

const kB = (n) => (n / 1000).toFixed(1).padStart(6);
console.log(`${'layer'.padEnd(82)} gzip kB  total kB`);
let previous = 0;
try {
  for (let i = 0; i < layers.length; i++) {
    const total = await gzipOf(layers.slice(0, i + 1).map((l) => l.code));
    console.log(`${layers[i].name.padEnd(82)} ${kB(total - previous)}   ${kB(total)}`);
    previous = total;
  }
  console.log(
    `\nBudget ${kB(BUDGET).trim()} kB for a page's first scripts; the libraries alone use ${kB(previous).trim()} kB.`,
  );
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
