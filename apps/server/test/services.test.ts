import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages } from '../src/features/chat/chat.table.js';
import { userNotifications } from '../src/features/notifications/notification.table.js';
import { uploads } from '../src/features/uploads/upload.table.js';
import * as files from './fixtures/upload-files.js';
import { createTestApp, signedInUser, type TestApp } from './helpers/test-app.js';
import { caller } from './helpers/kit.js';

let t: TestApp;
type Person = Awaited<ReturnType<typeof signedInUser>>;
let provider: Person;
let other: Person;
let requester: Person;
let stranger: Person;
let agent: Person;
let buyer: Person;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_PER_IP: '1000' });
  provider = await signedInUser(t, { fullName: 'Khalid Fitout', type: 'service_provider', isVerified: true });
  other = await signedInUser(t, { fullName: 'Other Provider', type: 'service_provider' });
  requester = await signedInUser(t, { fullName: 'Rania Client', type: 'buyer' });
  stranger = await signedInUser(t, { fullName: 'Stranger Danger', type: 'tenant' });
  agent = await signedInUser(t, { fullName: 'Aisha Agent', type: 'agent' });
  buyer = await signedInUser(t, { fullName: 'Bashir Buyer', type: 'buyer' });
});
afterAll(() => t.close());

const call = caller(() => t);

const offer = (overrides: object = {}) => ({
  trade: 'finishing',
  title: 'Apartment fit-out in Dubai Marina',
  description: 'Gypsum ceilings, flooring, joinery and paint for apartments and villas.',
  country: 'AE',
  city: 'Dubai',
  area_served: 'Dubai Marina and JVC',
  price_from: 150,
  currency: 'AED',
  price_unit: 'sqft',
  ...overrides,
});

