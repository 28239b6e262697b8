import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  permissionsOf,
  type AgencyRole,
  type LeadDetail,
  type LeadList,
  type LeadRow,
  type Locale,
  type MyAgencyAnswer,
  type Profile,
} from '@estate/shared';
import { createI18n } from '../../lib/i18n/i18n';
import { serverResources } from '../../lib/i18n/i18n.server';
import { TranslationProvider } from '../../lib/i18n/use-translation';
import { inboxStateOf, listQuery } from './inbox-state';
import { leadKeys } from './leads-api';
import { LeadsTab } from './leads-tab';

const row = (id: number, name: string, extra: Partial<LeadRow> = {}): LeadRow => ({
  id,
  name,
  status: 'contacted',
  lost_reason: null,
  channels: ['form', 'whatsapp'],
  listings: { items: [{ id: 11, title: 'Marina flat' }], count: 1 },
  assignee: { id: 4, name: 'Hassan' },
  contacts: 2,
  first_contact_at: '2026-11-20T08:00:00.000Z',
  last_activity_at: '2026-11-21T08:00:00.000Z',
  waiting_minutes: null,
  over_target: false,
  next_reminder_at: null,
  reminder_overdue: false,
  ...extra,
});

const list: LeadList = {
  results: [
    row(1, 'James Whitfield', { status: 'new', waiting_minutes: 14, assignee: null }),
    row(2, 'Aisha Rahman', { status: 'new', waiting_minutes: 130, over_target: true }),
    row(3, 'Priya Nair', {
      next_reminder_at: '2026-11-21T05:00:00.000Z',
      reminder_overdue: true,
      listings: {
        items: [
          { id: 11, title: 'Marina flat' },
          { id: 12, title: 'JVC villa' },
        ],
        count: 3,
      },
    }),
  ],
  page: 1,
  pages: 2,
  totals: { leads: 27, contacts: 41, capped: false },
  response_target_minutes: 60,
};

const detail: LeadDetail = {
  ...row(3, 'Priya Nair'),
  listings: {
    items: [{ id: 12, title: 'JVC villa', slug: 'jvc-villa-12', purpose: 'sale', listing_status: 'for_sale' }],
    count: 1,
  },
  phone: '+971501234567',
  email: 'priya.nair@example.com',
  person_user_id: 55,
  first_response_at: null,
  events: [
    {
      id: 1,
      kind: 'form',
      actor: 'seeker',
      actor_user: null,
      channel: 'form',
      listing: { id: 12, title: 'JVC villa' },
      payload: { message: 'Is the price negotiable?' },
      at: '2026-11-20T08:00:00.000Z',
    },
    {
      id: 2,
      kind: 'status_change',
      actor: 'agent',
      actor_user: { id: 4, name: 'Hassan' },
      channel: null,
      listing: null,
      payload: { from: 'new', to: 'lost', lost_reason: 'budget' },
      at: '2026-11-20T09:00:00.000Z',
    },
  ],
  reminders: [],
};

function seat(role: AgencyRole | null): MyAgencyAnswer {
  return {
    agency: null,
    role,
    permissions: permissionsOf(role),
    members: role
      ? ([
          { id: 1, name: 'Omar', manager_id: null },
          { id: 4, name: 'Hassan', manager_id: null },
        ] as MyAgencyAnswer['members'])
      : [],
    invites: [],
    quota: null,
    wallet: null,
    personal_listings: 0,
  };
}

function render(role: AgencyRole | null, url = '/dashboard?tab=leads', locale: Locale = 'en', answer = list) {
  const client = new QueryClient();
  const state = inboxStateOf(new URLSearchParams(url.split('?')[1]));
  client.setQueryData(leadKeys.list(listQuery(state)), answer);
  client.setQueryData(leadKeys.seat, seat(role));
  client.setQueryData(leadKeys.detail(3), detail);
  return renderToString(
    <QueryClientProvider client={client}>
      <TranslationProvider i18n={createI18n(locale, serverResources)}>
        <MemoryRouter initialEntries={[url]}>
          <LeadsTab user={{ id: 1 } as Profile} />
        </MemoryRouter>
      </TranslationProvider>
    </QueryClientProvider>,
  );
}

