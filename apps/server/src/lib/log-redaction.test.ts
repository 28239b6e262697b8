import { describe, expect, it } from 'vitest';
import { loggedRequest, redactUrl } from './log-redaction.js';

describe('request log redaction (issue 38, S7)', () => {
  it('replaces the value of every secret parameter and keeps the rest', () => {
    expect(redactUrl('/auth/reset-password?token=AAAABBBB')).toBe('/auth/reset-password?token=[redacted]');
    expect(redactUrl('/ar/notifications/unsubscribe?lang=ar&token=1.kind.sig#top')).toBe(
      '/ar/notifications/unsubscribe?lang=ar&token=[redacted]#top',
    );
    expect(redactUrl('/api/verification/documents/7/?expires=1&sig=abc&x=1')).toBe(
      '/api/verification/documents/7/?expires=1&sig=[redacted]&x=1',
    );
    expect(redactUrl('/properties?q=token&city=Lahore')).toBe('/properties?q=token&city=Lahore');
    expect(redactUrl('/auth/verify-email?TOKEN=x')).toBe('/auth/verify-email?TOKEN=[redacted]');
  });

  it('logs the request fields Fastify logs by default', () => {
    expect(
      loggedRequest({ method: 'GET', url: '/x?token=s', host: 'a.test', ip: '10.0.0.1', socket: { remotePort: 5 } }),
    ).toEqual({ method: 'GET', url: '/x?token=[redacted]', host: 'a.test', remoteAddress: '10.0.0.1', remotePort: 5 });
  });
});
