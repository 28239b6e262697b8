import * as contract from '@estate/shared/contracts/finance';
import type { AppInstance } from '../../app-types.js';
import { guestCached } from '../../lib/guest-cache.js';
import { privateAnswer } from '../../lib/private-answer.js';
import { cacheTags } from '../../lib/response-cache.js';
import { route } from '../../lib/route.js';
import { adminOnly, requireAdmin } from '../auth/require-user.js';

/** A market's finance rules in force today, with their sources: the calculators apply them (issue 41). */
export async function financeRuleRoutes(app: AppInstance) {
  const { financeRules } = app.services;
  // Guests' reads are served from the response cache (a stranger's flood costs no query); a change drops them.
  const cached = guestCached(app.services.responseCache, () => [cacheTags.financeRules]);
  route(app, contract.getFinanceRules, { ...cached }, async (req) => financeRules.inForce(req.query.country));
}

/**
 * The finance rules section of /admin's Settings tab. Guests get 401 and everyone but administrators
 * 403, before the body is read; every change is in the administrator log.
 */
export async function financeRuleAdminRoutes(app: AppInstance) {
  const { financeRules } = app.services;
  app.addHook('onRequest', adminOnly);
  app.addHook('onSend', privateAnswer);

  route(app, contract.getAdminFinanceRules, async () => financeRules.all());
  route(app, contract.postAdminFinanceRules, async (req, reply) =>
    reply.status(201).send(await financeRules.create(req.body, requireAdmin(req))),
  );
  route(app, contract.putAdminFinanceRulesById, async (req) =>
    financeRules.update(req.params.id, req.body, requireAdmin(req)),
  );
  route(app, contract.deleteAdminFinanceRulesById, async (req) => {
    await financeRules.remove(req.params.id, requireAdmin(req));
    return { status: 'success' as const };
  });
}
