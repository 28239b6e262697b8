import { useId } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { AREA_UNITS, isAreaUnit } from '@estate/shared';
import { useAreaUnit } from './use-area-unit';

/** "Show areas in [marla]": the visitor's unit for every area on the site, kept in a cookie. */
export function AreaUnitSelect({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [unit, setUnit] = useAreaUnit();
  const id = useId();
  return (
    <div className={['area-unit-select', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{t('listing.area_shown_in')}</label>
      <select
        id={id}
        className="input input--compact"
        value={unit}
        onChange={(event) => isAreaUnit(event.target.value) && setUnit(event.target.value)}
      >
        {AREA_UNITS.map((value) => (
          <option key={value} value={value}>
            {t(`listing.area_unit_name.${value}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
