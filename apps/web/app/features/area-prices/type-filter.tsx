import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { AREA_TYPES, PROPERTY_TYPES_BY_AREA } from '@estate/shared';
import { useTranslation } from '../../lib/i18n/use-translation';
import styles from './area-page.module.css';

/**
 * The property type the figures are for (`?type=`, all types by default). It changes the page at
 * once; without JavaScript the form's button sends it.
 */
export function TypeFilter({ type }: { type: string | null }) {
  const { t } = useTranslation();
  const id = useId();
  const [, setSearchParams] = useSearchParams();
  return (
    <form method="get" className={styles.filter}>
      <label htmlFor={id}>{t('areas.type.label')}</label>
      <select
        id={id}
        name="type"
        className="input input--compact"
        key={type ?? ''}
        defaultValue={type ?? ''}
        onChange={(event) => {
          const value = event.target.value;
          setSearchParams(
            (params) => {
              if (value) params.set('type', value);
              else params.delete('type');
              return params;
            },
            { preventScrollReset: true },
          );
        }}
      >
        <option value="">{t('areas.type.all')}</option>
        {AREA_TYPES.map((areaType) => (
          <optgroup key={areaType} label={t(`listing.area_type.${areaType}`)}>
            {PROPERTY_TYPES_BY_AREA[areaType].map((propertyType) => (
              <option key={propertyType} value={propertyType}>
                {t(`listing.property_type.${propertyType}`)}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <noscript>
        <button type="submit" className="button button--ghost">
          {t('areas.type.apply')}
        </button>
      </noscript>
    </form>
  );
}
