import { describe, expect, it, vi } from 'vitest';

import { createInactivityMonitor, inactivityCheckMs, inactivityLimitMs, isInactive } from './inactivity';

const minute = 60 * 1000;

function fakeClock(start = 1_000_000) {
  let now = start;
  let scheduled: { callback: () => void; ms: number } | null = null;
  return {
    now: () => now,
    advance(ms: number) {
      // Fires the periodic check as a real interval would, once per elapsed period.
      const period = scheduled?.ms ?? Number.POSITIVE_INFINITY;
      let remaining = ms;
      while (scheduled && remaining >= period) {
        now += period;
        remaining -= period;
        scheduled.callback();
      }
      now += remaining;
    },
    setInterval: (callback: () => void, ms: number) => {
      scheduled = { callback, ms };
      return 1;
    },
    clearInterval: () => {
      scheduled = null;
    },
    isScheduled: () => scheduled !== null,
  };
}

describe('isInactive', () => {
  it('expires only after more than 15 minutes', () => {
    expect(isInactive(0, 15 * minute)).toBe(false);
    expect(isInactive(0, 15 * minute + 1)).toBe(true);
  });
});

describe('createInactivityMonitor', () => {
  it('checks every 60 s and expires once the limit has passed', () => {
    const clock = fakeClock();
    const onExpire = vi.fn();
    createInactivityMonitor({ initialLastActivity: null, persist: () => {}, onExpire, ...clock });

    clock.advance(15 * minute);
    expect(onExpire).not.toHaveBeenCalled();
    clock.advance(inactivityCheckMs);
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(clock.isScheduled()).toBe(false);
  });

  it('starts counting again on activity', () => {
    const clock = fakeClock();
    const onExpire = vi.fn();
    const monitor = createInactivityMonitor({ initialLastActivity: null, persist: () => {}, onExpire, ...clock });

    clock.advance(14 * minute);
    monitor.touch();
    clock.advance(14 * minute);
    expect(onExpire).not.toHaveBeenCalled();
    clock.advance(2 * minute);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('expires at once when the page reopens after a long pause', () => {
    const clock = fakeClock(10 * inactivityLimitMs);
    const onExpire = vi.fn();
    createInactivityMonitor({
      initialLastActivity: clock.now() - inactivityLimitMs - 1,
      persist: () => {},
      onExpire,
      ...clock,
    });
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(clock.isScheduled()).toBe(false);
  });

  it('stores the activity time, but not on every event', () => {
    const clock = fakeClock();
    const persist = vi.fn();
    const monitor = createInactivityMonitor({ initialLastActivity: null, persist, onExpire: () => {}, ...clock });
    expect(persist).toHaveBeenCalledTimes(1);

    for (let i = 0; i < 5; i += 1) {
      clock.advance(1000);
      monitor.touch();
    }
    expect(persist).toHaveBeenCalledTimes(1);
    clock.advance(6000);
    monitor.touch();
    expect(persist).toHaveBeenCalledTimes(2);
    expect(persist).toHaveBeenLastCalledWith(clock.now());
  });

  it('ignores activity after expiry and stops when asked', () => {
    const clock = fakeClock();
    const onExpire = vi.fn();
    const monitor = createInactivityMonitor({ initialLastActivity: null, persist: () => {}, onExpire, ...clock });
    monitor.stop();
    expect(clock.isScheduled()).toBe(false);
    clock.advance(20 * minute);
    expect(monitor.check()).toBe(true);
    monitor.touch();
    expect(monitor.check()).toBe(true);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });
});
