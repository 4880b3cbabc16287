// Apart from the schemas: the feed details build these links on pages that load without zod.

/**
 * The `:provider` part of `/go/:provider`: the organisation's id, then its name for people to read
 * (`2-northwind-sensors`). Only the id counts, so a renamed provider's old links still work.
 */
export function providerSlug(id: number, name: string): string {
  const words = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return words ? `${id}-${words}` : String(id);
}

/** The organisation id of a `/go/:provider` part, or null when it names none. */
export function providerIdOf(slug: string): number | null {
  const match = /^([1-9]\d{0,9})(?:-|$)/.exec(slug);
  const id = match ? Number(match[1]) : NaN;
  return id <= 2_147_483_647 ? id : null;
}
