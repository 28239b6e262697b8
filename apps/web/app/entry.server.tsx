import { createHash } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { serverI18n } from './lib/i18n/i18n.server';
import { TranslationProvider } from './lib/i18n/use-translation';
import { QUERY_DEFAULTS } from './lib/query/query-defaults';

export const streamTimeout = 5_000;

/**
 * What a shared guest page's HTML follows from: its URL, its status, the data every loader
 * answered (read for this very request), and the day (the footer's year). Equal digests render
 * equal bytes, so the server's render memo may answer for React (docs/decisions/0022). A page
 * with streamed (deferred) data or an error has none and is rendered each time.
 */
function renderKey(request: Request, status: number, context: EntryContext, locale: string): string | undefined {
  const { loaderData, actionData, errors } = context.staticHandlerContext;
  if (status !== 200 || errors || actionData) return undefined;
  for (const data of Object.values(loaderData)) {
    if (data && typeof data === 'object' && Object.values(data).some((value) => value instanceof Promise)) {
      return undefined;
    }
  }
  const day = new Date().toISOString().slice(0, 10);
  return createHash('sha256')
    .update(JSON.stringify([request.url, locale, day, loaderData]))
    .digest('base64url');
}

/**
 * How long the render took and the CPU the process spent meanwhile (`render-cpu`): the second is
 * the render's own cost when the process served nothing else (scripts/benchmark/render-floor.mjs
 * asks one page at a time; issue 43).
 */
function renderTiming(started: number, cpuStarted: NodeJS.CpuUsage): string {
  const cpu = process.cpuUsage(cpuStarted);
  const wall = (performance.now() - started).toFixed(2);
  return `render;dur=${wall}, render-cpu;dur=${((cpu.user + cpu.system) / 1000).toFixed(2)}`;
}

/** The finished document as a string (shared pages are sent whole anyway). */
function collect(stream: PassThrough): Promise<string> {
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    stream.on('error', reject);
  });
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // One i18n instance per language, shared by every render in that language.
  const i18n = serverI18n(loadContext.locale);
  const memo = loadContext.shared ? loadContext.renderMemo : undefined;
  const key = memo && renderKey(request, responseStatusCode, routerContext, loadContext.locale);
  const rendered = key ? memo!.get(key) : undefined;
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  responseHeaders.set('Content-Language', loadContext.locale);
  // Server-Timing says whether React rendered this answer (and for how long) or the memo held it.
  if (rendered !== undefined) {
    responseHeaders.set('Server-Timing', 'render;desc="kept"');
    return new Response(rendered, { headers: responseHeaders, status: responseStatusCode });
  }
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let failed = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers, and pages every guest shares (sent whole, their scripts hashed: decision 0035), get
    // the finished document rather than a stream.
    const waitForAll = loadContext.shared || (userAgent && isbot(userAgent)) || routerContext.isSpaMode;
    const { pipe, abort } = renderToPipeableStream(
      <TranslationProvider i18n={i18n}>
        {/* Each render its own query client (thrown away with the page). */}
        <QueryClientProvider client={new QueryClient({ defaultOptions: QUERY_DEFAULTS })}>
          <ServerRouter context={routerContext} url={request.url} nonce={loadContext.cspNonce} />
        </QueryClientProvider>
      </TranslationProvider>,
      {
        // React's own inline scripts (streamed Suspense boundaries) carry the page's CSP nonce too.
        nonce: loadContext.cspNonce,
        // zod builds its fast parsers with `new Function` after probing whether eval is allowed; the
        // page's CSP has no 'unsafe-eval', so the probe itself is a reported violation. Jitless
        // parsing skips it. A classic inline script runs before any module script, so zod reads
        // this before building a schema (docs/decisions/0023).
        bootstrapScriptContent: 'globalThis.__zod_globalConfig={jitless:true}',
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true;
          const body = new PassThrough();
          if (key) {
            // The whole page is ready (onAllReady): kept when nothing in it failed.
            pipe(body);
            collect(body).then((html) => {
              if (!failed && responseStatusCode === 200) memo!.set(key, html);
              responseHeaders.set('Server-Timing', renderTiming(started, cpuStarted));
              resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
            }, reject);
            return;
          }
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          failed = true;
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
