/**
 * What the server assumed about the browser when it drew the page's first view: the request's cookies
 * and whether the screen is a phone's (from the user agent; the server cannot measure it). The render
 * that takes over that view (hydration) must assume the same, then catches up with the real browser.
 */
export type PageAssumptions = { cookies: string; phone: boolean };

const serverDrawn = typeof document === 'undefined';
let assumed: PageAssumptions = { cookies: '', phone: false };

/** The server sets these before drawing each page (`entry-server.tsx` draws one page at a time, so pages never mix). */
export function assumeForPage(next: PageAssumptions): void {
  assumed = next;
}

/** Whether the server assumed a phone's screen, as it drew this page (`data-screen` on the root). */
export function assumedPhone(): boolean {
  if (serverDrawn) return assumed.phone;
  return document.getElementById('root')?.dataset.screen === 'phone';
}

/** The cookies a render reads: the browser's, or on the server the request's. */
export function pageCookies(): string {
  return serverDrawn ? assumed.cookies : document.cookie;
}
