/** Keeps only the last part of a name a server or a zip may give with folders, so it stays a plain file name. */
function baseName(name: string): string {
  return name.split(/[/\\]/).pop()?.trim() ?? '';
}

function decodeExtended(value: string): string | null {
  // RFC 5987: charset'language'percent-encoded; browsers only need UTF-8 (and ISO-8859-1, decoded the same for ASCII).
  const match = value.match(/^([\w!#$%&+^`{}~-]*)'[\w-]*'(.+)$/);
  if (!match) return null;
  try {
    return decodeURIComponent(match[2]!);
  } catch {
    return null;
  }
}

/**
 * The file name of a `Content-Disposition` header: `filename*` (RFC 5987, UTF-8) first, then a quoted
 * or bare `filename`; null when the header names none.
 */
export function fileNameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const params = new Map<string, string>();
  // Parameters are `name=token` or `name="quoted \"text\""`, separated by semicolons.
  const pattern = /;\s*([^\s=;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g;
  for (const [, name, raw] of header.matchAll(pattern)) {
    const value = raw!.startsWith('"') ? raw!.slice(1, -1).replace(/\\(.)/g, '$1') : raw!.trim();
    params.set(name!.toLowerCase(), value);
  }
  const extended = params.get('filename*');
  const decoded = extended ? decodeExtended(extended) : null;
  const name = baseName(decoded ?? params.get('filename') ?? '');
  return name || null;
}
