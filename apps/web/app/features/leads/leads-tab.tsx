import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { Profile } from '@estate/shared';
import { Link, useNavigate } from '../../lib/link';
import { useTranslation } from '../../lib/i18n/use-translation';
import {
  cleared,
  inboxHref,
  inboxStateOf,
  isFiltered,
  listQuery,
  withFilter,
  type FilterName,
  type InboxState,
} from './inbox-state';
import { leadAccess } from './lead-access';
import { LeadPanel } from './lead-panel';
import { leadKeys, leadsApi } from './leads-api';
import { Filters } from './leads-filters';
import { Results } from './leads-results';
import { Summary } from './leads-summary';
import { useTypedSearch } from './use-typed-search';
import './leads.css';

/**
 * Dashboard tab "leads" (issue 36, "One lead inbox"): every person who contacted the user (or
 * their agency, as their role allows) about a listing, one row each, newest activity first; the
 * filters, the search and the open lead live in the URL. Fetched in the browser only.
 */
export function LeadsTab({ user }: { user: Profile; initial?: unknown }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const state = inboxStateOf(params);
  const navigate = useNavigate();
  const query = listQuery(state);
  const list = useQuery({
    queryKey: leadKeys.list(query),
    queryFn: () => leadsApi.list(query),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    retry: false,
  });
  const seat = useQuery({ queryKey: leadKeys.seat, queryFn: leadsApi.seat, staleTime: 60_000, retry: false });
  const access = leadAccess(seat.data, user.id);
  const names = new Map((seat.data?.members ?? []).map((m) => [m.id, m.name]));

  // The newest state, for callbacks that run later (the search's pause, the panel's close).
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  });
  const go = (next: InboxState, replace = false) =>
    void navigate(inboxHref(next), { preventScrollReset: true, replace });
  const search = useTypedSearch(state.q ?? '', (q) => go(withFilter(latest.current, 'q', q), true));
  const setFilter = (name: FilterName, value: string) =>
    go(withFilter({ ...latest.current, q: search.claim() || undefined }, name, value));
  const closePanel = (id: number) => {
    // The dialog also closes when the panel goes (another lead, another tab): only its own close counts.
    if (latest.current.lead === id) go({ ...latest.current, lead: undefined });
  };

  // Titles of the listings seen in the inbox, for the listing filter's choices.
  const titles = useRef(new Map<number, string>());
  for (const row of list.data?.results ?? []) {
    for (const listing of row.listings.items) if (listing.title) titles.current.set(listing.id, listing.title);
  }

  const data = list.data;
  const empty = data && data.totals.leads === 0 && !isFiltered(state);
  return (
    <div className="leads" data-testid="leads-tab">
      {list.isError && !data ? (
        <div className="leads-empty" role="alert">
          <h3>{t('leads.inbox.load_failed')}</h3>
          <button type="button" className="button" onClick={() => void list.refetch()}>
            {t('leads.panel.retry')}
          </button>
        </div>
      ) : !data ? (
        <p className="muted" aria-busy="true">
          {t('leads.inbox.loading')}
        </p>
      ) : empty ? (
        <div className="leads-empty" data-testid="leads-empty">
          <h3>{t('leads.inbox.empty_title')}</h3>
          <p className="muted">{t('leads.inbox.empty_text')}</p>
          <Link className="button" to="/dashboard?tab=listings">
            {t('leads.inbox.empty_action')}
          </Link>
        </div>
      ) : (
        <>
          <p className="muted leads__lead">{t('leads.inbox.lead')}</p>
          <Filters
            state={state}
            access={access}
            titles={titles.current}
            search={search}
            onFilter={setFilter}
            onClear={() => {
              search.discard();
              go(cleared());
            }}
          />
          <Summary data={data} state={state} loading={list.isFetching} />
          <Results
            key={query}
            data={data}
            state={state}
            access={access}
            onClearFilters={() => {
              search.discard();
              go(cleared());
            }}
          />
        </>
      )}
      {state.lead && (
        <LeadPanel
          key={state.lead}
          id={state.lead}
          targetMinutes={data?.response_target_minutes ?? 60}
          names={names}
          listingLeads={(listing) => ({
            href: inboxHref({ page: 1, listing_id: listing.id }),
            onClick: () => {
              search.discard();
              titles.current.set(listing.id, listing.title);
            },
          })}
          onClose={() => closePanel(state.lead!)}
        />
      )}
    </div>
  );
}
