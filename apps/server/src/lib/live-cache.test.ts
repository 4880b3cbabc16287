import { describe, expect, it } from 'vitest';
import type { Change, ChangeFeed } from '../db/change-feed';
import { createLiveCache } from './live-cache';

/** A change feed the test drives: it says what changed and whether it is live. */
function fakeFeed() {
  const subscribers = new Set<(change: Change) => void>();
  let live = true;
  const feed: ChangeFeed = {
    isLive: () => live,
    subscribe: (onChange) => {
      subscribers.add(onChange);
      return () => void subscribers.delete(onChange);
    },
    sync: async () => undefined,
    close: async () => undefined,
  };
  return {
    feed,
    publish: (change: Change) => subscribers.forEach((onChange) => onChange(change)),
    setLive: (value: boolean) => {
      live = value;
    },
  };
}

type Row = { userId: number; n: number };

/** A cache of rows by key that drops the rows of the users a `user` change names, counting its loads. */
function rowsCache(feed: ChangeFeed, maxEntries = 10) {
  let loads = 0;
  const cache = createLiveCache<string, Row>(feed, {
    maxEntries,
    onChange: (change, entries) => {
      if (change.kind === 'user') entries.deleteWhere((row) => change.ids.includes(row.userId));
    },
  });
  const load = (key: string, row: Row | undefined) =>
    cache.get(key, async () => {
      loads += 1;
      return row;
    });
  const read = (key: string, row: Row = { userId: 1, n: 1 }) => load(key, row);
  /** Reads a key the database does not have. */
  const readMissing = (key: string) => load(key, undefined);
  return { cache, read, readMissing, loads: () => loads };
}

describe('createLiveCache', () => {
  it('loads a value once and answers it from memory until a change drops it', async () => {
    const { feed, publish } = fakeFeed();
    const { read, loads } = rowsCache(feed);
    expect(await read('a', { userId: 1, n: 1 })).toEqual({ userId: 1, n: 1 });
    expect(await read('a', { userId: 1, n: 2 })).toEqual({ userId: 1, n: 1 });
    expect(loads()).toBe(1);

    publish({ kind: 'user', ids: [2] });
    expect(await read('a', { userId: 1, n: 3 })).toEqual({ userId: 1, n: 1 });
    publish({ kind: 'user', ids: [1] });
    expect(await read('a', { userId: 1, n: 4 })).toEqual({ userId: 1, n: 4 });
    expect(loads()).toBe(2);
  });

  it('empties on a change of everything', async () => {
    const { feed, publish } = fakeFeed();
    const { cache, read } = rowsCache(feed);
    await read('a');
    await read('b');
    publish({ kind: 'all' });
    expect(cache.size).toBe(0);
  });

  it('keeps nothing that was not found', async () => {
    const { feed } = fakeFeed();
    const { cache, readMissing, loads } = rowsCache(feed);
    expect(await readMissing('a')).toBeUndefined();
    expect(await readMissing('a')).toBeUndefined();
    expect(loads()).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('holds at most maxEntries, forgetting one not used lately', async () => {
    const { feed } = fakeFeed();
    const { cache, read, loads } = rowsCache(feed, 3);
    for (const key of ['a', 'b', 'c']) await read(key);
    await read('a'); // b is the first in line not used since
    await read('d');
    expect(cache.size).toBe(3);
    expect(loads()).toBe(4);
    await read('a');
    await read('c');
    await read('d');
    expect(loads()).toBe(4);
    await read('b');
    expect(loads()).toBe(5);
    expect(cache.size).toBe(3);
  });

  it('keeps nothing with maxEntries 0', async () => {
    const { feed } = fakeFeed();
    const { cache, read, loads } = rowsCache(feed, 0);
    await read('a');
    await read('a');
    expect(loads()).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('answers but does not keep a value loaded while a change arrived: it may predate the change', async () => {
    const { feed, publish } = fakeFeed();
    const cache = createLiveCache<string, Row>(feed, {
      maxEntries: 10,
      onChange: (change, entries) => {
        if (change.kind === 'user') entries.deleteWhere((row) => change.ids.includes(row.userId));
      },
    });
    let finishLoad: (row: Row) => void = () => undefined;
    const slow = cache.get('a', () => new Promise<Row>((resolve) => (finishLoad = resolve)));
    publish({ kind: 'user', ids: [1] });
    finishLoad({ userId: 1, n: 1 });
    expect(await slow).toEqual({ userId: 1, n: 1 });
    expect(cache.size).toBe(0);
    expect(await cache.get('a', async () => ({ userId: 1, n: 2 }))).toEqual({ userId: 1, n: 2 });
    expect(cache.size).toBe(1);
  });

  it('reads the database every time while the feed is not live, and keeps nothing loaded then', async () => {
    const { feed, setLive } = fakeFeed();
    const { cache, read, loads } = rowsCache(feed);
    await read('a', { userId: 1, n: 1 });
    setLive(false);
    expect(await read('a', { userId: 1, n: 2 })).toEqual({ userId: 1, n: 2 });
    expect(await read('b')).toEqual({ userId: 1, n: 1 });
    expect(loads()).toBe(3);
    expect(cache.size).toBe(1);
  });
});
