import { formatMessage, type MessageKey } from '@feedmarket/contract/messages';
import type { Executor } from '../../db/client';
import { tooManyRequests } from '../../lib/http-error';
import { createAuthRepository } from './auth.repository';

/** A counter and how many hits its window allows. */
export type LimitCounter = { key: string; limit: number };

/**
 * Rate limits kept in PostgreSQL (`rate_limits`), so every server instance counts the same hits. Any
 * module limits a request through here; a counter's key names what it counts, e.g. `reset:address:…`.
 */
export function createRateLimitService(db: Executor) {
  const repository = createAuthRepository(db);
  return {
    /**
     * Counts one hit on each counter; when any is past its limit, 429 with `message` (which fills
     * `{minutes}`) and the time until the longest of those windows ends. Counting comes first, so
     * parallel requests cannot all pass a check.
     */
    async hit(counters: LimitCounter[], windowSeconds: number, message: MessageKey): Promise<void> {
      const counts = await Promise.all(counters.map(({ key }) => repository.hitRateLimit(key, windowSeconds)));
      const blockedUntil = counts
        .filter((count, index) => count.hits > counters[index]!.limit)
        .map((count) => count.expiresAt.getTime());
      if (blockedUntil.length === 0) return;
      const seconds = Math.max(1, Math.ceil((Math.max(...blockedUntil) - Date.now()) / 1000));
      throw tooManyRequests(formatMessage(message, { minutes: Math.ceil(seconds / 60) }), seconds);
    },

    /** Forgets counters whose window has passed. */
    sweepExpired: () => repository.deleteExpiredRateLimits(),
  };
}

export type RateLimitService = ReturnType<typeof createRateLimitService>;
