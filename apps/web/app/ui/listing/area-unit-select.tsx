import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { AREA_UNITS, isAreaUnit, marketAreaUnit } from '@estate/shared';
import { rememberAreaUnit, useChosenAreaUnit, type AreaOwner } from '../../lib/listing/use-area-unit';

/**
 * "Show areas in [marla]": the visitor's unit for every area on the site, kept in a cookie. The
 * first choice, "local unit", forgets it: each listing is shown in its market's unit (issue 17).
 * Given a listing, that first choice names the listing's unit.
 */
export function AreaUnitSelect({ className, listing }: { className?: string; listing?: AreaOwner }) {
  const { t } = useTranslation();
  const chosen = useChosenAreaUnit();
  const id = useId();
  const local = listing ? marketAreaUnit(listing.country, listing.area_sqm) : undefined;
  return (
    <div className={['area-unit-select', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{t('listing.area_shown_in')}</label>
      <select
        id={id}
        className="input input--compact"
        value={chosen ?? ''}
        onChange={(event) => rememberAreaUnit(isAreaUnit(event.target.value) ? event.target.value : undefined)}
        data-testid="area-unit-select"
      >
        <option value="">
          {local
            ? t('listing.area_unit_local_named', { unit: t(`listing.area_unit_name.${local}`) })
            : t('listing.area_unit_local')}
        </option>
        {AREA_UNITS.map((value) => (
          <option key={value} value={value}>
            {t(`listing.area_unit_name.${value}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
