import { normalizePlaceName } from '@estate/shared';

/**
 * Words that name a kind of property, in English, Arabic and Urdu (normalised as place names are).
 * A keyword's places are matched without them (issue 43): "villa" is not a typo of "Village", and
 * matching it to Jumeirah Village Circle turned the cheapest keyword search into a 13 ms walk over
 * that area's listings while adding nothing the searcher asked for.
 */
const WORDS = [
  // English (singular and plural), and the region's words for a house
  'house',
  'houses',
  'apartment',
  'apartments',
  'flat',
  'flats',
  'studio',
  'studios',
  'villa',
  'villas',
  'townhouse',
  'townhouses',
  'penthouse',
  'penthouses',
  'duplex',
  'bungalow',
  'kothi',
  'portion',
  'room',
  'rooms',
  'office',
  'offices',
  'shop',
  'shops',
  'warehouse',
  'factory',
  'building',
  'showroom',
  'plot',
  'plots',
  'land',
  // Arabic
  'منزل',
  'بيت',
  'شقة',
  'شقق',
  'فيلا',
  'فلة',
  'فلل',
  'بنتهاوس',
  'دوبلكس',
  'غرفة',
  'مكتب',
  'محل',
  'مستودع',
  'مصنع',
  'مبنى',
  'ارض',
  // Urdu
  'مکان',
  'گھر',
  'فلیٹ',
  'پلاٹ',
  'کوٹھی',
  'دکان',
];

export const PROPERTY_TYPE_WORDS: ReadonlySet<string> = new Set(WORDS.map(normalizePlaceName));

/** A normalised keyword without its property-type words (what its places are matched by). */
export const withoutPropertyTypeWords = (norm: string): string =>
  norm
    .split(' ')
    .filter((word) => word && !PROPERTY_TYPE_WORDS.has(word))
    .join(' ');