/** The visible text and the accessible names of the markup, without bidi isolates. */
const text = (html: string) =>
  html
    .replace(/<[^>]*aria-label="([^"]*)"[^>]*>/g, ' $1 ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[\u2068\u2069]/g, '')
    .replace(/\s+/g, ' ');

describe('the lead inbox', () => {
  it('lists the leads with totals, waiting times, listings and the overdue reminder on top', () => {
    const html = render('owner');
    const shown = text(html);
    expect(shown).toContain('27 leads · 41 contacts');
    expect(shown).toContain('New · 14 min');
    expect(shown).toContain('New · 2 h');
    expect(shown).toContain('Marina flat, JVC villa (3)');
    expect(shown).toContain('Overdue');
    expect(shown).toContain('Page 1 of 2');
    // Priya's reminder is overdue: her row comes first.
    expect(shown.indexOf('Priya Nair')).toBeLessThan(shown.indexOf('James Whitfield'));
    // Past the response target: red, and said to screen readers.
    expect(html).toMatch(/lead-status--late[^>]*>New · 2 h/);
    expect(shown).toContain('Waiting longer than the response target of 60 min');
    expect(html).toContain('href="/api/leads/export.csv"');
  });

  it('gives owners, admins and managers the select boxes and the assignee filter', () => {
    for (const role of ['owner', 'manager'] as const) {
      const shown = text(render(role));
      expect(shown).toContain('Select every lead on this page');
      expect(shown).toContain('Select James Whitfield');
      expect(shown).toContain('Assignee');
      expect(shown).toContain('Everyone');
    }
  });

  it('hides them from agents and lone listers', () => {
    for (const role of ['agent', null] as const) {
      const html = render(role);
      expect(html).not.toContain('type="checkbox"');
      expect(text(html)).not.toContain('Assignee');
      expect(text(html)).toContain('James Whitfield');
    }
  });

  it('keeps the filters of its URL in the CSV link and the pages', () => {
    const html = render('owner', '/dashboard?tab=leads&status=new&q=Aisha');
    expect(html).toContain('href="/api/leads/export.csv?status=new&amp;q=Aisha"');
    expect(html).toContain('href="/dashboard?tab=leads&amp;status=new&amp;q=Aisha&amp;page=2"');
    expect(html).toContain('value="Aisha"');
    expect(html).toMatch(/<option value="new" selected="">New<\/option>/);
  });

  it('explains where leads come from when there are none', () => {
    const none = { ...list, results: [], page: 1, pages: 0, totals: { leads: 0, contacts: 0, capped: false } };
    const shown = text(render(null, '/dashboard?tab=leads', 'en', none));
    expect(shown).toContain('No leads yet');
    expect(shown).toContain('sent the contact form on its page');
    expect(text(render(null, '/dashboard?tab=leads&status=won', 'en', none))).toContain(
      'No leads match these filters.',
    );
  });

  it('opens the lead of the URL with its contact links and timeline', () => {
    const html = render('owner', '/dashboard?tab=leads&lead=3');
    const shown = text(html);
    expect(html).toContain('href="tel:+971501234567"');
    expect(html).toContain('href="https://wa.me/971501234567?text=Re%3A%20JVC%20villa%20(%2312)"');
    expect(html).toContain('href="/dashboard?tab=messages&amp;user=55&amp;listing=jvc-villa-12"');
    expect(shown).toContain('Reply in chat');
    // "Its leads": the inbox filtered by that listing.
    expect(html).toContain('href="/dashboard?tab=leads&amp;listing_id=12"');
    expect(shown).toContain('Is the price negotiable?');
    expect(shown).toContain('Status changed · New → Lost · Lost: Budget did not fit');
    expect(shown).toContain('0 / 2,000');
  });

  it('is in Arabic on Arabic pages', () => {
    const shown = text(render('owner', '/ar/dashboard?tab=leads&lead=3', 'ar'));
    expect(shown).toContain('27 عميلًا · 41 مرة تواصل');
    expect(shown).toContain('جديد · 14 دقيقة');
    expect(shown).toContain('الرد في المحادثة');
  });
});
