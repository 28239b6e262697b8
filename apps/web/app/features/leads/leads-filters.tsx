import { useId } from 'react';
import { LEAD_CHANNELS, LEAD_STATUSES } from '@estate/shared';
import { useTranslation } from '../../lib/i18n/use-translation';
import { isFiltered, SEARCH_MAX, type FilterName, type InboxState } from './inbox-state';
import type { LeadAccess } from './lead-access';
import type { useTypedSearch } from './use-typed-search';

/** Status, channel, listing, assignee (for those who see others' leads), dates, and the search. */
export function Filters({
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
