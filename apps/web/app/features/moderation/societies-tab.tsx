import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Trans } from '../../lib/i18n/trans';
import { SOCIETY_MATCH_STATUSES, type SocietyMatchItem, type SocietyMatchStatus } from '@estate/shared';
import { useFormat } from '../../lib/i18n/use-format';
import { useTranslation } from '../../lib/i18n/use-translation';
import { adminKey, useAdminAction } from './admin-api';
import { ActionResult, FilterButtons, Pager } from './admin-parts';
import type { FirstPages } from './admin-reads';
import { societiesApi } from './societies-api';
import { SocietyImportForm } from './society-import-form';
import './societies.css';

/**
 * /admin's Societies tab (issue 37, J2.7): import an authority's list of illegal societies, then
 * confirm or reject each match of a listed society with listings' area names in a city. One
 * decision covers every listing of that society there; only confirmed matches show the notice.
 */
export function SocietiesTab({ initial }: { initial?: FirstPages['societies'] }) {
  const { t } = useTranslation();
  const { number, date } = useFormat();
  const [status, setStatus] = useState<SocietyMatchStatus>('pending');
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: adminKey('societies', status, page),
    queryFn: () => societiesApi.matches(status, page),
    initialData: status === 'pending' && page === 1 ? initial : undefined,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
  const decide = useAdminAction((vars: { id: number; action: 'confirm' | 'reject' }) =>
    societiesApi.decide(vars.id, vars.action),
  );
  const recheck = useAdminAction(() => societiesApi.recheck());
  const data = query.data;

  return (
    <div className="admin-section" data-testid="admin-societies">
      <p className="muted">{t('societies.admin.lead')}</p>
      <SocietyImportForm />
      <div className="societies-toolbar">
        <FilterButtons
          label={t('societies.admin.filter')}
          value={status}
          options={SOCIETY_MATCH_STATUSES.map((value) => ({ value, label: t(`societies.admin.statuses.${value}`) }))}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
        />
        <button
          type="button"
          className="button button--ghost"
          disabled={recheck.mutation.isPending}
          onClick={() => recheck.mutation.mutate({ vars: undefined, done: 'societies.admin.rechecked' })}
        >
          {t('societies.admin.recheck')}
        </button>
      </div>
      <ActionResult result={recheck.result ?? decide.result} />
      {data && <p className="muted">{t('societies.admin.pending', { count: data.pending })}</p>}
      {query.isError ? (
        <p className="form-error">{t('admin.console.load_failed')}</p>
      ) : !data ? (
        <p className="muted">{t('admin.console.loading')}</p>
      ) : data.results.length === 0 ? (
        <p className="admin-empty muted">{t('societies.admin.none')}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('societies.admin.society')}</th>
                <th scope="col">{t('societies.admin.areas')}</th>
                <th scope="col">{t('societies.admin.status')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('societies.admin.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.results.map((match) => (
                <MatchRow
                  key={match.id}
                  match={match}
                  busy={decide.mutation.isPending}
                  onDecide={(action) =>
                    decide.mutation.mutate({
                      vars: { id: match.id, action },
                      id: match.id,
                      done: action === 'confirm' ? 'societies.admin.confirmed_done' : 'societies.admin.rejected_done',
                    })
                  }
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} pages={data?.pages ?? 1} onPage={setPage} />
      {data && data.imports.length > 0 && (
        <section className="societies-imports" aria-labelledby="societies-imports-title">
          <h3 id="societies-imports-title">{t('societies.admin.imports')}</h3>
          <ul>
            {data.imports.map((item) => (
              <li key={item.id}>
                <bdi>{item.file_name}</bdi>
                {' · '}
                {t('societies.admin.import_meta', {
                  societies: number(item.societies),
                  who: item.imported_by ?? t('societies.admin.nobody'),
                  date: date(item.imported_at),
                })}
                {item.sample && <span className="badge"> {t('societies.admin.sample')}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function MatchRow({
  match,
  busy,
  onDecide,
}: {
  match: SocietyMatchItem;
  busy: boolean;
  onDecide: (action: 'confirm' | 'reject') => void;
}) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const { society } = match;
  const areas = match.areas.map((a) => a.name).join(', ');
  const names = { society: society.name, areas, city: match.city };
  return (
    <tr data-testid="society-match">
      <td data-label={t('societies.admin.society')}>
        <div>
          <bdi>{society.name}</bdi>
          <span className="admin-table__detail muted">
            {t('societies.admin.listed', { authority: society.authority, date: date(society.list_date) })}
          </span>
          {society.aliases.length > 0 && (
            <span className="admin-table__detail muted">
              <Trans
                i18nKey="societies.admin.aliases"
                values={{ names: society.aliases.join(', ') }}
                components={{ names: <bdi /> }}
              />
            </span>
          )}
          {society.sample && <span className="badge">{t('societies.admin.sample')}</span>}
        </div>
      </td>
      <td data-label={t('societies.admin.areas')}>
        <div>
          <ul className="societies-areas">
            {match.areas.map((area) => (
              <li key={area.name}>
                <bdi>{area.name}</bdi>
                {' · '}
                <span className="muted">{t('societies.admin.listings', { count: area.listings })}</span>
              </li>
            ))}
          </ul>
          <span className="admin-table__detail muted">{t('societies.admin.in_city', { city: match.city })}</span>
        </div>
      </td>
      <td data-label={t('societies.admin.status')}>
        {match.decided_at
          ? t('societies.admin.decided', {
              status: t(`societies.admin.statuses.${match.status}`),
              who: match.decided_by ?? '—',
              date: date(match.decided_at),
            })
          : t(`societies.admin.statuses.${match.status}`)}
      </td>
      <td>
        <div className="admin-item__actions">
          {match.status !== 'confirmed' && (
            <button
              type="button"
              className="button"
              disabled={busy}
              aria-label={t('societies.admin.confirm_aria', names)}
              onClick={() => onDecide('confirm')}
            >
              {t('societies.admin.confirm')}
            </button>
          )}
          {match.status !== 'rejected' && (
            <button
              type="button"
              className="button button--ghost"
              disabled={busy}
              aria-label={t('societies.admin.reject_aria', names)}
              onClick={() => onDecide('reject')}
            >
              {t('societies.admin.reject')}
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}
