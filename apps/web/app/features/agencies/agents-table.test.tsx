import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  permissionsOf,
  type AgencyMember,
  type AgencyRole,
  type AgentStatsRow,
  type AgentTable,
  type Locale,
  type MyAgencyAnswer,
} from '@estate/shared';
import { createI18n } from '../../lib/i18n/i18n';
import { serverResources } from '../../lib/i18n/i18n.server';
import { TranslationProvider } from '../../lib/i18n/use-translation';
import { agencyKeys } from './agencies-api';
import { AgentsTable } from './agents-table';

const row = (user_id: number, name: string, extra: Partial<AgentStatsRow> = {}): AgentStatsRow => ({
  user_id,
  name,
  slug: name.toLowerCase(),
  role: 'agent',
  manager_id: null,
  live_listings: 4,
  verified_listings: 0,
  leads: 10,
  contacts: 14,
  median_response_minutes: 125,
  responses: 37,
  replied_24h_rate: 0.833,
  replied_24h_sample: 12,
  seeker_confirmed_rate: null,
  seeker_answers: 2,
  ...extra,
});

const member = (id: number, name: string, role: AgencyRole) =>
  ({ id, name, role, slug: name.toLowerCase(), manager_id: null }) as AgencyMember;

function render(table: AgentTable, url: string, role: AgencyRole = 'owner', locale: Locale = 'en') {
  const client = new QueryClient();
  const query = new URL(url, 'http://x').searchParams;
  query.delete('tab');
  client.setQueryData(agencyKeys.agents(query.toString()), table);
  const answer = {
    role,
    permissions: permissionsOf(role),
    members: [member(1, 'Omar', 'owner'), member(2, 'Zainab', 'manager'), member(3, 'Hassan', 'agent')],
  } as unknown as MyAgencyAnswer;
  return renderToString(
    <QueryClientProvider client={client}>
      <TranslationProvider i18n={createI18n(locale, serverResources)}>
        <MemoryRouter initialEntries={[url]}>
          <AgentsTable answer={answer} me={1} />
        </MemoryRouter>
      </TranslationProvider>
    </QueryClientProvider>,
  );
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/[\u2068\u2069\u200e\u200f]/g, '')
    .replace(/\s+/g, ' ');

const table = (rows: AgentStatsRow[], order: AgentTable['order'] = 'name'): AgentTable => ({
  days: 30,
  order,
  scope: 'all',
  rows,
});

describe('the Agents table', () => {
  it('shows each figure with its sample, and — where there is none yet', () => {
    const html = render(
      table([
        row(1, 'Omar', { role: 'owner', seeker_confirmed_rate: 0.75, seeker_answers: 4 }),
        row(3, 'Hassan', {
          median_response_minutes: null,
          responses: 0,
          replied_24h_rate: null,
          replied_24h_sample: 0,
        }),
      ]),
      '/dashboard?tab=agency',
    );
    const shown = text(html);
    expect(html.match(/data-testid="agents-row"/g)).toHaveLength(2);
    expect(shown).toContain('Omar you Owner');
    expect(shown).toContain('2 h 5 min n = 37');
    expect(shown).toContain('83% n = 12');
    expect(shown).toContain('75% n = 4');
    // Under 3 answers: no rate, and how many answers there are.
    expect(shown).toContain('— No figure yet Fewer than 3 answers (n = 2)');
    expect(shown).toContain('Download CSV');
    expect(html).toContain('href="/api/agencies/mine/agents.csv"');
  });

  it('marks the sorted column for assistive technology and links the CSV of the same view', () => {
    const html = render(table([row(3, 'Hassan')], '-leads'), '/dashboard?tab=agency&days=60&order=-leads');
    expect(html.match(/aria-sort="/g)).toHaveLength(1);
    expect(html).toMatch(/<th[^>]*aria-sort="descending"[^>]*><button[^>]*>Leads \(people\)/);
    expect(html).toMatch(/aria-pressed="true"[^>]*>Last 60 days/);
    expect(html).toContain('href="/api/agencies/mine/agents.csv?days=60&amp;order=-leads"');
  });

  it('offers owners a team filter of the managers, and not agents', () => {
    expect(text(render(table([row(1, 'Omar')]), '/dashboard?tab=agency'))).toContain('Team of Zainab');
    const agent = text(render({ ...table([row(3, 'Hassan')]), scope: 'own' }, '/dashboard?tab=agency', 'agent'));
    expect(agent).not.toContain('Team of Zainab');
    expect(agent).toContain('Your own figures.');
  });

  it('writes durations and samples in Arabic', () => {
    const shown = text(render(table([row(3, 'Hassan')]), '/dashboard?tab=agency', 'owner', 'ar'));
    expect(shown).toContain('2 س 5 د ن = 37');
    expect(shown).toContain('آخر 30 يومًا');
  });
});
