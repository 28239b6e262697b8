import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DashboardListing, DashboardListingsAnswer, Profile } from '@estate/shared';
import { renderRoute } from '../../../test/render-route';
import { ListingsTab } from './listings-tab';

/** One of the lister's listings, as `GET /api/dashboard/listings/` answers it. */
function listingOf(changes: Partial<DashboardListing> = {}): DashboardListing {
  return {
    id: 7,
    slug: 'marina-flat-7',
    title: 'Two-bedroom flat in Dubai Marina',
    purpose: 'sale',
    area_type: 'residential',
    property_type: 'apartment',
    status: 'for_sale',
    is_featured: false,
    price: 1_500_000,
    currency: 'AED',
    rent_frequency: null,
    city: 'Dubai',
    country: 'AE',
    cover: null,
    views: 12,
    clicks: 3,
    shares: 1,
    likes: 0,
    review_note: null,
    is_legacy: false,
    created_at: '2026-10-01T00:00:00Z',
    updated_at: '2026-10-01T00:00:00Z',
    lister: { id: 1, name: 'Omar' },
    ...changes,
  } as DashboardListing;
}

const answerOf = (listing: DashboardListing): DashboardListingsAnswer =>
  ({
    results: [listing],
    status: 'all',
    scope: 'mine',
    managed: null,
    count: 1,
    page: 1,
    pages: 1,
    page_size: 20,
    filter_counts: { all: 1, [listing.status]: 1 },
  }) as DashboardListingsAnswer;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * The network (the server is not in this tier): the listings tab's read answers the listing as it
 * stands; a status change answers `refuse` when given, else stores the status and answers 200.
 */
function network(listing: DashboardListing, refuse?: { status: number; body: unknown }) {
  const sent: unknown[] = [];
  let stored = listing;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      if (path.startsWith('/api/dashboard/listings/')) return json(200, answerOf(stored));
      if (path === `/api/properties/${listing.id}/status/` && init.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { status: DashboardListing['status'] };
        sent.push(body);
        if (refuse) return json(refuse.status, refuse.body);
        stored = { ...stored, status: body.status };
        return json(200, { property: {} });
      }
      return json(404, { code: 'not_found', message: 'Not found' });
    }),
  );
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

const user = { id: 1 } as Profile;
const statusSelect = () => screen.findByRole('combobox', { name: /Status of Two-bedroom flat/ });

describe('closing a listing from the dashboard asks for the final price (issue 41)', () => {
  it('sold: the optional final price goes with the status, written in Arabic-Indic digits', async () => {
    const sent = network(listingOf());
    renderRoute(() => <ListingsTab user={user} />, { url: '/dashboard?tab=listings' });
    fireEvent.change(await statusSelect(), { target: { value: 'sold' } });

    const dialog = screen.getByRole('dialog', { name: 'Mark as sold' });
    expect(within(dialog).getByText('Two-bedroom flat in Dubai Marina')).toBeTruthy();
    const input = within(dialog).getByLabelText('Final price (optional)');
    expect(input.getAttribute('aria-describedby')).toMatch(/hint/);
    expect(within(dialog).getByText('AED')).toBeTruthy();
    expect(
      within(dialog).getByText('Helps Baytak show how close its price checks are. Never shown on the listing.'),
    ).toBeTruthy();
    // Nothing is sent until the lister confirms: the row still says what is stored.
    expect(sent).toEqual([]);
    expect(((await statusSelect()) as HTMLSelectElement).value).toBe('for_sale');

    fireEvent.change(input, { target: { value: '١٬٤٢٠٬٠٠٠' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as sold' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(sent).toEqual([{ status: 'sold', final_price: 1_420_000 }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(async () => expect(((await statusSelect()) as HTMLSelectElement).value).toBe('sold'));
  });

  it('left empty, only the status is sent', async () => {
    const sent = network(listingOf());
    renderRoute(() => <ListingsTab user={user} />, { url: '/dashboard?tab=listings' });
    fireEvent.change(await statusSelect(), { target: { value: 'sold' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mark as sold' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(sent).toEqual([{ status: 'sold' }]);
  });

  it("a bad price shows the server's translated field error and keeps what was typed; nothing changes", async () => {
    const sent = network(listingOf(), {
      status: 400,
      body: {
        code: 'validation_failed',
        message: 'Please enter a price greater than zero.',
        fields: { final_price: 'listing_rules.price_invalid' },
      },
    });
    renderRoute(() => <ListingsTab user={user} />, { url: '/dashboard?tab=listings' });
    fireEvent.change(await statusSelect(), { target: { value: 'sold' } });
    const dialog = screen.getByRole('dialog', { name: 'Mark as sold' });
    const input = within(dialog).getByLabelText('Final price (optional)') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '-5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as sold' }));

    const error = await within(dialog).findByText('Please enter a price greater than zero.');
    expect(sent).toEqual([{ status: 'sold', final_price: -5 }]);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(error.id);
    expect(input.value).toBe('-5');
    expect(document.activeElement).toBe(input);
    expect(screen.getByRole('dialog', { name: 'Mark as sold' })).toBeTruthy();
    expect(((await statusSelect()) as HTMLSelectElement).value).toBe('for_sale');

    // Text that is no number goes as typed, for the server to judge.
    fireEvent.change(input, { target: { value: 'about a million' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as sold' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ status: 'sold', final_price: 'about a million' });
  });

  it('Cancel sends nothing; another status is saved at once, without asking', async () => {
    const sent = network(listingOf());
    renderRoute(() => <ListingsTab user={user} />, { url: '/dashboard?tab=listings' });
    fireEvent.change(await statusSelect(), { target: { value: 'sold' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([]);

    fireEvent.change(await statusSelect(), { target: { value: 'active' } });
    await waitFor(() => expect(sent).toEqual([{ status: 'active' }]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('in Arabic, a rent: its period beside the amount, the texts translated', async () => {
    const sent = network(listingOf({ purpose: 'rent', rent_frequency: 'year', status: 'for_rent', price: 95_000 }));
    renderRoute(() => <ListingsTab user={user} />, { url: '/ar/dashboard?tab=listings', locale: 'ar' });
    fireEvent.change(await screen.findByRole('combobox'), { target: { value: 'rented' } });
    const dialog = screen.getByRole('dialog', { name: 'وضع علامة مؤجَّر' });
    expect(within(dialog).getByText('سنويًا', { exact: false })).toBeTruthy();
    expect(within(dialog).getByText('يساعد بيتك', { exact: false })).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('السعر النهائي (اختياري)'), { target: { value: '۹۰۰۰۰' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'تأكيد التأجير' }));
    await waitFor(() => expect(sent).toEqual([{ status: 'rented', final_price: 90_000 }]));
  });
});
