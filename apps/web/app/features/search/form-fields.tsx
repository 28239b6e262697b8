import { useTranslation } from '../../lib/i18n/use-translation';
import {
  AMENITIES,
  AREA_TYPES,
  BEDROOM_CHOICES,
  PROPERTY_TYPES_BY_AREA,
  type Amenity,
  type AreaType,
  type PropertyType,
} from '@estate/shared';

/** Property type select: the area type's types, or every type grouped by area type. */
export function PropertyTypeSelect({
  id,
  areaType,
  value,
  onChange,
}: {
  id: string;
  areaType?: AreaType | '';
  value: PropertyType | '';
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const option = (type: PropertyType) => (
    <option key={type} value={type}>
      {t(`listing.property_type.${type}`)}
    </option>
  );
  return (
    <select id={id} name="property_type" className="input" value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{t('search.property_type_any')}</option>
      {areaType
        ? (PROPERTY_TYPES_BY_AREA[areaType] as readonly PropertyType[]).map(option)
        : AREA_TYPES.map((area) => (
            <optgroup key={area} label={t(`listing.area_type.${area}`)}>
              {(PROPERTY_TYPES_BY_AREA[area] as readonly PropertyType[]).map(option)}
            </optgroup>
          ))}
    </select>
  );
}

/** "Any, 1+, 2+ …" for bedrooms, bathrooms and floors (at least this many). */
export function AtLeastSelect({
  id,
  name,
  value,
  onChange,
  max = BEDROOM_CHOICES.length,
}: {
  id: string;
  name: 'bedrooms' | 'bathrooms' | 'floors';
  value: string;
  onChange: (value: string) => void;
  max?: number;
}) {
  const { t } = useTranslation();
  return (
    <select id={id} name={name} className="input" value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{t('search.any')}</option>
      {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
        <option key={n} value={n}>
          {t('search.at_least', { count: n })}
        </option>
      ))}
    </select>
  );
}

/** The amenities filter: a fold of checkboxes (furnished has its own), `amenities` once per choice. */
export function AmenityChoices({ chosen, onChange }: { chosen: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const set = new Set(chosen ? chosen.split(',') : []);
  const toggle = (amenity: Amenity, on: boolean) =>
    onChange(AMENITIES.filter((a) => (a === amenity ? on : set.has(a))).join(','));
  return (
    <details className="field filter-form__amenities">
      <summary>{set.size ? t('search.amenities_chosen', { count: set.size }) : t('search.amenities')}</summary>
      <div className="filter-form__amenity-list">
        {AMENITIES.filter((a) => a !== 'furnished').map((amenity) => (
          <label key={amenity} className="filter-form__check">
            <input
              type="checkbox"
              name="amenities"
              value={amenity}
              checked={set.has(amenity)}
              onChange={(e) => toggle(amenity, e.target.checked)}
            />
            {t(`listing.amenity.${amenity}`)}
          </label>
        ))}
      </div>
    </details>
  );
}
