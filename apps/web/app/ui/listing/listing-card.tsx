import { useMemo } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useMatches } from 'react-router';
import { Link } from '../../lib/link';
import {
  areaTypeOf,
  cardImageSrcSet,
  type ListingCard as ListingCardData,
  type RentFrequency,
  type ResponsiveImage,
} from '@estate/shared';
import { useLocale } from '../../lib/i18n/use-locale';
import { useFormat } from '../../lib/i18n/use-format';
import { LikeButton } from './like-button';
import { formatPrice, formatPriceExact } from '../../lib/i18n/format-price';
import { areaIn, useAreaUnit, type AreaOwner } from '../../lib/listing/use-area-unit';
import './listings-ui.css';
import { listSeparator } from '../bidi';
import { VerifiedCardBadge, VerifiedCardLine } from './verified-badge';
import { UnitGroupLine } from './unit-group-line';
import { useListingText, WrittenIn } from './listing-text';

/** Card image widths the grid shows: one column on phones, two on tablets, three or four on desktop. */
export const CARD_IMAGE_SIZES = '(max-width: 640px) calc(100vw - 40px), (max-width: 1024px) 50vw, 380px';

/**
 * Card image widths in a scrolling row (home strips, related listings, blazing deals): 82 % of the
 * container on phones, about 300 px wider up (listings-ui.css, credits.css). With the grid's sizes a
 * phone took the 1600 px rendition for a 300 px card (Lighthouse, decision 0058).
 */
export const ROW_IMAGE_SIZES = '(max-width: 640px) calc(82vw - 33px), 300px';

/** The srcset of an image's three renditions (a card's photo has its own: cardImageSrcSet). */
export function imageSrcSet(image: ResponsiveImage): string {
  return [image.thumb, image.card, image.full].map((v) => `${v.url} ${v.width}w`).join(', ');
}

const regionNames = new Map<string, Intl.DisplayNames>();

/** The country's name in the interface language ("United Arab Emirates", "الإمارات العربية المتحدة"). */
export function useCountryName() {
  const locale = useLocale();
  return (code: string) => {
    try {
      let names = regionNames.get(locale);
      if (!names) regionNames.set(locale, (names = new Intl.DisplayNames([locale], { type: 'region' })));
      return names.of(code) ?? code;
    } catch {
      return code;
    }
  };
}

/**
 * A city's name in the interface language when a route's loader data lists cities
 * (`cities: {city, name}[]`, as the search pages return); otherwise the stored English name.
 */
export function useCityName() {
  const matches = useMatches();
  const cities = matches
    .map((match) => (match.loaderData as { cities?: unknown } | undefined)?.cities)
    .findLast(Array.isArray) as { city: string; name: string }[] | undefined;
  const names = useMemo(() => new Map(cities?.map((c) => [c.city.toLowerCase(), c.name])), [cities]);
  return (city: string) => names.get(city.toLowerCase()) ?? city;
}

/**
 * "AED 2,500,000", "PKR 2.5 crore" (the one price format), with "per month" for rent; the exact
 * amount in the tooltip when the shown one is rounded.
 */
