import {
  REQUEST_TRANSITIONS,
  canTakeAction,
  type ServiceRequestAction,
  type ServiceRequestInput,
  type ServiceRequestView,
  type ServiceReviewInput,
} from '@estate/shared';
import { isOwnedBy } from '../access/policies.js';
import type { UserRow } from '../users/user.table.js';
import { requestRoleOf, toRequestView } from './service.presenter.js';
import {
  DASHBOARD_LINK,
  offerNotFound,
  requestNotFound,
  forbidden,
  invalid,
  conflict,
  todayUtc,
  requestSummary,
} from './service-core.js';
import type { ServiceCore } from './service-core.js';

/** Requests to a provider, their states (accept, decline, done...) and the requester's review. */
export function serviceRequests(core: ServiceCore) {
  const { deps, requestView, db, repo } = core;

  return {
    async createRequest(serviceId: number, input: ServiceRequestInput, user: UserRow): Promise<ServiceRequestView> {
      const row = await repo.offerWithProvider(serviceId);
      const live =
        row &&
        row.offer.status === 'active' &&
        row.provider.deletedAt === null &&
        row.provider.accountStatus === 'active';
      if (!row || (!live && !isOwnedBy(row.offer.providerId, user))) throw offerNotFound();
      const { offer } = row;
      if (isOwnedBy(offer.providerId, user)) throw invalid('service', 'services.errors.own_service');
      if (input.wanted_on && input.wanted_on < todayUtc()) throw invalid('wanted_on', 'services.errors.date_past');
      const currency = input.budget !== undefined ? (input.currency ?? offer.currency ?? null) : null;
      if (input.budget !== undefined && !currency) throw invalid('currency', 'services.errors.currency_required');

      const request = await db.transaction(async (tx) => {
        const inserted = await repo.insertRequest(tx, {
          serviceId: offer.id,
          providerId: offer.providerId,
          requesterId: user.id,
          what: input.what,
          location: input.location,
          wanted: input.wanted_on ?? null,
          budget: input.budget ?? null,
          currency,
          status: 'pending',
        });
        await repo.notify(tx, offer.providerId, 'service_request', {
          title: offer.title,
          link: DASHBOARD_LINK,
          status: 'pending',
          request_id: inserted.id,
          service_id: offer.id,
          from: user.fullName,
        });
        return inserted;
      });

      // The summary also reaches the provider's inbox and bell as a chat message. The request is
      // saved either way: a chat failure (for example the send rate limit) is logged, not shown.
      try {
        await deps.sendChat(
          {
            receiver_id: offer.providerId,
            message: requestSummary(offer.title, input, currency),
            chat_type: 'service',
          },
          user,
        );
      } catch (error) {
        deps.log.warn({ err: error, requestId: request.id }, 'service request chat message not sent');
      }
      return requestView(request.id, user.id);
    },

    async requests(role: 'provider' | 'requester', user: UserRow) {
      const rows = await repo.requestsOf(role, user.id);
      return { results: rows.map((r) => toRequestView(r, user.id)) };
    },

    /**
     * Moves a request along REQUEST_TRANSITIONS. Someone who is neither side gets 404 (the
     * request's existence is private); the other side gets 403; a state that does not allow the
     * action gets 409.
     */
    async act(id: number, action: ServiceRequestAction, user: UserRow): Promise<ServiceRequestView> {
      const request = await repo.requestById(id);
      const role = request && requestRoleOf(request, user.id);
      if (!request || !role) throw requestNotFound();
      const rule = REQUEST_TRANSITIONS[action];
      if (rule.by !== role) {
        throw forbidden(rule.by === 'provider' ? 'services.errors.provider_only' : 'services.errors.requester_only');
      }
      if (!canTakeAction(role, action, request.status)) {
        throw conflict('invalid_transition', 'services.errors.transition_not_allowed');
      }
      await db.transaction(async (tx) => {
        const moved = await repo.transition(tx, id, rule.from, rule.to);
        if (!moved) throw conflict('invalid_transition', 'services.errors.transition_not_allowed');
        const offer = await repo.offerById(request.serviceId, tx);
        const notifyId = role === 'provider' ? request.requesterId : request.providerId;
        await repo.notify(tx, notifyId, 'service_request_status', {
          title: offer?.title ?? '',
          link: DASHBOARD_LINK,
          status: rule.to,
          request_id: id,
          service_id: request.serviceId,
        });
      });
      return requestView(id, user.id);
    },

    async review(id: number, input: ServiceReviewInput, user: UserRow): Promise<ServiceRequestView> {
      const request = await repo.requestById(id);
      const role = request && requestRoleOf(request, user.id);
      if (!request || !role) throw requestNotFound();
      if (role !== 'requester') throw forbidden('services.errors.requester_only');
      if (request.status !== 'completed') throw conflict('not_completed', 'services.errors.review_not_completed');
      await db.transaction(async (tx) => {
        const saved = await repo.insertReview(tx, {
          requestId: id,
          serviceId: request.serviceId,
          providerId: request.providerId,
          reviewerId: user.id,
          rating: input.rating,
          body: input.body,
        });
        if (!saved) throw conflict('already_reviewed', 'services.errors.already_reviewed');
        await repo.refreshRating(tx, request.serviceId);
      });
      return requestView(id, user.id);
    },
  };
}
