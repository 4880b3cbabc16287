import { sessionStore, type KeyValueStore } from '../browser-storage';

const returnPathKey = 'feedmarket.returnTo';

/** Only same-site paths are followed after sign-in; anything else could send the user off the site. */
export function isSafeReturnPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') && !/^\/login(?:[/?#]|$)/.test(path);
}

/** Remembers the page a signed-out visitor asked for, to return to it after sign-in. */
export function rememberPath(path: string, store: KeyValueStore = sessionStore): void {
  if (isSafeReturnPath(path)) store.setItem(returnPathKey, path);
}

/** The remembered page, forgotten once read so it is followed only once. */
export function takeRememberedPath(store: KeyValueStore = sessionStore): string | null {
  const path = store.getItem(returnPathKey);
  store.removeItem(returnPathKey);
  return path !== null && isSafeReturnPath(path) ? path : null;
}
