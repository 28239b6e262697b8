import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { permissionsOf, type AgencyMember, type AgencyRole, type MyAgencyAnswer, type Profile } from '@estate/shared';
import { createI18n } from '../../lib/i18n/i18n';
import { serverResources } from '../../lib/i18n/i18n.server';
import { TranslationProvider } from '../../lib/i18n/use-translation';
import { AgencyOffice } from './agency-office';

const person = (id: number, name: string, role: AgencyRole, extra: Partial<AgencyMember> = {}): AgencyMember => ({
  id,
  slug: name.toLowerCase(),
  name,
  picture: null,
  role,
  brn: null,
  brn_expires_on: null,
  live_listings: 2,
  email: `${name.toLowerCase()}@demo.estate`,
  manager_id: null,
  is_public: true,
  listing_allowance: null,
  monthly_credit_allowance: null,
  in_rotation: true,
  paused: false,
  joined_at: '2026-11-01T00:00:00.000Z',
  ...extra,
});

const members = [
  person(1, 'Ayesha', 'owner'),
  person(2, 'Bilal', 'agent', { brn: '45678', brn_expires_on: '2027-03-31', listing_allowance: 10 }),
];

function answer(role: AgencyRole): MyAgencyAnswer {
  return {
    agency: {
      id: 1,
      slug: 'ayesha-properties',
      name: 'Ayesha Properties',
      name_en: 'Ayesha Properties',
      name_ar: null,
      logo: null,
      about: '',
      about_en: '',
      about_ar: '',
      country: 'AE',
      city: 'Dubai',
      phone: '+971 4 123 4567',
      whatsapp: null,
      phone_masked: '+971 41 ••• ••67',
      whatsapp_masked: null,
      email: 'office@ayesha.example',
      website: null,
      licence: { authority: 'dld_rera', number: '12345', expires_on: '2027-06-30', checked_at: null },
      status: 'active',
      counts: { for_sale: 1, for_rent: 0 },
      team: [],
      created_at: '2026-11-01T00:00:00.000Z',
      response_target_minutes: 60,
      listing_quota: 100,
    },
    role,
    permissions: permissionsOf(role),
    members,
    invites:
      role === 'agent'
        ? []
        : [
            {
              id: 5,
              email: 'new@demo.estate',
              role: 'agent',
              expires_at: '2026-12-08T00:00:00.000Z',
              invited_by: 'Ayesha',
            },
          ],
    quota: { quota: 100, live: 4, allowances: 10 },
    wallet: null,
    personal_listings: role === 'agent' ? 3 : 0,
  };
}

function render(role: AgencyRole, me: number) {
  const i18n = createI18n('en', serverResources);
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <TranslationProvider i18n={i18n}>
        <MemoryRouter>
          <AgencyOffice
            answer={answer(role)}
            agency={answer(role).agency!}
            me={{ id: me } as Profile}
            onChange={() => {}}
          />
        </MemoryRouter>
      </TranslationProvider>
    </QueryClientProvider>,
  );
}

/** The visible text and the accessible names (aria-label) of the markup, without bidi isolates. */
const text = (html: string) =>
  html
    .replace(/<[^>]*aria-label="([^"]*)"[^>]*>/g, ' $1 ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/[\u2068\u2069]/g, '')
    .replace(/\s+/g, ' ');

describe('the agency tab, by role', () => {
  it('shows an owner the controls: edit, invitations, edit and remove of others, the licence state', () => {
    const html = text(render('owner', 1));
    expect(html).toContain('Edit agency');
    expect(html).toContain('Send the invitation');
    expect(html).toContain('new@demo.estate');
    expect(html).toContain('Edit Bilal');
    expect(html).toContain('Remove Bilal from the agency');
    expect(html).not.toContain('Remove Ayesha');
    expect(html).toContain('ORN 12345');
    expect(html).toContain('Licence not yet checked');
    expect(html).toContain('4 of 100 live listings');
    expect(html).toContain('BRN 45678 · valid to 03/2027');
    expect(html).toContain('10 listings');
  });

  it('shows an agent the team read-only, without invitations or allowances, and their listings to move', () => {
    const html = text(render('agent', 2));
    expect(html).not.toContain('Edit agency');
    expect(html).not.toContain('Send the invitation');
    expect(html).not.toContain('Invitations');
    expect(html).not.toMatch(/Edit (Ayesha|Bilal)/);
    expect(html).not.toContain('Remove');
    expect(html).not.toContain('Allowance');
    expect(html).toContain('Move my 3 listings to the agency');
    expect(html).toContain('Ayesha');
  });
});