let offers = 0;
async function createOffer(who: Person = provider, overrides: object = {}) {
  // Each offer differs a little: the same offer sent twice within minutes is refused as a duplicate.
  const res = await call(
    'POST',
    '/api/services/',
    who.cookie,
    offer({ area_served: `Area ${++offers}`, ...overrides }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; slug: string; photos: unknown[]; photo_ids?: string[] };
}

let requests = 0;
async function requestFrom(who: Person, serviceId: number, body: object = {}) {
  const res = await call('POST', `/api/services/${serviceId}/requests/`, who.cookie, {
    what: 'Paint a two-bedroom apartment before a tenant moves in.',
    location: `Dubai Marina, tower ${++requests}`,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; status: string; actions: string[] };
}

describe('service offers', () => {
  it('only providers publish, and agents or dealers only in valuation and marketing', async () => {
    expect((await call('POST', '/api/services/', undefined, offer())).statusCode).toBe(401);
    const byBuyer = await call('POST', '/api/services/', buyer.cookie, offer());
    expect(byBuyer.statusCode).toBe(403);
    expect(byBuyer.json().code).toBe('forbidden');
    expect((await call('POST', '/api/services/', agent.cookie, offer())).statusCode).toBe(403);
    const valuation = await createOffer(agent, { trade: 'valuation', title: 'Free appraisal of your home' });
    expect(valuation.slug).toMatch(/^free-appraisal-of-your-home-\d+$/);
  });

  it('validates with catalog keys per field', async () => {
    const res = await call(
      'POST',
      '/api/services/',
      provider.cookie,
      offer({ title: 'x', trade: 'plumbing', price_from: 5, currency: '' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      title: 'services.errors.title_required',
      trade: 'services.errors.trade_required',
    });
    const noCurrency = await call('POST', '/api/services/', provider.cookie, offer({ currency: undefined }));
    expect(noCurrency.json().fields).toEqual({ currency: 'services.errors.currency_required' });
  });

  it('publishes with photos, lists, filters and shows the detail with the provider', async () => {
    const up = async (cookie: string) => {
      const { body, contentType } = files.multipart(await files.png(300, 200), 'photo.png', 'file', 'image/png');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/uploads/service_photo/',
        headers: { 'content-type': contentType, cookie },
        payload: body,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    const [p1, p2] = [await up(provider.cookie), await up(provider.cookie)];
    const created = await createOffer(provider, {
      title: 'Villa painting in Jumeirah',
      trade: 'finishing',
      city: 'dubai',
      photos: [p2, p1],
    });
    expect(created.photos).toHaveLength(2);
    expect(created.photo_ids).toEqual([p2, p1]);
    const held = await t.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.ownerRef, `service:${created.id}`));
    expect(held.map((u) => u.id).sort()).toEqual([p1, p2].sort());

    // Someone else's upload cannot be claimed.
    const theirs = await up(other.cookie);
    const stolen = await call('POST', '/api/services/', provider.cookie, offer({ photos: [theirs] }));
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().fields).toEqual({ photos: 'services.errors.photo_invalid' });

    const list = (await call('GET', '/api/services/?trade=finishing&city=DUBAI')).json();
    expect(list.results.map((r: { id: number }) => r.id)).toContain(created.id);
    expect(list.results.every((r: { trade: string; city: string }) => r.trade === 'finishing')).toBe(true);
    const keyword = (await call('GET', '/api/services/?q=jumeirah')).json();
    expect(keyword.results.map((r: { id: number }) => r.id)).toEqual([created.id]);
    expect((await call('GET', '/api/services/?trade=legal')).json().count).toBe(0);

    const trades = (await call('GET', '/api/services/trades/')).json();
    expect(trades.trades).toHaveLength(9);
    expect(trades.trades.find((c: { trade: string }) => c.trade === 'finishing').count).toBeGreaterThanOrEqual(1);

    const detail = (await call('GET', `/api/services/${created.slug}/`)).json();
    expect(detail).toMatchObject({
      id: created.id,
      provider: { id: provider.user.id, name: 'Khalid Fitout', verified: true, slug: provider.user.slug },
      reviews: [],
      rating_count: 0,
    });
    expect(detail.photo_ids).toBeUndefined();
  });

  it('only the provider edits, pauses and deletes; a paused offer leaves the directory', async () => {
    const created = await createOffer();
    const patch = { title: 'Apartment fit-out and painting' };
    expect((await call('PATCH', `/api/services/${created.id}/`, undefined, patch)).statusCode).toBe(401);
    expect((await call('PATCH', `/api/services/${created.id}/`, other.cookie, patch)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/services/${created.id}/`, other.cookie)).statusCode).toBe(403);
    const edited = await call('PATCH', `/api/services/${created.id}/`, provider.cookie, patch);
    expect(edited.statusCode).toBe(200);
    expect(edited.json().slug).toBe(`apartment-fit-out-and-painting-${created.id}`);

    await call('PATCH', `/api/services/${created.id}/`, provider.cookie, { status: 'paused' });
    expect((await call('GET', `/api/services/${created.id}/`)).statusCode).toBe(404);
    expect((await call('GET', `/api/services/${created.id}/`, provider.cookie)).statusCode).toBe(200);
    const listed = (await call('GET', '/api/services/?trade=finishing'))
      .json()
      .results.map((r: { id: number }) => r.id);
    expect(listed).not.toContain(created.id);
    const mine = (await call('GET', '/api/services/mine/', provider.cookie)).json().results;
    expect(mine.find((r: { id: number }) => r.id === created.id).status).toBe('paused');
    expect((await call('GET', '/api/services/mine/')).statusCode).toBe(401);

    expect((await call('DELETE', `/api/services/${created.id}/`, provider.cookie)).statusCode).toBe(200);
    expect((await call('GET', `/api/services/${created.id}/`, provider.cookie)).statusCode).toBe(404);
  });
});

describe('service requests', () => {
  it('guests cannot request; a provider cannot request their own service', async () => {
    const created = await createOffer();
    const body = { what: 'Paint the flat please.', location: 'Marina' };
    expect((await call('POST', `/api/services/${created.id}/requests/`, undefined, body)).statusCode).toBe(401);
    const own = await call('POST', `/api/services/${created.id}/requests/`, provider.cookie, body);
    expect(own.statusCode).toBe(400);
    expect(own.json().fields).toEqual({ service: 'services.errors.own_service' });
    const past = await call('POST', `/api/services/${created.id}/requests/`, requester.cookie, {
      ...body,
      wanted_on: '2020-01-01',
    });
    expect(past.json().fields).toEqual({ wanted_on: 'services.errors.date_past' });
    const empty = await call('POST', `/api/services/${created.id}/requests/`, requester.cookie, {
      what: '',
      location: '',
    });
    expect(empty.json().fields).toMatchObject({
      what: 'services.errors.what_required',
      location: 'services.errors.location_required',
    });
    expect((await call('POST', '/api/services/999999/requests/', requester.cookie, body)).statusCode).toBe(404);
  });

  it('a new request notifies the provider and sends them a chat message', async () => {
    const created = await createOffer(provider, { title: 'Kitchen remodelling' });
    const request = await requestFrom(requester, created.id, { budget: 20000, wanted_on: '2099-05-01' });
    expect(request).toMatchObject({ status: 'pending', actions: ['cancel'], currency: 'AED', budget: 20000 });

    const [note] = await t.database.db
      .select()
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, provider.user.id), eq(userNotifications.kind, 'service_request')));
    expect(note?.payload).toMatchObject({
      title: 'Kitchen remodelling',
      link: '/dashboard?tab=services',
      status: 'pending',
    });

    const messages = await t.database.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.senderId, requester.user.id), eq(chatMessages.receiverId, provider.user.id)));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ chatType: 'service' });
    expect(messages[0]!.body).toContain('Kitchen remodelling');
    expect(messages[0]!.body).toContain('AED 20,000');
    const bell = (await call('GET', '/api/chat/notifications/', provider.cookie)).json();
    expect(bell.notifications[0].sender.id).toBe(requester.user.id);

    const received = (await call('GET', '/api/service-requests/?role=provider', provider.cookie)).json().results;
    expect(received[0]).toMatchObject({
      id: request.id,
      status: 'pending',
      actions: ['accept', 'decline'],
      requester: { id: requester.user.id },
    });
    const sent = (await call('GET', '/api/service-requests/?role=requester', requester.cookie)).json().results;
    expect(sent.map((r: { id: number }) => r.id)).toContain(request.id);
    // Others see none of it.
    const theirs = (await call('GET', '/api/service-requests/?role=provider', stranger.cookie)).json().results;
    expect(theirs).toEqual([]);
    expect((await call('GET', '/api/service-requests/')).statusCode).toBe(401);
  });

  it('who may move which state: provider accepts/declines/completes, requester cancels, strangers see nothing', async () => {
    const created = await createOffer(provider, { title: 'Bathroom retiling' });
    const request = await requestFrom(requester, created.id);
    const act = (who: Person | undefined, action: string, id = request.id) =>
      call('POST', `/api/service-requests/${id}/${action}/`, who?.cookie);

    expect((await act(undefined, 'accept')).statusCode).toBe(401);
    expect((await act(stranger, 'accept')).statusCode).toBe(404);
    expect((await act(stranger, 'cancel')).statusCode).toBe(404);
    expect((await act(requester, 'accept')).statusCode).toBe(403);
    expect((await act(requester, 'complete')).statusCode).toBe(403);
    expect((await act(provider, 'cancel')).statusCode).toBe(403);
    // pending → completed is not a transition.
    const early = await act(provider, 'complete');
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('invalid_transition');

    const accepted = await act(provider, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'accepted', actions: ['complete'] });
    expect((await act(provider, 'accept')).statusCode).toBe(409);
    expect((await act(provider, 'decline')).statusCode).toBe(409);

    const [status] = await t.database.db
      .select()
      .from(userNotifications)
      .where(
        and(eq(userNotifications.userId, requester.user.id), eq(userNotifications.kind, 'service_request_status')),
      );
    expect(status?.payload).toMatchObject({
      title: 'Bathroom retiling',
      link: '/dashboard?tab=services',
      status: 'accepted',
    });
    const seen = (await call('GET', '/api/service-requests/?role=requester', requester.cookie)).json().results;
    expect(seen.find((r: { id: number }) => r.id === request.id)).toMatchObject({
      status: 'accepted',
      actions: ['cancel'],
    });

    expect((await act(provider, 'complete')).json().status).toBe('completed');
    // Final: nobody moves it any more.
    expect((await act(requester, 'cancel')).statusCode).toBe(409);
    expect((await act(provider, 'decline')).statusCode).toBe(409);

    // Declined and cancelled are final too.
    const second = await requestFrom(requester, created.id);
    expect((await act(provider, 'decline', second.id)).json().status).toBe('declined');
    expect((await act(provider, 'accept', second.id)).statusCode).toBe(409);
    expect((await act(requester, 'cancel', second.id)).statusCode).toBe(409);
    const third = await requestFrom(requester, created.id);
    expect((await act(requester, 'cancel', third.id)).json().status).toBe('cancelled');
    expect((await act(provider, 'accept', third.id)).statusCode).toBe(409);
    // An accepted request can still be cancelled by its requester.
    const fourth = await requestFrom(requester, created.id);
    await act(provider, 'accept', fourth.id);
    expect((await act(requester, 'cancel', fourth.id)).json().status).toBe('cancelled');
  });

  it('reviews: only the requester, only once completed, only once; the rating average follows', async () => {
    const created = await createOffer(provider, { title: 'Wardrobe joinery' });
    const first = await requestFrom(requester, created.id);
    const review = (who: Person | undefined, id: number, body: object) =>
      call('POST', `/api/service-requests/${id}/review/`, who?.cookie, body);

    expect((await review(undefined, first.id, { rating: 5 })).statusCode).toBe(401);
    expect((await review(requester, first.id, { rating: 5 })).statusCode).toBe(409);
    await call('POST', `/api/service-requests/${first.id}/accept/`, provider.cookie);
    expect((await review(requester, first.id, { rating: 5 })).json().code).toBe('not_completed');
    await call('POST', `/api/service-requests/${first.id}/complete/`, provider.cookie);

    expect((await review(provider, first.id, { rating: 5 })).statusCode).toBe(403);
    expect((await review(stranger, first.id, { rating: 5 })).statusCode).toBe(404);
    const bad = await review(requester, first.id, { rating: 4.3 });
    expect(bad.json().fields).toEqual({ rating: 'services.errors.rating_invalid' });
    expect((await review(requester, first.id, { rating: 6 })).statusCode).toBe(400);
    const ok = await review(requester, first.id, { rating: 4.5, body: 'Neat work, on time.' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ review: { rating: 4.5, body: 'Neat work, on time.' }, can_review: false });
    const again = await review(requester, first.id, { rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_reviewed');

    const second = await requestFrom(buyer, created.id);
    await call('POST', `/api/service-requests/${second.id}/accept/`, provider.cookie);
    await call('POST', `/api/service-requests/${second.id}/complete/`, provider.cookie);
    const seenByBuyer = (await call('GET', '/api/service-requests/?role=requester', buyer.cookie)).json().results[0];
    expect(seenByBuyer).toMatchObject({ id: second.id, can_review: true, review: null });
    await review(buyer, second.id, { rating: 3 });

    const detail = (await call('GET', `/api/services/${created.id}/`)).json();
    expect(detail.rating_count).toBe(2);
    expect(detail.rating_avg).toBe(3.75);
    expect(detail.reviews.map((r: { rating: number }) => r.rating).sort()).toEqual([3, 4.5]);
    expect(detail.reviews[0].reviewer).toHaveProperty('name');
  });
});
