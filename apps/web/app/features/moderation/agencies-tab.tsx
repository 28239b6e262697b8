import { useState } from 'react';
import { AGENCY_ADMIN_PAGE_SIZE, type AgencyAdminItem } from '@estate/shared';
import { Link } from '../../lib/link';
import { useFormat } from '../../lib/i18n/use-format';
import { useTranslation } from '../../lib/i18n/use-translation';
import { api } from '../../lib/api/api-client';
import { pageParam, useAdminAction } from './admin-api';
import { adminOps } from './admin-ops';
import { ActionResult, Pager, useAdminRead } from './admin-parts';
import { adminRead, FIRST_READS, type FirstPages } from './admin-reads';

/**
 * Agencies (issue 36): each licence with its expiry and when it was checked, unchecked first; a
 * moderator compares it with the register and marks it checked (logged). The list has no count:
 * a full page means there may be another.
 */
export function AgenciesTab({ initial }: { initial?: FirstPages['agencies'] }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = adminRead(adminOps.agencies.list, { query: { page: pageParam(page) } });
  const query = useAdminRead(list, FIRST_READS.agencies, initial);
  const action = useAdminAction((id: number) => api(adminOps.agencies.licenceChecked, { params: { id } }));
  const rows = query.data?.results ?? [];
  const pages = rows.length >= AGENCY_ADMIN_PAGE_SIZE ? page + 1 : page;

  return (
    <div className="admin-section" data-testid="admin-agencies">
      <p className="muted">{t('agencies.admin.lead')}</p>
      <ActionResult result={action.result} />
      {query.isError ? (
        <p className="form-error">{t('admin.console.load_failed')}</p>
      ) : !query.data ? (
        <p className="muted">{t('admin.console.loading')}</p>
      ) : rows.length === 0 ? (
        <p className="admin-empty muted">{t('agencies.admin.none')}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('agencies.admin.name')}</th>
                <th scope="col">{t('agencies.admin.licence')}</th>
                <th scope="col">{t('agencies.admin.expires')}</th>
                <th scope="col">{t('agencies.admin.checked')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('agencies.team.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((agency) => (
                <AgencyRow
                  key={agency.id}
                  agency={agency}
                  busy={action.mutation.isPending}
                  onCheck={() =>
                    action.mutation.mutate({ vars: agency.id, id: agency.id, done: 'agencies.admin.checked_done' })
                  }
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} pages={pages} onPage={setPage} />
    </div>
  );
}

function AgencyRow({ agency, busy, onCheck }: { agency: AgencyAdminItem; busy: boolean; onCheck: () => void }) {
  const { t, tDynamic } = useTranslation();
  const { date } = useFormat();
  return (
    <tr data-testid="admin-agency">
      <td data-label={t('agencies.admin.name')}>
        <div>
          <Link to={`/agencies/${agency.slug}`} dir="auto">
            {agency.name}
          </Link>
          <span className="admin-table__detail muted">
            <bdi>{agency.city}</bdi>, {agency.country}
            {agency.status !== 'active' ? ` · ${t('agencies.admin.suspended')}` : ''}
          </span>
        </div>
      </td>
      <td data-label={t('agencies.admin.licence')}>
        <div>
          {agency.licence_number ? <bdi>{agency.licence_number}</bdi> : '—'}
          <span className="admin-table__detail muted">
            {tDynamic(`agencies.admin.authorities.${agency.licence_authority}`, {
              defaultValue: agency.licence_authority,
            })}
          </span>
        </div>
      </td>
      <td data-label={t('agencies.admin.expires')}>
        {agency.licence_expires_on ? date(agency.licence_expires_on) : '—'}
      </td>
      <td data-label={t('agencies.admin.checked')}>
        {agency.licence_checked_at ? (
          date(agency.licence_checked_at)
        ) : (
          <span className="badge">{t('agencies.admin.not_checked')}</span>
        )}
      </td>
      <td>
        {agency.licence_number && (
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            aria-label={t('agencies.admin.mark_checked_aria', { name: agency.name })}
            onClick={onCheck}
          >
            {t('agencies.admin.mark_checked')}
          </button>
        )}
      </td>
    </tr>
  );
}
