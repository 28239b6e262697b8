import type {
  ServiceCard,
  ServiceDetail,
  ServiceOfferInput,
  ServiceOfferUpdate,
  ServiceRequestAction,
  ServiceRequestInput,
  ServiceRequestView,
  ServiceReviewInput,
} from '@estate/shared';
import { apiFetch } from '../../lib/api/api-client';

/** TanStack Query keys of the services feature; everything lives under ['services']. */
export const serviceKeys = {
  all: ['services'] as const,
  mine: ['services', 'mine'] as const,
  requests: (role: 'provider' | 'requester') => ['services', 'requests', role] as const,
  offer: (id: number) => ['services', 'offer', id] as const,
};

export const fetchMyOffers = () => apiFetch<{ results: ServiceCard[] }>('/api/services/mine/');
export const fetchRequests = (role: 'provider' | 'requester') =>
  apiFetch<{ results: ServiceRequestView[] }>(`/api/service-requests/?role=${role}`);
export const fetchOffer = (id: number) => apiFetch<ServiceDetail>(`/api/services/${id}/`);

export const createOffer = (body: ServiceOfferInput) => apiFetch<ServiceDetail>('/api/services/', { body });
export const updateOffer = (id: number, body: ServiceOfferUpdate) =>
  apiFetch<ServiceDetail>(`/api/services/${id}/`, { method: 'PATCH', body });
export const deleteOffer = (id: number) =>
  apiFetch<{ status: 'success' }>(`/api/services/${id}/`, { method: 'DELETE' });

export const sendRequest = (serviceId: number, body: ServiceRequestInput) =>
  apiFetch<ServiceRequestView>(`/api/services/${serviceId}/requests/`, { body });
export const requestAction = (id: number, action: ServiceRequestAction) =>
  apiFetch<ServiceRequestView>(`/api/service-requests/${id}/${action}/`, { method: 'POST' });
export const sendReview = (id: number, body: ServiceReviewInput) =>
  apiFetch<ServiceRequestView>(`/api/service-requests/${id}/review/`, { body });

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
