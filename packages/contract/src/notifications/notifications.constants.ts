/** Notification constants without schemas, for the bell every signed-in page shows. */

/** Signed-in browsers ask for the unread count this often (spec: every 10,000 ms). */
export const unreadCountPollMs = 10_000;

/** The longest note a notification keeps. */
export const notificationNoteMaxLength = 1000;
