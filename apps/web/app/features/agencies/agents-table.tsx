import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import type { TFunction } from '../../lib/i18n/translator';
import { AGENT_STATS_WINDOWS, type AgentStatsRow, type AgentTableColumn, type MyAgencyAnswer } from '@estate/shared';
import { isolate } from '../../ui/bidi';
import { Link, useNavigate } from '../../lib/link';
import { useFormat } from '../../lib/i18n/use-format';
import { useLocale } from '../../lib/i18n/use-locale';
import { useTranslation } from '../../lib/i18n/use-translation';
import { agenciesApi, agencyKeys, agencyPaths } from './agencies-api';
import {
  agentsHref,
  agentsQuery,
  agentsViewOf,
  ariaSort,
  durationText,
  firstOrder,
  nextOrder,
  orderParts,
  percentText,
  type AgentsView,
} from './agent-figures';

/** The columns in the order the table shows them (the CSV has its own). */
const SHOWN: readonly AgentTableColumn[] = [
  'name',
  'live_listings',
  'leads',
  'contacts',
  'median_response_minutes',
  'replied_24h_rate',
  'seeker_confirmed_rate',
  'verified_listings',
];

/**
 * "Agents" (issue 36, J1.5): how each member answers the people who contact the agency, over 30,
 * 60 or 90 days, sortable by any column, with each figure's sample. Owners and admins see every
 * member and may show one manager's team; a manager sees their team, an agent their own row (the
 * server decides: `scope`). Fetched in the browser; the view lives in the URL.
 */
