/** The ranges of a location's numbers: the schemas check them, the wizard's inputs hold typing to them. */
export const locationRanges = {
  latitude: { min: -90, max: 90 },
  longitude: { min: -180, max: 180 },
  altitude: { min: -12_000, max: 100_000 },
  radius: { min: 0, max: 20_000 },
} as const;

// Feed names, descriptions and notes allow any characters, so "a letter or digit" is any script's.
const letterOrDigit = /[\p{L}\p{N}]/u;

/** Shared by feed name and description: no surrounding whitespace, no double spaces, a letter or digit. */
function isTidyText(value: string): boolean {
  return !/^\s|\s$/.test(value) && !value.includes('  ') && letterOrDigit.test(value);
}

export function isValidFeedName(value: string): boolean {
  return isTidyText(value);
}

/** The spec gives description the name's rules; "ends with a non-space" already follows from them. */
export function isValidFeedDescription(value: string): boolean {
  return isTidyText(value);
}

/** Letters, digits, dot, parentheses, quotes, space and hyphen; a digit somewhere; spaces only single and inside. */
export function isValidUniqueId(value: string): boolean {
  return (
    /^[A-Za-z0-9.()'" -]+$/.test(value) &&
    /[0-9]/.test(value) &&
    !value.startsWith(' ') &&
    !value.endsWith(' ') &&
    !value.includes('  ')
  );
}

/** Workspace/feed note; an invalid note is not submitted. */
export function isValidNote(value: string): boolean {
  // The spec words start and end differently: no whitespace may lead, no space may trail.
  return !/^\s/.test(value) && !value.includes('  ') && letterOrDigit.test(value) && !value.endsWith(' ');
}

/** Latitude/longitude text: optional minus, digits, optional decimal part (digits required after the dot). */
export function isCoordinateFormat(value: string): boolean {
  return /^-?[0-9]+(?:\.[0-9]+)?$/.test(value);
}

export function isLatitudeInRange(value: number): boolean {
  return value >= locationRanges.latitude.min && value <= locationRanges.latitude.max;
}

export function isLongitudeInRange(value: number): boolean {
  return value >= locationRanges.longitude.min && value <= locationRanges.longitude.max;
}

/** Coordinate text that is well formed and within -90..90. */
export function isValidLatitude(value: string): boolean {
  return isCoordinateFormat(value) && isLatitudeInRange(Number(value));
}

/** Coordinate text that is well formed and within -180..180. */
export function isValidLongitude(value: string): boolean {
  return isCoordinateFormat(value) && isLongitudeInRange(Number(value));
}

export const locationPointCounts = { boundedBox: 2, polygon: 5 } as const;

export type LocationShape = keyof typeof locationPointCounts;

/** True when a bounded box has exactly 2 points or a polygon exactly 5. */
export function hasLocationPointCount(shape: LocationShape, points: readonly unknown[]): boolean {
  return points.length === locationPointCounts[shape];
}

export const filterMinLength = 3;

/** Trims a filter and clears it when shorter than 3 characters, so searches run only on '' or 3+. */
export function normaliseFilterText(text: string): string {
  const trimmed = text.trim();
  return trimmed.length < filterMinLength ? '' : trimmed;
}

export type NumberBounds = { min?: number; max?: number };

function clamp(text: string, value: number, { min, max }: NumberBounds): string {
  // '' and a lone '-' or separator are half-typed numbers, not zero: leave them for the user to finish.
  if (!/[0-9]/.test(text) || Number.isNaN(value)) return text;
  if (max !== undefined && value > max) return String(max);
  if (min !== undefined && value < min) return String(min);
  return text;
}

/** Keeps an optional leading minus and the digits, drops everything else, then clamps to min/max. */
export function sanitiseInteger(input: string, bounds: NumberBounds = {}): string {
  const sign = input.trim().startsWith('-') ? '-' : '';
  const text = sign + input.replace(/[^0-9]/g, '');
  return clamp(text, Number(text), bounds);
}

/** Number value of decimal text written with a comma or a dot, or null when there is none. */
export function parseDecimal(text: string): number | null {
  if (!/[0-9]/.test(text)) return null;
  const value = Number(text.replace(',', '.'));
  return Number.isNaN(value) ? null : value;
}

/** Like sanitiseInteger, also keeping the first comma or dot (as typed) as the decimal separator. */
export function sanitiseDecimal(input: string, bounds: NumberBounds = {}): string {
  let text = input.trim().startsWith('-') ? '-' : '';
  let hasSeparator = false;
  for (const char of input) {
    if (/[0-9]/.test(char)) {
      text += char;
    } else if ((char === '.' || char === ',') && !hasSeparator) {
      text += char;
      hasSeparator = true;
    }
  }
  return clamp(text, parseDecimal(text) ?? Number.NaN, bounds);
}

/** Exact comparison: a confirmation differing only by case or spaces is a different password. */
export function isPasswordConfirmed(password: string, confirmation: string): boolean {
  return password === confirmation;
}
