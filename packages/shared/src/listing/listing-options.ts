/**
 * The fixed vocabularies of a listing (spec section 3 "Listing", section 4 "Listing status").
 * Labels live in the catalogs under `listing.*`; these are the stored values.
 */
export const PURPOSES = ['sale', 'rent'] as const;
export type Purpose = (typeof PURPOSES)[number];

/** Area type groups the property types, as Zameen and Bayut do (homes, commercial, plots). */
export const AREA_TYPES = ['residential', 'commercial', 'plot'] as const;
export type AreaType = (typeof AREA_TYPES)[number];

export const PROPERTY_TYPES_BY_AREA = {
  residential: [
    'house',
    'apartment',
    'upper_portion',
    'lower_portion',
    'villa',
    'townhouse',
    'penthouse',
    'farm_house',
    'room',
  ],
  commercial: ['office', 'shop', 'warehouse', 'factory', 'building', 'showroom'],
  plot: ['residential_plot', 'commercial_plot', 'agricultural_land', 'industrial_land'],
} as const satisfies Record<AreaType, readonly string[]>;

export const PROPERTY_TYPES = Object.values(PROPERTY_TYPES_BY_AREA).flat() as PropertyType[];
export type PropertyType = (typeof PROPERTY_TYPES_BY_AREA)[AreaType][number];

/**
 * Units inside a building: their "floors" value is the floor they are on ("Floor 24"), not how many
 * floors they have (issue 17: "24 Floors" for an apartment misread its floor number).
 */
const UNITS_IN_A_BUILDING: ReadonlySet<string> = new Set([
  'apartment',
  'penthouse',
  'room',
  'office',
  'shop',
  'showroom',
]);

/** The catalog key that labels a listing's `floors`: its floor number, or its number of floors. */
export function floorsLabelKey(type: string): 'listing.floor_number' | 'listing.floors' {
  return UNITS_IN_A_BUILDING.has(type) ? 'listing.floor_number' : 'listing.floors';
}

export function areaTypeOf(type: PropertyType): AreaType {
  return AREA_TYPES.find((area) => (PROPERTY_TYPES_BY_AREA[area] as readonly string[]).includes(type))!;
}

/**
 * `on_hold`: hidden by the product, not by a moderator: a Dubai listing of an agency whose licence
 * has expired (issue 36), back on sale or rent once a renewed licence is entered.
 */
export const LISTING_STATUSES = ['for_sale', 'for_rent', 'sold', 'rented', 'active', 'pending', 'on_hold'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
/** The statuses a lister chooses (`on_hold` is the product's alone). */
export const OWNER_STATUSES = [
  'for_sale',
  'for_rent',
  'sold',
  'rented',
  'active',
  'pending',
] as const satisfies readonly ListingStatus[];

/** Shown in search to everyone. Sold and rented pages stay reachable (marked) but leave search. */
export const SEARCHABLE_STATUSES = ['for_sale', 'for_rent', 'active'] as const satisfies readonly ListingStatus[];
/** A detail page anyone may open; `pending` is visible to its owner only. */
export const PUBLIC_STATUSES = [
  'for_sale',
  'for_rent',
  'active',
  'sold',
  'rented',
] as const satisfies readonly ListingStatus[];

export function isPublicStatus(status: string): boolean {
  return (PUBLIC_STATUSES as readonly string[]).includes(status);
}

/** The status a new listing is published with. */
export function initialStatusFor(purpose: Purpose): ListingStatus {
  return purpose === 'rent' ? 'for_rent' : 'for_sale';
}

export const RENT_FREQUENCIES = ['day', 'week', 'month', 'year'] as const;
export type RentFrequency = (typeof RENT_FREQUENCIES)[number];

export const CURRENCIES = ['PKR', 'AED', 'SAR', 'EGP', 'QAR', 'USD', 'EUR', 'GBP'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The currency a country's listings default to in the wizard. */
export const COUNTRY_CURRENCY: Record<string, Currency> = {
  PK: 'PKR',
  AE: 'AED',
  SA: 'SAR',
  EG: 'EGP',
  QA: 'QAR',
  US: 'USD',
  GB: 'GBP',
};

/**
 * The currency a listing's price must be in, fixed by its country (issue 39, U1): AED in the UAE,
 * SAR, QAR, EGP and PKR in the other markets. Undefined where the country has no currency of its
 * own here (any of CURRENCIES is accepted there).
 */
export function marketCurrency(country: string | null | undefined): Currency | undefined {
  const code = country?.toUpperCase();
  return code && Object.hasOwn(COUNTRY_CURRENCY, code) ? COUNTRY_CURRENCY[code] : undefined;
}

/** Whether a price in `currency` may be published for a listing in `country`. */
export function isMarketCurrency(country: string | null | undefined, currency: string): boolean {
  const expected = marketCurrency(country);
  return expected === undefined || expected === currency;
}

export const AMENITIES = [
  'parking',
  'garden',
  'swimming_pool',
  'gym',
  'security',
  'cctv',
  'elevator',
  'central_ac',
  'central_heating',
  'balcony',
  'terrace',
  'maids_room',
  'study_room',
  'store_room',
  'laundry_room',
  'furnished',
  'kitchen_appliances',
  'built_in_wardrobes',
  'backup_power',
  'water_tank',
  'gas_connection',
  'internet',
  'pets_allowed',
  'mosque_nearby',
  'school_nearby',
  'hospital_nearby',
  'public_transport',
  'sea_view',
] as const;
export type Amenity = (typeof AMENITIES)[number];

/** `relevance` orders keyword searches by full-text rank (the default when there is a keyword). */
export const SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'area_desc', 'area_asc'] as const;
export type SortOrder = (typeof SORTS)[number];

export const INQUIRY_CHANNELS = ['phone', 'whatsapp', 'sms', 'email'] as const;
export type InquiryChannel = (typeof INQUIRY_CHANNELS)[number];

export const SEARCH_PAGE_SIZE = 24;
export const SEARCH_MAX_PAGE_SIZE = 60;
/**
 * Counting stops here: below it the count is exact, above it the answer says "1,000+", read from
 * the index in well under a millisecond at any table size (docs/decisions/0019).
 */
export const SEARCH_COUNT_CAP = 1_000;
/**
 * Numbered pages reach this many results deep; further pages are asked for with `after` (keyset
 * paging), whose cost does not grow with the depth.
 */
export const SEARCH_MAX_OFFSET = 2_400;
/** Most pins a map view draws at once. */
export const MAP_MAX_POINTS = 300;
/** An area filter (`area=`) finds listings within this distance of the area's middle (issue 18). */
export const AREA_RADIUS_KM = 2;
/** Suggestions the area field shows while typing. */
export const AREA_SUGGESTIONS = 8;
export const BEDROOM_CHOICES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

export const TITLE_MIN_LENGTH = 5;
export const TITLE_MAX_LENGTH = 150;
export const DESCRIPTION_MAX_LENGTH = 5000;
export const ADDRESS_MAX_LENGTH = 300;
export const COMMENT_MAX_LENGTH = 2000;
export const INQUIRY_MESSAGE_MAX_LENGTH = 2000;
export const MAX_PRICE = 1_000_000_000_000;

/**
 * The language a listing is written in, as search filters it: Arabic when its title has Arabic
 * letters, English otherwise (the database column is generated the same way).
 */
export const LISTING_LANGUAGES = ['en', 'ar'] as const;
export type ListingLanguage = (typeof LISTING_LANGUAGES)[number];
