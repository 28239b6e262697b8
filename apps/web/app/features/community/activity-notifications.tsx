/**
 * The signed-in user's activity notifications (user_notifications: demand matches, service
 * requests, listing approvals...). Owned by the community feature; placeholder renders nothing.
 */
export function ActivityNotifications() {
  return null;
}
