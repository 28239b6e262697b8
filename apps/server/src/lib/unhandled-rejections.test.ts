import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { withReadScope } from '../db/read-routing.js';
import { logUnhandledRejection } from './unhandled-rejections.js';

describe('logUnhandledRejection', () => {
  it('names the request the promise was rejected for and counts the lines left out', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    let now = 0;
    const listener = logUnhandledRejection(pino(sink), () => now);
    process.on('unhandledRejection', listener);
    try {
      const request = { id: 'r-1', method: 'POST', url: '/api/chat/send/' };
      await withReadScope({ primary: true, request }, async () => {
        for (let i = 0; i < 3; i++) void Promise.reject(new Error('timeout exceeded when trying to connect'));
        await new Promise((r) => setTimeout(r, 20));
      });
      now = 11_000;
      void Promise.reject(new Error('timeout exceeded when trying to connect'));
      await new Promise((r) => setTimeout(r, 20));
    } finally {
      process.off('unhandledRejection', listener);
    }
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ request: { id: 'r-1', url: '/api/chat/send/' }, skipped_since_last: 0 });
    expect(lines[1]).toMatchObject({ skipped_since_last: 2 });
    expect(lines[1]!.request).toBeUndefined(); // outside any request
  });

  it('names the background job when the promise was rejected for one', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const listener = logUnhandledRejection(pino(sink));
    process.on('unhandledRejection', listener);
    try {
      await withReadScope({ primary: true, job: { name: 'mail.send', id: 'j-1' } }, async () => {
        void Promise.reject(new Error('a statement of a job failed'));
        await new Promise((r) => setTimeout(r, 20));
      });
    } finally {
      process.off('unhandledRejection', listener);
    }
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ job: { name: 'mail.send', id: 'j-1' } });
  });
});
