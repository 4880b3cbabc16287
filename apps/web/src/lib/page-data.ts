/**
 * JSON the server wrote into the page as `<script id="…" type="application/json">` (the application's
 * settings, a remembered sign-in's profile); undefined when the page has none or it cannot be read.
 */
export function pageJson<T>(id: string, page: Pick<Document, 'getElementById'> = document): T | undefined {
  const text = page.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return (JSON.parse(text) as T | null) ?? undefined;
  } catch {
    return undefined;
  }
}
