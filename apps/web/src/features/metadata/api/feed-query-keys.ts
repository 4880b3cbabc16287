/**
 * Query keys of the feed lists. Every list (the organisation's, the supervisor's, one member's) sits
 * under `all`, so a create, edit, delete or status change reloads whichever list is on screen.
 */
export const feedListKeys = {
  all: ['metadata', 'feed-lists'] as const,
};
