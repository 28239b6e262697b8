import type { AppInstance } from '../../app-types.js';
import { pageCount } from '../../lib/paging.js';
import { adminOnly, requireAdmin, requireUser, signedInOnly } from '../auth/require-user.js';
import { toCard } from '../listings/listing.presenter.js';
import * as contract from '@estate/shared/contracts/agencies';
import { route } from '../../lib/route.js';
const LISTINGS_PAGE_SIZE = 12;

/** Agencies and their teams (issue 36). Who may act: features/access. */
export async function agencyRoutes(app: AppInstance) {
  const { agencies } = app.services;

  route(app, contract.getAgenciesMine, { onRequest: signedInOnly }, async (req) =>
    agencies.mine(requireUser(req), req.locale),
  );

  route(app, contract.postAgencies, { onRequest: signedInOnly }, async (req, reply) =>
    reply.status(201).send(await agencies.create(req.body, requireUser(req), req.locale)),
  );

  route(app, contract.patchAgenciesMine, { onRequest: signedInOnly }, async (req) =>
    agencies.update(req.body, requireUser(req), req.locale),
  );

  route(app, contract.postAgenciesMineInvites, { onRequest: signedInOnly }, async (req, reply) =>
    reply.status(201).send(await agencies.invite(req.body, requireUser(req), req.locale)),
  );

  route(app, contract.deleteAgenciesMineInvitesById, { onRequest: signedInOnly }, async (req) =>
    agencies.cancelInvite(req.params.id, requireUser(req), req.locale),
  );

  route(app, contract.getAgenciesInvitesByToken, async (req, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    return agencies.previewInvite(req.params.token);
  });

  route(app, contract.postAgenciesInvitesAccept, { onRequest: signedInOnly }, async (req) =>
    agencies.accept(req.body.token, requireUser(req), req.locale),
  );

  route(app, contract.postAgenciesMineCredits, { onRequest: signedInOnly }, async (req) =>
    agencies.transferCredits(req.body.amount, requireUser(req), req.locale),
  );

  route(app, contract.postAgenciesMineMoveListings, { onRequest: signedInOnly }, async (req) =>
    agencies.moveMyListings(requireUser(req), req.locale),
  );

  route(app, contract.patchAgenciesMineMembersByUserId, { onRequest: signedInOnly }, async (req) =>
    agencies.updateMember(req.params.userId, req.body, requireUser(req), req.locale),
  );

  route(app, contract.getAgenciesMineMembersRemoval, { onRequest: signedInOnly }, async (req) =>
    agencies.removalPreview(req.params.userId, requireUser(req)),
  );

  route(app, contract.postAgenciesMineMembersRemove, { onRequest: signedInOnly }, async (req) =>
    agencies.removeMember(req.params.userId, req.body, requireUser(req), req.locale),
  );

  route(app, contract.postAgenciesMineLeave, { onRequest: signedInOnly }, async (req) =>
    agencies.leave(requireUser(req), req.locale),
  );

  route(app, contract.getAgenciesBySlug, async (req) => agencies.publicPage(req.params.slug, req.locale));

  route(app, contract.getAgenciesListings, async (req) => {
    const { rows, count } = await agencies.publicListings(
      req.params.slug,
      req.query.agent ?? null,
      req.query.page,
      LISTINGS_PAGE_SIZE,
    );
    return {
      results: rows.map(toCard),
      count,
      page: req.query.page,
      pages: pageCount(count, LISTINGS_PAGE_SIZE),
    };
  });
}

/** Moderators' agency tab: licences to check (administrators only, every action logged). */
export async function agencyAdminRoutes(app: AppInstance) {
  const { agencies } = app.services;
  app.addHook('onRequest', adminOnly);
  route(app, contract.getAdminAgencies, async (req) => ({
    results: (await agencies.forAdmin(req.query.page)).map((a) => ({
      id: a.id,
      slug: a.slug,
      name: a.nameEn,
      country: a.country,
      city: a.city,
      licence_authority: a.licenceAuthority,
      licence_number: a.licenceNumber,
      licence_expires_on: a.licenceExpiresOn,
      licence_checked_at: a.licenceCheckedAt?.toISOString() ?? null,
      status: a.status,
      created_at: a.createdAt.toISOString(),
    })),
  }));
  route(app, contract.postAdminAgenciesLicenceChecked, async (req) => {
    await agencies.markLicenceChecked(req.params.id, requireAdmin(req));
    return { status: 'success' as const };
  });
}
