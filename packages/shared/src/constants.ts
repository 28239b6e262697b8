/** Business constants and limits (spec section 9). */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The countries list is cached one day. */
export const COUNTRIES_CACHE_MS = DAY_MS;
/** Top navigation slide, in seconds. */
export const NAV_SLIDE_SECONDS = 0.3;

export const SUPPORT_HOURS = { days: 'Mon-Sat', open: '9am', close: '6pm' } as const;
export const MINIMUM_AGE = 18;

export const REFUND = {
  requestWindowDays: 15,
  acknowledgmentWorkingDays: 3,
  processingWorkingDays: 10,
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const FULL_NAME_MAX_LENGTH = 100;

/**
 * The markets the product lists in (the gazetteer's countries), in the order a country picker pins
 * them above the other 240 (issue 17).
 */
export const SERVED_COUNTRIES = ['PK', 'AE', 'SA', 'EG', 'QA'] as const;

/** Cookie names. */
export const SESSION_COOKIE = 'sid';
export const COUNTRY_COOKIE = 'country';
/**
 * A guest browser's random id for the phone reveals' daily limit (issue 42): httpOnly, SameSite=Lax,
 * a year, set on the first reveal; only its SHA-256 is stored.
 */
export const REVEAL_DEVICE_COOKIE = 'rdid';

/** Local-storage key for the last link opened in the mobile menu. */
export const MOBILE_MENU_STORAGE_KEY = 'nav:last-mobile-link';
