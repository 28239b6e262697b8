import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from '../../lib/link';
import type { AdSummary } from '@estate/shared';
import { api } from '../../lib/api/api-client';
import { useFormat } from '../../lib/i18n/use-format';
import { useLocale } from '../../lib/i18n/use-locale';
import { adsErrorKey, adsKeys, creditOps } from './credits-api';
import { ConfirmDialog } from '../../ui/confirm-dialog';

export type Notice = { ok: boolean; text: string } | undefined;

/** The user's ads of one kind: what, state, package, dates and credits, and "End now" while running. */
export function AdList({ ads, empty, onNotice }: { ads: AdSummary[]; empty: string; onNotice: (n: Notice) => void }) {
  const { t, tDynamic } = useTranslation();
  const { number, date } = useFormat();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [ending, setEnding] = useState<AdSummary>();
  const end = useMutation({
    mutationFn: (ad: AdSummary) => api(creditOps.end, { params: { id: ad.id } }),
    onSuccess: async () => {
      onNotice({ ok: true, text: t('ads.ad.ended') });
      await queryClient.invalidateQueries({ queryKey: adsKeys.all });
    },
    onError: (error) => onNotice({ ok: false, text: tDynamic(adsErrorKey(error, 'ads.ad.end_failed')) }),
  });

  if (ads.length === 0) return <p className="muted">{empty}</p>;
  return (
    <>
      <ul className="ads-list">
        {ads.map((ad) => (
          <li key={ad.id} className="ads-item" data-testid="ad-item" data-state={ad.state}>
            {ad.image && <img className="ads-item__image" src={ad.image.thumb.url} alt="" width={96} height={64} />}
            <div className="ads-item__body">
              <p className="ads-item__title">
                {ad.listing ? (
                  <Link to={`/properties/${ad.listing.slug}`} dir="auto">
                    {ad.listing.title}
                  </Link>
                ) : (
                  <span dir="auto">{ad.title}</span>
                )}{' '}
                <span className={`badge ads-state ads-state--${ad.state}`}>{t(`ads.ad.state.${ad.state}`)}</span>
                {ad.kind === 'banner' && (
                  <span className="badge">{ad.is_mobile ? t('ads.ad.mobile') : t('ads.ad.desktop')}</span>
                )}
              </p>
              <p className="ads-item__meta muted">
                {t('ads.ad.spent', {
                  credits: t('ads.credits.amount', { count: ad.credits_spent, formatted: number(ad.credits_spent) }),
                  package: locale === 'ar' ? ad.package.name_ar : ad.package.name,
                })}
                {' · '}
                {ad.state === 'running'
                  ? t('ads.ad.until', { date: date(ad.ends_at) })
                  : t('ads.ad.ended_on', { date: date(ad.ended_at ?? ad.ends_at) })}
              </p>
            </div>
            {ad.state === 'running' && (
              <button
                type="button"
                className="button button--ghost ads-item__end"
                disabled={end.isPending}
                onClick={() => {
                  onNotice(undefined);
                  setEnding(ad);
                }}
              >
                {t('ads.ad.end')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {ending && (
        <ConfirmDialog
          title={t('ads.ad.end_confirm')}
          confirmLabel={t('ads.ad.end')}
          onConfirm={() => end.mutate(ending)}
          onCancel={() => setEnding(undefined)}
        />
      )}
    </>
  );
}

/** A section's success and error lines (both live regions exist from the start, so they are announced). */
export function NoticeLine({ notice }: { notice: Notice }) {
  return (
    <>
      <p className="ads-message ads-message--ok" role="status">
        {notice?.ok ? notice.text : ''}
      </p>
      <p className="ads-message ads-message--error" role="alert">
        {notice && !notice.ok ? notice.text : ''}
      </p>
    </>
  );
}
