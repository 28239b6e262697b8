import { useTranslation } from '../lib/i18n/use-translation';
import { useLoaderData } from 'react-router';
import { Link } from '../lib/link';
import { NAV_LINKS } from '@estate/shared';
import { shareMetaTags } from '../lib/i18n/share-meta';
import { homeShareMeta } from '../features/search/home-seo.server';
import { areaUnitFromRequest } from '../lib/listing/use-area-unit';
import { BannerSlot } from '../features/credits/banner-slot';
import { BlazingStrip } from '../features/credits/blazing-strip';
import { HeroSearch } from '../features/search/hero-search';
import { BrowseByCity, ListingStrip, PopularCities, RecentlyViewedStrip } from '../features/search/home-sections';
import { searchHref } from '../features/search/search-params';
import { cityOptions, cityOverview, countryOptions, runSearch } from '../lib/search/search.server';
import type { Route } from './+types/home';

/** Cards in each home strip. */
const STRIP = 8;

export async function loader({ request, context }: Route.LoaderArgs) {
  // The newest listings, and the newest featured (paid) ones.
  const [recent, featured, overview] = await Promise.all([
    runSearch(context, new URLSearchParams({ page_size: String(STRIP) })),
    runSearch(context, new URLSearchParams({ page_size: String(STRIP), featured: '1' })),
    cityOverview(context),
  ]);
  return {
    share: homeShareMeta(context),
    latest: recent.results,
    featured: featured.results,
    cities: cityOptions(context.locale),
    overview,
    countries: countryOptions(context.locale),
    areaUnit: areaUnitFromRequest(request),
  };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? shareMetaTags(data.share) : []);

const SECTIONS = NAV_LINKS.filter((link) => link.key !== 'home');

export default function HomeRoute() {
  const { t } = useTranslation();
  const { latest, featured, cities, countries, overview } = useLoaderData<typeof loader>();
  return (
    <>
      <section className="hero">
        <div className="container hero__inner">
          <h1>{t('home.title')}</h1>
          <p className="lead">{t('home.lead')}</p>
          <HeroSearch cities={cities} />
          <PopularCities cities={cities} overview={overview} />
          <div className="hero__actions">
            <Link className="button button--light" to="/properties">
              {t('home.browse')}
            </Link>
            <Link className="button button--ghost hero__list-link" to="/add-listing">
              {t('home.list_property')}
            </Link>
          </div>
        </div>
      </section>
      <ListingStrip
        id="featured-title"
        title={t('search.featured_title')}
        note={t('search.featured_note')}
        listings={featured}
        href="/properties?featured=1"
      />
      <BlazingStrip />
      <ListingStrip id="latest-title" title={t('search.latest_title')} listings={latest} href={searchHref({})} />
      <RecentlyViewedStrip />
      <BannerSlot />
      <BrowseByCity cities={cities} countries={countries} overview={overview} />
      <section className="container home-sections" aria-labelledby="explore-title">
        <h2 id="explore-title">{t('home.explore')}</h2>
        <ul className="tile-grid">
          {SECTIONS.map((link) => (
            <li key={link.key}>
              <Link className="tile" to={link.to}>
                <strong>{t(`nav.${link.key}`)}</strong>
                <span className="muted">{t(`home.sections.${link.key}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
