import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from '../../lib/link';
import { loginPathFor, type Demand } from '@estate/shared';
import { conversationHref } from '../../lib/chat/chat-api';
import { useFormat } from '../../lib/i18n/use-format';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatPrice } from '../../lib/i18n/format-price';
import { useCityName, useCountryName } from '../../ui/listing/listing-card';
import { useSession } from '../../lib/session/use-session';
import { UserAvatar } from '../../ui/user-avatar';
import { demandsApi } from './demands-api';
import '../../ui/dialog.css';
import './demands.css';
import { listSeparator } from '../../ui/bidi';

const ICONS = {
  home: 'M3 11l9-7 9 7M5 10v10h14V10',
  pin: 'M12 21s-7-6.1-7-11a7 7 0 1 1 14 0c0 4.9-7 11-7 11Zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  money: 'M3 7h18v10H3zM12 9.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z',
  bed: 'M3 18v-7h18v7M3 14h18M6 11V8h5v3',
};

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
    </svg>
  );
}

/** "1.2M – 2M AED", "From 60,000 AED", "Up to 90,000 AED", or that no budget was given. */
export function useBudgetText() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (demand: Pick<Demand, 'budget_min' | 'budget_max' | 'currency'>) => {
    const money = (n: number) => (demand.currency ? formatPrice(n, demand.currency, locale) : String(n));
    if (demand.budget_min != null && demand.budget_max != null)
      return t('demands.card.budget_range', { min: money(demand.budget_min), max: money(demand.budget_max) });
    if (demand.budget_min != null) return t('demands.card.budget_from', { min: money(demand.budget_min) });
    if (demand.budget_max != null) return t('demands.card.budget_up_to', { max: money(demand.budget_max) });
    return t('demands.card.any_budget');
  };
}

/** Listings that could answer a demand: the search with the same wishes. */
function matchingSearch(demand: Demand): string {
  const params = new URLSearchParams({ purpose: demand.purpose });
  if (demand.property_type) params.set('property_type', demand.property_type);
  if (demand.country) params.set('country', demand.country);
  if (demand.city) params.set('city', demand.city);
  if (demand.bedrooms) params.set('bedrooms', String(demand.bedrooms));
  if (demand.budget_min != null) params.set('min_price', String(demand.budget_min));
  if (demand.budget_max != null) params.set('max_price', String(demand.budget_max));
  // Without a market, the budget is compared in its own currency (issue 39, U3).
  if (demand.currency && (demand.budget_min != null || demand.budget_max != null))
    params.set('currency', demand.currency);
  return `/properties?${params}`;
}

/**
 * One demand: what is wanted (purpose, type, place, budget, bedrooms), who wants it, and the
 * actions the viewer has: the author edits, closes or reopens, and deletes; others message the
 * author or search for matching listings.
 */
