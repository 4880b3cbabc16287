/** The spec's inactivity limit: more than 15 minutes without activity ends the session. */
export const inactivityLimitMs = 15 * 60 * 1000;
/** How often inactivity is checked. */
export const inactivityCheckMs = 60 * 1000;
// Activity events fire many times a second; storing the time more often than this buys nothing.
const persistEveryMs = 10 * 1000;

export function isInactive(lastActivityMs: number, nowMs: number, limitMs: number = inactivityLimitMs): boolean {
  return nowMs - lastActivityMs > limitMs;
}

export type InactivityMonitorOptions = {
  /** The last activity known from before this page (e.g. a reload), or null. */
  initialLastActivity: number | null;
  persist: (lastActivityMs: number) => void;
  onExpire: () => void;
  now?: () => number;
  limitMs?: number;
  checkEveryMs?: number;
  setInterval?: (callback: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
};

export type InactivityMonitor = {
  /** Records user activity. */
  touch: () => void;
  /** Checks now; returns true (and calls onExpire once) when the limit is passed. */
  check: () => boolean;
  stop: () => void;
};

/** Watches activity and calls `onExpire` once when the limit passes, checking every minute. */
export function createInactivityMonitor(options: InactivityMonitorOptions): InactivityMonitor {
  const now = options.now ?? Date.now;
  const limitMs = options.limitMs ?? inactivityLimitMs;
  const schedule = options.setInterval ?? ((callback, ms) => globalThis.setInterval(callback, ms));
  const cancel =
    options.clearInterval ?? ((handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>));

  let lastActivity = options.initialLastActivity ?? now();
  let lastPersisted = Number.NEGATIVE_INFINITY;
  let expired = false;
  let handle: unknown = null;

  const persist = (force: boolean) => {
    if (force || lastActivity - lastPersisted >= persistEveryMs) {
      lastPersisted = lastActivity;
      options.persist(lastActivity);
    }
  };

  const stop = () => {
    if (handle !== null) cancel(handle);
    handle = null;
  };

  const check = () => {
    if (expired) return true;
    if (!isInactive(lastActivity, now(), limitMs)) return false;
    expired = true;
    stop();
    options.onExpire();
    return true;
  };

  const touch = () => {
    if (expired) return;
    lastActivity = now();
    persist(false);
  };

  // A page reloaded after a long pause must not get a fresh 15 minutes: check the stored time first.
  if (!check()) {
    persist(true);
    handle = schedule(check, options.checkEveryMs ?? inactivityCheckMs);
  }

  return { touch, check, stop };
}
