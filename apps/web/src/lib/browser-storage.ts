/** The part of the Web Storage API the app uses; lets tests pass an in-memory store. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A store kept in memory, for tests and for browsers that refuse Web Storage. */
export function createMemoryStore(): KeyValueStore {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

// Private modes and sandboxed frames may throw on any access to sessionStorage; the app then keeps
// its session in memory for the life of the page instead of failing to start.
function openSessionStorage(): KeyValueStore {
  try {
    const storage = globalThis.sessionStorage;
    const probe = '__feedmarket_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return createMemoryStore();
  }
}

/** Storage that lasts for the browser session (the tab), as the spec asks for the token. */
export const sessionStore: KeyValueStore = openSessionStorage();
