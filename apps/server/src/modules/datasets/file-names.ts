const maxNameLength = 200;
// eslint-disable-next-line no-control-regex -- control characters are exactly what must go
const unsafeCharacters = /[\u0000-\u001f\u007f-\u009f<>:"/\\|?*\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g;
// eslint-disable-next-line no-control-regex -- control characters cannot be shown
const hiddenCharacters = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
const reservedOnWindows = /^(con|prn|aux|nul|com\d|lpt\d)(\.|$)/i;

/**
 * A name that is safe as a file name on any disk, in a zip and in a Content-Disposition header: no
 * folders (only the part after the last slash or backslash), no control or bidirectional-override
 * characters, none of the characters Windows forbids, no leading dots, at most 200 characters with
 * the extension kept. Blank results become `fallback`.
 */
export function sanitizeFileName(name: string, fallback = 'file'): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  let safe = base.normalize('NFC').replace(unsafeCharacters, '_').replace(/\s+/g, ' ').trim();
  safe = safe.replace(/^[.\s_]+/, '').replace(/[.\s]+$/, '');
  if (!safe || /^_+$/.test(safe)) return fallback;
  if (reservedOnWindows.test(safe)) safe = `_${safe}`;
  if (safe.length > maxNameLength) {
    const dot = safe.lastIndexOf('.');
    const extension = dot > 0 && safe.length - dot <= 16 ? safe.slice(dot) : '';
    safe = safe.slice(0, maxNameLength - extension.length).trimEnd() + extension;
  }
  return safe;
}

/**
 * What the uploader called the file, kept for display: without control characters or direction
 * overrides (which make `evil\u202Egpj.exe` look like `evilexe.jpg`), at most 255 characters.
 */
export function displayName(name: string, fallback = 'file'): string {
  const shown = name.replace(hiddenCharacters, '').trim().slice(0, 255);
  return shown || fallback;
}

/** Names for the entries of one zip: the same name twice becomes `name (2).ext`. */
export function uniqueNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    let candidate = name;
    const dot = name.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    for (let copy = 2; taken.has(candidate.toLowerCase()); copy += 1) candidate = `${stem} (${copy})${extension}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}