export function ListingPrice({
  listing,
}: {
  listing: Pick<ListingCardData, 'price' | 'currency' | 'purpose'> & { rent_frequency?: RentFrequency | null };
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const exact = formatPriceExact(listing.price, listing.currency, locale);
  const text = formatPrice(listing.price, listing.currency, locale);
  return (
    <span className="listing-price">
      <bdi className="listing-price__amount" title={text === exact ? undefined : exact}>
        {text}
      </bdi>
      {listing.purpose === 'rent' && listing.rent_frequency && (
        <span className="listing-price__frequency"> {t(`listing.rent_frequency.${listing.rent_frequency}`)}</span>
      )}
    </span>
  );
}

/**
 * "10 marla", "2,722.5 sq ft": a listing's area (stored in square metres) in the visitor's chosen
 * unit, or else in its market's unit.
 */
export function ListingArea({ listing }: { listing: AreaOwner }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const [unit] = useAreaUnit(listing);
  const squareMetres = listing.area_sqm;
  return (
    <>
      {number(areaIn(squareMetres, unit))} {t(`listing.area_unit.${unit}`)}
    </>
  );
}

/** The badge of a listing's state: sold/rented/pending stand out; otherwise its purpose. */
export function StatusBadge({ listing }: { listing: Pick<ListingCardData, 'status' | 'purpose'> }) {
  const { t } = useTranslation();
  const closed = listing.status === 'sold' || listing.status === 'rented' || listing.status === 'pending';
  return (
    <span className={`listing-badge listing-badge--${closed ? listing.status : listing.purpose}`}>
      {closed ? t(`listing.status.${listing.status}`) : t(`listing.purpose.${listing.purpose}`)}
    </span>
  );
}

/**
 * A card's icon: one empty element drawn by a CSS mask (listings-ui.css), not an inline SVG: a page
 * of 27 cards carried 150 SVG elements and 40 kB of their paths (issue 39, first paint).
 */
function Icon({ name }: { name: 'bed' | 'bath' | 'area' | 'pin' | 'camera' | 'home' }) {
  return <span aria-hidden="true" className={`listing-card__icon listing-card__icon--${name}`} />;
}

export interface ListingCardProps {
  listing: ListingCardData;
  /** Load the image at once (the first cards of a page, for a fast first paint). */
  eager?: boolean;
  /** Heading level of the title; 3 suits a card under a page's h2 section. */
  headingLevel?: 2 | 3 | 4;
  /** A paid-placement label besides Featured (e.g. "Blazing deal" in the home strip). */
  dealLabel?: string;
  /** The image's `sizes`: the grid's by default, ROW_IMAGE_SIZES in a scrolling row. */
  imageSizes?: string;
}

/** One listing in search results, strips and related lists; the whole card opens the listing. */
export function ListingCard({
  listing,
  eager = false,
  headingLevel = 3,
  dealLabel,
  imageSizes = CARD_IMAGE_SIZES,
}: ListingCardProps) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const countryName = useCountryName();
  const cityName = useCityName();
  const locale = useLocale();
  const { title } = useListingText(listing);
  const Heading = `h${headingLevel}` as const;
  const href = `/properties/${listing.slug}`;
  const image = listing.photo;
  const srcSet = image ? cardImageSrcSet(image) : undefined;
  const showRooms = areaTypeOf(listing.property_type) !== 'plot';
  return (
    <article
      className={`listing-card${listing.is_featured ? ' listing-card--featured' : ''}`}
      data-testid="listing-card"
      data-listing-id={listing.id}
    >
      <div className="listing-card__media">
        {image ? (
          <img
            src={image.url}
            srcSet={srcSet}
            sizes={srcSet ? imageSizes : undefined}
            width={image.size[0]}
            height={image.size[1]}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
            decoding="async"
          />
        ) : (
          <div className="listing-card__no-image" aria-hidden="true">
            <Icon name="home" />
          </div>
        )}
        <div className="listing-card__badges">
          {dealLabel && <span className="listing-badge listing-badge--deal">{dealLabel}</span>}
          {listing.is_featured && (
            <span className="listing-badge listing-badge--featured">{t('listing.featured')}</span>
          )}
          <StatusBadge listing={listing} />
          {listing.verification && <VerifiedCardBadge verification={listing.verification} />}
        </div>
        {listing.photo_count > 0 && (
          <span className="listing-card__photos">
            <Icon name="camera" />
            <span aria-hidden="true">{number(listing.photo_count)}</span>
            <span className="visually-hidden">{t('listing.photos', { count: listing.photo_count })}</span>
          </span>
        )}
      </div>
      <div className="listing-card__body">
        <p className="listing-card__price">
          <ListingPrice listing={listing} />
        </p>
        <UnitGroupLine listing={listing} />
        <Heading className="listing-card__title" dir="auto" lang={title.lang}>
          <Link to={href} className="listing-card__link" dir="auto">
            {title.text}
          </Link>
        </Heading>
        <p className="listing-card__type muted">
          {t(`listing.property_type.${listing.property_type}`)}
          {title.foreign && (
            <>
              {' · '}
              <WrittenIn lang={title.lang} />
            </>
          )}
        </p>
        <ul className="listing-card__facts">
          {showRooms && listing.bedrooms > 0 && (
            <li>
              <Icon name="bed" />
              {t('listing.beds', { count: listing.bedrooms })}
            </li>
          )}
          {showRooms && listing.bathrooms > 0 && (
            <li>
              <Icon name="bath" />
              {t('listing.baths', { count: listing.bathrooms })}
            </li>
          )}
          <li>
            <Icon name="area" />
            <ListingArea listing={listing} />
          </li>
        </ul>
        <p className="listing-card__location muted">
          <Icon name="pin" />
          <span>
            <bdi>{cityName(listing.city)}</bdi>
            {listSeparator(locale)}
            <bdi>{countryName(listing.country)}</bdi>
          </span>
        </p>
        {listing.verification && <VerifiedCardLine verification={listing.verification} />}
      </div>
      <LikeButton propertyId={listing.id} className="listing-card__like" />
    </article>
  );
}

/** A responsive grid of cards (1 column on phones, up to 4 on wide screens). */
export function ListingCardGrid({
  featured = [],
  listings,
  eagerCount = 0,
  headingLevel = 3,
  className,
}: {
  /** Paid slots shown first in the same grid (a search page's featured slots). */
  featured?: ListingCardData[];
  listings: ListingCardData[];
  /** How many of the first cards load their image at once. */
  eagerCount?: number;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}) {
  // A scrolling row's cards are narrower than the grid's.
  const imageSizes = className?.split(' ').includes('listing-grid--row') ? ROW_IMAGE_SIZES : CARD_IMAGE_SIZES;
  return (
    <ul className={['listing-grid', className].filter(Boolean).join(' ')}>
      {featured.map((listing, index) => (
        <li key={`featured-${listing.id}`} data-testid="featured-slot">
          <ListingCard
            listing={listing}
            eager={index < eagerCount}
            headingLevel={headingLevel}
            imageSizes={imageSizes}
          />
        </li>
      ))}
      {listings.map((listing, index) => (
        <li key={listing.id}>
          <ListingCard
            listing={listing}
            eager={featured.length + index < eagerCount}
            headingLevel={headingLevel}
            imageSizes={imageSizes}
          />
        </li>
      ))}
    </ul>
  );
}
