import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from '../../lib/link';
import { ADMIN_ACTIONS, intlTagOf, type AdminActionItem, type Locale } from '@estate/shared';
import { useLocale } from '../../lib/i18n/use-locale';
import { useFormat } from '../../lib/i18n/use-format';
import { pageParam } from './admin-api';
import { adminOps } from './admin-ops';
import { ListState, Pager, useAdminRead } from './admin-parts';
import { adminRead, FIRST_READS, type FirstPages } from './admin-reads';

/** The activity log: who did what, to what, and when (newest first). */
export function ActivityTab({ initial }: { initial?: FirstPages['log'] }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useAdminRead(
    adminRead(adminOps.log.list, { query: { page: pageParam(page) } }),
    FIRST_READS.log,
    initial,
  );

  return (
    <div className="admin-section">
      <ListState query={query} empty="admin.log.empty" />
      {query.data && query.data.count > 0 && (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('admin.log.when')}</th>
                <th scope="col">{t('admin.log.who')}</th>
                <th scope="col">{t('admin.log.what')}</th>
                <th scope="col">{t('admin.log.target')}</th>
              </tr>
            </thead>
            <tbody>
              {query.data.results.map((row) => (
                <ActionRow key={row.id} row={row} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} pages={query.data?.pages ?? 1} onPage={setPage} />
    </div>
  );
}

const KNOWN: ReadonlySet<string> = new Set(ADMIN_ACTIONS);
/** Actions whose label lives in their feature's own catalog. */
const FEATURE_ACTIONS: Record<string, string> = {
  approve_verification: 'verification.admin.log_approve',
  reject_verification: 'verification.admin.log_reject',
};

const timeFormats = new Map<string, Intl.DateTimeFormat>();
/** Date and time in UTC (the server render and the browser agree), made once per language. */
function timeFormat(locale: Locale): Intl.DateTimeFormat {
  let format = timeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlTagOf(locale), {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'UTC',
      timeZoneName: 'short',
    });
    timeFormats.set(locale, format);
  }
  return format;
}

function ActionRow({ row }: { row: AdminActionItem }) {
  const { t, tDynamic } = useTranslation();
  const { number } = useFormat();
  const locale = useLocale();
  const when = timeFormat(locale).format(new Date(row.created_at));
  const detail = row.detail as { title?: string; email?: string; reason?: string; amount?: number; via?: string };
  const target =
    row.target_type === 'listing' && row.target_id ? (
      <Link to={`/properties/${row.target_id}`}>{detail.title ?? `#${row.target_id}`}</Link>
    ) : (
      <span>
        {tDynamic(`admin.log.targets.${row.target_type}`, { defaultValue: row.target_type })}
        {row.target_id ? ` #${number(row.target_id)}` : ''}
        {detail.email ? ` · ${detail.email}` : ''}
      </span>
    );
  return (
    <tr>
      <td data-label={t('admin.log.when')}>
        <time dateTime={row.created_at}>{when}</time>
      </td>
      <td data-label={t('admin.log.who')}>{row.admin ? row.admin.full_name : t('admin.log.command_line')}</td>
      <td data-label={t('admin.log.what')}>
        {KNOWN.has(row.action)
          ? tDynamic(`admin.log.actions.${row.action}`)
          : FEATURE_ACTIONS[row.action]
            ? tDynamic(FEATURE_ACTIONS[row.action])
            : row.action}
      </td>
      <td data-label={t('admin.log.target')}>
        <div>
          {target}
          {detail.reason && (
            <span className="admin-table__detail muted" dir="auto">
              {detail.reason}
            </span>
          )}
          {typeof detail.amount === 'number' && (
            <span className="admin-table__detail muted">
              {t('admin.users.credits', { count: detail.amount, formatted: number(detail.amount) })}
            </span>
          )}
        </div>
      </td>
    </tr>
  );
}
