import {
  searchFilterKeys,
  type SearchFilterKey,
  type TSearchFilters,
} from '@feedmarket/contract/catalog/catalog.schemas';

/**
 * Every filter value a feed carries is stored as one integer in `feeds.facets`, so one GIN index
 * answers any mix of filters: code = (filter position + 1) × 10^8 + value. ISIC codes become
 * numbers first (see isicNumber) and a feed also carries the ancestors of its codes, so a filter on
 * a division finds feeds classified in its classes.
 */
const base = 100_000_000;

const filterIndex = new Map(searchFilterKeys.map((key, index) => [key, index + 1]));

/** ISIC code as a number: sections A-U are 1-21; a 2, 3 or 4 digit code is digits × 10^4 + code. */
export function isicNumber(code: string): number {
  if (/^[A-U]$/.test(code)) return code.charCodeAt(0) - 64;
  return code.length * 10_000 + Number(code);
}

export function isicCode(value: number): string {
  if (value <= 21) return String.fromCharCode(64 + value);
  const digits = Math.floor(value / 10_000);
  return String(value % 10_000).padStart(digits, '0');
}

export function encodeFacet(key: SearchFilterKey, value: number | string): number {
  const numeric = key === 'isicCode' ? isicNumber(String(value)) : Number(value);
  if (!Number.isInteger(numeric) || numeric < 0 || numeric >= base) throw new RangeError(`Bad ${key} value ${value}`);
  return filterIndex.get(key)! * base + numeric;
}

export function decodeFacet(code: number): { key: SearchFilterKey; value: number | string } {
  const key = searchFilterKeys[Math.floor(code / base) - 1]!;
  const value = code % base;
  return { key, value: key === 'isicCode' ? isicCode(value) : value };
}

/** The codes of every value of a search's filters, filter by filter. */
export function facetCodesOf(filters: TSearchFilters): number[] {
  return searchFilterKeys.flatMap((key) => (filters[key] ?? []).map((value) => encodeFacet(key, value)));
}

/** The code range of one filter, to pick its facets out of a feed's array. */
export function facetRange(key: SearchFilterKey): [number, number] {
  const start = filterIndex.get(key)! * base;
  return [start, start + base - 1];
}

/** An ISIC code and every code above it: 0111 → 0111, 011, 01, A. */
export function isicWithAncestors(code: string, parentOf: (code: string) => string | null | undefined): string[] {
  const codes: string[] = [];
  for (let current: string | null | undefined = code; current; current = parentOf(current)) codes.push(current);
  return codes;
}
