import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useModal } from '../../ui/dialog';
import { Trans } from '../../lib/i18n/trans';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useFormat } from '../../lib/i18n/use-format';
import { useLocale } from '../../lib/i18n/use-locale';
import { adsErrorKey, adsKeys, featureListing, fetchCredits, fetchPackages, uploadImage } from './credits-api';
import './credits.css';

/**
 * Feature a listing with credits: choose a package, see the price and balance, confirm.
 */
export interface FeatureDialogProps {
  listing: { id: number; title: string };
  onClose: () => void;
  /** Called after a successful purchase (the listing is featured now). */
  onDone?: () => void;
}

/**
 * A modal dialog (opened on mount, closed with Escape or Cancel): the feature packages with their
 * credits and days, the user's balance, an optional cover image, and a Confirm that spends the
 * credits. Mount it when the user asks to feature a listing; unmount it in `onClose`.
 */
export function FeatureDialog({ listing, onClose, onDone }: FeatureDialogProps) {
  const { t, tDynamic } = useTranslation();
  const { number, date } = useFormat();
  const locale = useLocale();
  const id = useId();
  const dialog = useModal();
  const queryClient = useQueryClient();
  const [packageId, setPackageId] = useState<number>();
  const [cover, setCover] = useState<File>();
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<{ date: string }>();

  const packages = useQuery({ queryKey: adsKeys.packages('feature'), queryFn: () => fetchPackages('feature') });
  const credits = useQuery({ queryKey: adsKeys.credits, queryFn: fetchCredits });
  const chosen = packages.data?.find((p) => p.id === (packageId ?? packages.data?.[0]?.id));
  const available = credits.data?.balance.available;
  const short = chosen !== undefined && available !== undefined && chosen.credits > available;

  const buy = useMutation({
    mutationFn: async () => {
      if (!chosen) throw new Error('no package');
      const upload = cover ? await uploadImage('ad_image', cover) : undefined;
      return featureListing(listing.id, { package_id: chosen.id, cover_image: upload?.id });
    },
    onSuccess: async (answer) => {
      setError(undefined);
      setDone({ date: date(answer.ad.ends_at) });
      await queryClient.invalidateQueries({ queryKey: adsKeys.all });
      onDone?.();
    },
    onError: (failure) => setError(adsErrorKey(failure, 'ads.feature.failed')),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!chosen || buy.isPending) return;
    setError(undefined);
    buy.mutate();
  };

  return (
    <dialog
      ref={dialog}
      className="ads-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onClose={onClose}
      data-testid="feature-dialog"
    >
      <form onSubmit={onSubmit} noValidate>
        <h2 id={`${id}-title`}>{t('ads.feature.title')}</h2>
        <p id={`${id}-text`} className="muted">
          <Trans i18nKey="ads.feature.intro" values={{ title: listing.title }} components={{ title: <bdi /> }} />
        </p>
        {done ? (
          <p className="ads-message ads-message--ok" role="status">
            <Trans
              i18nKey="ads.feature.added"
              values={{ title: listing.title, date: done.date }}
              components={{ title: <bdi /> }}
            />
          </p>
        ) : (
          <>
            {packages.isPending && <p className="muted">{t('ads.loading')}</p>}
            {packages.isError && (
              <p className="field__error" role="alert">
                {t('ads.errors.load_failed')}
              </p>
            )}
            {packages.data?.length === 0 && <p className="muted">{t('ads.packages.none')}</p>}
            {packages.data && packages.data.length > 0 && (
              <fieldset className="ads-packages">
                <legend>{t('ads.packages.choose')}</legend>
                {packages.data.map((p) => (
                  <label key={p.id} className="ads-package">
                    <input
                      type="radio"
                      name="package_id"
                      value={p.id}
                      checked={chosen?.id === p.id}
                      onChange={() => setPackageId(p.id)}
                    />
                    <span className="ads-package__name">{locale === 'ar' ? p.name_ar : p.name}</span>
                    <span className="ads-package__meta">
                      {t('ads.packages.days', { count: p.days, formatted: number(p.days) })}
                      {' · '}
                      {t('ads.credits.amount', { count: p.credits, formatted: number(p.credits) })}
                    </span>
                  </label>
                ))}
              </fieldset>
            )}
            <div className="field">
              <label htmlFor={`${id}-cover`}>{t('ads.feature.cover')}</label>
              <input
                id={`${id}-cover`}
                type="file"
                accept="image/jpeg,image/png"
                onChange={(event) => setCover(event.target.files?.[0])}
                aria-describedby={`${id}-cover-hint`}
              />
              <p className="field__hint" id={`${id}-cover-hint`}>
                {t('ads.feature.cover_hint')}
              </p>
            </div>
            <p className="ads-balance" data-testid="feature-balance">
              {available === undefined
                ? t('ads.loading')
                : t('ads.credits.balance', { count: available, formatted: number(available) })}
            </p>
            {short && (
              <p className="notice" role="note">
                {t('ads.errors.insufficient_credits')}
              </p>
            )}
            <p className="field__error" role="alert">
              {error ? tDynamic(error) : ''}
            </p>
          </>
        )}
        <div className="ads-dialog__actions">
          <button type="button" className="button button--ghost" onClick={() => dialog.current?.close()}>
            {done ? t('ads.close') : t('ads.cancel')}
          </button>
          {!done && (
            <button type="submit" className="button" disabled={!chosen || short || buy.isPending}>
              {buy.isPending
                ? t('ads.feature.buying')
                : chosen
                  ? t('ads.feature.confirm', { count: chosen.credits, formatted: number(chosen.credits) })
                  : t('ads.feature.confirm_plain')}
            </button>
          )}
        </div>
      </form>
    </dialog>
  );
}
