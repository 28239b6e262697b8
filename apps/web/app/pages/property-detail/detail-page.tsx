import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from '../../lib/link';
import { floorsLabelKey, isPublicStatus, type ListingComment, type ListingDetail } from '@estate/shared';
import { ReportButton } from '../../ui/report-button';
import { LikeButton } from '../../ui/listing/like-button';
import { ListingArea, ListingPrice, StatusBadge, useCountryName } from '../../ui/listing/listing-card';
import { useFormat } from '../../lib/i18n/use-format';
import { Comments } from './comments';
import { ContactForm } from './contact-form';
import type { Crumb, DetailSeo } from './detail-seo';
import { listingImages } from './detail-seo';
import { Amenities, Description, KeyFacts, PriceBlock, PriceHistory } from './facts';
import { Gallery } from './gallery';
import { ListerCard } from './lister-card';
import { LocationSection } from './location-section';
import { FloorPlans, Videos, YoutubeVideos } from './media-sections';
// The owner's bar (status, price, featured ads, appeal) is for the listing's owner alone: its own
// chunk, server-rendered all the same; its stylesheets stay linked from the page.
import '../../features/moderation/review-notice.css';
import '../../features/credits/credits.css';
import { LazyRelatedListings } from './related';
import { ListedSince } from '../../features/units/listed-since';
import { recordListingEvent, ShareButton } from './share-button';
import detailHeaderStyles from './detail-header.module.css';
import photoViewerStyles from './photo-viewer.module.css';
import detailColumnsStyles from './detail-columns.module.css';
import listerCardStyles from './lister-card.module.css';
import { lazyComponent } from '../../lib/lazy-component';
import { VerifiedNotice } from '../../ui/listing/verified-badge';
import { useListingText, WrittenIn } from '../../ui/listing/listing-text';
import { useLocale } from '../../lib/i18n/use-locale';
import { listSeparator } from '../../ui/bidi';
import { textLanguageOf, type ListingLanguage } from '@estate/shared';
import type { ListingPlace } from './listing-place.server';
import { FinanceSection } from './finance-section';
import { PriceCheck, type PriceCheckData } from './price-check';

const OwnerBar = lazyComponent('owner-bar', () => import('./owner-bar').then((module) => module.OwnerBar));
// Shown on some listings only (issue 37): their code loads with the pages that show them.
const PermitBlock = lazyComponent('permit-block', () => import('./permit-block').then((module) => module.PermitBlock));
const SocietyNotice = lazyComponent('society-notice', () =>
  import('./society-notice').then((module) => module.SocietyNotice),
);
// A unit offered by several listers (issue 37): its offers load with their own code and request.
const UnitOffers = lazyComponent('unit-offers', () =>
  import('../../features/units/unit-offers').then((module) => module.UnitOffers),
);
const OwnerVerification = lazyComponent('owner-verification', () =>
  import('../../features/verification/owner-verification').then((module) => module.OwnerVerification),
);

/**
 * One view per page view, after hydration (the server dedupes per visitor per day); a public
 * listing also goes first in this browser's recently viewed (the home page shows them).
 */
function useCountView(listing: ListingDetail) {
  const counted = useRef<number | null>(null);
  useEffect(() => {
    if (counted.current === listing.id) return;
    counted.current = listing.id;
    recordListingEvent(listing.id, 'view');
    // Only after hydration: its code stays out of the page's first JavaScript.
    if (isPublicStatus(listing.status)) {
      void import('../../ui/listing/recently-viewed').then((module) => module.rememberListing(listing));
    }
  }, [listing]);
}

export interface DetailPageProps {
  listing: ListingDetail;
  comments: ListingComment[];
  seo: DetailSeo;
  /** The area and city in the page's language (listing-place.server.ts). */
  place: ListingPlace;
  /** Home › purpose › city › area › listing, in the page's language (its JSON-LD names the same). */
  breadcrumb: Crumb[];
  /** "Is this price fair?": null when there are too few comparables (or the check failed). */
  priceCheck: PriceCheckData | null;
  /** The price page of the area the listing lies in, when it lies in a known one. */
  areaPage: { path: string; label: string } | null;
}

