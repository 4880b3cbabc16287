import { formatCount } from '../../../lib/format';

const units = ['KB', 'MB', 'GB', 'TB'] as const;

/**
 * A size in bytes for people: "0 bytes", "1 byte", "512 bytes", "1.5 KB", "12 MB" (1 KB = 1024 bytes),
 * one decimal below 10 of a unit and none above.
 */
export function formatSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '–';
  if (bytes < 1024) return `${formatCount(bytes)} ${bytes === 1 ? 'byte' : 'bytes'}`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  // Rounding 1023.96 KB up to "1024 KB" would read oddly: show the next unit instead.
  const digits = value < 10 ? 1 : 0;
  if (Number(value.toFixed(digits)) >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = value < 10 ? value.toFixed(1) : formatCount(value);
  return `${shown} ${units[unit]}`;
}
