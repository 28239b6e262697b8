import type {
  ServiceOfferInput,
  ServiceOfferUpdate,
  ServiceRequestAction,
  ServiceRequestInput,
  ServiceReviewInput,
} from '@estate/shared';
import { endpoint } from '@estate/shared/contracts/client';
import type * as ops from '@estate/shared/contracts/services';
import { api } from '../../lib/api/api-client';

/** TanStack Query keys of the services feature; everything lives under ['services']. */
export const serviceKeys = {
  all: ['services'] as const,
  mine: ['services', 'mine'] as const,
  requests: (role: 'provider' | 'requester') => ['services', 'requests', role] as const,
  offer: (id: number) => ['services', 'offer', id] as const,
};

const service = {
  mine: endpoint<typeof ops.getServicesMine>('GET', '/api/services/mine/'),
  requests: endpoint<typeof ops.getServiceRequests>('GET', '/api/service-requests/'),
  offer: endpoint<typeof ops.getServicesById>('GET', '/api/services/:id/'),
  create: endpoint<typeof ops.postServices>('POST', '/api/services/'),
  update: endpoint<typeof ops.patchServicesById>('PATCH', '/api/services/:id/'),
  remove: endpoint<typeof ops.deleteServicesById>('DELETE', '/api/services/:id/'),
  request: endpoint<typeof ops.postServicesRequests>('POST', '/api/services/:id/requests/'),
  review: endpoint<typeof ops.postServiceRequestsReview>('POST', '/api/service-requests/:id/review/'),
};
/** Accept, decline, complete or cancel: one operation per action. */
const actionOf = <A extends ServiceRequestAction>(action: A) =>
  endpoint<(typeof ops.serviceRequestActions)[A]>('POST', `/api/service-requests/:id/${action}/`);

export const fetchMyOffers = () => api(service.mine);
export const fetchRequests = (role: 'provider' | 'requester') => api(service.requests, { query: { role } });
export const fetchOffer = (id: number) => api(service.offer, { params: { id } });

export const createOffer = (body: ServiceOfferInput) => api(service.create, { body });
export const updateOffer = (id: number, body: ServiceOfferUpdate) => api(service.update, { params: { id }, body });
export const deleteOffer = (id: number) => api(service.remove, { params: { id } });

export const sendRequest = (serviceId: number, body: ServiceRequestInput) =>
  api(service.request, { params: { id: serviceId }, body });
export const requestAction = (id: number, action: ServiceRequestAction) => api(actionOf(action), { params: { id } });
export const sendReview = (id: number, body: ServiceReviewInput) => api(service.review, { params: { id }, body });

/** The services list URL for a set of filters (empty ones left out). */
export function servicesHref(filters: { trade?: string; city?: string; q?: string; page?: number }): string {
  const params = new URLSearchParams();
  if (filters.trade) params.set('trade', filters.trade);
  if (filters.city) params.set('city', filters.city);
  if (filters.q) params.set('q', filters.q);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  const query = params.toString();
  return query ? `/services-list?${query}` : '/services-list';
}
