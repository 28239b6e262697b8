import { SERVICE_REQUEST_ACTIONS } from '@estate/shared';
import type { AppInstance } from '../../app-types.js';
import { requireUser, signedInOnly } from '../auth/require-user.js';
import { privateAnswer } from '../../lib/private-answer.js';
import * as contract from '@estate/shared/contracts/services';
import { route } from '../../lib/route.js';

/**
 * The service directory: offers (providers publish, everyone browses), requests and their
 * states, reviews after completion. Answers are typed by `packages/shared/src/services`.
 */
export async function serviceRoutes(app: AppInstance) {
  const { services } = app.services;

  route(app, contract.getServices, async (req) => services.search(req.query));

  route(app, contract.getServicesTrades, async (req) => services.trades(req.query.city || undefined));

  route(
    app,
    contract.getServicesMine,
    {
      onRequest: signedInOnly,
      onSend: privateAnswer,
    },
    async (req) => services.mine(requireUser(req)),
  );

  route(app, contract.getServicesById, { onSend: privateAnswer }, async (req) =>
    services.detail(req.params.id, req.user),
  );

  route(app, contract.postServices, { onRequest: signedInOnly }, async (req, reply) =>
    reply.status(201).send(await services.create(req.body, requireUser(req))),
  );

  route(app, contract.patchServicesById, { onRequest: signedInOnly }, async (req) =>
    services.update(req.params.id, req.body, requireUser(req)),
  );

  route(app, contract.deleteServicesById, { onRequest: signedInOnly }, async (req) =>
    services.remove(req.params.id, requireUser(req)),
  );

  route(app, contract.postServicesRequests, { onRequest: signedInOnly }, async (req, reply) =>
    reply.status(201).send(await services.createRequest(req.params.id, req.body, requireUser(req))),
  );

  route(
    app,
    contract.getServiceRequests,
    {
      onRequest: signedInOnly,
      onSend: privateAnswer,
    },
    async (req) => services.requests(req.query.role, requireUser(req)),
  );

  for (const action of SERVICE_REQUEST_ACTIONS) {
    route(app, contract.serviceRequestActions[action], { onRequest: signedInOnly }, async (req) =>
      services.act(req.params.id, action, requireUser(req)),
    );
  }

  route(app, contract.postServiceRequestsReview, { onRequest: signedInOnly }, async (req, reply) =>
    reply.status(201).send(await services.review(req.params.id, req.body, requireUser(req))),
  );
}
