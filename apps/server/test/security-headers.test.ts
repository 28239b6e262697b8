import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/env.js';
import { RETURNING_ARABIC_VISITOR_SCRIPT } from '@estate/shared';
import { ownInlineScripts, pagePolicy, tileOrigin } from '../src/lib/security-headers.js';
import * as files from './fixtures/upload-files.js';
import { logIn } from './helpers/kit.js';
import { createTestApp, sessionCookie, signedInUser, type TestApp } from './helpers/test-app.js';

/** Issue 12: F14 (headers, Secure cookies), F15 (upload names), F16 (documents served inline). */
describe('security headers (issue 12 F14)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://www.baytak.example', LOGIN_MAX_PER_IP: '1000' });
  });
  afterAll(() => t.close());

  it('gives API answers a CSP that allows nothing, HSTS and a Permissions-Policy', async () => {
    for (const url of ['/api/health', '/api/properties/', '/api/nothing-here/', '/robots.txt']) {
      const res = await t.app.inject({ url });
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000');
      expect(res.headers['permissions-policy'], url).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\)/);
    }
  });

  it('marks every cookie Secure when PUBLIC_URL is https (session, device, country)', async () => {
    const { seed } = await signedInUser(t);
    const login = await logIn(t, seed.email, seed.password);
    expect(sessionCookie(login)).toMatch(/^sid=/);
    expect(login.cookies.length).toBeGreaterThan(0);
    for (const cookie of login.cookies) expect(cookie, cookie.name).toMatchObject({ secure: true });
    const country = await t.app.inject({ method: 'POST', url: '/api/geo/country/', payload: { country_code: 'AE' } });
    expect(country.cookies.find((c) => c.name === 'country')).toMatchObject({ secure: true });
  });

  it('sends no HSTS and no Secure cookies on plain http', async () => {
    const plain = await createTestApp({ PUBLIC_URL: 'http://127.0.0.1:3100' });
    try {
      const res = await plain.app.inject({ url: '/api/health' });
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      const country = await plain.app.inject({
        method: 'POST',
        url: '/api/geo/country/',
        payload: { country_code: 'AE' },
      });
      expect(country.cookies.find((c) => c.name === 'country')?.secure).toBeFalsy();
    } finally {
      await plain.close();
    }
  });

  it('builds the page policy: a nonce for scripts, no unsafe-inline scripts, what the pages load', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://www.baytak.example',
      SUPPORT_EMAIL: 'help@baytak.pk',
      MAP_TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
      S3_BUCKET: 'media',
      S3_PUBLIC_URL: 'https://cdn.baytak.example/files',
      CHAT_WS_URL: 'wss://chat.baytak.example',
    });
    const policy = pagePolicy(config)({ nonce: 'abc123==' });
    const directives = Object.fromEntries(
      policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')] as const),
    );
    expect(directives['script-src']).toBe("'self' 'nonce-abc123=='");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).not.toContain('unsafe-eval');
    expect(directives['img-src']).toBe("'self' data: blob: https://*.tile.example.org https://cdn.baytak.example");
    expect(directives['media-src']).toBe("'self' blob: https://cdn.baytak.example");
    expect(directives['connect-src']).toBe(
      "'self' https://www.baytak.example wss://www.baytak.example https://chat.baytak.example wss://chat.baytak.example",
    );
    expect(directives['frame-src']).toContain('https://www.youtube-nocookie.com');
    expect(directives['object-src']).toBe("'none'");
    expect(directives['frame-ancestors']).toBe("'self'");
    expect(policy).toContain('upgrade-insecure-requests');
    expect(tileOrigin('off')).toBeUndefined();
    expect(tileOrigin('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
  });

  it('names the hashes of the scripts the product wrote on a shared page, never an injected one (issue 16, 38 S6)', () => {
    const marker = 'm4rk3r';
    const html =
      `<head><script type="module" src="/assets/entry.js" nonce="${marker}"></script>` +
      `<script nonce="${marker}">window.a=1</script><script>${RETURNING_ARABIC_VISITOR_SCRIPT}</script></head>` +
      `<body><p>listing text</p><script>alert(document.cookie)</script>` +
      `<script type="module" nonce="${marker}">import "/assets/x.js";</script><script nonce="${marker}">window.a=1</script></body>`;
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    // sha256 of the exact text between the tags, base64 (as `echo -n 'window.a=1' | sha256sum`).
    const own = ownInlineScripts(html, marker);
    expect(own.hashes).toEqual([
      sha('window.a=1'),
      sha(RETURNING_ARABIC_VISITOR_SCRIPT),
      sha('import "/assets/x.js";'),
    ]);
    expect(own.hashes).not.toContain(sha('alert(document.cookie)'));
    // The marker never leaves the server.
    expect(own.html).not.toContain(marker);
    expect(own.html).toContain('<script>window.a=1</script>');
    const policy = pagePolicy(loadConfig({ NODE_ENV: 'test' }))({ hashes: own.hashes });
    expect(policy.split('; ')[0]).toBe(`script-src 'self' ${own.hashes.join(' ')}`);
    expect(policy).not.toContain('nonce-');
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});

describe('uploaded documents and names (issue 12 F15, F16)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_MAX_PER_IP: '1000' });
  });
  afterAll(() => t.close());

  const upload = (kind: string, content: Buffer, cookie: string, filename: string) => {
    const { body, contentType } = files.multipart(content, filename, 'file');
    return t.app.inject({
      method: 'POST',
      url: `/api/uploads/${kind}/`,
      headers: { 'content-type': contentType, cookie },
      payload: body,
    });
  };

  it('drops format characters from upload names: a bidi override cannot disguise "evil.exe" (F15)', async () => {
    const { cookie } = await signedInUser(t);
    for (const [name, kept] of [
      ['evil\u202egpj.exe', 'evilgpj.exe'],
      ['plan\u2066A\u2069\u200b.pdf', 'planA.pdf'],
      ['\u202d\u202e', 'file'],
    ] as const) {
      const res = await upload('floor_plan', files.pdf(), cookie, name);
      expect(res.statusCode, name).toBe(201);
      expect(res.json().name, name).toBe(kept);
    }
  });

  it('serves documents as sandboxed downloads, images inline (F16)', async () => {
    const { cookie } = await signedInUser(t);
    const plan = (await upload('floor_plan', files.pdf(), cookie, 'Plan A.pdf')).json() as { url: string };
    expect(plan.url).toMatch(/^\/media\/.*\.pdf$/);
    const pdf = await t.app.inject({ url: plan.url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe('attachment');
    expect(pdf.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');

    const photo = (await upload('gallery', await files.png(400, 300), cookie, 'photo.png')).json() as {
      url: string;
    };
    const image = await t.app.inject({ url: photo.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-disposition']).toBeUndefined();
    expect(image.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
