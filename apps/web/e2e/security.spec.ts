import { createHash } from 'node:crypto';
import http from 'node:http';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { scaled } from './time';

/**
 * Issue 12: F14 (Content-Security-Policy with nonces, or hashes on pages guests share), F6 (Host
 * header), F5 (login redirect).
 */

/** Every CSP violation a page reports: `securitypolicyviolation` events and console messages. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCsp', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCsp: (text: string) => void }).__reportCsp;
      void report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (/content security policy|content-security-policy/i.test(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (error) => violations.push(`page error: ${error.message}`));
  return violations;
}

/** The script sources of a page answer's policy, after checking it has no inline-script escape hatch. */
function scriptSources(policy: string | undefined): string {
  expect(policy, 'Content-Security-Policy header').toBeTruthy();
  const scripts = /(?:^|;\s*)script-src ([^;]+)/.exec(policy!)?.[1] ?? '';
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  return scripts;
}

/** The nonce of a page answer's policy (pages that depend on the visitor). */
function policyNonce(policy: string | undefined): string {
  const scripts = scriptSources(policy);
  const nonce = /'nonce-([A-Za-z0-9+/=_-]{16,})'/.exec(scripts)?.[1];
  expect(nonce, `a nonce in script-src: ${scripts}`).toBeTruthy();
  return nonce!;
}

/** The inline scripts the browser would run (JSON-LD is data, not a script). */
function inlineScripts(page: Page) {
  return page.evaluate(() =>
    [...document.scripts]
      .filter((s) => !s.src && s.type !== 'application/ld+json')
      .map((s) => ({ nonce: s.nonce, text: s.text })),
  );
}

/** Every inline script the browser would run carries the header's nonce. */
async function expectInlineScriptsNonced(page: Page, nonce: string) {
  const scripts = await inlineScripts(page);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script.nonce, script.text.slice(0, 60)).toBe(nonce);
}

/**
 * A page every guest shares (decision 0035): no nonce, and the policy names the SHA-256 hash of
 * every inline script the browser would run.
 */
async function expectInlineScriptsHashed(page: Page, policy: string | undefined) {
  const scripts = scriptSources(policy);
  expect(scripts).not.toContain("'nonce-");
  const inline = await inlineScripts(page);
  expect(inline.length).toBeGreaterThan(0);
  for (const script of inline) {
    const hash = createHash('sha256').update(script.text, 'utf8').digest('base64');
    expect(scripts, script.text.slice(0, 60)).toContain(`'sha256-${hash}'`);
  }
}

/** A seeded listing with several photos. */
async function listingWithPhotos(request: APIRequestContext): Promise<string> {
  const answer = await request.get('/api/properties/?country=PK&page_size=60');
  const { results } = (await answer.json()) as { results: { slug: string; photo_count: number }[] };
  const card = results.find((c) => c.photo_count >= 3);
  if (!card) throw new Error('No seeded listing with photos');
  return card.slug;
}

/** A GET with a Host header of the client's choosing (browsers and Playwright set their own). */
function getWithHost(baseURL: string, path: string, host: string): Promise<{ status: number; body: string }> {
  const url = new URL(path, baseURL);
  return new Promise((resolve, reject) => {
    const req = http.get(
      { hostname: url.hostname, port: url.port, path: url.pathname + url.search, headers: { host } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
  });
}

test('pages carry a CSP with hashes or a nonce and run without a single violation: home, a property page, the chat', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(scaled(60_000));
  const violations = await watchCsp(page);

  // Home, as a guest: a page every guest shares names its scripts' hashes (decision 0035).
  const home = await page.goto('/');
  expect(home?.status()).toBe(200);
  await expectInlineScriptsHashed(page, home?.headers()['content-security-policy']);
  const [first, second] = [await page.request.get('/'), await page.request.get('/')];
  expect(first.headers()['content-security-policy']).toBe(second.headers()['content-security-policy']);
  expect(await second.text()).not.toContain('nonce=');

  // A property page: gallery in full screen, then down to the map and the floor plans.
  const slug = await listingWithPhotos(page.request);
  const detail = await page.goto(`/properties/${slug}`);
  expect(detail?.status()).toBe(200);
  await expectInlineScriptsHashed(page, detail?.headers()['content-security-policy']);
  await page.getByTestId('gallery-show-all').click();
  await expect(page.getByTestId('photo-viewer')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Escape');
  await page.locator('.map-box').first().scrollIntoViewIfNeeded();
  // The map's code loads once its box nears the screen: wait for it, so the policy is checked with it.
  await expect(page.locator('.leaflet-container').first()).toBeVisible();
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();

  // The dashboard's chat, with its live connection: a signed-in page has a nonce of its own.
  await page.goto(`/auth/login?redirect=${encodeURIComponent('/dashboard?tab=messages')}`);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('omar@demo.estate');
  await page.getByLabel('Password').fill('demo-password');
  const socket = page.waitForEvent('websocket', { timeout: scaled(15_000) });
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${baseURL}/dashboard?tab=messages`);
  expect((await socket).url()).toMatch(/\/socket\.io\//);
  const answers = [await page.request.get('/dashboard?tab=messages'), await page.request.get('/')];
  const nonces = answers.map((r) => policyNonce(r.headers()['content-security-policy']));
  // Two answers never share a nonce, and each body uses its header's.
  expect(nonces[0]).not.toBe(nonces[1]);
  expect(await answers[1]!.text()).toContain(`nonce="${nonces[1]}"`);
  expect(await answers[1]!.text()).not.toContain(`nonce="${nonces[0]}"`);
  const own = await page.goto('/');
  await expectInlineScriptsNonced(page, policyNonce(own?.headers()['content-security-policy']));
  await page.waitForTimeout(scaled(1000));

  expect(violations).toEqual([]);
});

test('API answers get a CSP that allows nothing', async ({ request }) => {
  const answer = await request.get('/api/properties/?page_size=1');
  expect(answer.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(answer.headers()['permissions-policy']).toContain('camera=()');
});

test('a request with a forged Host header does not change canonical, og:url or JSON-LD (F6)', async ({
  request,
  baseURL,
}) => {
  const slug = await listingWithPhotos(request);
  const path = `/properties/${slug}`;
  // The forged request first, so it would fill the guest page cache if the origin came from Host.
  const forged = await getWithHost(baseURL!, path, 'evil.example');
  expect(forged.status).toBe(200);
  const home = await getWithHost(baseURL!, '/', 'evil.example');
  for (const body of [forged.body, home.body, await (await request.get(path)).text()]) {
    expect(body).not.toContain('evil.example');
  }
  const page = await (await request.get(path)).text();
  expect(page).toContain(`<link rel="canonical" href="${baseURL}${path}"`);
  expect(page).toMatch(new RegExp(`<meta property="og:url" content="${baseURL}${path}"`));
  const sitemap = await getWithHost(baseURL!, '/sitemap.xml', 'evil.example');
  expect(sitemap.body).toContain(`<loc>${baseURL}/properties</loc>`);
  expect(sitemap.body).not.toContain('evil.example');
});

test('a login redirect that normalises to another host lands on the home page (F5)', async ({ page, baseURL }) => {
  await page.goto(`/auth/login?redirect=${encodeURIComponent('/.//evil.example/p')}`);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('fatima@demo.estate');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
});
