import type { Change, ChangeFeed } from '../db/change-feed';

export type LiveCache<K, V> = {
  /**
   * The value of `key`: the one held (answered at once, without a promise: this is the bell's poll),
   * or else `load()`'s, which is kept for the next call unless it is undefined or a change arrived
   * while it loaded (it may predate that change).
   */
  get: <R extends V | undefined>(key: K, load: () => Promise<R>) => V | Promise<V | R>;
  /** Forgets `key`. */
  delete: (key: K) => void;
  /** Forgets every entry `isStale` picks. */
  deleteWhere: (isStale: (value: V, key: K) => boolean) => void;
  readonly size: number;
};

/**
 * A bounded map of values the database decides, kept in memory and dropped when the change feed says
 * they changed, so that every instance serves the truth of PostgreSQL. Nothing is served from memory
 * while the feed is not live; `onChange` drops what a change makes stale (a change of kind `all`
 * empties the cache before it is called). Past `maxEntries`, an entry not used lately goes (the
 * CLOCK approximation of least recently used: a hit only marks the entry, which is cheaper than
 * moving it, on the bell's poll).
 */
export function createLiveCache<K, V>(
  changes: ChangeFeed,
  { maxEntries, onChange }: { maxEntries: number; onChange: (change: Change, cache: LiveCache<K, V>) => void },
): LiveCache<K, V> {
  // A Map iterates in insertion order: the entries in line to go first come first.
  const entries = new Map<K, { value: V; isUsed: boolean }>();
  // Counts drops: a load that saw it move may hold a value older than the change that moved it.
  let generation = 0;

  /** Drops the first entry in line not used since it was last looked at; used ones go to the back. */
  function evictOne() {
    for (const [key, entry] of entries) {
      entries.delete(key);
      if (!entry.isUsed) return;
      entry.isUsed = false;
      entries.set(key, entry);
    }
  }

  async function fill<R extends V | undefined>(key: K, load: () => Promise<R>): Promise<V | R> {
    const started = generation;
    const value = await load();
    if (value === undefined || started !== generation || !changes.isLive() || maxEntries === 0) return value;
    entries.set(key, { value, isUsed: false });
    if (entries.size > maxEntries) evictOne();
    return value;
  }

  const cache: LiveCache<K, V> = {
    get(key, load) {
      if (!changes.isLive()) return load();
      const held = entries.get(key);
      if (held === undefined) return fill(key, load);
      held.isUsed = true;
      return held.value;
    },
    delete(key) {
      generation += 1;
      entries.delete(key);
    },
    deleteWhere(isStale) {
      generation += 1;
      for (const [key, entry] of entries) if (isStale(entry.value, key)) entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };

  changes.subscribe((change) => {
    if (change.kind === 'all') {
      generation += 1;
      entries.clear();
      return;
    }
    onChange(change, cache);
  });
  return cache;
}
