import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { NavLink } from '../../lib/link';
import { MOBILE_MENU_STORAGE_KEY, NAV_LINKS } from '@estate/shared';
import { LanguageSwitcher } from '../../ui/language-switcher';

/** Phone-width menu. The last link opened from it is remembered in local storage and marked. */
export function MobileMenu({ open, onClose, signedIn }: { open: boolean; onClose: () => void; signedIn: boolean }) {
  const { t } = useTranslation();
  const [last, setLast] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    try {
      setLast(localStorage.getItem(MOBILE_MENU_STORAGE_KEY));
    } catch {
      setLast(null);
    }
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  const remember = (key: string) => {
    try {
      localStorage.setItem(MOBILE_MENU_STORAGE_KEY, key);
    } catch {
      // Storage unavailable: nothing to remember.
    }
    onClose();
  };

  if (!open) return null;
  return (
    <div className="mobile-menu" id="mobile-menu" data-testid="mobile-menu">
      <nav aria-label={t('nav.main')}>
        <ul>
          {NAV_LINKS.map((link) => (
            <li key={link.key}>
              <NavLink
                to={link.to}
                end={link.to === '/'}
                onClick={() => remember(link.key)}
                className={last === link.key ? 'is-last-opened' : undefined}
                data-last-opened={last === link.key ? 'true' : undefined}
              >
                {t(`nav.${link.key}`)}
                {last === link.key && <span className="visually-hidden"> ({t('nav.last_opened')})</span>}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mobile-menu__footer">
        {!signedIn && (
          <>
            <NavLink to="/auth/login" className="button button--ghost" onClick={onClose}>
              {t('nav.login')}
            </NavLink>
            <NavLink to="/auth/register" className="button" onClick={onClose}>
              {t('nav.signup')}
            </NavLink>
          </>
        )}
        <LanguageSwitcher />
      </div>
    </div>
  );
}
