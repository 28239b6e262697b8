import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from '../../lib/link';
import { safeInternalLink, type ActivityNotification } from '@estate/shared';
import { useFormat } from '../../lib/i18n/use-format';
import { notificationsApi, notificationsKeys } from './notifications-api';
import { LoadMoreButton } from '../../ui/load-more-button';
import './notifications.css';

const VERIFICATION_KINDS = new Set(['verification_approved', 'verification_rejected', 'verification_lapsed']);
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** The sentence of one notification; kinds this feature does not know get their title alone. */
function useActivityText() {
  const { t, tDynamic } = useTranslation();
  const { date } = useFormat();
  return (n: ActivityNotification) => {
    const title = text(n.payload.title) || n.kind.replace(/_/g, ' ');
    // A listing's verification decided or lapsed (issue 37): its reason from the verification catalog.
    if (VERIFICATION_KINDS.has(n.kind)) {
      const reason = text(n.payload.reason);
      const reasons = n.kind === 'verification_lapsed' ? 'lapse_reasons' : 'reasons';
      return {
        main: tDynamic(`verification.notifications.${n.kind}`, { title }),
        extra: reason
          ? t('community.notifications.reason', { reason: tDynamic(`verification.${reasons}.${reason}`) })
          : '',
      };
    }
    // Issue 42: a listing held for review, with why (report reasons or risk signals, never who).
    if (n.kind === 'listing_held') {
      const reasons = Array.isArray(n.payload.reasons) ? n.payload.reasons.map(text).filter(Boolean) : [];
      const group = text(n.payload.hold) === 'risk' ? 'admin.risk_signals' : 'admin.reasons';
      return {
        main: t('community.notifications.kinds.listing_held', { title }),
        extra: reasons.length
          ? t('community.notifications.held_reasons', {
              reasons: reasons.map((reason) => tDynamic(`${group}.${reason}`)).join(' · '),
            })
          : '',
      };
    }
    if (n.kind === 'report_decided') {
      const outcome = text(n.payload.outcome) === 'action_taken' ? 'action_taken' : 'no_breach';
      return { main: t(`community.notifications.kinds.report_decided_${outcome}`, { title }), extra: '' };
    }
    const main =
      n.kind === 'ad_ending' && text(n.payload.ends_at)
        ? t('community.notifications.kinds.ad_ending', { title, date: date(text(n.payload.ends_at)) })
        : n.kind === 'demand_match'
          ? t('community.notifications.kinds.demand_match', { demand: text(n.payload.demand_title), title })
          : n.kind === 'saved_search_match'
            ? t('community.notifications.kinds.saved_search_match', { search: text(n.payload.search), title })
            : n.kind === 'listing_approved' ||
                n.kind === 'listing_rejected' ||
                n.kind === 'service_request' ||
                n.kind === 'service_request_status'
              ? t(`community.notifications.kinds.${n.kind}`, { title })
              : t('community.notifications.kinds.generic', { title });
    const extra = text(n.payload.reason)
      ? t('community.notifications.reason', { reason: text(n.payload.reason) })
      : text(n.payload.status)
        ? t('community.notifications.status', { status: text(n.payload.status).replace(/_/g, ' ') })
        : '';
    return { main, extra };
  };
}

/**
 * The dashboard's activity: demand matches, listing reviews and service requests, newest first.
 * Unread ones are marked; opening one or "Mark as read" reads it; "Mark all as read" reads all.
 */
export function ActivityNotifications() {
  const { t } = useTranslation();
  const { date } = useFormat();
  const queryClient = useQueryClient();
  const describe = useActivityText();
  const query = useInfiniteQuery({
    queryKey: notificationsKeys.list,
    queryFn: ({ pageParam }) => notificationsApi.list(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationsKeys.list });
  const markRead = useMutation({ mutationFn: notificationsApi.markRead, onSettled: refresh });
  const markAll = useMutation({ mutationFn: notificationsApi.markAllRead, onSettled: refresh });
  const items = query.data?.pages.flatMap((page) => page.results) ?? [];
  const unread = query.data?.pages[0]?.unread_count ?? 0;

  return (
    <section className="activity db-section" aria-labelledby="activity-title" data-testid="activity-notifications">
      <div className="activity__head">
        <h3 id="activity-title">
          {t('community.notifications.title')}{' '}
          {unread > 0 && <span className="badge">{t('community.notifications.unread', { count: unread })}</span>}
        </h3>
        {unread > 0 && (
          <button type="button" className="link-button" disabled={markAll.isPending} onClick={() => markAll.mutate()}>
            {t('community.notifications.mark_all')}
          </button>
        )}
      </div>
      {query.isPending ? (
        <p className="muted" aria-busy="true">
          …
        </p>
      ) : query.isError ? (
        <div role="alert">
          <p className="form-error">{t('community.notifications.error')}</p>
          <button type="button" className="button button--ghost" onClick={() => void query.refetch()}>
            {t('community.notifications.retry')}
          </button>
        </div>
      ) : items.length === 0 ? (
        <p className="muted">{t('community.notifications.empty')}</p>
      ) : (
        <>
          <ul className="activity__list">
            {items.map((n) => {
              const { main, extra } = describe(n);
              const link = safeInternalLink(n.payload.link);
              const read = () => !n.is_read && markRead.mutate(n.id);
              return (
                <li
                  key={n.id}
                  className={`activity__item${n.is_read ? '' : ' activity__item--unread'}`}
                  data-testid="activity-item"
                  data-kind={n.kind}
                >
                  <div className="activity__text">
                    {!n.is_read && <span className="visually-hidden">{t('community.notifications.new')}: </span>}
                    <p dir="auto">
                      {link ? (
                        <Link to={link} onClick={read}>
                          {main}
                        </Link>
                      ) : (
                        main
                      )}
                    </p>
                    {extra && (
                      <p className="muted" dir="auto">
                        {extra}
                      </p>
                    )}
                    <p className="muted activity__time">
                      <time dateTime={n.created_at}>{date(n.created_at)}</time>
                      {!n.is_read && (
                        <>
                          {' · '}
                          <button type="button" className="link-button" onClick={read}>
                            {t('community.notifications.mark_read')}
                          </button>
                        </>
                      )}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
          <LoadMoreButton query={query} label={t('community.notifications.load_more')} />
        </>
      )}
    </section>
  );
}
