import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '../../lib/query/query';
import { Combobox } from '../../ui/combobox';
import { api } from '../../lib/api/api-client';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocale } from '../../lib/i18n/use-locale';
import { endpoint } from '@estate/shared/contracts/client';
import type * as ops from '@estate/shared/contracts/listings';

const areasOp = endpoint<typeof ops.getPlacesAreas>('GET', '/api/places/areas/');

/** Typing waits this long before asking for suggestions. */
const DEBOUNCE_MS = 200;

/**
 * The search's area (neighbourhood) field (issue 18): suggestions of the chosen city's areas as one
 * types, typo-tolerant and in both languages, from `GET /api/places/areas/`. What is typed is
 * searched as it is (the server reads a misspelt name as the closest area); a suggestion picked
 * applies at once.
 */
export function AreaField({
  id,
  value,
  city,
  onChange,
  onPick,
}: {
  id: string;
  value: string;
  /** The city typed or chosen in the form, if any. */
  city: string;
  onChange: (text: string) => void;
  onPick: (name: string) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [typed, setTyped] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setTyped(value.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  const suggestions = useQuery({
    queryKey: ['areas', city, typed],
    queryFn: () => api(areasOp, { query: { q: typed, city } }),
    enabled: typed.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
  const areas = suggestions.data?.results ?? [];
  const nameOf = (area: (typeof areas)[number]) => (locale === 'ar' ? area.name_ar : area.name);

  return (
    <Combobox
      id={id}
      name="area"
      value={value}
      onChange={onChange}
      maxLength={100}
      placeholder={t('search.area_placeholder')}
      status={
        suggestions.isFetching ? t('search.area_searching') : typed.length >= 2 ? t('search.area_none') : undefined
      }
      options={areas.map((area) => ({ key: `${area.city}-${area.name}`, label: nameOf(area), hint: area.city }))}
      onPick={(index) => onPick(nameOf(areas[index]!))}
    />
  );
}
