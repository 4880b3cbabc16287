import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { idempotentAnswers } from '../db/schema/access';
import { conflict } from './http-error';

/** How long an answer is kept for retries of its request. */
const keptHours = 24;

/** The `Idempotency-Key` header, when it is a usable key (1-200 visible characters). */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  const key = Array.isArray(header) ? header[0] : header;
  return key && /^[\x21-\x7e]{1,200}$/.test(key) ? key : undefined;
}

/**
 * Runs `work` once per key: inside the caller's transaction, a key seen before answers what it
 * answered then (409 if it was sent to another call); otherwise the answer of `work` is kept with
 * the transaction that made it, so a retry never repeats the work. The caller locks the resource
 * first, so two requests with one key wait for each other.
 */
export async function answerOnce<T>(
  executor: Executor,
  { userId, key, route }: { userId: number; key: string | undefined; route: string },
  work: () => Promise<T>,
): Promise<T> {
  if (!key) return work();
  const [kept] = await executor
    .select()
    .from(idempotentAnswers)
    .where(
      and(
        eq(idempotentAnswers.userId, userId),
        eq(idempotentAnswers.key, key),
        sql`${idempotentAnswers.createdAt} > now() - make_interval(hours => ${keptHours})`,
      ),
    );
  if (kept) {
    if (kept.route !== route) throw conflict('This Idempotency-Key was used for another request');
    return kept.answer as T;
  }
  const answer = await work();
  await executor
    .insert(idempotentAnswers)
    .values({ userId, key, route, status: 200, answer })
    .onConflictDoUpdate({
      target: [idempotentAnswers.userId, idempotentAnswers.key],
      set: { route, answer, createdAt: sql`now()` },
    });
  return answer;
}

/** Forgets answers older than a day. */
export async function sweepIdempotentAnswers(executor: Executor): Promise<void> {
  await executor
    .delete(idempotentAnswers)
    .where(lt(idempotentAnswers.createdAt, sql`now() - make_interval(hours => ${keptHours})`));
}
