/**
 * A SIGTERM drains cleanly (issue 13, decision 0025): the app started as in production, from source,
 * on an embedded database of its own. The same on either database engine, so it runs once per
 * `npm test` (decision 0040).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { connectedChatSocket } from './helpers/chat-socket.js';
import { startSourceApp } from './helpers/source-app-process.js';
import { scaled } from './helpers/time.js';

const cleanups: (() => Promise<unknown> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('SIGTERM', () => {
  it(
    'with a socket.io client and a keep-alive connection open, drains and exits 0 within 5 s',
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-drain-'));
      cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
      // Starting from source compiles and migrates: seconds on CI, a minute on a box kept busy.
      const { child, base, output } = await startSourceApp({
        healthPath: '/api/health/live',
        startMs: 100_000,
        onSpawn: (started) => cleanups.push(() => void (started.exitCode === null && started.kill('SIGKILL'))),
        env: { DATABASE_URL: '', REDIS_URL: '', DATA_DIR: dataDir },
      });

      const email = `drain-${randomBytes(4).toString('hex')}@example.com`;
      await fetch(`${base}/api/auth/register/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          full_name: 'Drain Test',
          email,
          phone_number: '+92 300 1234567',
          password: 'drain-password-1',
          type: 'buyer',
          accept_terms: true,
        }),
      });
      const registered = await fetch(`${base}/api/auth/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'drain-password-1' }),
      });
      const cookie = registered.headers
        .getSetCookie()
        .find((c) => c.startsWith('sid='))!
        .split(';')[0]!;
      const { token } = (await (
        await fetch(`${base}/api/chat/token/`, { method: 'POST', headers: { cookie } })
      ).json()) as { token: string };
      const socket = await connectedChatSocket(base, token);
      cleanups.push(() => void socket.close());
      const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));

      // A keep-alive connection that has served a request and stays open.
      const agent = new http.Agent({ keepAlive: true });
      cleanups.push(() => agent.destroy());
      await new Promise<void>((resolve, reject) =>
        http.get(`${base}/api/health/live`, { agent }, (res) => res.resume().on('end', resolve)).on('error', reject),
      );

      const exited = new Promise<{ code: number | null; ms: number }>((resolve) => {
        const started = Date.now();
        child.once('exit', (code) => resolve({ code, ms: Date.now() - started }));
      });
      child.kill('SIGTERM');
      const { code, ms } = await exited;
      expect(code, output()).toBe(0);
      expect(ms).toBeLessThan(scaled(5_000));
      // A transport close, which a client answers by reconnecting (to another process), not 'io server disconnect'.
      expect(await disconnected).toBe('transport close');
    },
    scaled(150_000),
  );
});
