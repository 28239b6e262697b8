import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NAV_LINKS } from '@estate/shared';
import { metaTags } from '../features/i18n/page-meta';
import { pageMeta } from '../features/i18n/page-meta.server';
import type { Route } from './+types/home';

export function loader({ context }: Route.LoaderArgs) {
  return { meta: pageMeta(context.locale, 'home') };
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.meta, data?.meta.brand);

const SECTIONS = NAV_LINKS.filter((link) => link.key !== 'home');

export default function HomeRoute() {
  const { t } = useTranslation();
  return (
    <>
      <section className="hero">
        <div className="container hero__inner">
          <h1>{t('home.title')}</h1>
          <p className="lead">{t('home.lead')}</p>
          <div className="hero__actions">
            <Link className="button button--large" to="/properties">
              {t('home.browse')}
            </Link>
            <Link className="button button--large button--light" to="/add-listing">
              {t('home.list_property')}
            </Link>
          </div>
          <p className="hero__note">{t('home.search_note')}</p>
        </div>
      </section>
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
