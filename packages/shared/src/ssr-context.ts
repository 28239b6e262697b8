import type { VisitorCountry } from './geo.schema.js';
import type { Locale } from './locales.js';
import type { Profile } from './user.schema.js';

/** What the server hands to the React Router loaders of each page render. */
export interface SsrContext {
  user: Profile | null;
  locale: Locale;
  country: VisitorCountry;
  supportEmail: string;
  /** Where the API and media are served from; empty means this same site. */
  apiHost: string;
}
