import { useSyncExternalStore } from 'react';
import { DEFAULT_PRICE_CURRENCY, isCurrency, marketCurrency, type Currency } from '@estate/shared';
import { useVisitorCountry } from '../../lib/geo/geo-queries';
import { useLocale } from '../../lib/i18n/use-locale';
import type { CityOption } from '../../lib/search/search-types';

/** Cookie that keeps the currency a visitor compares prices in when no market is chosen (issue 39, U3). */
export const PRICE_CURRENCY_COOKIE = 'price_currency';

/** The currency in a Cookie header, if one was chosen. */
export function priceCurrencyFromCookie(cookieHeader: string | null | undefined): Currency | undefined {
  const match = /(?:^|;\s*)price_currency=([^;]+)/.exec(cookieHeader ?? '');
  const value = match?.[1] ? decodeURIComponent(match[1]) : undefined;
  return isCurrency(value) ? value : undefined;
}

// The browser's choice, shared by every component using the hook on the page.
const listeners = new Set<() => void>();
let chosen: Currency | undefined;
let chosenRead = false;

function readBrowserChoice(): Currency | undefined {
  if (!chosenRead && typeof document !== 'undefined') {
    chosen = priceCurrencyFromCookie(document.cookie);
    chosenRead = true;
  }
  return chosen;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Remembers the currency for a year, so the next search without a market starts in it. */
export function rememberPriceCurrency(currency: Currency) {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${PRICE_CURRENCY_COOKIE}=${currency}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
  chosen = currency;
  chosenRead = true;
  listeners.forEach((listener) => listener());
}

/**
 * The currency a search without a market starts in: the visitor's last choice, else their
 * country's (AED for a visitor in the UAE), else the US dollar. The server render, which knows
 * neither, says the dollar; the browser then shows the choice.
 */
export function useDefaultPriceCurrency(): Currency {
  const locale = useLocale();
  const visitor = useVisitorCountry(locale).data?.country_code;
  const fallback = marketCurrency(visitor) ?? DEFAULT_PRICE_CURRENCY;
  return useSyncExternalStore(
    subscribe,
    () => readBrowserChoice() ?? fallback,
    () => DEFAULT_PRICE_CURRENCY,
  );
}

/** The market currency of a form's country, else of its city (the gazetteer's, by value or name), if any. */
export function formMarketCurrency(place: { country: string; city: string }, cities: readonly CityOption[]) {
  const typed = place.city.trim().toLowerCase();
  const city = typed ? cities.find((c) => c.city.toLowerCase() === typed || c.name.toLowerCase() === typed) : undefined;
  return marketCurrency(place.country || city?.country);
}
