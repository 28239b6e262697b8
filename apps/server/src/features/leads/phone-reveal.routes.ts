import type { AppInstance } from '../../app-types.js';
import { revealDevice } from '../../lib/reveal-device.js';
import * as contract from '@estate/shared/contracts/leads';
import { route } from '../../lib/route.js';

/**
 * "Show number" (issue 42, J8.1): guests too. The limits are the reveal's own (per browser, per
 * address, per account: phone-reveal.service.ts), so no content limit applies.
 */
export async function phoneRevealRoutes(app: AppInstance) {
  const { phoneReveal } = app.services;
  const viewerOf = (req: Parameters<typeof revealDevice>[0], reply: Parameters<typeof revealDevice>[1]) => {
    // A number is never kept by a cache, whoever asked.
    reply.header('Cache-Control', 'private, no-store');
    return { user: req.user, device: revealDevice(req, reply, app.config.secureCookies), ip: req.ip };
  };

  route(app, contract.postPropertiesPhone, async (req, reply) =>
    phoneReveal.listing(req.params.id, viewerOf(req, reply)),
  );

  route(app, contract.postAgenciesPhone, async (req, reply) =>
    phoneReveal.agency(req.params.slug, viewerOf(req, reply)),
  );
}
