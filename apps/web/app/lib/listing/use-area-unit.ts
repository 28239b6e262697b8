import { useCallback, useSyncExternalStore } from 'react';
import { useMatches } from 'react-router';
import {
  AREA_UNITS,
  defaultAreaUnitFor,
  fromSquareMetres,
  isAreaUnit,
  marketAreaUnit,
  roundArea,
  type AreaUnit,
  type VisitorCountry,
} from '@estate/shared';

/** Cookie that keeps the visitor's area unit, so the server render already uses it. */
export const AREA_UNIT_COOKIE = 'area_unit';

/** The unit in a Cookie header (loaders: `areaUnitFromRequest(request)`), if one was chosen. */
export function areaUnitFromCookie(cookieHeader: string | null | undefined): AreaUnit | undefined {
  const match = /(?:^|;\s*)area_unit=([^;]+)/.exec(cookieHeader ?? '');
  const value = match?.[1] ? decodeURIComponent(match[1]) : undefined;
  return isAreaUnit(value) ? value : undefined;
}

/** For route loaders: the chosen unit from the request, to return as `areaUnit` in loader data. */
export function areaUnitFromRequest(request: Request): AreaUnit | undefined {
  return areaUnitFromCookie(request.headers.get('Cookie'));
}

// The browser's choice, shared by every component using the hook on the page.
const listeners = new Set<() => void>();
let chosen: AreaUnit | undefined;
let chosenRead = false;

function readBrowserChoice(): AreaUnit | undefined {
  if (!chosenRead && typeof document !== 'undefined') {
    chosen = areaUnitFromCookie(document.cookie);
    chosenRead = true;
  }
  return chosen;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Remembers the unit for a year and updates every area shown on the page; `undefined` forgets the
 * choice (each listing in its market's unit again).
 */
export function rememberAreaUnit(unit: AreaUnit | undefined) {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  const age = unit ? 31_536_000 : 0;
  document.cookie = `${AREA_UNIT_COOKIE}=${unit ?? ''}; Path=/; Max-Age=${age}; SameSite=Lax${secure}`;
  chosen = unit;
  chosenRead = true;
  listeners.forEach((listener) => listener());
}

/** What an area belongs to: its listing's market decides the unit unless the visitor chose one. */
export interface AreaOwner {
  country: string;
  area_sqm: number;
}

/**
 * The visitor's chosen area unit, if any: the unit chosen in this browser (cookie), then the
 * server's reading of the same cookie (any route loader returning `areaUnit:
 * areaUnitFromRequest(request)`). The server snapshot keeps hydration consistent.
 */
export function useChosenAreaUnit(): AreaUnit | undefined {
  const matches = useMatches();
  let serverUnit: AreaUnit | undefined;
  for (const match of matches) {
    const data = match.loaderData as { areaUnit?: unknown } | undefined;
    if (isAreaUnit(data?.areaUnit)) serverUnit = data.areaUnit;
  }
  return useSyncExternalStore(
    subscribe,
    () => readBrowserChoice() ?? serverUnit,
    () => serverUnit,
  );
}

/**
 * The unit to show an area in: the visitor's explicit choice; else, for a listing's area, the unit
 * of the listing's market (issue 17: a Dubai flat in sq ft, a Lahore house in marla, whoever looks);
 * else the usual unit of the visitor's country.
 */
export function useAreaUnit(owner?: AreaOwner): [AreaUnit, (unit: AreaUnit) => void] {
  const matches = useMatches();
  let serverUnit: AreaUnit | undefined;
  let country: string | undefined;
  for (const match of matches) {
    const data = match.loaderData as { areaUnit?: unknown; country?: VisitorCountry } | undefined;
    if (isAreaUnit(data?.areaUnit)) serverUnit = data.areaUnit;
    if (match.id === 'root') country = data?.country?.country_code;
  }
  const fallback = serverUnit ?? (owner ? marketAreaUnit(owner.country, owner.area_sqm) : defaultAreaUnitFor(country));
  const unit = useSyncExternalStore(
    subscribe,
    () => readBrowserChoice() ?? fallback,
    () => fallback,
  );
  const setUnit = useCallback((next: AreaUnit) => rememberAreaUnit(next), []);
  return [unit, setUnit];
}

/** An area stored in square metres as a number in the given unit, rounded for reading. */
export function areaIn(squareMetres: number, unit: AreaUnit): number {
  return roundArea(fromSquareMetres(squareMetres, unit));
}

export { AREA_UNITS };
