/**
 * A service request's life: pending, then accepted or declined by the provider; an accepted
 * request is completed by the provider; the requester may cancel while pending or accepted.
 * Declined, completed and cancelled are final. One table, used by the server (authoritative)
 * and the dashboard (which buttons to show).
 */
export const SERVICE_REQUEST_STATUSES = ['pending', 'accepted', 'declined', 'completed', 'cancelled'] as const;
export type ServiceRequestStatus = (typeof SERVICE_REQUEST_STATUSES)[number];

export const SERVICE_REQUEST_ACTIONS = ['accept', 'decline', 'complete', 'cancel'] as const;
export type ServiceRequestAction = (typeof SERVICE_REQUEST_ACTIONS)[number];

export type ServiceRequestRole = 'provider' | 'requester';

export const REQUEST_TRANSITIONS: Record<
  ServiceRequestAction,
  { by: ServiceRequestRole; from: readonly ServiceRequestStatus[]; to: ServiceRequestStatus }
> = {
  accept: { by: 'provider', from: ['pending'], to: 'accepted' },
  decline: { by: 'provider', from: ['pending'], to: 'declined' },
  complete: { by: 'provider', from: ['accepted'], to: 'completed' },
  cancel: { by: 'requester', from: ['pending', 'accepted'], to: 'cancelled' },
};

/** Whether `role` may take `action` on a request in `status`. */
export function canTakeAction(role: ServiceRequestRole, action: ServiceRequestAction, status: string): boolean {
  const rule = REQUEST_TRANSITIONS[action];
  return rule.by === role && (rule.from as readonly string[]).includes(status);
}

/** The actions `role` has on a request in `status`, in display order. */
export function actionsFor(role: ServiceRequestRole, status: string): ServiceRequestAction[] {
  return SERVICE_REQUEST_ACTIONS.filter((action) => canTakeAction(role, action, status));
}

/** Only a completed request can be reviewed, by its requester, once. */
export const canReview = (status: string, alreadyReviewed: boolean) => status === 'completed' && !alreadyReviewed;
