import { useTranslation } from './use-translation';
import { useChangeLocale, useLocale } from './use-locale';

/** Toggles between English and Arabic; each option is labelled in its own language. */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const change = useChangeLocale();
  const next = locale === 'ar' ? 'en' : 'ar';
  return (
    <button
      type="button"
      className={`language-switcher ${className}`}
      onClick={() => void change(next)}
      lang={next}
      aria-label={t('nav.switch_language')}
      data-testid="language-switcher"
    >
      {next === 'ar' ? 'العربية' : 'English'}
    </button>
  );
}
