/**
 * The invitation mail's language (issue 36: "Invitations by e-mail (both languages …)"): in the
 * invitee's own language when they have an account, else in both, the inviter's page language on
 * top; the role and the agency's name in each language. A real SMTP server in this process.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyWith, type Signed } from './helpers/agency-leads.js';
import { linkToken, startSmtpInbox, type SmtpInbox } from './helpers/smtp-inbox.js';
import { createTestApp, signedInUser, type TestApp } from './helpers/test-app.js';
import { agencies } from '../src/features/agencies/agency.table.js';
import { eq } from 'drizzle-orm';
import { scaled } from './helpers/time.js';

let t: TestApp;
let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ SMTP_URL: inbox.url, PUBLIC_URL: 'http://baytak.test', LOGIN_MAX_PER_IP: '1000' });
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

const invite = (who: Signed, email: string, locale: 'en' | 'ar') =>
  t.app.inject({
    method: 'POST',
    url: '/api/agencies/mine/invites/',
    headers: { cookie: who.cookie, 'x-locale': locale },
    payload: { email, role: 'agent' },
  });

describe('the invitation mail', () => {
  it(
    "is in the invitee's language when they have an account, else in both with the inviter's first",
    async () => {
      const { agency, people } = await agencyWith(t, [{ role: 'owner', name: 'Omar Inviter' }]);
      await t.database.db
        .update(agencies)
        .set({ nameEn: 'Gulf Keys Realty', nameAr: 'مفاتيح الخليج العقارية' })
        .where(eq(agencies.id, agency.id));
      const [owner] = people as [Signed];
      const arabicReader = await signedInUser(t, { fullName: 'Arabic Reader', locale: 'ar' });

      // An account that reads Arabic gets Arabic only, even from an English page.
      expect((await invite(owner, arabicReader.seed.email, 'en')).statusCode).toBe(201);
      const arabic = await inbox.waitFor(arabicReader.seed.email, /./, scaled(30_000));
      expect(arabic.subject).toBe('Omar Inviter يدعوك للانضمام إلى مفاتيح الخليج العقارية على بيتك');
      expect(arabic.text).toContain('بصفة وكيل');
      expect(arabic.text).not.toContain('invites you');
      expect(arabic.html).toContain('href="http://baytak.test/ar/agencies/join?token=');
      expect(linkToken(arabic, '/agencies/join')).toMatch(/^[\w-]{20,}$/);

      // An address without an account: both languages, the inviter's page language first, each with its own link.
      const stranger = `stranger-${Date.now()}@example.test`;
      expect((await invite(owner, stranger, 'ar')).statusCode).toBe(201);
      const both = await inbox.waitFor(stranger, /./, scaled(30_000));
      expect(both.subject).toBe(
        'Omar Inviter يدعوك للانضمام إلى مفاتيح الخليج العقارية على بيتك | Omar Inviter invites you to Gulf Keys Realty on Baytak',
      );
      expect(both.text.indexOf('بصفة وكيل')).toBeLessThan(both.text.indexOf('as Agent'));
      expect(both.text).toContain('as Agent.');
      expect(both.html).toContain('lang="ar" dir="rtl"');
      expect(both.html).toContain('lang="en" dir="ltr"');
      expect(both.html).toContain('href="http://baytak.test/ar/agencies/join?token=');
      expect(both.html).toContain('href="http://baytak.test/agencies/join?token=');
    },
    scaled(90_000),
  );
});
