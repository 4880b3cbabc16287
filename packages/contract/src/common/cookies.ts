/** Name of the cookie that remembers the token across browser sessions (remember-me). */
export const tokenCookieName = 'feedmarket_token';
/** Name of the cookie that keeps the visitor's cookie decision ('allowed' or 'declined'). */
export const consentCookieName = 'feedmarket_cookies';

/** The value of cookie `name` in a `Cookie` header or a `document.cookie` string. */
export function cookieValue(source: string, name: string): string | null {
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

/** The remembered token a browser sends, when its cookie decision allows remembering it. */
export function rememberedToken(source: string): string | null {
  return cookieValue(source, consentCookieName) === 'allowed' ? cookieValue(source, tokenCookieName) : null;
}
