import { useCallback, useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocation } from 'react-router';
import { Link, NavLink } from '../../lib/link';
import { NAV_LINKS, NAV_SLIDE_SECONDS } from '@estate/shared';
// The lazily loaded signed-in part's styles stay in the page's stylesheets (no unstyled flash).
import '../../features/chat/chat.css';
import { CountryBadge } from '../../features/geo/country-badge';
import { LanguageSwitcher } from '../../ui/language-switcher';
import { useSession } from '../../lib/session/use-session';
import { MobileMenu } from './mobile-menu';
import { useHideOnScroll } from './use-hide-on-scroll';
import { lazyComponent } from '../../lib/lazy-component';

// The bell, the chat link and the avatar menu are for signed-in users only: their code (chat,
// notifications, account settings) stays out of the first scripts of every visitor's page.
const SignedInActions = lazyComponent('signed-in-actions', () =>
  import('./signed-in-actions').then((module) => module.SignedInActions),
);

export function TopNav() {
  const { t } = useTranslation();
  const { user } = useSession();
  const hidden = useHideOnScroll();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const { pathname, search } = useLocation();

  // Any navigation (logo, back button, a link elsewhere) closes the mobile menu.
  useEffect(() => closeMenu(), [pathname, search, closeMenu]);

  return (
    <header
      className="top-nav"
      data-hidden={hidden && !menuOpen ? 'true' : 'false'}
      style={{ '--nav-slide': `${NAV_SLIDE_SECONDS}s` } as CSSProperties}
      data-testid="top-nav"
    >
      <div className="top-nav__bar container">
        <div className="top-nav__brand">
          <Link to="/" className="logo" aria-label={t('brand.home_label')}>
            <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
              <path d="M4 15 16 5l12 10v12a1 1 0 0 1-1 1h-7v-8h-8v8H5a1 1 0 0 1-1-1Z" fill="currentColor" />
            </svg>
            <span className="logo__text">{t('brand.name')}</span>
          </Link>
          <CountryBadge />
        </div>
        <nav className="top-nav__links" aria-label={t('nav.main')}>
          {NAV_LINKS.map((link) => (
            <NavLink key={link.key} to={link.to} end={link.to === '/'}>
              {t(`nav.${link.key}`)}
            </NavLink>
          ))}
        </nav>
        <div className="top-nav__actions">
          <LanguageSwitcher className="hide-on-phone" />
          {user ? (
            <SignedInActions user={user} />
          ) : (
            <div className="top-nav__auth hide-on-phone">
              <Link to="/auth/login" className="button button--ghost">
                {t('nav.login')}
              </Link>
              <Link to="/auth/register" className="button">
                {t('nav.signup')}
              </Link>
            </div>
          )}
          <button
            type="button"
            className="top-nav__menu-button"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t('nav.close_menu') : t('nav.open_menu')}
            onClick={() => setMenuOpen((v) => !v)}
            data-testid="mobile-menu-button"
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              {menuOpen ? (
                <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              ) : (
                <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              )}
            </svg>
          </button>
        </div>
      </div>
      <MobileMenu open={menuOpen} onClose={closeMenu} signedIn={!!user} />
    </header>
  );
}
