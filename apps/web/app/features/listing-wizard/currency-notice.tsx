import { useTranslation } from '../../lib/i18n/use-translation';
import { useFormat } from '../../lib/i18n/use-format';
import { useLocale } from '../../lib/i18n/use-locale';
import type { StepProps } from './step-props';
import { priceNeedsCheck } from './wizard-types';

/** The country's name in the page's language ("United Arab Emirates", "الإمارات العربية المتحدة"). */
export function useCountryLabel(): (code: string) => string {
  const locale = useLocale();
  return (code) => {
    try {
      return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
    } catch {
      return code;
    }
  };
}

/**
 * Shown when the location changed the price's currency after the price was typed (issue 39, U1):
 * "Prices in the United Arab Emirates are in AED. Your price now reads AED 2,350,000. Is that
 * right?" The listing cannot be published until the visitor keeps the amount or edits it.
 */
export function CurrencyNotice({ values, update, goTo }: Pick<StepProps, 'values' | 'update' | 'goTo'>) {
  const { t } = useTranslation();
  const format = useFormat();
  const countryLabel = useCountryLabel();
  if (!priceNeedsCheck(values)) return null;
  const price = Number(values.price.replace(/,/g, ''));
  const shown = Number.isFinite(price) && price > 0 ? format.price(price, values.currency) : values.price;
  return (
    <div className="notice wz-currency-notice" role="status" data-testid="currency-notice">
      <p>
        {t('wizard.currency.changed', {
          country: countryLabel(values.country),
          currency: values.currency,
          price: shown,
        })}
      </p>
      <div className="wz-currency-notice__actions">
        <button type="button" className="button" onClick={() => update({ price_currency: values.currency })}>
          {t('wizard.currency.keep')}
        </button>
        {goTo && (
          <button type="button" className="button button--ghost" onClick={() => goTo(1)}>
            {t('wizard.currency.edit')}
          </button>
        )}
      </div>
    </div>
  );
}
