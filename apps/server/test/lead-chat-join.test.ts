/**
 * A guest who gave their e-mail on the contact form and later writes in chat from an account with
 * that confirmed address is the same lead (issue 36): the chat joins it, "Reply in chat" becomes
 * possible, and the lister's first reply marks it contacted.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { leads } from '../src/features/leads/lead.table.js';
import { insertListing } from './helpers/listings.js';
import { createTestApp, signedInUser, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_PER_IP: '1000' });
});
afterAll(() => t.close());

it('joins the guest lead of the same confirmed e-mail, and the reply makes it contacted', async () => {
  const lister = await signedInUser(t, { fullName: 'Lone Lister' });
  const listing = await insertListing(t.database.db, lister.user.id, { title: 'House in Gulberg' });
  const email = `seeker-${Date.now()}@example.com`;
  const form = await t.app.inject({
    method: 'POST',
    url: `/api/properties/${listing.id}/inquiries/`,
    payload: { channel: 'email', name: 'Sana Seeker', email, phone: '0300 7654321', message: 'Is it available?' },
    remoteAddress: '198.51.100.77',
  });
  expect(form.statusCode, form.body).toBe(200);
  const seeker = await signedInUser(t, { fullName: 'Sana Seeker', email });
  const stranger = await signedInUser(t, { fullName: 'Someone Else', emailVerifiedAt: null } as never);
  const chat = (who: typeof seeker, receiver: number, message: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/chat/send/',
      headers: { cookie: who.cookie },
      payload: { receiver_id: receiver, message, chat_type: 'property', listing_id: listing.id },
    });
  expect((await chat(seeker, lister.user.id, 'Can I visit on Saturday?')).statusCode).toBe(201);
  const mine = await t.database.db.select().from(leads).where(eq(leads.listerUserId, lister.user.id));
  expect(mine).toHaveLength(1);
  expect(mine[0]).toMatchObject({ contacts: 2, personUserId: seeker.user.id, personKey: '+923007654321' });
  expect(mine[0]!.channels.sort()).toEqual(['chat', 'form']);
  // Someone whose address is not confirmed never joins another person's lead.
  expect((await chat(stranger, lister.user.id, 'Hello')).statusCode).toBe(201);
  expect(await t.database.db.select().from(leads).where(eq(leads.listerUserId, lister.user.id))).toHaveLength(2);
  // The lister's reply in chat: contacted, with its first-response time.
  expect((await chat(lister, seeker.user.id, 'Yes, Saturday at 11 works.')).statusCode).toBe(201);
  const [lead] = await t.database.db.select().from(leads).where(eq(leads.id, mine[0]!.id));
  expect(lead!.status).toBe('contacted');
  expect(lead!.firstResponseAt).not.toBeNull();
});
