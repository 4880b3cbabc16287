import { useSyncExternalStore } from 'react';

import type { TLoginProfile } from '@feedmarket/contract/auth/auth.schemas';
import { rememberedToken } from '@feedmarket/contract/common/cookies';

import { sessionStore } from '../browser-storage';
import { isCookieUseAllowed } from '../cookie-consent';
import { deleteCookie, tokenCookieName, writeCookie } from '../cookies';
import { drawingOnServer } from '../page-render';

/** Why a session ended, when the user should be told: they signed out, or it expired (inactivity or 401). */
export type SessionEndReason = 'logout' | 'expired';

export type SessionState =
  | { status: 'authenticated'; profile: TLoginProfile; ended: null }
  /** A remembered token is being checked with the server; guards wait. */
  | { status: 'restoring'; profile: null; ended: null }
  | { status: 'anonymous'; profile: null; ended: { reason: SessionEndReason; pathname: string } | null };

const profileKey = 'feedmarket.session';
const lastActivityKey = 'feedmarket.lastActivity';

function readRememberedToken(): string | null {
  // The rule the server applies to the page's cookies too: the token counts only with cookies allowed.
  return drawingOnServer ? null : rememberedToken(document.cookie);
}

function initialState(): SessionState {
  if (readRememberedToken()) return { status: 'restoring', profile: null, ended: null };
  return { status: 'anonymous', profile: null, ended: null };
}

let state: SessionState = initialState();

/**
 * Takes up the session this browser tab kept, when it is still a valid profile. Runs once before the
 * app renders; the profile's schema (and zod with it) loads only when there is one to check, so a
 * visitor's first page does without them.
 */
export async function restoreStoredSession(): Promise<void> {
  const text = sessionStore.getItem(profileKey);
  if (!text) return;
  try {
    const { ZLoginProfile } = await import('@feedmarket/contract/auth/auth.schemas');
    const parsed = ZLoginProfile.safeParse(JSON.parse(text));
    if (parsed.success) state = { status: 'authenticated', profile: parsed.data, ended: null };
  } catch {
    // Unreadable, or its schema could not load: the tab starts as if it had kept no session.
  }
}

/** The server draws each page as the session it checked (a remembered sign-in's) or as a visitor's. */
export function assumeSession(profile: TLoginProfile | null): void {
  state = profile
    ? { status: 'authenticated', profile, ended: null }
    : { status: 'anonymous', profile: null, ended: null };
}

const listeners = new Set<() => void>();

function setState(next: SessionState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSession(): SessionState {
  return state;
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, getSession, getSession);
}

/** The signed-in profile, or null. */
export function useProfile(): TLoginProfile | null {
  return useSession().profile;
}

/** The bearer token of the signed-in session, or null. */
export function getSessionToken(): string | null {
  return state.status === 'authenticated' ? state.profile.token : null;
}

/** The token cookie to check on page load, if the visitor allowed cookies and has one. */
export function getRememberedToken(): string | null {
  return state.status === 'restoring' ? readRememberedToken() : null;
}

/**
 * Signs the user in. The token lives in sessionStorage for the browser session; it also goes to a
 * cookie only when the user asked to be remembered and allowed cookies.
 */
export function startSession(profile: TLoginProfile, { remember }: { remember: boolean }): void {
  sessionStore.setItem(profileKey, JSON.stringify(profile));
  sessionStore.setItem(lastActivityKey, String(Date.now()));
  if (remember && isCookieUseAllowed()) {
    writeCookie(tokenCookieName, profile.token, { maxAgeSeconds: profile.tokenlifeseconds });
  } else {
    deleteCookie(tokenCookieName);
  }
  setState({ status: 'authenticated', profile, ended: null });
}

/**
 * Forgets the session everywhere (memory, sessionStorage, cookie). With a reason, the page the user
 * was on is recorded so its guard can tell "your session ended here" from "you never signed in".
 */
export function endSession(reason?: SessionEndReason): void {
  sessionStore.removeItem(profileKey);
  sessionStore.removeItem(lastActivityKey);
  deleteCookie(tokenCookieName);
  if (state.status === 'anonymous') return;
  const ended = reason ? { reason, pathname: globalThis.location?.pathname ?? '/' } : null;
  setState({ status: 'anonymous', profile: null, ended });
}

export function readLastActivity(): number | null {
  const value = Number(sessionStore.getItem(lastActivityKey));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function storeLastActivity(time: number): void {
  if (state.status === 'authenticated') sessionStore.setItem(lastActivityKey, String(time));
}
