import { ApiRequestError } from '../../lib/api/api-client';
import { useFormat } from '../../lib/i18n/use-format';
import { useTranslation } from '../../lib/i18n/use-translation';
import { PauseDialog } from './pause-dialog';

/** A publication paused on a price about 100 times the area's usual (409 `price_typo`, issue 41). */
export interface PriceTypo {
  messageKey: string;
  usual: number;
  currency: string;
  factor: number;
}

/** The pause in an API error, if it is one. */
export function priceTypoOf(error: unknown): PriceTypo | null {
  if (!(error instanceof ApiRequestError) || error.code !== 'price_typo') return null;
  const { price, usual_price: usual, currency, factor } = error.fields;
  if (!price || !usual || !currency || !factor) return null;
  return { messageKey: price, usual: Number(usual), currency, factor: Number(factor) };
}

/** "This price is about 100 times what homes like this one ask here": fix it, or confirm it for review. */
export function PriceTypoDialog({
  typo,
  onFix,
  onConfirm,
}: {
  typo: PriceTypo;
  onFix: () => void;
  onConfirm: () => void;
}) {
  const { t, tDynamic } = useTranslation();
  const format = useFormat();
  return (
    <PauseDialog
      title={t('listing_alerts.price_typo_title')}
      text={tDynamic(typo.messageKey, { factor: format.number(typo.factor) })}
      note={t('listing_alerts.price_typo_usual', { usual: format.price(typo.usual, typo.currency) })}
      onClose={onFix}
      testId="price-typo-dialog"
      actions={
        <>
          <button type="button" className="button" onClick={onFix} data-testid="price-typo-fix">
            {t('listing_alerts.price_typo_fix')}
          </button>
          <button type="button" className="button button--ghost" onClick={onConfirm} data-testid="price-typo-confirm">
            {t('listing_alerts.price_typo_confirm')}
          </button>
        </>
      }
    />
  );
}
