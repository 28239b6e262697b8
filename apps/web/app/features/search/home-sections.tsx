import { useTranslation } from '../i18n/use-translation';
import { Link } from '../../ui/link';
import type { ListingCard } from '@estate/shared';
import { ListingCardGrid } from '../listings-ui/listing-card';
import { searchHref } from './search-params';
import type { CityOption, CountryOption } from './search-types';
import './search.css';

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
      <ListingCardGrid listings={listings} />
    </section>
  );
}

/** Links to the search of each city the site covers, with its country. */
export function BrowseByCity({ cities, countries }: { cities: CityOption[]; countries: CountryOption[] }) {
  const { t } = useTranslation();
  const countryName = (code: string) => countries.find((c) => c.code === code)?.name ?? code;
  return (
    <section className="container home-strip" aria-labelledby="by-city-title">
      <div className="home-strip__head">
        <h2 id="by-city-title">{t('search.by_city_title')}</h2>
      </div>
      <ul className="city-links">
        {cities.map((c) => (
          <li key={`${c.country}-${c.city}`}>
            <Link to={searchHref({ city: c.city, country: c.country })}>
              <strong>{c.name}</strong>
              <span>{countryName(c.country)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
