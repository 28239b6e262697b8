import { useTranslation } from '../../lib/i18n/use-translation';
import {
  floorsLabelKey,
  AMENITIES,
  AREA_UNITS,
  CURRENCIES,
  DESCRIPTION_MAX_LENGTH,
  RENT_FREQUENCIES,
  TITLE_MAX_LENGTH,
  marketCurrency,
  type Currency,
} from '@estate/shared';
import { CurrencyNotice, useCountryLabel } from './currency-notice';
import { useFormat } from '../../lib/i18n/use-format';
import type { StepProps } from './step-props';
import { Counter, Field, FieldError, fieldId } from './wizard-fields';
import { SecondLanguage } from './second-language';

/** Step 2: what the property is, its price and size, and what it offers. */
export function StepDetails({ values, errors, set, update }: StepProps) {
  const { t, tDynamic } = useTranslation();
  const format = useFormat();
  const countryLabel = useCountryLabel();
  // The location fixes the currency where the country has one (issue 39, U1): shown, not chosen.
  const fixedCurrency = marketCurrency(values.country);
  const price = Number(values.price.replace(/,/g, ''));
  const pricePreview = Number.isFinite(price) && price > 0 ? format.price(price, values.currency) : '';
  const noUnit = !values.area_unit;
  const isRent = values.purpose === 'rent';
  return (
    <div className="wz-stack">
      <Field
        name="title"
        label={t('listing.title')}
        error={errors.title}
        hint={t('wizard.details.title_hint')}
        extraDescription="wz-title-count"
        aside={<Counter id="wz-title-count" used={values.title.length} max={TITLE_MAX_LENGTH} />}
      >
        {(control) => (
          <input
            {...control}
            className="input"
            value={values.title}
            maxLength={TITLE_MAX_LENGTH + 20}
            placeholder={t('wizard.details.title_placeholder')}
            onChange={(e) => set('title', e.target.value)}
          />
        )}
      </Field>
      <Field
        name="description"
        label={t('listing.description')}
        optional
        error={errors.description}
        extraDescription="wz-description-count"
        aside={<Counter id="wz-description-count" used={values.description.length} max={DESCRIPTION_MAX_LENGTH} />}
      >
        {(control) => (
          <textarea
            {...control}
            className="input wz-textarea"
            rows={6}
            value={values.description}
            placeholder={t('wizard.details.description_placeholder')}
            onChange={(e) => set('description', e.target.value)}
          />
        )}
      </Field>
      <SecondLanguage values={values} errors={errors} set={set} />

      <div className="wz-row wz-row--price">
        <Field
          name="price"
          label={t('listing.price')}
          error={errors.price}
          hint={pricePreview ? t('wizard.details.price_preview', { price: pricePreview }) : undefined}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              inputMode="decimal"
              dir="ltr"
              autoComplete="off"
              value={values.price}
              placeholder="0"
              onChange={(e) => set('price', e.target.value)}
            />
          )}
        </Field>
        <Field name="currency" label={t('listing.currency')} error={errors.currency}>
          {(control) =>
            fixedCurrency ? (
              <input
                {...control}
                className="input wz-currency-fixed"
                readOnly
                dir="ltr"
                value={fixedCurrency}
                aria-describedby={[control['aria-describedby'], 'wz-currency-fixed'].filter(Boolean).join(' ')}
              />
            ) : (
              <select
                {...control}
                className="input"
                value={values.currency}
                onChange={(e) => set('currency', e.target.value as Currency)}
              >
                {CURRENCIES.map((currency) => (
                  <option key={currency} value={currency}>
                    {currency}
                  </option>
                ))}
              </select>
            )
          }
        </Field>
        {isRent && (
          <Field name="rent_frequency" label={t('listing.rent_frequency_label')} error={errors.rent_frequency}>
            {(control) => (
              <select
                {...control}
                className="input"
                value={values.rent_frequency}
                onChange={(e) => set('rent_frequency', e.target.value)}
              >
                <option value="">{t('wizard.choose')}</option>
                {RENT_FREQUENCIES.map((frequency) => (
                  <option key={frequency} value={frequency}>
                    {t(`listing.rent_frequency_option.${frequency}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
      </div>
      {fixedCurrency && (
        <p className="field__hint wz-currency-hint" id="wz-currency-fixed">
          {t('wizard.details.currency_fixed', { country: countryLabel(values.country), currency: fixedCurrency })}
        </p>
      )}
      <CurrencyNotice values={values} update={update} />

      <div className="wz-row wz-row--rooms">
        {(['bedrooms', 'bathrooms', 'floors'] as const).map((name) => (
          <Field
            key={name}
            name={name}
            label={t(name === 'floors' ? floorsLabelKey(values.property_type) : `listing.${name}`)}
            error={errors[name]}
            optional={name === 'floors'}
          >
            {(control) => (
              <input
                {...control}
                className="input"
                type="number"
                inputMode="numeric"
                min={0}
                max={name === 'floors' ? 200 : 50}
                step={1}
                dir="ltr"
                value={values[name]}
                onChange={(e) => set(name, e.target.value)}
              />
            )}
          </Field>
        ))}
      </div>

      <div className="wz-row wz-row--area">
        <Field name="area_unit" label={t('wizard.details.area_unit')} error={errors.area_unit}>
          {(control) => (
            <select
              {...control}
              className="input"
              value={values.area_unit}
              onChange={(e) => set('area_unit', e.target.value)}
            >
              <option value="">{t('wizard.choose')}</option>
              {AREA_UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {t(`listing.area_unit_name.${unit}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          name="area_size"
          label={t('wizard.details.area_size')}
          error={errors.area_size}
          hint={
            noUnit && errors.area_size !== 'listing_rules.area_unit_first'
              ? t('listing_rules.area_unit_first')
              : undefined
          }
        >
          {(control) => (
            // Left to right like the number it holds, so the unit sits at the end the padding leaves
            // free in Arabic too (it was drawn over the value).
            <div className="wz-input-suffix" dir="ltr">
              <input
                {...control}
                className="input"
                inputMode="decimal"
                dir="ltr"
                disabled={noUnit}
                value={values.area_size}
                onChange={(e) => set('area_size', e.target.value)}
              />
              {!noUnit && (
                <span aria-hidden="true" data-testid="area-size-unit">
                  {tDynamic(`listing.area_unit.${values.area_unit}`)}
                </span>
              )}
            </div>
          )}
        </Field>
      </div>

      <fieldset className="wz-choices" id={fieldId('amenities')}>
        <legend>
          {t('listing.amenities')} <span className="wz-optional">{t('wizard.optional')}</span>
        </legend>
        <div className="wz-amenities">
          {AMENITIES.map((amenity) => {
            const checked = values.amenities.includes(amenity);
            return (
              <label key={amenity} className="wz-check" data-checked={checked}>
                <input
                  type="checkbox"
                  name="amenities"
                  value={amenity}
                  checked={checked}
                  onChange={() =>
                    set(
                      'amenities',
                      checked ? values.amenities.filter((a) => a !== amenity) : [...values.amenities, amenity],
                    )
                  }
                />
                <span>{t(`listing.amenity.${amenity}`)}</span>
              </label>
            );
          })}
        </div>
        <FieldError id={fieldId('amenities')} error={errors.amenities} />
      </fieldset>
    </div>
  );
}
