import type { Locale } from '@estate/shared';
import enCommon from '@estate/shared/i18n/en/common.json';
import arCommon from '@estate/shared/i18n/ar/common.json';
import enListings from '@estate/shared/i18n/en/listings.json';
import arListings from '@estate/shared/i18n/ar/listings.json';
import enSearch from '@estate/shared/i18n/en/search.json';
import arSearch from '@estate/shared/i18n/ar/search.json';
import enDetail from '@estate/shared/i18n/en/detail.json';
import arDetail from '@estate/shared/i18n/ar/detail.json';
import enWizard from '@estate/shared/i18n/en/wizard.json';
import arWizard from '@estate/shared/i18n/ar/wizard.json';
import enChat from '@estate/shared/i18n/en/chat.json';
import arChat from '@estate/shared/i18n/ar/chat.json';
import enDashboard from '@estate/shared/i18n/en/dashboard.json';
import arDashboard from '@estate/shared/i18n/ar/dashboard.json';
import enAds from '@estate/shared/i18n/en/ads.json';
import arAds from '@estate/shared/i18n/ar/ads.json';
import enAccount from '@estate/shared/i18n/en/account.json';
import arAccount from '@estate/shared/i18n/ar/account.json';
import enAdmin from '@estate/shared/i18n/en/admin.json';
import arAdmin from '@estate/shared/i18n/ar/admin.json';
import enBlog from '@estate/shared/i18n/en/blog.json';
import arBlog from '@estate/shared/i18n/ar/blog.json';
import enCommunity from '@estate/shared/i18n/en/community.json';
import arCommunity from '@estate/shared/i18n/ar/community.json';
import enServices from '@estate/shared/i18n/en/services.json';
import arServices from '@estate/shared/i18n/ar/services.json';
import enLeads from '@estate/shared/i18n/en/leads.json';
import arLeads from '@estate/shared/i18n/ar/leads.json';
import enPermits from '@estate/shared/i18n/en/permits.json';
import arPermits from '@estate/shared/i18n/ar/permits.json';
import enVerification from '@estate/shared/i18n/en/verification.json';
import arVerification from '@estate/shared/i18n/ar/verification.json';
import enSocieties from '@estate/shared/i18n/en/societies.json';
import arSocieties from '@estate/shared/i18n/ar/societies.json';
import enUnits from '@estate/shared/i18n/en/units.json';
import arUnits from '@estate/shared/i18n/ar/units.json';
import enAgencies from '@estate/shared/i18n/en/agencies.json';
import arAgencies from '@estate/shared/i18n/ar/agencies.json';
import enLegal from '@estate/shared/i18n/en/legal.json';
import arLegal from '@estate/shared/i18n/ar/legal.json';
import { createI18n } from './i18n';

/** Server-only: both languages' catalogs, for rendering and for page titles in loaders. */
export const serverResources = {
  en: {
    common: {
      ...enCommon,
      ...enListings,
      ...enSearch,
      ...enDetail,
      ...enWizard,
      ...enChat,
      ...enDashboard,
      ...enAds,
      ...enAccount,
      ...enAdmin,
      ...enBlog,
      ...enCommunity,
      ...enServices,
      ...enAgencies,
      ...enLeads,
      ...enPermits,
      ...enVerification,
      ...enSocieties,
      ...enUnits,
    },
  },
  ar: {
    common: {
      ...arCommon,
      ...arListings,
      ...arSearch,
      ...arDetail,
      ...arWizard,
      ...arChat,
      ...arDashboard,
      ...arAds,
      ...arAccount,
      ...arAdmin,
      ...arBlog,
      ...arCommunity,
      ...arServices,
      ...arAgencies,
      ...arLeads,
      ...arPermits,
      ...arVerification,
      ...arSocieties,
      ...arUnits,
    },
  },
};

export const legalCatalogs: Record<Locale, typeof enLegal> = { en: enLegal, ar: arLegal };

const instances = new Map<Locale, ReturnType<typeof createI18n>>();

/**
 * One translator per language for the whole process: server renders never change a
 * translator's language, so building one per request only cost time.
 */
export function serverI18n(locale: Locale) {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createI18n(locale, serverResources);
    instances.set(locale, instance);
  }
  return instance;
}

/** A translate function fixed to a language, for loaders (titles, meta descriptions). */
export function serverT(locale: Locale) {
  return serverI18n(locale).t;
}
