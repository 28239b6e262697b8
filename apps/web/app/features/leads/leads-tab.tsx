import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useSearchParams } from 'react-router';
import {
  LEAD_CHANNELS,
  LEAD_STATUSES,
  LEADS_EXPORT_MAX,
  type LeadList,
  type LeadRow,
  type Profile,
} from '@estate/shared';
import { ApiRequestError } from '../api/api-client';
import { Link, useNavigate } from '../../ui/link';
import { LinkPager } from '../../ui/pager';
import { useFormat } from '../i18n/use-format';
import { useTranslation } from '../i18n/use-translation';
import {
  cleared,
  exportHref,
  inboxHref,
  inboxStateOf,
  isFiltered,
  listQuery,
  SEARCH_MAX,
  withFilter,
  type FilterName,
  type InboxState,
} from './inbox-state';
import { leadAccess, type LeadAccess } from './lead-access';
import { BulkBar } from './lead-bulk-bar';
import { LeadPanel } from './lead-panel';
import { LeadTable } from './lead-table';
import { leadKeys, leadsApi } from './leads-api';
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

/** Status, channel, listing, assignee (for those who see others' leads), dates, and the search. */
function Filters({
  state,
  access,
  titles,
  search,
  onFilter,
  onClear,
}: {
  state: InboxState;
  access: LeadAccess;
  titles: ReadonlyMap<number, string>;
  search: ReturnType<typeof useTypedSearch>;
  onFilter: (name: FilterName, value: string) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const listings = [...titles].sort((a, b) => a[1].localeCompare(b[1]));
  if (state.listing_id && !titles.has(state.listing_id)) listings.unshift([state.listing_id, `#${state.listing_id}`]);
  const select = (name: FilterName, label: string, any: string, options: [string, string][]) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <select
        id={`${id}-${name}`}
        name={name}
        className="input"
        value={String(state[name] ?? '')}
        onChange={(e) => onFilter(name, e.target.value)}
      >
        <option value="">{any}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <form
      className="leads-filters"
      role="search"
      aria-label={t('leads.inbox.filters')}
      onSubmit={(e) => {
        e.preventDefault();
        search.submit();
      }}
    >
      <div className="field leads-filters__search">
        <label htmlFor={`${id}-q`}>{t('leads.inbox.search')}</label>
        <input
          id={`${id}-q`}
          name="q"
          type="search"
          className="input"
          value={search.text}
          maxLength={SEARCH_MAX}
          placeholder={t('leads.inbox.search_placeholder')}
          autoComplete="off"
          onChange={(e) => search.type(e.target.value)}
          data-testid="leads-search"
        />
      </div>
      {select(
        'status',
        t('leads.inbox.status'),
        t('leads.inbox.any_status'),
        LEAD_STATUSES.map((s) => [s, t(`leads.statuses.${s}`)]),
      )}
      {select(
        'channel',
        t('leads.inbox.channel'),
        t('leads.inbox.any_channel'),
        LEAD_CHANNELS.map((c) => [c, t(`leads.channels.${c}`)]),
      )}
      {select(
        'listing_id',
        t('leads.inbox.listing'),
        t('leads.inbox.any_listing'),
        listings.map(([value, title]) => [String(value), title]),
      )}
      {access.seeOthers &&
        select(
          'assignee_id',
          t('leads.inbox.assignee'),
          t('leads.inbox.anyone'),
          access.people.map((p) => [String(p.id), p.name]),
        )}
      {(['from', 'to'] as const).map((name) => (
        <div className="field" key={name}>
          <label htmlFor={`${id}-${name}`}>{t(`leads.inbox.${name}`)}</label>
          <input
            id={`${id}-${name}`}
            name={name}
            type="date"
            className="input"
            value={state[name] ?? ''}
            onChange={(e) => onFilter(name, e.target.value)}
          />
        </div>
      ))}
      {isFiltered(state) && (
        <button type="button" className="link-button leads-filters__clear" onClick={onClear}>
          {t('leads.inbox.clear')}
        </button>
      )}
    </form>
  );
}

