import { ADDED_WITHIN_DAYS, AREA_TYPES, AREA_UNITS, LISTING_LANGUAGES, type SearchFilters } from '@estate/shared';
import { useTranslation } from '../../lib/i18n/use-translation';
import { AreaField } from './area-field';
import type { FilterField } from './filter-draft';
import { AmenityChoices, AtLeastSelect } from './form-fields';
import type { FilterDraft } from './use-filter-draft';
import { useFold } from './use-fold';

/** The filters behind "More filters" (review M9), as their URL names them. */
const SECONDARY = [
  'area',
  'area_type',
  'bathrooms',
  'floors',
  'min_area',
  'max_area',
  'added',
  'furnished',
  'verified',
  'verified_listing',
  'video',
  'lang',
  'amenities',
] as const satisfies readonly (keyof SearchFilters)[];

/**
 * "More filters": a button at the end of the main filters that opens the others (neighbourhood,
 * category, bathrooms, floors, size, age, trust, language, amenities), folded by default in every
 * view; the button counts those in use. What they hold shows as chips above the results.
 */
export function MoreFilters({
  id,
  draft,
  filters,
}: {
  id: (name: string) => string;
  draft: Pick<FilterDraft, 'values' | 'type' | 'choose'>;
  filters: SearchFilters;
}) {
  const { t } = useTranslation();
  const { toggleProps, regionProps } = useFold();
  const { values, type, choose } = draft;
  const inUse = SECONDARY.filter((k) => filters[k] !== undefined).length;
  const onText = (name: FilterField) => (e: { target: { value: string } }) => type(name)(e.target.value);
  const check = (name: 'furnished' | 'verified' | 'verified_listing' | 'video', label: string, testId?: string) => (
    <label className="field filter-form__check">
      <input
        type="checkbox"
        name={name}
        value="1"
        checked={values[name] === '1'}
        onChange={(e) => choose(name)(e.target.checked ? '1' : '')}
        data-testid={testId}
      />
      {label}
    </label>
  );
  return (
    <>
      <div className="filter-form__more-toggle">
        <button {...toggleProps} className="button button--ghost" data-testid="more-filters">
          {t('search.more_filters')}
          {inUse > 0 && <span className="filter-form__count">{inUse}</span>}
          <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" className="filter-form__chevron">
            <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div {...regionProps} className="filter-form__more" role="group" aria-label={t('search.more_filters')}>
        <div className="field filter-form__area">
          <label htmlFor={id('area')}>{t('search.area')}</label>
          <AreaField
            id={id('area')}
            value={values.area}
            city={values.city}
            onChange={type('area')}
            onPick={choose('area')}
          />
        </div>
        <div className="field">
          <label htmlFor={id('area_type')}>{t('listing.area_type_label')}</label>
          <select
            id={id('area_type')}
            name="area_type"
            className="input"
            value={values.area_type}
            onChange={(e) => choose('area_type')(e.target.value)}
          >
            <option value="">{t('search.area_type_any')}</option>
            {AREA_TYPES.map((a) => (
              <option key={a} value={a}>
                {t(`listing.area_type.${a}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={id('bathrooms')}>{t('listing.bathrooms')}</label>
          <AtLeastSelect
            id={id('bathrooms')}
            name="bathrooms"
            value={values.bathrooms}
            onChange={choose('bathrooms')}
          />
        </div>
        <div className="field">
          <label htmlFor={id('floors')}>{t('listing.floors')}</label>
          <AtLeastSelect id={id('floors')} name="floors" value={values.floors} onChange={choose('floors')} max={5} />
        </div>
        {(['min_area', 'max_area'] as const).map((name) => (
          <div className="field" key={name}>
            <label htmlFor={id(name)}>{t(`search.${name}`)}</label>
            <input
              id={id(name)}
              name={name}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              className="input"
              placeholder={t('search.size_placeholder')}
              value={values[name]}
              onChange={onText(name)}
            />
          </div>
        ))}
        <div className="field">
          <label htmlFor={id('size_unit')}>{t('search.size_unit')}</label>
          <select
            id={id('size_unit')}
            name="size_unit"
            className="input"
            value={values.size_unit}
            onChange={(e) => choose('size_unit')(e.target.value)}
          >
            {AREA_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {t(`listing.area_unit.${unit}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={id('added')}>{t('search.added')}</label>
          <select
            id={id('added')}
            name="added"
            className="input"
            value={values.added}
            onChange={(e) => choose('added')(e.target.value)}
          >
            <option value="">{t('search.added_any')}</option>
            {ADDED_WITHIN_DAYS.map((days) => (
              <option key={days} value={days}>
                {t(`search.added_${days}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={id('lang')}>{t('search.language')}</label>
          <select
            id={id('lang')}
            name="lang"
            className="input"
            value={values.lang}
            onChange={(e) => choose('lang')(e.target.value)}
          >
            <option value="">{t('search.language_any')}</option>
            {LISTING_LANGUAGES.map((lang) => (
              <option key={lang} value={lang} lang={lang}>
                {t(`search.language_${lang}`)}
              </option>
            ))}
          </select>
        </div>
        {check('furnished', t('search.furnished'))}
        {check('verified', t('search.verified'))}
        {check('verified_listing', t('verification.search.filter'), 'filter-verified-listing')}
        {check('video', t('search.video'))}
        <AmenityChoices chosen={values.amenities} onChange={choose('amenities')} />
      </div>
    </>
  );
}
