import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { Place } from '@estate/shared';
import { useCountries } from '../../lib/geo/geo-queries';
import { useLocale } from '../../lib/i18n/use-locale';
import { clientOnlyMap } from '../../ui/map/client-only-map';
import type { MapView } from './location-map';
import { PlaceSearch } from './place-search';
import type { StepProps } from './step-props';
import { useGazetteer } from '../../lib/geo/use-gazetteer';
import { Field } from './wizard-fields';
import { CurrencyNotice } from './currency-notice';
import { PermitFields } from './permit-fields';

const LocationMap = clientOnlyMap(() => import('./location-map'));

const WORLD: Omit<MapView, 'seq'> = { lat: 25, lng: 50, zoom: 3 };

function coordinate(value: string, limit: number): number | null {
  if (!value.trim()) return null;
  const n = Number(value.trim());
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
}

const round = (n: number) => String(Math.round(n * 1e6) / 1e6);

/** Step 3: where the property is: a searched place, the map pin, or typed coordinates. */
export function StepLocation({ values, errors, set, update, goTo }: StepProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const places = useGazetteer();
  const countries = useCountries(locale, true);
  const lat = coordinate(values.latitude, 90);
  const lng = coordinate(values.longitude, 180);
  const point = lat !== null && lng !== null ? { lat, lng } : null;
  const [view, setView] = useState<MapView>(() => (point ? { ...point, zoom: 15, seq: 0 } : { ...WORLD, seq: 0 }));
  const moveTo = useCallback((next: Omit<MapView, 'seq'>) => setView((v) => ({ ...next, seq: v.seq + 1 })), []);

  // With no point yet, show the chosen country once the place list is in.
  const countryPlace = useMemo(
    () => places?.find((p) => p.kind === 'country' && p.country === values.country),
    [places, values.country],
  );
  useEffect(() => {
    if (!point && countryPlace) moveTo({ lat: countryPlace.lat, lng: countryPlace.lng, zoom: countryPlace.zoom });
    // Only when the country (or the list) changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [countryPlace]);

  const cities = useMemo(
    () => (places ?? []).filter((p) => p.kind === 'city' && p.country === values.country),
    [places, values.country],
  );

  const onPlace = (place: Place, label: string) => {
    const change: Partial<typeof values> = { country: place.country, place_label: label };
    if (place.city) change.city = place.city;
    if (place.kind !== 'country') {
      change.latitude = round(place.lat);
      change.longitude = round(place.lng);
    }
    update(change);
    moveTo({ lat: place.lat, lng: place.lng, zoom: place.zoom });
  };

  const onPick = useCallback(
    (pickedLat: number, pickedLng: number) => update({ latitude: round(pickedLat), longitude: round(pickedLng) }),
    [update],
  );

  const followTyped = () => {
    if (point) moveTo({ ...point, zoom: Math.max(view.zoom, 13) });
  };

  const countryOptions = countries.data ?? [];
  // "Choose a location" once, not under both coordinates.
  const coordinateErrors = {
    latitude: errors.latitude,
    longitude:
      errors.longitude === 'listing_rules.location_required' && errors.latitude === errors.longitude
        ? undefined
        : errors.longitude,
  };
  const hasCountry = countryOptions.some((c) => c.iso2 === values.country);

  return (
    <div className="wz-stack">
      <div className="field wz-field">
        <label htmlFor="wz-place">{t('wizard.location.search_label')}</label>
        <PlaceSearch places={places} onPick={onPlace} describedBy="wz-place-hint" />
        <p className="field__hint" id="wz-place-hint">
          {values.place_label
            ? t('wizard.location.picked', { place: values.place_label })
            : t('wizard.location.search_hint')}
        </p>
      </div>

      <div className="wz-row">
        <Field name="country" label={t('listing.country')} error={errors.country}>
          {(control) => (
            <select
              {...control}
              className="input"
              value={values.country}
              onChange={(e) => update({ country: e.target.value, place_label: '' })}
            >
              <option value="">{t('wizard.location.choose_country')}</option>
              {!hasCountry && values.country && <option value={values.country}>{values.country}</option>}
              {countryOptions.map((country) => (
                <option key={country.iso2} value={country.iso2}>
                  {country.emoji} {country.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="city" label={t('listing.city')} error={errors.city}>
          {(control) => (
            <>
              <input
                {...control}
                className="input"
                list="wz-city-options"
                autoComplete="address-level2"
                value={values.city}
                onChange={(e) => set('city', e.target.value)}
              />
              <datalist id="wz-city-options">
                {cities.map((city) => (
                  <option key={city.name_en} value={city.city ?? city.name_en}>
                    {locale === 'ar' ? city.name_ar : city.name_en}
                  </option>
                ))}
              </datalist>
            </>
          )}
        </Field>
      </div>
      <CurrencyNotice values={values} update={update} goTo={goTo} />

      <Field name="address" label={t('listing.address')} error={errors.address}>
        {(control) => (
          <input
            {...control}
            className="input"
            autoComplete="street-address"
            placeholder={t('wizard.location.address_placeholder')}
            value={values.address}
            onChange={(e) => set('address', e.target.value)}
          />
        )}
      </Field>

      <div className="field wz-field">
        <p className="wz-label" id="wz-map-label">
          {t('wizard.location.map_label')}
        </p>
        <LocationMap
          className="wz-map"
          point={point}
          view={view}
          onPick={onPick}
          label={t('wizard.location.map_label')}
        />
        <p className="field__hint">{t('wizard.location.map_hint')}</p>
      </div>

      <fieldset className="wz-choices wz-coords" aria-describedby="wz-coords-hint">
        <legend>{t('wizard.location.coordinates')}</legend>
        <p className="field__hint" id="wz-coords-hint">
          {t('wizard.location.coordinates_hint')}
        </p>
        <div className="wz-row wz-row--pair">
          {(['latitude', 'longitude'] as const).map((name) => (
            <Field key={name} name={name} label={t(`wizard.location.${name}`)} error={coordinateErrors[name]}>
              {(control) => (
                <input
                  {...control}
                  className="input"
                  inputMode="decimal"
                  dir="ltr"
                  placeholder={name === 'latitude' ? '31.5204' : '74.3587'}
                  value={values[name]}
                  onChange={(e) => set(name, e.target.value)}
                  onBlur={followTyped}
                />
              )}
            </Field>
          ))}
        </div>
      </fieldset>

      <PermitFields values={values} errors={errors} set={set} update={update} />
    </div>
  );
}