/** A listing's own page (spec section 2 "Property detail"). */
export function DetailPage({ listing, comments, seo, place, breadcrumb, priceCheck, areaPage }: DetailPageProps) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const locale = useLocale();
  const countryName = useCountryName();
  const { title, description } = useListingText(listing);
  useCountView(listing);
  const images = listingImages(listing);
  const path = `/properties/${listing.slug}`;
  /** The listing's closing status, when it is sold or rented (its texts differ). */
  const closed = listing.status === 'sold' || listing.status === 'rented' ? listing.status : undefined;
  const showRooms = listing.area_type !== 'plot';

  return (
    <article className={detailHeaderStyles.detail} data-testid="listing-detail" data-listing-id={listing.id}>
      <div className="container">
        <nav className={detailHeaderStyles.breadcrumb} aria-label={t('detail.breadcrumb')}>
          <ol>
            {breadcrumb.map((crumb, index) =>
              index === breadcrumb.length - 1 ? (
                <li key={crumb.path} aria-current="page">
                  <bdi data-testid="breadcrumb-title" lang={crumb.lang}>
                    {crumb.name}
                  </bdi>
                </li>
              ) : (
                <li key={crumb.path}>
                  <Link to={crumb.path}>
                    <bdi>{crumb.name}</bdi>
                  </Link>
                </li>
              ),
            )}
          </ol>
        </nav>

        {listing.is_owner && <OwnerBar listing={listing} />}
        {listing.is_owner && <OwnerVerification listing={listing} />}

        <header className={detailHeaderStyles.detailHeader}>
          <div className={detailHeaderStyles.detailHeaderMain}>
            <div className={detailHeaderStyles.detailHeaderBadges}>
              {listing.is_featured && (
                <span className="listing-badge listing-badge--featured">{t('listing.featured')}</span>
              )}
              <StatusBadge listing={listing} />
              <span className={detailHeaderStyles.detailHeaderType}>
                {t(`listing.property_type.${listing.property_type}`)}
              </span>
            </div>
            <h1 className={detailHeaderStyles.detailTitle} dir="auto" lang={title.lang}>
              {title.text}
            </h1>
            {title.foreign && <WrittenIn lang={title.lang} className={detailHeaderStyles.detailWrittenIn} />}
            <p className={`${detailHeaderStyles.detailHeaderAddress} muted`}>
              <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
                <path
                  d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                />
              </svg>
              <span dir="auto" data-testid="detail-address">
                {addressLine(listing.address, place, locale as ListingLanguage)}
                {listSeparator(locale)}
                {countryName(listing.country)}
              </span>
            </p>
            <ListedSince listing={listing} />
          </div>
          <div className="detail-header__side">
            <PriceBlock listing={listing} />
            {listing.permit && <PermitBlock permit={listing.permit} />}
            <div className={detailHeaderStyles.detailHeaderActions}>
              <LikeButton propertyId={listing.id} showLabel className={detailHeaderStyles.detailAction} />
              <ShareButton listingId={listing.id} title={title.text} url={seo.canonical} />
            </div>
          </div>
        </header>

        {listing.verification && <VerifiedNotice verification={listing.verification} />}
        {listing.society_notice && <SocietyNotice notice={listing.society_notice} />}

        {closed && (
          <p className={`${detailHeaderStyles.detailClosed} detail-closed--${listing.status}`} role="note">
            {t(`detail.closed.${closed}`)}
          </p>
        )}

        <Gallery images={images} title={title.text} />

        <dl className={photoViewerStyles.detailSummary} aria-label={t('detail.summary')}>
          {showRooms && (
            <div>
              <dt>{t('detail.stat_bedrooms', { count: listing.bedrooms })}</dt>
              <dd>{number(listing.bedrooms)}</dd>
            </div>
          )}
          {showRooms && (
            <div>
              <dt>{t('detail.stat_bathrooms', { count: listing.bathrooms })}</dt>
              <dd>{number(listing.bathrooms)}</dd>
            </div>
          )}
          {listing.floors !== null && (
            <div>
              {/* The number reads first ("1 Bedroom", "2 Floors"; review U10): the label follows its plural. */}
              <dt>
                {floorsLabelKey(listing.property_type) === 'listing.floors'
                  ? t('detail.stat_floors', { count: listing.floors })
                  : t('listing.floor_number')}
              </dt>
              <dd>{number(listing.floors)}</dd>
            </div>
          )}
          <div>
            <dt>{t('listing.area')}</dt>
            <dd>
              <ListingArea listing={listing} />
            </dd>
          </div>
        </dl>

        <div className={detailColumnsStyles.detailLayout}>
          <div className="detail-main">
            <KeyFacts listing={listing} />
            {listing.in_unit_group && <UnitOffers listing={listing} />}
            <Description text={description} />
            <Amenities amenities={listing.amenities} />
            <Videos videos={listing.videos} title={title.text} />
            <YoutubeVideos links={listing.youtube_links} title={title.text} />
            <FloorPlans plans={listing.floor_plans} />
            {priceCheck && <PriceCheck check={priceCheck} purpose={listing.purpose} />}
            <PriceHistory history={listing.price_history} />
            <FinanceSection listing={listing} />
            <LocationSection listing={listing} place={place} title={title.text} areaPage={areaPage} />
            <Comments listingId={listing.id} initial={comments} returnTo={path} />
          </div>
          <aside className="detail-aside" id="contact" aria-label={t('detail.contact.aside')}>
            <div className={detailColumnsStyles.detailAsideSticky}>
              <ListerCard
                lister={listing.lister}
                listingId={listing.id}
                listingSlug={listing.slug}
                isOwner={listing.is_owner}
              />
              {!listing.is_owner && <ContactForm listing={listing} url={seo.canonical} />}
              {!listing.is_owner && <ReportButton targetType="listing" targetId={listing.id} />}
            </div>
          </aside>
        </div>

        <LazyRelatedListings listingId={listing.id} />
      </div>

      {!listing.is_owner && (
        <div className={listerCardStyles.detailContactBar}>
          <span className={listerCardStyles.detailContactBarPrice}>
            <ListingPrice listing={listing} />
          </span>
          <a className="button" href="#contact">
            {t('detail.contact.cta')}
          </a>
        </div>
      )}
    </article>
  );
}

/**
 * "10 Street 60, Khobar", without repeating a city the address already names, when the address is
 * written in the page's language; otherwise the gazetteer's area and city in the page's language
 * ("دبي مارينا، دبي" for "Unit 1203, Tower 5, Dubai Marina, Dubai"; issue 39, M4).
 */
function addressLine(address: string, place: ListingPlace, locale: ListingLanguage): string {
  if (textLanguageOf(address) !== locale) return [place.area, place.city].filter(Boolean).join(listSeparator(locale));
  return address.toLowerCase().includes(place.city.toLowerCase())
    ? address
    : `${address}${listSeparator(locale)}${place.city}`;
}