export function AgentsTable({ answer, me }: { answer: MyAgencyAnswer; me: number }) {
  const { t } = useTranslation();
  const id = useId();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const view = agentsViewOf(params);
  const query = agentsQuery(view);
  const table = useQuery({
    queryKey: agencyKeys.agents(query),
    queryFn: () => agenciesApi.agents(query),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
  const go = (next: AgentsView) => void navigate(agentsHref(next), { preventScrollReset: true, replace: true });
  const managers = answer.permissions.includes('agents.read_all')
    ? answer.members.filter((m) => m.role === 'manager')
    : [];
  const data = table.data;
  const scope = data?.scope;
  const sorted = orderParts(view.order).column;

  return (
    <section className="agency-section agents" aria-labelledby={`${id}-title`} data-testid="agency-agents">
      <div className="agency-section__head">
        <h3 id={`${id}-title`}>{t('leads.agents.title')}</h3>
        <a
          className="button button--ghost agents__download"
          href={agencyPaths.agentsCsv(query)}
          download
          data-testid="agents-csv"
        >
          {t('leads.agents.download')}
        </a>
      </div>
      <p className="muted">
        {scope === 'own'
          ? t('leads.agents.scope_own')
          : scope === 'team'
            ? t('leads.agents.scope_team')
            : t('leads.agents.lead')}
      </p>
      <div className="agents__controls">
        <div className="agents__period" role="group" aria-label={t('leads.agents.period')}>
          {AGENT_STATS_WINDOWS.map((days) => (
            <button
              key={days}
              type="button"
              className="agents__period-button"
              aria-pressed={view.days === days}
              onClick={() => go({ ...view, days })}
            >
              {t('leads.agents.days', { days })}
            </button>
          ))}
        </div>
        {managers.length > 0 && (
          <div className="field agents__team">
            <label htmlFor={`${id}-team`}>{t('leads.agents.team_filter')}</label>
            <select
              id={`${id}-team`}
              className="input"
              value={view.team ?? ''}
              onChange={(e) => go({ ...view, team: e.target.value ? Number(e.target.value) : undefined })}
            >
              <option value="">{t('leads.agents.all_members')}</option>
              {managers.map((m) => (
                <option key={m.id} value={m.id}>
                  {t('agencies.team.team_of', { name: isolate(m.name) })}
                </option>
              ))}
            </select>
          </div>
        )}
        {/* The headers sort on wide screens; on phones the rows are cards without them. */}
        <div className="field agents__sort">
          <label htmlFor={`${id}-sort`}>{t('leads.agents.sort_by')}</label>
          <select
            id={`${id}-sort`}
            className="input"
            value={sorted}
            onChange={(e) => go({ ...view, order: firstOrder(e.target.value as AgentTableColumn) })}
          >
            {SHOWN.map((column) => (
              <option key={column} value={column}>
                {columnLabel(t, column)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {table.isError && !data ? (
        <div role="alert">
          <p>{t('leads.agents.load_failed')}</p>
          <button type="button" className="button" onClick={() => void table.refetch()}>
            {t('dashboard.retry')}
          </button>
        </div>
      ) : !data ? (
        <p className="muted" aria-busy="true">
          {t('leads.agents.loading')}
        </p>
      ) : data.rows.length === 0 ? (
        <p className="muted">{t('leads.agents.empty')}</p>
      ) : (
        <>
          <div className="agents__scroll">
            <table className="agency-table agents-table" aria-busy={table.isFetching} data-testid="agents-table">
              <thead>
                <tr>
                  {SHOWN.map((column) => (
                    <th key={column} scope="col" aria-sort={ariaSort(view.order, column)}>
                      <button
                        type="button"
                        className="agents-table__sort"
                        onClick={() => go({ ...view, order: nextOrder(view.order, column) })}
                      >
                        {columnLabel(t, column)}
                        <SortMark direction={ariaSort(view.order, column)} />
                      </button>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.rows.map((row) => (
                  <AgentRow key={row.user_id} row={row} me={me} />
                ))}
              </tbody>
            </table>
          </div>
          <p className="muted agents__footnote">{t('leads.agents.footnote')}</p>
        </>
      )}
    </section>
  );
}

function columnLabel(t: TFunction, column: AgentTableColumn): string {
  return column === 'median_response_minutes' ? t('leads.agents.median_response') : t(`leads.agents.columns.${column}`);
}

/** ▲ or ▼ beside the sorted column's name, both faintly beside the others (nothing to mirror in Arabic). */
function SortMark({ direction }: { direction: 'ascending' | 'descending' | undefined }) {
  return (
    <svg className="agents-table__mark" data-on={direction ? 'true' : undefined} aria-hidden="true" viewBox="0 0 10 12">
      {direction !== 'descending' && <path d="M1 5h8L5 0z" />}
      {direction !== 'ascending' && <path d="M1 7h8L5 12z" />}
    </svg>
  );
}

/** One member: each figure with its sample ("n = 37"), "—" where there is none yet. */
function AgentRow({ row, me }: { row: AgentStatsRow; me: number }) {
  const { t, tDynamic } = useTranslation();
  const { number } = useFormat();
  const locale = useLocale();
  const label = (column: AgentTableColumn) => columnLabel(t, column);
  const sample = (count: number) => (
    <span className="agency-table__sub muted" data-testid="agents-sample">
      {t('leads.agents.sample', { count: number(count) })}
    </span>
  );
  const none = (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{t('leads.agents.no_figure')}</span>
    </>
  );
  const duration = row.median_response_minutes === null ? null : durationText(row.median_response_minutes);
  return (
    <tr data-testid="agents-row">
      <td className="agents-table__name">
        <Link to={`/profile/${row.slug}`}>
          <bdi>{row.name}</bdi>
        </Link>
        {row.user_id === me && <span className="badge agency-person__you">{t('agencies.team.you')}</span>}
        <span className="agency-table__sub muted">{tDynamic(`agencies.roles.${row.role}`)}</span>
      </td>
      <td data-label={label('live_listings')}>{number(row.live_listings)}</td>
      <td data-label={label('leads')}>{number(row.leads)}</td>
      <td data-label={label('contacts')}>{number(row.contacts)}</td>
      <td data-label={label('median_response_minutes')}>
        <span>
          {duration ? tDynamic(duration.key, mapValues(duration.values, number)) : none}
          {row.responses > 0 && sample(row.responses)}
        </span>
      </td>
      <td data-label={label('replied_24h_rate')}>
        <span>
          {row.replied_24h_rate === null ? none : percentText(row.replied_24h_rate, locale)}
          {row.replied_24h_sample > 0 && sample(row.replied_24h_sample)}
        </span>
      </td>
      <td data-label={label('seeker_confirmed_rate')}>
        <span>
          {row.seeker_confirmed_rate === null ? none : percentText(row.seeker_confirmed_rate, locale)}
          {row.seeker_confirmed_rate === null && row.seeker_answers > 0 ? (
            <span className="agency-table__sub muted">
              {`${t('leads.agents.not_enough_answers')} (${t('leads.agents.sample', { count: number(row.seeker_answers) })})`}
            </span>
          ) : (
            row.seeker_answers > 0 && sample(row.seeker_answers)
          )}
        </span>
      </td>
      <td data-label={label('verified_listings')}>{number(row.verified_listings)}</td>
    </tr>
  );
}

function mapValues(values: Record<string, number>, format: (n: number) => string): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, format(v)]));
}