/** "3 leads · 7 contacts" and the CSV of the same filter. */
function Summary({ data, state, loading }: { data: LeadList; state: InboxState; loading: boolean }) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const href = exportHref(state);

  // A plain link (it works without scripts); with them, a refusal is said here instead of opening
  // the server's error as a page: 413 "Narrow the filter", 429 too many downloads.
  const onDownload = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (busy) return;
    setProblem(undefined);
    if (data.totals.leads > LEADS_EXPORT_MAX) return setProblem('leads.errors.export_too_large');
    setBusy(true);
    try {
      const response = await fetch(href, { credentials: 'include' });
      if (!response.ok) {
        const body = await response.json().catch(() => undefined);
        throw new ApiRequestError(response.status, body);
      }
      const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'leads.csv';
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      setProblem(
        error instanceof ApiRequestError && error.status === 413
          ? 'leads.errors.export_too_large'
          : error instanceof ApiRequestError && error.status === 429
            ? 'leads.errors.too_many_exports'
            : 'leads.inbox.export_failed',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="leads-summary">
      <p className="leads-summary__totals" aria-live="polite" aria-busy={loading} data-testid="leads-totals">
        {t('leads.totals', {
          leads: t('leads.leads_count', { count: data.totals.leads }),
          contacts: t('leads.contacts_count', { count: data.totals.contacts }),
        })}
      </p>
      <a
        className="button button--ghost"
        href={href}
        download
        onClick={(e) => void onDownload(e)}
        aria-disabled={busy || undefined}
        data-testid="leads-export"
      >
        {t('leads.inbox.download')}
      </a>
      {problem && (
        <p className="field__error leads-summary__problem" role="alert">
          {t(problem)}
        </p>
      )}
    </div>
  );
}

/** The rows with their selection and bulk changes, or why there are none; then the pages. */
function Results({
  data,
  state,
  access,
  onClearFilters,
}: {
  data: LeadList;
  state: InboxState;
  access: LeadAccess;
  onClearFilters: () => void;
}) {
  const { t } = useTranslation();
  const { number } = useFormat();
  // The selection belongs to one page of one filter (the parent gives each its own key).
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [changed, setChanged] = useState<number>();
  const onSelect = (ids: number[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const rows: LeadRow[] = data.results;
  if (!rows.length) {
    return (
      <div className="leads-empty leads-empty--filtered">
        <p>{t('leads.inbox.empty_filter')}</p>
        <button type="button" className="button button--ghost" onClick={onClearFilters}>
          {t('leads.inbox.clear')}
        </button>
      </div>
    );
  }
  return (
    <>
      {access.assign && selected.size > 0 && (
        <BulkBar
          ids={[...selected]}
          people={access.people}
          onDone={(count) => {
            setSelected(new Set());
            setChanged(count);
          }}
          onClear={() => setSelected(new Set())}
        />
      )}
      <p className="lead-saved" role="status">
        {changed !== undefined && !selected.size ? t('leads.bulk.updated', { count: changed }) : ''}
      </p>
      <LeadTable
        rows={rows}
        access={access}
        targetMinutes={data.response_target_minutes}
        hrefOf={(id) => inboxHref({ ...state, lead: id })}
        selected={selected}
        onSelect={onSelect}
      />
      <LinkPager
        block="community-pager"
        page={data.page}
        pages={data.pages}
        href={(page) => inboxHref({ ...state, page, lead: undefined })}
        preventScrollReset
        texts={{
          label: t('leads.inbox.pages'),
          previous: t('leads.inbox.previous'),
          next: t('leads.inbox.next'),
          status: t('leads.inbox.page_of', { page: number(data.page), pages: number(data.pages) }),
        }}
      />
    </>
  );
}
