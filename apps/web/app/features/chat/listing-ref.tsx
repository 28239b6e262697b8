import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { ChatListing } from '@estate/shared';
import { Link } from '../../lib/link';
import { api } from '../../lib/api/api-client';
import { useLocale } from '../../lib/i18n/use-locale';
import { useTranslation } from '../../lib/i18n/use-translation';
import { formatPrice } from '../../lib/i18n/format-price';
import './listing-ref.css';
import { endpoint } from '@estate/shared/contracts/client';
import type * as ops from '@estate/shared/contracts/listings';

const listingOf = endpoint<typeof ops.getPropertiesById>('GET', '/api/properties/:id/');

/**
 * The property a conversation is about (issue 17): a conversation started from a listing names it
 * (`?listing=<slug>`), the first message is sent about it, and the thread shows its card above
 * that message, so an agent with 66 listings knows which one is meant.
 */
export function useAboutListing(slug: string | undefined): [ChatListing | null, (value: null) => void] {
  const [dismissed, setDismissed] = useState(false);
  const detail = useQuery({
    queryKey: ['chat', 'about', slug],
    queryFn: () => api(listingOf, { params: { id: slug! } }),
    enabled: Boolean(slug) && !dismissed,
    staleTime: 60_000,
    retry: false,
  });
  const listing = detail.data;
  const about: ChatListing | null =
    listing && !dismissed
      ? {
          id: listing.id,
          slug: listing.slug,
          title: listing.title,
          price: listing.price,
          currency: listing.currency,
          purpose: listing.purpose,
          city: listing.city,
          status: listing.status,
          thumb: listing.cover?.thumb.url ?? null,
        }
      : null;
  const clear = useCallback(() => setDismissed(true), []);
  return [about, clear];
}

/** A message's property: photo, title, price and place, linking to the listing. */
export function ListingRefCard({ listing }: { listing: ChatListing | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!listing) return <p className="chat-listing chat-listing--gone muted">{t('chat.about.unavailable')}</p>;
  return (
    <Link to={`/properties/${listing.slug}`} className="chat-listing" data-testid="chat-listing">
      {listing.thumb ? <img src={listing.thumb} alt="" width={56} height={42} loading="lazy" /> : null}
      <span className="chat-listing__text">
        <bdi className="chat-listing__title">{listing.title}</bdi>
        <span className="chat-listing__meta">
          {formatPrice(listing.price, listing.currency, locale)} · <bdi>{listing.city}</bdi>
        </span>
      </span>
    </Link>
  );
}

/** Above the composer: the property the next message will be about, with a way to not name it. */
export function AboutChip({ listing, onClear }: { listing: ChatListing; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="chat-about" data-testid="chat-about">
      <span className="chat-about__label muted">{t('chat.about.label')}</span>
      <ListingRefCard listing={listing} />
      <button type="button" className="chat-about__clear" onClick={onClear} aria-label={t('chat.about.clear')}>
        ×
      </button>
    </div>
  );
}
