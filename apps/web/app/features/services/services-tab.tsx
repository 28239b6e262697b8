import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from '../../lib/link';
import {
  tradesFor,
  type Profile,
  type ServiceCard,
  type ServiceRequestAction,
  type ServiceRequestView,
} from '@estate/shared';
import { conversationHref } from '../../lib/chat/chat-api';
import { useFormat } from '../../lib/i18n/use-format';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatPrice } from '../../lib/i18n/format-price';
import { ReviewForm } from './review-form';
import { deleteOffer, fetchMyOffers, fetchRequests, requestAction, serviceKeys, updateOffer } from './services-api';
import { PriceGuide, Stars, StatusBadge } from './service-ui';
import { LoadError } from '../../ui/states';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { isolate } from '../../ui/bidi';
import './services.css';

function MyOffers({ offers }: { offers: ServiceCard[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: serviceKeys.mine });
  const pause = useMutation({
    mutationFn: (o: ServiceCard) => updateOffer(o.id, { status: o.status === 'active' ? 'paused' : 'active' }),
    onSettled: refresh,
  });
  const remove = useMutation({ mutationFn: (o: ServiceCard) => deleteOffer(o.id), onSettled: refresh });
  const [deleting, setDeleting] = useState<ServiceCard>();
  if (!offers.length) return <p className="muted">{t('services.tab.offers_empty')}</p>;
  return (
    <>
      <ul className="svc-rows">
        {offers.map((offer) => (
          <li key={offer.id} className="svc-row" data-testid="my-offer">
            {offer.photo ? (
              <img
                src={offer.photo.thumb.url}
                width={96}
                height={64}
                alt=""
                className="svc-row__thumb"
                loading="lazy"
              />
            ) : (
              <span className="svc-row__thumb" aria-hidden="true" />
            )}
            <div className="svc-row__text">
              <p className="svc-row__title">
                <Link to={`/services-list/${offer.slug}`}>{offer.title}</Link> <StatusBadge status={offer.status} />
              </p>
              <p className="muted">
                {t(`services.trades.${offer.trade}`)} · {offer.city} · <PriceGuide offer={offer} />
              </p>
              {offer.rating_count > 0 && offer.rating_avg !== null && (
                <p className="muted">
                  <Stars value={offer.rating_avg} size={14} />{' '}
                  {t('services.card.reviews', { count: offer.rating_count })}
                </p>
              )}
            </div>
            <div className="svc-row-actions">
              <Link to={`/services-list/new?edit=${offer.id}`} className="button button--ghost">
                {t('services.tab.edit')}
              </Link>
              <button
                type="button"
                className="button button--ghost"
                disabled={pause.isPending}
                onClick={() => pause.mutate(offer)}
              >
                {offer.status === 'active' ? t('services.tab.pause') : t('services.tab.resume')}
              </button>
              <button
                type="button"
                className="button button--ghost svc-danger"
                disabled={remove.isPending}
                onClick={() => setDeleting(offer)}
              >
                {t('services.tab.delete')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {deleting && (
        <ConfirmDialog
          title={t('services.tab.delete_confirm', { title: isolate(deleting.title) })}
          confirmLabel={t('services.tab.delete')}
          onConfirm={() => remove.mutate(deleting)}
          onCancel={() => setDeleting(undefined)}
        />
      )}
    </>
  );
}

function RequestItem({ request, role }: { request: ServiceRequestView; role: 'provider' | 'requester' }) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [reviewing, setReviewing] = useState(false);
  const [failed, setFailed] = useState(false);
  const other = role === 'provider' ? request.requester : request.provider;
  const refresh = () => queryClient.invalidateQueries({ queryKey: serviceKeys.requests(role) });
  const act = useMutation({
    mutationFn: (action: ServiceRequestAction) => requestAction(request.id, action),
    onSuccess: () => setFailed(false),
    onError: () => setFailed(true),
    onSettled: refresh,
  });
  return (
    <li className="svc-row svc-request-row" data-testid={`request-${role}`}>
      <div className="svc-row__text">
        <p className="svc-row__title">
          <Link to={`/services-list/${request.service.slug}`}>{request.service.title}</Link>{' '}
          <StatusBadge status={request.status} />
        </p>
        <p>
          {role === 'provider'
            ? t('services.tab.from_person', { name: other.name })
            : t('services.tab.to_person', { name: other.name })}{' '}
          · <Link to={conversationHref(other.id)}>{t('services.detail.message')}</Link>
        </p>
        <p className="svc-request-row__what" dir="auto">
          {request.what}
        </p>
        <p className="muted">
          {request.location}
          {request.wanted_on ? ` · ${t('services.tab.wanted_on', { date: date(request.wanted_on) })}` : ''}
          {request.budget !== null && request.currency
            ? ` · ${t('services.tab.budget', { amount: formatPrice(request.budget, request.currency, locale) })}`
            : ''}
          {' · '}
          {t('services.tab.requested_on', { date: date(request.created_at) })}
        </p>
        {request.review && (
          <p className="muted">
            <Stars value={request.review.rating} size={14} />{' '}
            {t('services.review.yours', { rating: request.review.rating })}
          </p>
        )}
        {failed && (
          <p className="form-error" role="alert">
            {t('services.tab.action_error')}
          </p>
        )}
        {reviewing && (
          <ReviewForm
            request={request}
            onCancel={() => setReviewing(false)}
            onDone={() => {
              setReviewing(false);
              void refresh();
            }}
          />
        )}
      </div>
      <div className="svc-row-actions">
        {request.actions.map((action) => (
          <button
            key={action}
            type="button"
            className={`button ${action === 'accept' || action === 'complete' ? '' : 'button--ghost'}`}
            disabled={act.isPending}
            onClick={() => act.mutate(action)}
          >
            {t(`services.actions.${action}`)}
          </button>
        ))}
        {request.can_review && !reviewing && (
          <button type="button" className="button" onClick={() => setReviewing(true)}>
            {t('services.review.leave')}
          </button>
        )}
      </div>
    </li>
  );
}

function Requests({ role }: { role: 'provider' | 'requester' }) {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: serviceKeys.requests(role), queryFn: () => fetchRequests(role) });
  if (query.isError)
    return (
      <LoadError
        title={t('services.tab.load_error')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  if (!query.data) return <p className="muted">{t('common.loading')}</p>;
  if (!query.data.results.length) {
    return role === 'provider' ? (
      <p className="muted">{t('services.tab.received_empty')}</p>
    ) : (
      <p className="muted">
        {t('services.tab.sent_empty')} <Link to="/services-list">{t('services.tab.browse')}</Link>
      </p>
    );
  }
  return (
    <ul className="svc-rows">
      {query.data.results.map((request) => (
        <RequestItem key={request.id} request={request} role={role} />
      ))}
    </ul>
  );
}

/**
 * Dashboard tab "services": the provider's offers (edit, pause, delete), the requests they
 * received (accept, decline, complete) and the requests the user sent (state, cancel, review).
 */
export function ServicesTab({ user }: { user: Profile }) {
  const { t } = useTranslation();
  const canPublish = tradesFor(user.type).length > 0;
  const offers = useQuery({ queryKey: serviceKeys.mine, queryFn: fetchMyOffers });
  const hasOffers = (offers.data?.results.length ?? 0) > 0;
  return (
    <div className="svc-tab">
      {(canPublish || hasOffers) && (
        <>
          <section className="svc-tab__section" aria-labelledby="svc-tab-offers">
            <div className="svc-tab__head">
              <h3 id="svc-tab-offers">{t('services.tab.my_offers')}</h3>
              {canPublish && (
                <Link to="/services-list/new" className="button">
                  {t('services.tab.new_offer')}
                </Link>
              )}
            </div>
            {offers.isError ? (
              <LoadError
                title={t('services.tab.load_error')}
                onRetry={() => void offers.refetch()}
                retrying={offers.isFetching}
              />
            ) : offers.data ? (
              <MyOffers offers={offers.data.results} />
            ) : (
              <p className="muted">{t('common.loading')}</p>
            )}
          </section>
          <section className="svc-tab__section" aria-labelledby="svc-tab-received" data-testid="requests-received">
            <h3 id="svc-tab-received">{t('services.tab.received')}</h3>
            <Requests role="provider" />
          </section>
        </>
      )}
      {!canPublish && !hasOffers && <p className="notice">{t('services.tab.not_provider')}</p>}
      <section className="svc-tab__section" aria-labelledby="svc-tab-sent" data-testid="requests-sent">
        <h3 id="svc-tab-sent">{t('services.tab.sent')}</h3>
        <Requests role="requester" />
      </section>
    </div>
  );
}
