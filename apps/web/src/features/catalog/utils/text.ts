import { formatCount } from '../../../lib/format';

/** Search result cells show at most 50 characters (consumer spec §9); the full text goes in a tooltip. */
export const searchCellMaxLength = 50;

export type TruncatedText = { text: string; full: string; isTruncated: boolean };

/** Cuts `value` to `max` characters, ending with an ellipsis that counts as one of them. */
export function truncateText(value: string, max: number = searchCellMaxLength): TruncatedText {
  const full = value.trim().replace(/\s+/g, ' ');
  // Array.from counts characters, not UTF-16 units, so an emoji or accented letter is never cut in half.
  const characters = Array.from(full);
  if (characters.length <= max) return { text: full, full, isTruncated: false };
  return {
    text: `${characters
      .slice(0, Math.max(0, max - 1))
      .join('')
      .trimEnd()}…`,
    full,
    isTruncated: true,
  };
}

/** A list cell's values as one line. */
export function joinValues(values: readonly string[]): string {
  return values.filter((value) => value.trim() !== '').join(', ');
}

/** "1,851 feeds", "about 12,000 feeds", "1 feed". */
export function formatTotal(total: number, isEstimate: boolean, noun = 'feed'): string {
  return `${isEstimate ? 'about ' : ''}${formatCount(total)} ${noun}${total === 1 ? '' : 's'}`;
}
