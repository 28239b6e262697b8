import { useLocation } from 'react-router';
import { localizedPath } from '@estate/shared';
import { useTranslation } from '../lib/i18n/use-translation';
import { rememberLocale, useLocale } from '../lib/i18n/use-locale';
import './language-switcher.css';

/**
 * The same page in the other language (issue 16: each language has its own URL, query kept). A
 * plain link, so the next page is rendered in its language from the start; the choice is
 * remembered for a later visit to the bare home page.
 */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const next = locale === 'ar' ? 'en' : 'ar';
  return (
    <a
      className={`language-switcher ${className}`}
      href={localizedPath(`${location.pathname}${location.search}`, next)}
      onClick={() => rememberLocale(next)}
      lang={next}
      hrefLang={next}
      aria-label={t('nav.switch_language')}
      data-testid="language-switcher"
    >
      {next === 'ar' ? 'العربية' : 'English'}
    </a>
  );
}
