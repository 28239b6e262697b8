import { endpoint } from '@estate/shared/contracts/client';
import type * as agencies from '@estate/shared/contracts/agencies';
import type * as chat from '@estate/shared/contracts/chat';
import type * as rates from '@estate/shared/contracts/exchange-rates';
import type * as ops from '@estate/shared/contracts/moderation';

/**
 * The console's operations as the browser calls them (decision 0064): method and path only, typed
 * as the shared operation, so each list's answer and each action's body come from its schemas.
 * Verification and societies keep theirs beside their calls (verification-api.ts, societies-api.ts).
 */
export const adminOps = {
  listings: {
    list: endpoint<typeof ops.getAdminListings>('GET', '/api/admin/listings/'),
    approve: endpoint<typeof ops.postAdminListingsApprove>('POST', '/api/admin/listings/:id/approve/'),
    reject: endpoint<typeof ops.postAdminListingsReject>('POST', '/api/admin/listings/:id/reject/'),
  },
  reports: {
    list: endpoint<typeof ops.getAdminReports>('GET', '/api/admin/reports/'),
    decide: endpoint<typeof ops.postAdminReportsById>('POST', '/api/admin/reports/:id/'),
  },
  held: {
    list: endpoint<typeof chat.getAdminChatHeld>('GET', '/api/admin/chat/held/'),
    decide: endpoint<typeof chat.postAdminChatHeldById>('POST', '/api/admin/chat/held/:id/'),
  },
  ads: {
    list: endpoint<typeof ops.getAdminAds>('GET', '/api/admin/ads/'),
    block: endpoint<typeof ops.postAdminAdsBlock>('POST', '/api/admin/ads/:id/block/'),
    unblock: endpoint<typeof ops.postAdminAdsUnblock>('POST', '/api/admin/ads/:id/unblock/'),
  },
  users: {
    list: endpoint<typeof ops.getAdminUsers>('GET', '/api/admin/users/'),
    verify: endpoint<typeof ops.postAdminUsersVerify>('POST', '/api/admin/users/:id/verify/'),
    suspend: endpoint<typeof ops.postAdminUsersSuspend>('POST', '/api/admin/users/:id/suspend/'),
    reactivate: endpoint<typeof ops.postAdminUsersReactivate>('POST', '/api/admin/users/:id/reactivate/'),
    quota: endpoint<typeof ops.postAdminUsersQuota>('POST', '/api/admin/users/:id/quota/'),
    credits: endpoint<typeof ops.postAdminUsersCredits>('POST', '/api/admin/users/:id/credits/'),
  },
  agencies: {
    list: endpoint<typeof agencies.getAdminAgencies>('GET', '/api/admin/agencies/'),
    licenceChecked: endpoint<typeof agencies.postAdminAgenciesLicenceChecked>(
      'POST',
      '/api/admin/agencies/:id/licence-checked/',
    ),
  },
  packages: {
    list: endpoint<typeof ops.getAdminPackages>('GET', '/api/admin/packages/'),
    create: endpoint<typeof ops.postAdminPackages>('POST', '/api/admin/packages/'),
    update: endpoint<typeof ops.patchAdminPackagesById>('PATCH', '/api/admin/packages/:id/'),
  },
  settings: {
    read: endpoint<typeof ops.getAdminSettings>('GET', '/api/admin/settings/'),
    save: endpoint<typeof ops.putAdminSettings>('PUT', '/api/admin/settings/'),
  },
  rates: {
    list: endpoint<typeof rates.getAdminExchangeRates>('GET', '/api/admin/exchange-rates/'),
    save: endpoint<typeof rates.putAdminExchangeRatesByCurrency>('PUT', '/api/admin/exchange-rates/:currency/'),
  },
  log: {
    list: endpoint<typeof ops.getAdminActions>('GET', '/api/admin/actions/'),
  },
};
