/**
 * A full media disk (issue 38, R7; decision 0050): the media folder is a real 2 MB filesystem
 * (tmpfs, mounted for the test, so it needs root; skipped with the reason otherwise), filled up
 * with a file. Uploads then answer 507 `storage_full` with the catalog's message (English and
 * Arabic exist), leave no row and no partial file, readiness reports the storage as full, and once
 * space is freed uploads work again. Nothing of the product is replaced.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ar from '@estate/shared/i18n/ar/common.json' with { type: 'json' };
import en from '@estate/shared/i18n/en/common.json' with { type: 'json' };
import { uploads } from '../src/features/uploads/upload.table.js';
import * as files from './fixtures/upload-files.js';
import { createTestApp, signedInUser, type TestApp } from './helpers/test-app.js';
import { scaled } from './helpers/time.js';

/** Whether a tmpfs can be mounted here (root, and allowed by the container). */
function canMount(): boolean {
  if (process.getuid?.() !== 0) return false;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-mount-probe-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', dir], { stdio: 'ignore' });
    execFileSync('umount', [dir], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const skipReason = canMount() ? undefined : 'needs root to mount a small tmpfs as the media folder';
const KB = 1024;

describe.skipIf(skipReason)(`a full media disk${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  let t: TestApp;
  let mediaDir = '';
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_MAX_PER_IP: '1000' });
    mediaDir = path.join(t.dataDir, 'media');
    fs.mkdirSync(mediaDir, { recursive: true });
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', mediaDir]);
  });
  afterAll(async () => {
    if (mediaDir) execFileSync('umount', [mediaDir]);
    await t?.close();
  });

  it(
    'answers 507 with a translated message, stores nothing, readiness reports it; works again once freed',
    async () => {
      const owner = await signedInUser(t, { fullName: 'Full Disk' });
      const upload = (size: number) => {
        const { body, contentType } = files.multipart(files.pdf(size), 'plan.pdf', 'file', 'application/pdf');
        return t.app.inject({
          method: 'POST',
          url: '/api/uploads/floor_plan/',
          headers: { 'content-type': contentType, cookie: owner.cookie },
          payload: body,
        });
      };
      const storage = async () => {
        const ready = await t.app.inject({ url: '/api/health/ready' });
        expect(ready.statusCode, ready.body).toBe(200); // reported, not unready (decision 0050)
        return ready.json().storage as { status: string; free_bytes: number };
      };
      const rows = async () =>
        (await t.database.db.select().from(uploads).where(eq(uploads.userId, owner.user.id))).length;
      const leftovers = () =>
        fs
          .readdirSync(mediaDir, { recursive: true })
          .map(String)
          .filter((f) => f.endsWith('.part'));

      expect((await upload(200 * KB)).statusCode).toBe(201);
      expect(await storage()).toMatchObject({ status: 'ok' });

      // Fill the filesystem but ~300 kB: the media folder of a busy site whose disk filled up.
      const filler = path.join(mediaDir, 'filler.bin');
      const free = (await storage()).free_bytes;
      fs.writeFileSync(filler, Buffer.alloc(free - 300 * KB));
      for (let i = 0; i < 3; i++) {
        const full = await upload(600 * KB);
        expect(full.statusCode, full.body).toBe(507);
        expect(full.json()).toMatchObject({ code: 'storage_full', message: en.errors.storage_full });
      }
      expect(ar.errors.storage_full).toMatch(/[\u0600-\u06FF]/); // the web shows it in Arabic too
      expect(await rows()).toBe(1); // no upload recorded for the refused files
      expect(leftovers()).toEqual([]);
      expect(fs.readdirSync(path.join(t.dataDir, 'tmp'))).toEqual([]);
      expect(await storage()).toMatchObject({ status: 'full' });

      fs.rmSync(filler);
      expect(await storage()).toMatchObject({ status: 'ok' });
      expect((await upload(600 * KB)).statusCode).toBe(201);
      expect(await rows()).toBe(2);
    },
    scaled(60_000),
  );
});
