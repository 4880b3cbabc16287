import type { TContentPreview } from '@feedmarket/contract/datasets/datasets.schemas';

/** Share of control characters above which bytes are taken for a binary file. */
const binaryControlShare = 0.1;

/** Bytes to read for a preview of `length` characters: UTF-8 needs at most 4 per character. */
export const previewBytes = (length: number) => length * 4;

function looksBinary(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return true;
  let controls = 0;
  for (const byte of bytes) {
    // Tab, line feed, form feed and carriage return are text.
    if (byte < 32 && byte !== 9 && byte !== 10 && byte !== 12 && byte !== 13) controls += 1;
  }
  return bytes.length > 0 && controls / bytes.length > binaryControlShare;
}

/**
 * The start of a file as text, at most `length` characters. Bytes that are not valid UTF-8 become
 * U+FFFD and a character cut by the end of the bytes read is dropped; files that look binary (a NUL
 * byte, or many control characters) preview as nothing, with `isBinary` set.
 */
export function textPreview(bytes: Uint8Array, length: number, fileSize: number): TContentPreview {
  if (looksBinary(bytes)) return { preview: '', isBinary: true, truncated: fileSize > 0 };
  // `stream: true` keeps an incomplete last character back instead of answering U+FFFD for it.
  const decoded = new TextDecoder('utf-8', { ignoreBOM: false }).decode(bytes, { stream: true });
  const characters = Array.from(decoded);
  const preview = characters.slice(0, length).join('');
  return { preview, isBinary: false, truncated: characters.length > length || bytes.length < fileSize };
}

/**
 * A preview cut after its first `lines` lines, each kept whole with its line break; anything cut
 * makes it truncated. Binary previews hold no text and stay as they are.
 */
export function firstLines(preview: TContentPreview, lines: number): TContentPreview {
  if (preview.isBinary) return preview;
  let end = -1;
  for (let line = 0; line < lines; line += 1) {
    end = preview.preview.indexOf('\n', end + 1);
    if (end === -1) return preview;
  }
  const kept = preview.preview.slice(0, end + 1);
  return { ...preview, preview: kept, truncated: preview.truncated || kept.length < preview.preview.length };
}
