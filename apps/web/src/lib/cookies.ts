/** Name of the cookie that remembers the token across browser sessions (remember-me). */
export const tokenCookieName = 'feedmarket_token';
/** Name of the cookie that keeps the visitor's cookie decision. */
export const consentCookieName = 'feedmarket_cookies';

// The spec keeps its long-lived cookies (filter panel, cookie permission) until 2030.
const longLivedExpiry = new Date(Date.UTC(2030, 11, 31, 23, 59, 59));

type CookieOptions = { maxAgeSeconds?: number; expires?: Date };

function hasDocument(): boolean {
  return typeof document !== 'undefined';
}

/** The value of cookie `name` in a `document.cookie` style string. */
export function readCookie(name: string, source: string = hasDocument() ? document.cookie : ''): string | null {
  for (const part of source.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() === name) {
      try {
        return decodeURIComponent(part.slice(separator + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
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
