/**
 * The query of the metadata configuration page that opens the wizard for a new feed: `?feed=new`
 * starts blank, `?feed=new&preset=2` from preset 2. In the address, so Back closes the wizard.
 */
export type NewFeedRequest = { presetId?: number };

export function newFeedSearch(presetId?: number): string {
  const search = new URLSearchParams({ feed: 'new' });
  if (presetId !== undefined) search.set('preset', String(presetId));
  return `?${search.toString()}`;
}

/** The new feed the query asks for, or null for none; a malformed preset id starts blank. */
export function readNewFeedRequest(search: URLSearchParams): NewFeedRequest | null {
  if (search.get('feed') !== 'new') return null;
  const preset = search.get('preset');
  if (preset === null || !/^\d+$/.test(preset)) return {};
  const presetId = Number(preset);
  return presetId > 0 && Number.isSafeInteger(presetId) ? { presetId } : {};
}
