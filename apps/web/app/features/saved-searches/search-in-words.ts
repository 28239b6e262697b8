import { marketCurrency, SAVED_SEARCH_NAME_MAX, savedSearchFilters } from '@estate/shared';
import { loadGazetteer } from '../../lib/geo/use-gazetteer';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useFormat } from '../../lib/i18n/use-format';
import { useCityName } from '../../ui/listing/listing-card';
import { useLocale } from '../../lib/i18n/use-locale';
import { namesPlace, searchName } from './search-name';

/**
 * A search's filters as words ("For rent · Apartment · in Dubai · 2+ bedrooms"), for the save
 * dialog's default name and the dashboard's list. Prices carry the country's currency, or the
 * currency picked for a search without a market; a city alone leaves them plain numbers.
 */
export function useSearchInWords() {
  const { t } = useTranslation();
  const { number, price } = useFormat();
  const cityName = useCityName();
  const locale = useLocale();
  return (query: string): string => {
    const f = savedSearchFilters(query);
    const words: string[] = [];
    if (f.purpose) words.push(t(`search.saved.words.purpose_${f.purpose}`));
    if (f.property_type) words.push(t(`listing.property_type.${f.property_type}`));
    else if (f.area_type) words.push(t(`listing.area_type.${f.area_type}`));
    if (f.area) words.push(t('search.saved.words.in_area', { area: f.area }));
    if (f.city) words.push(t('search.saved.words.in_city', { city: cityName(f.city) }));
    if (f.q) words.push(t('search.saved.words.keyword', { q: f.q }));
    // In the market's currency, or the one picked without a market (issue 39, U3: "≈", converted).
    const market = marketCurrency(f.country);
    const currency = market ?? f.currency;
    const amount = (n: number) => (currency ? `${market ? '' : '≈ '}${price(n, currency)}` : number(n));
    if (f.min_price !== undefined && f.max_price !== undefined) {
      words.push(t('search.saved.words.price_range', { min: amount(f.min_price), max: amount(f.max_price) }));
    } else if (f.min_price !== undefined) {
      words.push(t('search.saved.words.price_from', { min: amount(f.min_price) }));
    } else if (f.max_price !== undefined) {
      words.push(t('search.saved.words.price_to', { max: amount(f.max_price) }));
    }
    if (f.bedrooms) words.push(t('search.saved.words.bedrooms', { count: f.bedrooms }));
    if (f.bathrooms) words.push(t('search.saved.words.bathrooms', { count: f.bathrooms }));
    if (f.floors) words.push(t('search.saved.words.floors', { count: f.floors }));
    const unit = t(`listing.area_unit.${f.size_unit ?? 'sqm'}`);
    if (f.min_area !== undefined && f.max_area !== undefined) {
      words.push(t('search.saved.words.size_range', { min: number(f.min_area), max: number(f.max_area), unit }));
    } else if (f.min_area !== undefined) {
      words.push(t('search.saved.words.size_from', { min: number(f.min_area), unit }));
    } else if (f.max_area !== undefined) {
      words.push(t('search.saved.words.size_to', { max: number(f.max_area), unit }));
    }
    if (f.added) words.push(t(`search.saved.words.added_${f.added}`));
    if (f.furnished) words.push(t('search.saved.words.furnished'));
    if (f.amenities) {
      const names = f.amenities.map((a) => t(`listing.amenity.${a}`)).join(locale === 'ar' ? '، ' : ', ');
      words.push(t('search.saved.words.amenities', { amenities: names }));
    }
    if (f.verified) words.push(t('search.saved.words.verified'));
    if (f.video) words.push(t('search.saved.words.video'));
    if (f.lang) words.push(t('search.saved.words.language', { language: t(`search.language_${f.lang}`) }));
    if (f.featured) words.push(t('search.saved.words.featured'));
    if (f.polygon) words.push(t('search.saved.words.drawn_area'));
    else if (f.bbox) words.push(t('search.saved.words.map_area'));
    return words.join(' · ') || t('search.saved.all_listings');
  };
}

/**
 * The name a search is offered under when saved, in the page's language (issue 39, U11): from its
 * purpose, type and place ("Apartments for rent near Dubai Marina"), else its filters in words. The
 * gazetteer (its own chunk, loaded once) names the place; if it cannot load, the typed names serve.
 */
export function useProposedName() {
  const { tDynamic } = useTranslation();
  const locale = useLocale();
  const inWords = useSearchInWords();
  return async (query: string): Promise<string> => {
    const places = namesPlace(query) ? await loadGazetteer().catch(() => []) : [];
    const translate = (key: string, options?: Record<string, unknown>) => tDynamic(key, options);
    return (searchName(query, translate, locale, places) ?? inWords(query)).slice(0, SAVED_SEARCH_NAME_MAX);
  };
}
