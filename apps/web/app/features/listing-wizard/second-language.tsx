import { useState } from 'react';
import {
  DESCRIPTION_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  otherLanguage,
  suggestsSecondLanguage,
  textLanguageOf,
  type ListingLanguage,
} from '@estate/shared';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocale } from '../../lib/i18n/use-locale';
import { useCountryLabel } from './currency-notice';
import type { StepProps } from './step-props';
import { Counter, Field } from './wizard-fields';

/** The language the second version is written in: the other one than the main title's (or the page's, before a title). */
export function secondLanguageOf(title: string, locale: string): ListingLanguage {
  return otherLanguage(title.trim() ? textLanguageOf(title) : locale === 'ar' ? 'ar' : 'en');
}

/**
 * The optional title and description in the other language (issue 39, M4): folded away unless the
 * listing's market reads both Arabic and English (the Gulf, Egypt), where it opens as a suggestion,
 * or unless it already holds something (an edit, a draft, an error).
 */
export function SecondLanguage({ values, errors, set }: Pick<StepProps, 'values' | 'errors' | 'set'>) {
  const { t } = useTranslation();
  const locale = useLocale();
  const countryLabel = useCountryLabel();
  const suggested = suggestsSecondLanguage(values.country);
  const filled = !!(values.title_translation || values.description_translation);
  const [open, setOpen] = useState(suggested || filled);
  const invalid = !!(errors.title_translation || errors.description_translation);
  const shown = open || invalid;
  const lang = secondLanguageOf(values.title, locale);
  return (
    <section className="wz-second-language" data-testid="second-language" aria-labelledby="wz-second-language-title">
      <h3 className="wz-second-language__title" id="wz-second-language-title">
        <button
          type="button"
          className="wz-second-language__toggle"
          aria-expanded={shown}
          aria-controls="wz-second-language-fields"
          onClick={() => setOpen(!shown)}
        >
          {t(`wizard.second_language.title_${lang}`)}
          <span className="wz-optional"> {t('wizard.optional')}</span>
          {suggested && <span className="wz-second-language__badge">{t('wizard.second_language.suggested')}</span>}
        </button>
      </h3>
      <div id="wz-second-language-fields" className="wz-stack" hidden={!shown}>
        <p className="field__hint">
          {suggested
            ? t('wizard.second_language.why_market', { country: countryLabel(values.country) })
            : t(`wizard.second_language.why_${lang}`)}
        </p>
        <Field
          name="title_translation"
          label={t(`wizard.second_language.title_label_${lang}`)}
          error={errors.title_translation}
          extraDescription="wz-title-translation-count"
          aside={
            <Counter id="wz-title-translation-count" used={values.title_translation.length} max={TITLE_MAX_LENGTH} />
          }
        >
          {(control) => (
            <input
              {...control}
              className="input"
              lang={lang}
              dir="auto"
              value={values.title_translation}
              maxLength={TITLE_MAX_LENGTH + 20}
              onChange={(e) => set('title_translation', e.target.value)}
            />
          )}
        </Field>
        <Field
          name="description_translation"
          label={t(`wizard.second_language.description_label_${lang}`)}
          error={errors.description_translation}
          extraDescription="wz-description-translation-count"
          aside={
            <Counter
              id="wz-description-translation-count"
              used={values.description_translation.length}
              max={DESCRIPTION_MAX_LENGTH}
            />
          }
        >
          {(control) => (
            <textarea
              {...control}
              className="input wz-textarea"
              rows={4}
              lang={lang}
              dir="auto"
              value={values.description_translation}
              onChange={(e) => set('description_translation', e.target.value)}
            />
          )}
        </Field>
      </div>
    </section>
  );
}
