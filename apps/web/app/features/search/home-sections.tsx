import { useFormat } from '../../lib/i18n/use-format';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from '../../lib/link';
import type { CityOverview, ListingCard } from '@estate/shared';
import { imageSrcSet, ListingCardGrid } from '../../ui/listing/listing-card';
import { useRecentlyViewed } from '../../ui/listing/recently-viewed';
import { useResultCount } from './result-count';
import { searchHref } from './search-params';
import type { CityOption, CountryOption } from '../../lib/search/search-types';
import './search.css';
import './city-tiles.css';

/** A titled row of listing cards with a "View all" link. */
export function ListingStrip({
  id,
  title,
  note,
  listings,
  href,
}: {
  id: string;
  title: string;
  note?: string;
  listings: ListingCard[];
  href: string;
}) {
  const { t } = useTranslation();
  if (listings.length === 0) return null;
  return (
    <section className="container home-strip" aria-labelledby={id}>
      <div className="home-strip__head">
        <div>
          <h2 id={id}>{title}</h2>
          {note && <p className="home-strip__note muted">{note}</p>}
        </div>
        <Link to={href}>{t('search.view_all')}</Link>
      </div>
      <ListingCardGrid listings={listings} className="listing-grid--row" />
    </section>
  );
}

/**
 * "Recently viewed": the listings this browser opened last, newest first (kept in local storage,
 * so it shows after the page has loaded; the server's page is the same for every visitor).
 */
export function RecentlyViewedStrip() {
  const { t } = useTranslation();
  const listings = useRecentlyViewed();
  if (listings.length === 0) return null;
  return (
    <section className="container home-strip" aria-labelledby="recent-title" data-testid="recently-viewed">
      <div className="home-strip__head">
        <h2 id="recent-title">{t('search.recently_viewed')}</h2>
      </div>
      <ListingCardGrid listings={listings} className="listing-grid--row" />
    </section>
  );
}

/** Cities on the home page: the ones with the most listings. */
const CITY_TILES = 12;
/** Cities offered under the hero search. */
const POPULAR_CITIES = 6;

/** Cities with listings, the most first ("1,000+" ones before any exact count). */
const busiest = (overview: CityOverview[]) =>
  overview
    .filter((c) => c.count > 0)
    .sort((a, b) => Number(b.count_capped) - Number(a.count_capped) || b.count - a.count);

/**
 * "Browse by city": the cities with the most listings, each with a photo of one of its listings,
 * its country and how many properties it holds ("1,000+" above the count cap), linking to its search.
 */
export function BrowseByCity({
  cities,
  countries,
  overview,
}: {
  cities: CityOption[];
  countries: CountryOption[];
  overview: CityOverview[];
}) {
  const { t } = useTranslation();
  const resultCount = useResultCount();
  const countryName = (code: string) => countries.find((c) => c.code === code)?.name ?? code;
  const nameOf = new Map(cities.map((c) => [`${c.country}|${c.city}`, c.name]));
  const shown = busiest(overview).slice(0, CITY_TILES);
  if (!shown.length) return null;
  return (
    <section className="container home-strip" aria-labelledby="by-city-title">
      <div className="home-strip__head">
        <h2 id="by-city-title">{t('search.by_city_title')}</h2>
      </div>
      <ul className="city-tiles">
        {shown.map((c) => (
          <li key={`${c.country}-${c.city}`}>
            <Link className="city-tile" to={searchHref({ city: c.city, country: c.country })} data-testid="city-tile">
              {c.cover ? (
                <img
                  className="city-tile__image"
                  src={c.cover.thumb.url}
                  srcSet={imageSrcSet(c.cover)}
                  sizes="(max-width: 640px) 50vw, 220px"
                  width={c.cover.thumb.width}
                  height={c.cover.thumb.height}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                <span className="city-tile__image" aria-hidden="true" />
              )}
              <span className="city-tile__text">
                <strong>{nameOf.get(`${c.country}|${c.city}`) ?? c.city}</strong>
                <span>{countryName(c.country)}</span>
                <span className="city-tile__count" data-testid="city-count">
                  {resultCount({ count: c.count, count_capped: c.count_capped, count_estimated: false })}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Under the hero search: the busiest cities as one-tap searches ("Dubai 30", "Lahore 29"). */
export function PopularCities({ cities, overview }: { cities: CityOption[]; overview: CityOverview[] }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const nameOf = new Map(cities.map((c) => [`${c.country}|${c.city}`, c.name]));
  const shown = busiest(overview).slice(0, POPULAR_CITIES);
  if (!shown.length) return null;
  return (
    <nav className="hero-cities" aria-label={t('home.popular_cities')}>
      <span className="hero-cities__label">{t('home.popular_cities')}</span>
      <ul>
        {shown.map((c) => (
          <li key={`${c.country}-${c.city}`}>
            <Link to={searchHref({ city: c.city, country: c.country })} data-testid="popular-city">
              {nameOf.get(`${c.country}|${c.city}`) ?? c.city}
              <span className="hero-cities__count">
                {number(c.count)}
                {c.count_capped ? '+' : ''}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
