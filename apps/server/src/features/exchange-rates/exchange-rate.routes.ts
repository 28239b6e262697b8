import type { AppInstance } from '../../app-types.js';
import { privateAnswer } from '../../lib/private-answer.js';
import { adminOnly, requireAdmin } from '../auth/require-user.js';
import * as contract from '@estate/shared/contracts/exchange-rates';
import { route } from '../../lib/route.js';

/** The exchange rates anyone may read: what approximate prices were converted with, and from where. */
export async function exchangeRateRoutes(app: AppInstance) {
  const { exchangeRates } = app.services;
  route(app, contract.getExchangeRates, async () => exchangeRates.list());
}

/**
 * The rates section of /admin's Settings tab (issue 39, U3). Guests get 401 and everyone but
 * administrators 403, before the body is read; every change is in the administrator log.
 */
export async function exchangeRateAdminRoutes(app: AppInstance) {
  const { exchangeRates } = app.services;
  app.addHook('onRequest', adminOnly);
  app.addHook('onSend', privateAnswer);

  route(app, contract.getAdminExchangeRates, async () => exchangeRates.list());
  route(app, contract.putAdminExchangeRatesByCurrency, async (req) =>
    exchangeRates.update(req.params.currency, req.body, requireAdmin(req)),
  );
}
