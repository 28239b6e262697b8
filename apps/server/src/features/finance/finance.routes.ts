import * as contract from '@estate/shared/contracts/finance';
import type { AppInstance } from '../../app-types.js';
import { guestCached } from '../../lib/guest-cache.js';
import { privateAnswer } from '../../lib/private-answer.js';
import { cacheTags } from '../../lib/response-cache.js';
import { route } from '../../lib/route.js';
import { adminOnly, requireAdmin, requireUser, signedInOnly } from '../auth/require-user.js';

/**
 * A market's finance rules and public schemes in force today, with their sources (the calculators
 * apply them), and the calculations a signed-in user keeps (only theirs).
 */
export async function financeRoutes(app: AppInstance) {
  const { financeRules, financeSchemes, financeCalculations } = app.services;
  // Guests' reads are served from the response cache (a stranger's flood costs no query); a change drops them.
  const cached = guestCached(app.services.responseCache, () => [cacheTags.financeRules]);
  route(app, contract.getFinanceRules, { ...cached }, async (req) => {
    const [results, schemes] = await Promise.all([
      financeRules.inForce(req.query.country),
      financeSchemes.inForce(req.query.country),
    ]);
    return { results, schemes };
  });

  const own = { onRequest: signedInOnly, onSend: privateAnswer };
  route(app, contract.getFinanceCalculations, own, async (req) => financeCalculations.list(requireUser(req)));
  route(app, contract.postFinanceCalculations, own, async (req, reply) =>
    reply.status(201).send(await financeCalculations.create(req.body, requireUser(req))),
  );
  route(app, contract.deleteFinanceCalculationsById, own, async (req) => {
    await financeCalculations.remove(req.params.id, requireUser(req));
    return { status: 'success' as const };
  });
}

/**
 * The finance rules and schemes sections of /admin's Settings tab. Guests get 401 and everyone but
 * administrators 403, before the body is read; every change is in the administrator log.
 */
export async function financeAdminRoutes(app: AppInstance) {
  const { financeRules, financeSchemes } = app.services;
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

  route(app, contract.getAdminFinanceSchemes, async () => financeSchemes.all());
  route(app, contract.postAdminFinanceSchemes, async (req, reply) =>
    reply.status(201).send(await financeSchemes.create(req.body, requireAdmin(req))),
  );
  route(app, contract.putAdminFinanceSchemesById, async (req) =>
    financeSchemes.update(req.params.id, req.body, requireAdmin(req)),
  );
  route(app, contract.deleteAdminFinanceSchemesById, async (req) => {
    await financeSchemes.remove(req.params.id, requireAdmin(req));
    return { status: 'success' as const };
  });
}
