import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { placeLabel, searchPlaces, type Place } from '@estate/shared';
import { useLocale } from '../i18n/use-locale';

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
  const listId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const results = useMemo(() => (places && query.trim() ? searchPlaces(places, query, 8) : []), [places, query]);
  const labels = useMemo(() => results.map((p) => placeLabel(p, locale, places ?? [])), [results, locale, places]);
  const expanded = open && query.trim().length > 0;

  const pick = (index: number) => {
    const place = results[index];
    if (!place) return;
    onPick(place, labels[index]!);
    setQuery('');
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && results.length) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % results.length);
    } else if (event.key === 'ArrowUp' && results.length) {
      event.preventDefault();
      setActive((i) => (i - 1 + results.length) % results.length);
    } else if (event.key === 'Enter' && expanded && results.length) {
      event.preventDefault();
      pick(active);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <div className="wz-place-search">
      <input
        id="wz-place"
        className="input wz-place-search__input"
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && results.length ? `${listId}-${active}` : undefined}
        aria-describedby={describedBy}
        placeholder={t('wizard.location.search_placeholder')}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onFocus={() => setOpen(true)}
      />
      <ul id={listId} role="listbox" className="wz-place-search__list" hidden={!expanded}>
        {!places && <li className="wz-place-search__empty">{t('common.loading')}</li>}
        {places && !results.length && <li className="wz-place-search__empty">{t('wizard.location.no_places')}</li>}
        {results.map((place, index) => (
          <li
            key={`${place.kind}-${place.country}-${place.city ?? ''}-${place.name_en}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className="wz-place-search__option"
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => pick(index)}
            onMouseEnter={() => setActive(index)}
          >
            <span className="wz-place-search__kind">{t(`wizard.location.kind.${place.kind}`)}</span>
            <span>{labels[index]}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
