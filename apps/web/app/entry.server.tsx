import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { serverI18n } from './features/i18n/i18n.server';
import { TranslationProvider } from './features/i18n/use-translation';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // One i18n instance per language, shared by every render in that language.
  const i18n = serverI18n(loadContext.locale);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers, and pages every guest shares (sent whole, their scripts hashed: decision 0035), get
    // the finished document rather than a stream.
    const waitForAll = loadContext.shared || (userAgent && isbot(userAgent)) || routerContext.isSpaMode;
    const { pipe, abort } = renderToPipeableStream(
      <TranslationProvider i18n={i18n}>
        <ServerRouter context={routerContext} url={request.url} nonce={loadContext.cspNonce} />
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
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          responseHeaders.set('Content-Language', loadContext.locale);
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
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
