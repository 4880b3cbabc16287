import { useSyncExternalStore } from 'react';

import { consentCookieName, deleteCookie, readCookie, tokenCookieName, writeLongLivedCookie } from './cookies';

export type CookieConsent = 'allowed' | 'declined';

const listeners = new Set<() => void>();

function readConsent(): CookieConsent | null {
  const value = readCookie(consentCookieName);
  return value === 'allowed' || value === 'declined' ? value : null;
}

let consent = readConsent();

/** Reads the decision again: the server does for each page it draws. */
export function rereadCookieConsent(): void {
  consent = readConsent();
}

/** The visitor's cookie decision, or null before they made one. */
export function getCookieConsent(): CookieConsent | null {
  return consent;
}

export function isCookieUseAllowed(): boolean {
  return consent === 'allowed';
}

/** Stores the decision (itself a cookie, as the spec says); declining forgets a remembered sign-in. */
export function setCookieConsent(next: CookieConsent): void {
  consent = next;
  writeLongLivedCookie(consentCookieName, next);
  if (next === 'declined') deleteCookie(tokenCookieName);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCookieConsent(): CookieConsent | null {
  return useSyncExternalStore(subscribe, getCookieConsent, getCookieConsent);
}
