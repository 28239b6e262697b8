/**
 * Both languages' interface catalogs, merged as the browser gets them (apps/web/vite-catalogs.ts),
 * for code that runs on the server: the web server render and the API's English messages. The
 * browser never imports this module (it fetches one JSON file per language). Its files are
 * UI_CATALOG_FILES, in that order (ui-catalogs.test.ts keeps the two the same).
 */
import enCommon from './en/common.json' with { type: 'json' };
import arCommon from './ar/common.json' with { type: 'json' };
import enListings from './en/listings.json' with { type: 'json' };
import arListings from './ar/listings.json' with { type: 'json' };
import enSearch from './en/search.json' with { type: 'json' };
import arSearch from './ar/search.json' with { type: 'json' };
import enDetail from './en/detail.json' with { type: 'json' };
import arDetail from './ar/detail.json' with { type: 'json' };
import enWizard from './en/wizard.json' with { type: 'json' };
import arWizard from './ar/wizard.json' with { type: 'json' };
import enChat from './en/chat.json' with { type: 'json' };
import arChat from './ar/chat.json' with { type: 'json' };
import enDashboard from './en/dashboard.json' with { type: 'json' };
import arDashboard from './ar/dashboard.json' with { type: 'json' };
import enAds from './en/ads.json' with { type: 'json' };
import arAds from './ar/ads.json' with { type: 'json' };
import enAccount from './en/account.json' with { type: 'json' };
import arAccount from './ar/account.json' with { type: 'json' };
import enAdmin from './en/admin.json' with { type: 'json' };
import arAdmin from './ar/admin.json' with { type: 'json' };
import enBlog from './en/blog.json' with { type: 'json' };
import arBlog from './ar/blog.json' with { type: 'json' };
import enCommunity from './en/community.json' with { type: 'json' };
import arCommunity from './ar/community.json' with { type: 'json' };
import enServices from './en/services.json' with { type: 'json' };
import arServices from './ar/services.json' with { type: 'json' };
import enAgencies from './en/agencies.json' with { type: 'json' };
import arAgencies from './ar/agencies.json' with { type: 'json' };
import enLeads from './en/leads.json' with { type: 'json' };
import arLeads from './ar/leads.json' with { type: 'json' };
import enPermits from './en/permits.json' with { type: 'json' };
import arPermits from './ar/permits.json' with { type: 'json' };
import enVerification from './en/verification.json' with { type: 'json' };
import arVerification from './ar/verification.json' with { type: 'json' };
import enSocieties from './en/societies.json' with { type: 'json' };
import arSocieties from './ar/societies.json' with { type: 'json' };
import enUnits from './en/units.json' with { type: 'json' };
import arUnits from './ar/units.json' with { type: 'json' };
import enFinance from './en/finance.json' with { type: 'json' };
import arFinance from './ar/finance.json' with { type: 'json' };
import enAreas from './en/areas.json' with { type: 'json' };
import arAreas from './ar/areas.json' with { type: 'json' };
import enLegal from './en/legal.json' with { type: 'json' };
import arLegal from './ar/legal.json' with { type: 'json' };
import type { UI_CATALOG_FILES } from './ui-catalog-files.js';

type CatalogFile = (typeof UI_CATALOG_FILES)[number];

/** Each catalog file of each language, by the file's name. */
export const UI_CATALOG_SOURCES = {
  common: { en: enCommon, ar: arCommon },
  listings: { en: enListings, ar: arListings },
  search: { en: enSearch, ar: arSearch },
  detail: { en: enDetail, ar: arDetail },
  wizard: { en: enWizard, ar: arWizard },
  chat: { en: enChat, ar: arChat },
  dashboard: { en: enDashboard, ar: arDashboard },
  ads: { en: enAds, ar: arAds },
  account: { en: enAccount, ar: arAccount },
  admin: { en: enAdmin, ar: arAdmin },
  blog: { en: enBlog, ar: arBlog },
  community: { en: enCommunity, ar: arCommunity },
  services: { en: enServices, ar: arServices },
  agencies: { en: enAgencies, ar: arAgencies },
  leads: { en: enLeads, ar: arLeads },
  permits: { en: enPermits, ar: arPermits },
  verification: { en: enVerification, ar: arVerification },
  societies: { en: enSocieties, ar: arSocieties },
  units: { en: enUnits, ar: arUnits },
  finance: { en: enFinance, ar: arFinance },
  areas: { en: enAreas, ar: arAreas },
} satisfies Record<CatalogFile, { en: object; ar: object }>;

const merge = (locale: 'en' | 'ar') =>
  Object.assign({}, ...Object.values(UI_CATALOG_SOURCES).map((file) => file[locale])) as Record<string, unknown>;

/** Each language's interface catalog: every file merged, each owning its own top-level keys. */
export const UI_CATALOGS = { en: merge('en'), ar: merge('ar') };

/** The legal pages' texts (terms, privacy…), kept out of the interface catalog. */
export const LEGAL_CATALOGS = { en: enLegal, ar: arLegal };
