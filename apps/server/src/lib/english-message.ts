/**
 * English texts of the shared catalog (packages/shared/i18n/en), for API answers: the server
 * speaks English to clients that do not translate catalog keys themselves.
 */
import en from '@estate/shared/i18n/en/common.json' with { type: 'json' };
import enListings from '@estate/shared/i18n/en/listings.json' with { type: 'json' };
import enChat from '@estate/shared/i18n/en/chat.json' with { type: 'json' };
import enDashboard from '@estate/shared/i18n/en/dashboard.json' with { type: 'json' };
import enAds from '@estate/shared/i18n/en/ads.json' with { type: 'json' };
import enAccount from '@estate/shared/i18n/en/account.json' with { type: 'json' };
import enAdmin from '@estate/shared/i18n/en/admin.json' with { type: 'json' };
import enBlog from '@estate/shared/i18n/en/blog.json' with { type: 'json' };
import enCommunity from '@estate/shared/i18n/en/community.json' with { type: 'json' };
import enServices from '@estate/shared/i18n/en/services.json' with { type: 'json' };
import enSearch from '@estate/shared/i18n/en/search.json' with { type: 'json' };
import enAgencies from '@estate/shared/i18n/en/agencies.json' with { type: 'json' };
import enLeads from '@estate/shared/i18n/en/leads.json' with { type: 'json' };
import enPermits from '@estate/shared/i18n/en/permits.json' with { type: 'json' };
import enVerification from '@estate/shared/i18n/en/verification.json' with { type: 'json' };
import enSocieties from '@estate/shared/i18n/en/societies.json' with { type: 'json' };
import enUnits from '@estate/shared/i18n/en/units.json' with { type: 'json' };

const english = {
  ...en,
  ...enListings,
  ...enChat,
  ...enDashboard,
  ...enAds,
  ...enAccount,
  ...enAdmin,
  ...enBlog,
  ...enCommunity,
  ...enServices,
  ...enSearch,
  ...enAgencies,
  ...enLeads,
  ...enPermits,
  ...enVerification,
  ...enSocieties,
  ...enUnits,
} as Record<string, unknown>;

/** The catalog entry of a dotted key, or undefined. */
export const catalogEntry = (key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], english);

/** English text of a catalog key (`validation.*`, `listing_rules.*`), for API clients that do not translate. */
export function englishMessage(key: string): string {
  const text = catalogEntry(key);
  return typeof text === 'string' ? text : en.validation.invalid;
}
