import { useMutation } from '@tanstack/react-query';
import { Link } from '../../lib/link';
import { NOTIFICATION_KINDS, type NotificationKind } from '@estate/shared';
import { endpoint } from '@estate/shared/contracts/client';
import type * as ops from '@estate/shared/contracts/notifications';
import { api } from '../../lib/api/api-client';
import { useTranslation } from '../../lib/i18n/use-translation';

const unsubscribe = endpoint<typeof ops.postNotificationsUnsubscribe>('POST', '/api/notifications/unsubscribe/');

/**
 * What a token names (`<user>.<kind>.<signature>`, or `<user>.search-<id>.<signature>` for one saved
 * search's alerts), to say what stops; the server checks it.
 */
function kindOf(token: string): NotificationKind | 'saved_search' | undefined {
  const kind = token.split('.')[1] ?? '';
  if (/^search-\d+$/.test(kind)) return 'saved_search';
  return (NOTIFICATION_KINDS as readonly string[]).includes(kind) ? (kind as NotificationKind) : undefined;
}

/**
 * The unsubscribe link of a notification e-mail: no login. A button confirms (a link scanner that
 * only fetches the page changes nothing); only that kind of e-mail stops.
 */
export function UnsubscribePage({ token }: { token: string }) {
  const { t } = useTranslation();
  const kind = kindOf(token);
  const stop = useMutation({
    mutationFn: () => api(unsubscribe, { body: { token } }),
  });
  const kindText =
    kind === 'saved_search' ? t('account.unsubscribe.saved_search') : kind ? t(`account.settings.kinds.${kind}`) : '';

  if (!kind || stop.isError) {
    return (
      <p className="form-error" role="alert" data-testid="unsubscribe-failed">
        {t('account.unsubscribe.failed')}{' '}
        <Link to="/dashboard?tab=settings">{t('account.unsubscribe.to_settings')}</Link>
      </p>
    );
  }
  if (stop.isSuccess) {
    return (
      <div role="status" data-testid="unsubscribe-done">
        <p>{t('account.unsubscribe.done', { kind: kindText })}</p>
        <Link className="button" to="/dashboard?tab=settings">
          {t('account.unsubscribe.to_settings')}
        </Link>
      </div>
    );
  }
  return (
    <div>
      <p>{t('account.unsubscribe.lead', { kind: kindText })}</p>
      <button type="button" className="button" disabled={stop.isPending} onClick={() => stop.mutate()}>
        {stop.isPending ? t('account.unsubscribe.working') : t('account.unsubscribe.confirm')}
      </button>
    </div>
  );
}
