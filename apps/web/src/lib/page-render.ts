/**
 * What the server assumed about the browser when it drew the page's first view: the request's cookies
 * and whether the screen is a phone's (from the user agent; the server cannot measure it). The render
 * that takes over that view (hydration) must assume the same, then catches up with the real browser.
 * On the server the page's queries call the API through `fetch`.
 */
export type PageAssumptions = { cookies: string; phone: boolean; fetch?: typeof fetch };

/** Whether this code runs on the server, drawing a page (no document there). */
export const drawingOnServer = typeof document === 'undefined';
let assumed: PageAssumptions = { cookies: '', phone: false };

/** The server sets these before drawing each page (`entry-server.tsx` draws one page at a time, so pages never mix). */
export function assumeForPage(next: PageAssumptions): void {
  assumed = next;
}

/** Whether the server assumed a phone's screen, as it drew this page (`data-screen` on the root). */
export function assumedPhone(): boolean {
  if (drawingOnServer) return assumed.phone;
  return document.getElementById('root')?.dataset.screen === 'phone';
}

/** How the app calls the API: the browser's `fetch` (read at each call, so a replaced one is honoured), or the server's. */
export function pageFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return (drawingOnServer && assumed.fetch ? assumed.fetch : globalThis.fetch)(input, init);
}

/** The cookies a render reads: the browser's, or on the server the request's. */
export function pageCookies(): string {
  return drawingOnServer ? assumed.cookies : document.cookie;
}
