import { cookieValue } from '@feedmarket/contract/common/cookies';

import { pageCookies } from './page-render';

export { consentCookieName, tokenCookieName } from '@feedmarket/contract/common/cookies';

// The spec keeps its long-lived cookies (filter panel, cookie permission) until 2030.
const longLivedExpiry = new Date(Date.UTC(2030, 11, 31, 23, 59, 59));

type CookieOptions = { maxAgeSeconds?: number; expires?: Date };

function hasDocument(): boolean {
  return typeof document !== 'undefined';
}

/** The value of cookie `name` in a `document.cookie` style string. */
export function readCookie(name: string, source: string = pageCookies()): string | null {
  return cookieValue(source, name);
}

export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  if (!hasDocument()) return;
  const parts = [`${name}=${encodeURIComponent(value)}`, 'path=/', 'SameSite=Strict'];
  if (options.maxAgeSeconds !== undefined) parts.push(`max-age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`);
  if (options.expires) parts.push(`expires=${options.expires.toUTCString()}`);
  if (location.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
}

export function deleteCookie(name: string): void {
  writeCookie(name, '', { maxAgeSeconds: 0 });
}

/** Writes a cookie that lasts until the end of 2030. */
export function writeLongLivedCookie(name: string, value: string): void {
  writeCookie(name, value, { expires: longLivedExpiry });
}
