import { useTranslation } from '../i18n/use-translation';
import { Link } from 'react-router';
import { useFormat } from '../i18n/use-format';
import './community.css';

/** Previous / "Page 2 of 5" / next, as links (rel=prev/next) built by `href`. */
export function Pager({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  if (pages <= 1) return null;
  const current = Math.min(page, pages);
  return (
    <nav className="community-pager" aria-label={t('community.pager.label')}>
      {current > 1 ? (
        <Link className="button button--ghost" to={href(current - 1)} rel="prev">
          {t('community.pager.previous')}
        </Link>
      ) : (
        <span className="button button--ghost is-disabled" aria-disabled="true">
          {t('community.pager.previous')}
        </span>
      )}
      <span className="muted">{t('community.pager.page_of', { page: number(current), pages: number(pages) })}</span>
      {current < pages ? (
        <Link className="button button--ghost" to={href(current + 1)} rel="next">
          {t('community.pager.next')}
        </Link>
      ) : (
        <span className="button button--ghost is-disabled" aria-disabled="true">
          {t('community.pager.next')}
        </span>
      )}
    </nav>
  );
}
