import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { PROPERTY_TYPES_BY_AREA, type AreaType, type SearchFilters } from '@estate/shared';
import { useNavigate } from '../../lib/link';
import {
  APPLY_ON_PAUSE,
  consistentPlace,
  mergeLanded,
  PAUSE_MS,
  searchableWhileTyping,
  valuesOf,
  type FilterField,
} from './filter-draft';
import { hrefFromForm } from './search-params';
import type { CityOption } from '../../lib/search/search-types';

/**
 * The filter form's state between the URL and the visitor (review U2: a price typed while a chosen
 * select loaded was overwritten by the URL that landed, "200000" became "000").
 *
 * - Every apply reads the whole form as it is, so a value typed but not applied yet goes along.
 * - A field edited after the last apply started is "edited": when a URL lands it keeps what the
 *   visitor typed, and the other fields take the URL's values. So does the field being typed in
 *   when the URL is the one the form asked for (the URL's spelling does not jump under the caret),
 *   or an older URL lands while that one is still on its way (on a busy machine the search of a
 *   select could land after the typed price had been applied, and blanked the price under the caret).
 * - Selects apply at once (`choose`); typed fields (`type`) apply after a pause in typing, when
 *   everything edited can be searched, or on Enter / the submit button.
 */
export function useFilterDraft({
  filters,
  query,
  cities,
  formRef,
}: {
  filters: SearchFilters;
  /** The URL query the page shows. */
  query: string;
  cities: readonly CityOption[];
  formRef: RefObject<HTMLFormElement | null>;
}) {
  const navigate = useNavigate();
  const [values, setValues] = useState(() => valuesOf(filters, cities));
  const [shownQuery, setShownQuery] = useState(query);
  /** Fields edited since the last apply started. */
  const edited = useRef(new Set<FilterField>());
  /** The query the form's last apply asked for. */
  const asked = useRef<string | null>(null);
  /** Whether that query has landed (until it has, another URL landing is an older answer). */
  const askedLanded = useRef(true);
  /** The fields the form's applies changed that have not landed yet. */
  const inFlight = useRef(new Set<FilterField>());
  const navigation = useNavigation();
  const pause = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Timers and animation frames apply with the page's current filters, not those of their render.
  const current = useRef({ filters, cities });
  useEffect(() => {
    current.current = { filters, cities };
  });

  if (shownQuery !== query) {
    // A new URL (an applied filter, Back, a link): show its filters, but not over the visitor's typing.
    setShownQuery(query);
    const keep = new Set(edited.current);
    const typing = typedField(formRef.current);
    if (asked.current === query) askedLanded.current = true;
    // An older URL landing while the form's own apply is still on its way (a second checkbox ticked
    // just as the first one's results arrived, on a busy machine): what that apply changed stays as
    // the visitor set it, instead of flickering back until its own results land.
    const pending = navigation.location && queryOf(navigation.location.search);
    const ownStillComing = !askedLanded.current && pending === asked.current;
    if (ownStillComing) for (const name of inFlight.current) keep.add(name);
    else inFlight.current.clear();
    if (typing && (asked.current === query || !askedLanded.current)) keep.add(typing);
    const landed = valuesOf(filters, cities);
    setValues((shown) => mergeLanded(shown, landed, keep));
  }

  const cancelPause = () => {
    clearTimeout(pause.current);
    pause.current = undefined;
  };

  const apply = (form: HTMLFormElement) => {
    cancelPause();
    for (const name of edited.current) inFlight.current.add(name);
    edited.current.clear();
    const href = hrefFromForm(form, current.current.cities, current.current.filters);
    asked.current = queryOf(href.split('?')[1] ?? '');
    askedLanded.current = false;
    void navigate(href, { preventScrollReset: true });
  };

  /** After a pause in typing: apply, unless something typed cannot be searched yet. */
  const applyTyped = () => {
    pause.current = undefined;
    const form = formRef.current;
    if (!form || edited.current.size === 0) return;
    const ready = [...edited.current].every((name) => {
      const field = form.elements.namedItem(name);
      if (!(field instanceof HTMLInputElement)) return true;
      return field.validity.valid && searchableWhileTyping(name, field.value, current.current.cities);
    });
    if (ready) apply(form);
  };

  const set = (name: FilterField, value: string) => {
    edited.current.add(name);
    setValues((v) => {
      // The country follows the city, and a city of another country goes (review U5).
      const next = consistentPlace({ ...v, [name]: value }, name, current.current.cities);
      // A property type belongs to one area type: keep them consistent.
      if (name === 'area_type' && value && next.property_type) {
        const types = PROPERTY_TYPES_BY_AREA[value as AreaType] as readonly string[];
        if (!types.includes(next.property_type)) next.property_type = '';
      }
      for (const field of PLACE_FIELDS) if (next[field] !== v[field]) edited.current.add(field);
      return next;
    });
  };

  /** A typed field: applies after a pause. Typing anywhere (the area too) puts off a waiting apply. */
  const type = (name: FilterField) => (value: string) => {
    set(name, value);
    if (APPLY_ON_PAUSE.has(name) || pause.current !== undefined) {
      clearTimeout(pause.current);
      pause.current = setTimeout(applyTyped, PAUSE_MS);
    }
  };

  /** A select, checkbox or picked suggestion: applies at once, after React has rendered it into the form. */
  const choose = (name: FilterField) => (value: string) => {
    set(name, value);
    requestAnimationFrame(() => {
      if (formRef.current) apply(formRef.current);
    });
  };

  /**
   * A link that takes filters away (a chip's ×): those fields take the URL's values when it lands,
   * even if they were edited since the last apply; the other edited fields stay as typed.
   */
  const forget = (names: readonly FilterField[]) => {
    for (const name of names) edited.current.delete(name);
    if (edited.current.size === 0) cancelPause();
  };

  /** A link that replaces the filters ("Clear all"): what was typed goes with them. */
  const discard = () => {
    cancelPause();
    edited.current.clear();
    inFlight.current.clear();
    asked.current = null;
    askedLanded.current = true;
  };

  // Leaving the page (a listing clicked while a typed value waited): the search must not pull back.
  const { pathname } = useLocation();
  const leaving = navigation.location !== undefined && navigation.location.pathname !== pathname;
  useEffect(() => {
    if (leaving) {
      clearTimeout(pause.current);
      pause.current = undefined;
    }
  }, [leaving]);
  useEffect(() => () => clearTimeout(pause.current), []);

  return { values, set, type, choose, apply, forget, discard };
}

/** A search's query as the form compares them: its parameters without the list or map view. */
function queryOf(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('view');
  return params.toString();
}

const PLACE_FIELDS = ['country', 'city', 'area'] as const satisfies readonly FilterField[];

/** What the filter form's parts use of its draft. */
export type FilterDraft = ReturnType<typeof useFilterDraft>;

/** The text field of the form that has focus, if any. */
function typedField(form: HTMLFormElement | null): FilterField | undefined {
  const active = typeof document === 'undefined' ? null : document.activeElement;
  if (!form || !(active instanceof HTMLInputElement) || !form.contains(active)) return undefined;
  return ['text', 'search', 'number'].includes(active.type) && active.name ? (active.name as FilterField) : undefined;
}
