import type { LeadRow } from '@estate/shared';
import { listSeparator } from '../../ui/bidi';
import { Link } from '../../lib/link';
import { useFormat } from '../../lib/i18n/use-format';
import { useLocale } from '../../lib/i18n/use-locale';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ChannelIcons } from './channel-icons';
import type { LeadAccess } from './lead-access';
import { dateTime, leadName, listingsText, overdueFirst, waitingText } from './lead-format';

/** "New · 14 min" (red past the response target), or the status. */
export function LeadStatusText({ lead, targetMinutes }: { lead: LeadRow; targetMinutes: number }) {
  const { t, tDynamic } = useTranslation();
  if (lead.status === 'new' && lead.waiting_minutes !== null) {
    const waiting = waitingText(lead.waiting_minutes);
    return (
      <span
        className={`lead-status lead-status--new${lead.over_target ? ' lead-status--late' : ''}`}
        title={lead.over_target ? t('leads.inbox.over_target', { minutes: targetMinutes }) : undefined}
        data-testid="lead-waiting"
      >
        {tDynamic(waiting.key, { count: waiting.count })}
        {lead.over_target && (
          <span className="visually-hidden"> ({t('leads.inbox.over_target', { minutes: targetMinutes })})</span>
        )}
      </span>
    );
  }
  return <span className={`lead-status lead-status--${lead.status}`}>{t(`leads.statuses.${lead.status}`)}</span>;
}

/** When the next reminder is due; overdue ones say so, in red. Times are the browser's. */
export function ReminderText({ at, overdue }: { at: string | null; overdue: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!at) return <span className="muted">–</span>;
  return (
    <span className={overdue ? 'lead-reminder lead-reminder--overdue' : 'lead-reminder'}>
      {overdue && <strong>{t('leads.inbox.overdue')} · </strong>}
      <time dateTime={at}>{dateTime(at, locale)}</time>
    </span>
  );
}

/**
 * The inbox's rows: newest activity first as the server sends them, with the overdue reminders
 * on top. The select boxes are there only for those who may assign (`access.assign`), the
 * assignee column only for those who see others' leads.
 */
export function LeadTable({
  rows,
  access,
  targetMinutes,
  hrefOf,
  selected,
  onSelect,
}: {
  rows: readonly LeadRow[];
  access: LeadAccess;
  targetMinutes: number;
  /** The inbox's URL with the lead open. */
  hrefOf: (id: number) => string;
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], on: boolean) => void;
}) {
  const { t, tDynamic } = useTranslation();
  const { number } = useFormat();
  const locale = useLocale();
  const shown = overdueFirst(rows);
  const all = shown.length > 0 && shown.every((row) => selected.has(row.id));
  const column = (key: string) => tDynamic(`leads.inbox.columns.${key}`);
  return (
    <table className="lead-table" data-testid="lead-table">
      <caption className="visually-hidden">{t('leads.title')}</caption>
      <thead>
        <tr>
          {access.assign && (
            <th scope="col" className="lead-table__check">
              <input
                type="checkbox"
                checked={all}
                onChange={(e) =>
                  onSelect(
                    shown.map((row) => row.id),
                    e.target.checked,
                  )
                }
                aria-label={t('leads.inbox.select_page')}
              />
            </th>
          )}
          <th scope="col">{column('name')}</th>
          <th scope="col">{column('channels')}</th>
          <th scope="col">{column('listings')}</th>
          <th scope="col">{column('status')}</th>
          {access.seeOthers && <th scope="col">{column('assignee')}</th>}
          <th scope="col">{column('reminder')}</th>
          <th scope="col" className="lead-table__number">
            {column('contacts')}
          </th>
        </tr>
      </thead>
      <tbody>
        {shown.map((row) => (
          <tr
            key={row.id}
            className={row.reminder_overdue ? 'lead-row lead-row--overdue' : 'lead-row'}
            data-testid="lead-row"
          >
            {access.assign && (
              <td className="lead-table__check">
                <input
                  type="checkbox"
                  checked={selected.has(row.id)}
                  onChange={(e) => onSelect([row.id], e.target.checked)}
                  aria-label={t('leads.inbox.select_lead', { name: row.name })}
                />
              </td>
            )}
            <td className="lead-table__name">
              <Link to={hrefOf(row.id)} preventScrollReset dir="auto" data-testid="lead-open">
                {leadName(row.name, tDynamic)}
              </Link>
            </td>
            <td data-label={column('channels')}>
              <ChannelIcons channels={row.channels} />
            </td>
            <td data-label={column('listings')} className="lead-table__listings">
              <bdi>{listingsText(row.listings, listSeparator(locale), t('leads.inbox.untitled'))}</bdi>
            </td>
            <td data-label={column('status')}>
              <LeadStatusText lead={row} targetMinutes={targetMinutes} />
            </td>
            {access.seeOthers && (
              <td data-label={column('assignee')}>
                {row.assignee ? (
                  <bdi>{row.assignee.name}</bdi>
                ) : (
                  <span className="muted">{t('leads.inbox.unassigned')}</span>
                )}
              </td>
            )}
            <td data-label={column('reminder')}>
              <ReminderText at={row.next_reminder_at} overdue={row.reminder_overdue} />
            </td>
            <td data-label={column('contacts')} className="lead-table__number">
              {number(row.contacts)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
