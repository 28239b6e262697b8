import { useMemo, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { placeLabel, searchPlaces, type Place } from '@estate/shared';
import { useLocale } from '../../lib/i18n/use-locale';
import { Combobox } from '../../ui/combobox';

/**
 * A combobox over the shipped gazetteer: type a city or an area, pick it with the mouse or the
 * arrow keys and Enter.
 */
export function PlaceSearch({
  places,
  onPick,
  describedBy,
}: {
  places: Place[] | null;
  onPick: (place: Place, label: string) => void;
  describedBy?: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [query, setQuery] = useState('');
  const results = useMemo(() => (places && query.trim() ? searchPlaces(places, query, 8) : []), [places, query]);
  const labels = useMemo(() => results.map((p) => placeLabel(p, locale, places ?? [])), [results, locale, places]);

  return (
    <Combobox
      id="wz-place"
      value={query}
      onChange={setQuery}
      placeholder={t('wizard.location.search_placeholder')}
      describedBy={describedBy}
      status={places ? t('wizard.location.no_places') : t('common.loading')}
      options={results.map((place, index) => ({
        key: `${place.kind}-${place.country}-${place.city ?? ''}-${place.name_en}`,
        hint: t(`wizard.location.kind.${place.kind}`),
        label: labels[index],
      }))}
      onPick={(index) => {
        onPick(results[index]!, labels[index]!);
        setQuery('');
      }}
    />
  );
}
