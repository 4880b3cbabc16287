import type { PGlite } from '@electric-sql/pglite';
import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** The channel the triggers of migration 0016 send on. */
export const changesChannel = 'feedmarket_changes';

/** The `application_name` of the connection that listens, to find it among the server's connections. */
export const listenerName = 'feedmarket-changes';

/**
 * What a committed transaction changed, as the triggers say it: the sessions of some users or of the
 * users of some organisations, some users' unread counters, or anything (a truncated table, or
 * messages that may have been lost).
 */
export type Change = { kind: 'user' | 'org' | 'counter'; ids: number[] } | { kind: 'all' };

/**
 * The changes of the database, for caches that keep what it decides in memory. Every server instance
 * listens, so each drops what another instance (or anyone writing to the database) changed.
 */
export type ChangeFeed = {
  /** True while changes arrive: a cache may serve what it holds only then. */
  isLive: () => boolean;
  /** Calls `onChange` with every change from now on; `{ kind: 'all' }` also when messages may have been lost. */
  subscribe: (onChange: (change: Change) => void) => () => void;
  /**
   * Resolves once the changes of every transaction committed before the call have been handed to the
   * subscribers, so that this instance reads its own writes from its caches.
   */
  sync: () => Promise<void>;
  close: () => Promise<void>;
};

const changeKinds = new Set(['user', 'org', 'counter']);

/** A trigger's message (`user:1,2`, `org:3`, `counter:4`, `all`) as a change; undefined for others. */
export function parseChange(message: string): Change | undefined {
  if (message === 'all') return { kind: 'all' };
  const [kind, list] = message.split(':', 2);
  if (!kind || !list || !changeKinds.has(kind)) return undefined;
  return { kind: kind as 'user' | 'org' | 'counter', ids: list.split(',').map(Number) };
}

function createSubscribers() {
  const subscribers = new Set<(change: Change) => void>();
  return {
    subscribe(onChange: (change: Change) => void) {
      subscribers.add(onChange);
      return () => void subscribers.delete(onChange);
    },
    publish(change: Change) {
      for (const onChange of subscribers) onChange(change);
    },
  };
}

/** A feed that never goes live: caches built on it always read the database. */
export const noChangeFeed: ChangeFeed = {
  isLive: () => false,
  subscribe: () => () => undefined,
  sync: async () => undefined,
  close: async () => undefined,
};

/**
 * Listens on PGlite. Its one connection hands a transaction's messages over (in microtasks) before the
 * statement that committed it resolves, so everything committed is already delivered: `sync` waits
 * for nothing. `inTurn` queues the LISTEN behind the transactions in flight.
 */
export async function listenPglite(
  client: PGlite,
  inTurn: <T>(work: () => Promise<T>) => Promise<T>,
): Promise<ChangeFeed> {
  const subscribers = createSubscribers();
  const unlisten = await inTurn(() =>
    client.listen(changesChannel, (message) => {
      const change = parseChange(message);
      if (change) subscribers.publish(change);
    }),
  );
  let isOpen = true;
  return {
    isLive: () => isOpen,
    subscribe: subscribers.subscribe,
    sync: async () => undefined,
    close: async () => {
      isOpen = false;
      await inTurn(() => unlisten());
    },
  };
}

export type PostgresFeedOptions = {
  /** Called when the listening connection fails; the feed reconnects on its own. */
  onError?: (error: Error) => void;
  /** How often the connection is checked, so that a connection lost without a word is noticed. */
  heartbeatMs?: number;
  /** How long a check (or a `sync`) may take before the connection counts as lost. */
  timeoutMs?: number;
};

/**
 * Listens on a PostgreSQL server through a connection of its own. While that connection is down the
 * feed is not live (caches read the database); once it listens again, subscribers hear `all`, as
 * messages of the gap are lost.
 *
 * `sync` sends a message of its own through the listening connection and waits for it to come back:
 * messages arrive in the order their transactions committed, so every earlier one has arrived too.
 */
export async function listenPostgres(
  connectionString: string,
  { onError = () => undefined, heartbeatMs = 10_000, timeoutMs = 5_000 }: PostgresFeedOptions = {},
): Promise<ChangeFeed> {
  const subscribers = createSubscribers();
  const waiting = new Map<string, () => void>();
  let client: pg.Client | undefined;
  let isLive = false;
  let isClosed = false;
  let retryMs = 100;
  let retryTimer: NodeJS.Timeout | undefined;

  const onMessage = (message: pg.Notification) => {
    const payload = message.payload ?? '';
    const echo = waiting.get(payload);
    if (echo) return echo();
    const change = parseChange(payload);
    if (change) subscribers.publish(change);
  };

  /** Drops the connection: nothing is served from caches until a new one listens. */
  function lose(lost: pg.Client, error: Error) {
    if (client !== lost) return;
    client = undefined;
    isLive = false;
    subscribers.publish({ kind: 'all' });
    lost.removeAllListeners('notification');
    lost.end().catch(() => undefined);
    if (isClosed) return;
    onError(error);
    retryTimer = setTimeout(() => void connect(), retryMs);
    retryMs = Math.min(retryMs * 2, 5_000);
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString, keepAlive: true, application_name: listenerName });
    // Without a listener an error on the connection would crash the process.
    next.on('error', (error) => lose(next, error));
    next.on('end', () => lose(next, new Error('the listening connection closed')));
    next.on('notification', onMessage);
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${changesChannel}`);
    } catch (error) {
      lose(next, error as Error);
      return;
    }
    if (client !== next) return;
    retryMs = 100;
    // What was cached before the gap may have changed during it.
    subscribers.publish({ kind: 'all' });
    isLive = true;
  }

  async function sync(): Promise<void> {
    const current = client;
    if (!current || !isLive) return;
    const nonce = `sync:${randomUUID()}`;
    const echoed = new Promise<void>((resolve) => waiting.set(nonce, resolve));
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('the listening connection did not answer in time')), timeoutMs);
    });
    try {
      await Promise.race([
        Promise.all([current.query('SELECT pg_notify($1, $2)', [changesChannel, nonce]), echoed]),
        timedOut,
      ]);
    } catch (error) {
      // Whatever was not heard cannot be trusted: the caches empty and the connection starts again.
      lose(current, error as Error);
    } finally {
      clearTimeout(timer);
      waiting.delete(nonce);
    }
  }

  await connect();
  const heartbeat = setInterval(() => void sync(), heartbeatMs).unref();
  return {
    isLive: () => isLive,
    subscribe: subscribers.subscribe,
    sync,
    close: async () => {
      isClosed = true;
      clearInterval(heartbeat);
      clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      isLive = false;
      await current?.end().catch(() => undefined);
    },
  };
}
