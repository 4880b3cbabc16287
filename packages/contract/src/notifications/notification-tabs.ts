/** Notification type ids with a fixed meaning; their names are the `/notification/type` lookup. */
export const notificationTypes = {
  policy: 1,
  pricing: 2,
  feedStatus: 3,
  account: 4,
  legalReview: 5,
  accessGranted: 130,
  accessRefused: 131,
  accessPending: 132,
  accessRevoked: 133,
  charge: 134,
  paymentReceived: 135,
  renewalDue: 136,
} as const;

/** Types about access and money; they link to the finance tab. */
export const financeNotificationTypes = [130, 131, 133, 134, 135, 136] as const;

/** Item types: what a notification is about. */
export const notificationItemTypes = { policy: 1, notification: 2, metadata: 3 } as const;

/** Notification states: unread → read (on opening) → cleared; one needing action may be resolved or closed. */
export const notificationStatuses = { unread: 1, read: 2, cleared: 3, resolved: 4, closed: 5 } as const;

/** The dashboard tab a notification links to, and whose badge counts it. */
export function tabOfNotification(typeId: number, itemType: number | null): string {
  if ((financeNotificationTypes as readonly number[]).includes(typeId)) return 'finance';
  if (typeId === notificationTypes.account) return 'account';
  if (typeId === notificationTypes.legalReview) return 'legal';
  if (itemType === notificationItemTypes.policy || itemType === notificationItemTypes.notification) return 'policies';
  if (itemType === notificationItemTypes.metadata || typeId === notificationTypes.feedStatus) return 'metadata';
  return 'summary';
}
