import { useTranslation } from '../i18n/use-translation';
import { Link } from '../../ui/link';

export const COMING_SOON_KEYS = [
  'properties',
  'shorts',
  'demands',
  'blog',
  'services',
  'corporate',
  'material',
  'profile',
  'add_listing',
] as const;
export type ComingSoonKey = (typeof COMING_SOON_KEYS)[number];

/** A section whose feature is on its way: what it will hold, and where to go meanwhile. */
export function ComingSoon({ page }: { page: ComingSoonKey }) {
  const { t } = useTranslation();
  const points = t(`coming_soon.${page}.points`, { returnObjects: true }) as string[];
  return (
    <section className="container coming-soon" data-testid={`coming-soon-${page}`}>
      <p className="eyebrow">{t('common.coming_soon')}</p>
      <h1>{t(`coming_soon.${page}.title`)}</h1>
      <p className="lead">{t(`coming_soon.${page}.lead`)}</p>
      <ul className="check-list">
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <div className="coming-soon__actions">
        <Link className="button" to="/">
          {t('errors.back_home')}
        </Link>
        <Link className="button button--ghost" to="/faq">
          {t('static_pages.faq')}
        </Link>
      </div>
    </section>
  );
}
