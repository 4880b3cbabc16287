/** True when an `If-None-Match` header names `etag` (or is `*`); weak and strong forms compare alike. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  // What a browser sends back: the ETag it was given (every poll of the unread count).
  if (ifNoneMatch === etag) return true;
  const wanted = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === wanted;
  });
}
