/**
 * Query keys of the legal queue. Everything sits under `all`, so a note, a resolve or a clear
 * reloads the queue and whichever review is on screen at once.
 */
export const legalKeys = {
  all: ['legal'] as const,
  queue: (orgId: number) => [...legalKeys.all, 'queue', orgId] as const,
  feedReview: (feedId: number) => [...legalKeys.all, 'feed', feedId] as const,
};