export function DemandCard({
  demand,
  onEdit,
  onChanged,
  headingLevel = 2,
}: {
  demand: Demand;
  onEdit: (demand: Demand) => void;
  /** After a status change or deletion (reload the list). */
  onChanged: () => void;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const id = useId();
  const { user } = useSession();
  const countryName = useCountryName();
  const cityName = useCityName();
  const locale = useLocale();
  const budget = useBudgetText();
  const confirm = useRef<HTMLDialogElement>(null);
  const [failed, setFailed] = useState(false);
  const Heading = `h${headingLevel}` as const;

  const mutation = useMutation({
    mutationFn: (action: 'close' | 'reopen' | 'delete'): Promise<unknown> =>
      action === 'delete'
        ? demandsApi.remove(demand.id)
        : demandsApi.update(demand.id, { status: action === 'close' ? 'closed' : 'open' }),
    onSuccess: () => {
      setFailed(false);
      onChanged();
    },
    onError: () => setFailed(true),
  });

  const place = [demand.city && cityName(demand.city), demand.country && countryName(demand.country)]
    .filter(Boolean)
    .join(listSeparator(locale));
  const chat = conversationHref(demand.author.id);
  const closed = demand.status === 'closed';
  return (
    <article
      className={`demand-card${closed ? ' demand-card--closed' : ''}`}
      aria-labelledby={`${id}-title`}
      data-testid="demand-card"
      data-demand-id={demand.id}
    >
      <div className="demand-card__top">
        <span className="badge demand-card__purpose">{t(`demands.purpose.${demand.purpose}`)}</span>
        {closed && <span className="badge demand-card__status--closed">{t('demands.card.closed')}</span>}
        {demand.is_mine && <span className="badge">{t('demands.card.mine')}</span>}
      </div>
      <Heading id={`${id}-title`} className="demand-card__title" dir="auto">
        {demand.title}
      </Heading>
      <ul className="demand-card__wishes">
        <li>
          <Icon path={ICONS.home} />
          {demand.property_type ? t(`listing.property_type.${demand.property_type}`) : t('demands.card.any_type')}
        </li>
        <li>
          <Icon path={ICONS.pin} />
          {place || t('demands.card.any_place')}
        </li>
        <li>
          <Icon path={ICONS.money} />
          <span className="visually-hidden">{t('demands.card.budget')}: </span>
          <span dir="auto">{budget(demand)}</span>
        </li>
        {demand.bedrooms != null && demand.bedrooms > 0 && (
          <li>
            <Icon path={ICONS.bed} />
            {t('demands.card.bedrooms', { count: demand.bedrooms })}
          </li>
        )}
      </ul>
      <p className="demand-card__desc" dir="auto">
        {demand.description}
      </p>
      <div className="demand-card__foot">
        <p className="demand-card__author">
          <UserAvatar src={demand.author.profile_picture} name="" size={32} />
          <span>
            <span className="visually-hidden">{t('demands.card.by')}: </span>
            <Link to={`/profile/${demand.author.slug}`}>{demand.author.full_name}</Link>
            {demand.author.is_verified_user && (
              <span className="badge badge--verified"> {t('public_profile.verified')}</span>
            )}
            <br />
            <span className="muted">{t('demands.card.posted', { date: date(demand.created_at) })}</span>
          </span>
        </p>
        <div className="demand-card__actions">
          {demand.is_mine ? (
            <>
              <button type="button" className="button button--ghost" onClick={() => onEdit(demand)}>
                {t('demands.card.edit')}
              </button>
              <button
                type="button"
                className="button button--ghost"
                disabled={mutation.isPending}
                onClick={() => mutation.mutate(closed ? 'reopen' : 'close')}
              >
                {closed ? t('demands.card.reopen') : t('demands.card.close')}
              </button>
              <button
                type="button"
                className="button button--ghost"
                disabled={mutation.isPending}
                onClick={() => confirm.current?.showModal()}
              >
                {t('demands.card.delete')}
              </button>
            </>
          ) : (
            <>
              <Link className="button button--ghost" to={matchingSearch(demand)}>
                {t('demands.card.have_match')}
              </Link>
              <Link
                className="button"
                to={user ? chat : loginPathFor(chat)}
                aria-label={t('demands.card.message_aria', { name: demand.author.full_name })}
              >
                {t('demands.card.message')}
              </Link>
            </>
          )}
        </div>
      </div>
      {failed && (
        <p className="field__error" role="alert">
          {t('demands.card.action_failed')}
        </p>
      )}
      {demand.is_mine && (
        <dialog ref={confirm} className="community-dialog" aria-labelledby={`${id}-confirm`}>
          <form method="dialog" className="community-form">
            <p id={`${id}-confirm`}>{t('demands.card.delete_confirm', { title: demand.title })}</p>
            <div className="community-dialog__actions">
              <button type="submit" className="button button--ghost" autoFocus>
                {t('demands.form.cancel')}
              </button>
              <button
                type="button"
                className="button button--danger"
                onClick={() => {
                  confirm.current?.close();
                  mutation.mutate('delete');
                }}
              >
                {t('demands.card.delete')}
              </button>
            </div>
          </form>
        </dialog>
      )}
    </article>
  );
}
