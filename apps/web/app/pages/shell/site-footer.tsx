import { useTranslation } from '../../lib/i18n/use-translation';
import { useRouteLoaderData } from 'react-router';
import { Link } from '../../lib/link';
import { FOOTER_LINKS, STATIC_PAGES } from '@estate/shared';
import { FeedbackButton } from '../../features/feedback/feedback-button';

export function SiteFooter() {
  const { t } = useTranslation();
  const root = useRouteLoaderData('root') as { supportEmail: string } | undefined;
  const email = root?.supportEmail ?? '';
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div>
          <strong className="site-footer__brand">{t('brand.name')}</strong>
          <p className="muted">{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.info_links')}>
          <ul className="site-footer__links">
            {FOOTER_LINKS.map((link) => (
              <li key={link.key}>
                <Link to={link.to}>{t(`nav.${link.key}`)}</Link>
              </li>
            ))}
            {STATIC_PAGES.map((page) => (
              <li key={page.key}>
                <Link to={page.path}>{t(`static_pages.${page.key}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <p>
            {t('footer.support')}: <a href={`mailto:${email}`}>{email}</a>
          </p>
          <p className="muted">{t('footer.hours')}</p>
          <FeedbackButton />
        </div>
      </div>
      <p className="container muted site-footer__copy">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
