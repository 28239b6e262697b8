import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  permissionsOf,
  type AgencyMember,
  type AgencyRole,
  type AgencyWallet,
  type Locale,
  type MyAgencyAnswer,
} from '@estate/shared';
import { createI18n } from '../../lib/i18n/i18n';
import { serverResources } from '../../lib/i18n/i18n.server';
import { TranslationProvider } from '../../lib/i18n/use-translation';
import { agencyAccess } from './agency-access';
import { AgencyWalletPanel } from './agency-wallet';

const person = (id: number, name: string, role: AgencyRole): AgencyMember => ({
  id,
  slug: name.toLowerCase(),
  name,
  picture: null,
  role,
  brn: null,
  brn_expires_on: null,
  live_listings: 0,
  email: '',
  manager_id: null,
  is_public: true,
  listing_allowance: null,
  monthly_credit_allowance: null,
  in_rotation: true,
  paused: false,
  joined_at: '2026-11-01T00:00:00.000Z',
});
const members = [person(1, 'Omar', 'owner'), person(2, 'Zainab', 'manager'), person(3, 'Hassan', 'agent')];

/** What the server sends each role (test/agency-wallet.test.ts proves the server's side). */
const wallets: Record<'owner' | 'manager' | 'agent', AgencyWallet> = {
  owner: {
    balance: 1250,
    spent_this_month: 0,
    monthly_allowance: null,
    agency_spent_this_month: 70,
    own_credits: 300,
    members: [
      { id: 1, spent_this_month: 0, monthly_allowance: null },
      { id: 2, spent_this_month: 30, monthly_allowance: null },
      { id: 3, spent_this_month: 40, monthly_allowance: 40 },
    ],
  },
  manager: {
    balance: 1250,
    spent_this_month: 30,
    monthly_allowance: null,
    agency_spent_this_month: null,
    own_credits: null,
    members: [
      { id: 2, spent_this_month: 30, monthly_allowance: null },
      { id: 3, spent_this_month: 40, monthly_allowance: 40 },
    ],
  },
  agent: {
    balance: 1250,
    spent_this_month: 40,
    monthly_allowance: 40,
    agency_spent_this_month: null,
    own_credits: null,
    members: [{ id: 3, spent_this_month: 40, monthly_allowance: 40 }],
  },
};

function render(role: 'owner' | 'manager' | 'agent', me: number, locale: Locale = 'en') {
  const answer = {
    role,
    permissions: permissionsOf(role),
    members,
    wallet: wallets[role],
  } as unknown as MyAgencyAnswer;
  const i18n = createI18n(locale, serverResources);
  const html = renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <TranslationProvider i18n={i18n}>
        <MemoryRouter>
          <AgencyWalletPanel answer={answer} me={me} access={agencyAccess(answer, me)} onChange={() => {}} />
        </MemoryRouter>
      </TranslationProvider>
    </QueryClientProvider>,
  );
  return html
    .replace(/<[^>]*aria-label="([^"]*)"[^>]*>/g, ' $1 ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/[\u2068\u2069]/g, '')
    .replace(/\s+/g, ' ');
}

describe("the agency's wallet panel", () => {
  it("shows an owner the balance, the agency's month, every member's use and allowance, and the controls", () => {
    const text = render('owner', 1);
    expect(text).toContain("In the agency's wallet 1,250");
    expect(text).toContain('Spent by the agency this month 70');
    expect(text).toContain('Your use this month 0 · no monthly limit');
    expect(text).toContain('Hassan 40 Used up 40');
    expect(text).toContain('Zainab 30 No limit');
    expect(text).toContain('Change the monthly allowance of Hassan');
    expect(text).toContain('You have 300 credits of your own.');
    expect(text).toContain('Move to the agency');
  });

  it("shows a manager their team's use without the controls an owner has", () => {
    const text = render('manager', 2);
    expect(text).toContain('Hassan 40 Used up 40');
    expect(text).not.toContain('Omar');
    expect(text).not.toContain('Spent by the agency');
    expect(text).not.toContain('Change the monthly allowance');
    expect(text).not.toContain('Move to the agency');
  });

  it('shows an agent only their own allowance and use', () => {
    const text = render('agent', 3);
    expect(text).toContain('Your use this month 40 of 40');
    expect(text).not.toContain('Zainab');
    expect(text).not.toContain('Monthly allowance');
    expect(text).not.toContain('Move to the agency');
  });

  it('speaks Arabic with Arabic plural forms', () => {
    const text = render('owner', 1, 'ar');
    expect(text).toContain('في محفظة الوكالة');
    expect(text).toContain('رصيد خاص');
    expect(text).toContain('انقل إلى الوكالة');
  });
});
