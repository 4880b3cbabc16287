import {
  fixedLocationType,
  searchFilterKeys,
  searchSorts,
  type SearchFilterKey,
} from '@feedmarket/contract/catalog/catalog.constants';
import type { TGeoFilter, TSearchFilters, TSearchRequest } from '@feedmarket/contract/catalog/catalog.schemas';
import type { searchViews } from '@feedmarket/contract/domain/domain.schemas';

import { roundCoordinate } from './geo';

export type SearchView = (typeof searchViews)[number];
export type SearchSort = (typeof searchSorts)[number];
export type SortOrder = 'asc' | 'desc';
export type FilterValue = number | string;
export type MapCamera = { lat: number; lon: number; zoom: number };

/** Everything a search is made of; it lives in the page address so a search can be bookmarked and shared. */
export type SearchState = {
  text: string;
  filters: TSearchFilters;
  /** Null until the visitor picks one: the application settings choose the first view. */
  view: SearchView | null;
  sort: SearchSort;
  order: SortOrder;
  page: number;
  /** Null until the map has been moved: the settings (or the visitor's position) centre it. */
  map: MapCamera | null;
  geo: TGeoFilter | null;
  /** The feed whose detail dialog is open. */
  feed: number | null;
};

/** The text, filters and area: what decides which feeds match, as opposed to how they are shown. */
export type SearchCriteria = Pick<TSearchRequest, 'text' | 'filters' | 'geo'>;

export const searchPageSize = 100;
export const maxFilterValues = 50;
const maxPage = 10_000;
const maxTextLength = 200;

/** Each sort's own direction (consumer spec §9): newest first, names A to Z, best match first. */
export const defaultOrders: Record<SearchSort, SortOrder> = { DATEADDED: 'desc', ALPHA: 'asc', INITIAL: 'desc' };

export const emptySearchState: SearchState = {
  text: '',
  filters: {},
  view: null,
  sort: 'DATEADDED',
  order: 'desc',
  page: 1,
  map: null,
  geo: null,
  feed: null,
};

// Address parameters besides the filters, whose names are the filter keys themselves.
const param = {
  text: 'q',
  view: 'view',
  sort: 'sort',
  order: 'order',
  page: 'page',
  lat: 'lat',
  lon: 'lon',
  zoom: 'zoom',
  geo: 'geo',
  feed: 'feed',
} as const;
const managedParams: readonly string[] = [...Object.values(param), ...searchFilterKeys];

const isicValue = /^([A-U]|\d{2,4})$/;
const integerValue = /^\d{1,9}$/;

function parseFilterValues(key: SearchFilterKey, raw: string): FilterValue[] {
  const values: FilterValue[] = [];
  for (const part of raw.split(',')) {
    const item = part.trim();
    if (!item) continue;
    // ISIC codes are strings ("01" is not 1); every other filter holds lookup ids.
    const value =
      key === 'isicCode' ? (isicValue.test(item) ? item : null) : integerValue.test(item) ? Number(item) : null;
    if (value !== null && !values.includes(value)) values.push(value);
  }
  return values.slice(0, maxFilterValues);
}

function parseNumber(raw: string | null, min: number, max: number): number | null {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) && value >= min && value <= max ? value : null;
}

function parseNumbers(raw: string, count: number): number[] | null {
  const parts = raw.split(',').map((part) => Number(part));
  return parts.length === count && parts.every((part) => Number.isFinite(part)) ? parts : null;
}

const validLat = (value: number) => value >= -90 && value <= 90;
const validLon = (value: number) => value >= -180 && value <= 180;

/** `box:south,west,north,east` or `circle:lat,lon,radiusMiles`. */
export function parseGeo(raw: string | null): TGeoFilter | null {
  if (!raw) return null;
  const [kind, rest = ''] = raw.split(':', 2);
  if (kind === 'box') {
    const numbers = parseNumbers(rest, 4);
    if (!numbers) return null;
    const [south = 0, west = 0, north = 0, east = 0] = numbers;
    if (![south, north].every(validLat) || ![west, east].every(validLon) || south > north) return null;
    return { type: 'bounded_box', bottomLeft: { lat: south, lon: west }, upperRight: { lat: north, lon: east } };
  }
  if (kind === 'circle') {
    const numbers = parseNumbers(rest, 3);
    if (!numbers) return null;
    const [lat = 0, lon = 0, radius = 0] = numbers;
    if (!validLat(lat) || !validLon(lon) || !(radius > 0) || radius > 12_500) return null;
    return { type: 'lat_lon', bottomLeft: { lat, lon }, radius };
  }
  return null;
}

export function formatGeo(geo: TGeoFilter): string {
  const r = roundCoordinate;
  if (geo.type === 'bounded_box') {
    return `box:${r(geo.bottomLeft.lat)},${r(geo.bottomLeft.lon)},${r(geo.upperRight.lat)},${r(geo.upperRight.lon)}`;
  }
  return `circle:${r(geo.bottomLeft.lat)},${r(geo.bottomLeft.lon)},${Number(geo.radius.toFixed(4))}`;
}

/** Reads the search from the page address; anything unreadable falls back to its default. */
export function parseSearchParams(params: URLSearchParams): SearchState {
  const filters: TSearchFilters = {};
  for (const key of searchFilterKeys) {
    const raw = params.get(key);
    if (!raw) continue;
    const values = parseFilterValues(key, raw);
    if (values.length > 0) filters[key] = values;
  }

  const viewParam = params.get(param.view);
  const view: SearchView | null =
    viewParam === 'list' || viewParam === 'tile' || viewParam === 'map' ? viewParam : null;
  const sortParam = params.get(param.sort)?.toUpperCase();
  const sort: SearchSort = (searchSorts as readonly string[]).includes(sortParam ?? '')
    ? (sortParam as SearchSort)
    : 'DATEADDED';
  const orderParam = params.get(param.order);
  const order: SortOrder = orderParam === 'asc' || orderParam === 'desc' ? orderParam : defaultOrders[sort];
  const page = Math.floor(parseNumber(params.get(param.page), 1, maxPage) ?? 1);

  const lat = parseNumber(params.get(param.lat), -90, 90);
  const lon = parseNumber(params.get(param.lon), -180, 180);
  const zoom = parseNumber(params.get(param.zoom), 0, 22);
  const map = lat !== null && lon !== null && zoom !== null ? { lat, lon, zoom } : null;

  const feed = parseNumber(params.get(param.feed), 1, 2_147_483_647);

  return {
    text: (params.get(param.text) ?? '').slice(0, maxTextLength),
    filters,
    view,
    sort,
    order,
    page,
    map,
    geo: parseGeo(params.get(param.geo)),
    feed: feed === null ? null : Math.floor(feed),
  };
}

/**
 * Writes the search into the page address, keeping parameters it does not own (such as `app`).
 * Defaults are left out so a plain search has a plain address.
 */
export function toSearchParams(state: SearchState, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const name of managedParams) params.delete(name);

  if (state.text) params.set(param.text, state.text);
  for (const key of searchFilterKeys) {
    const values = state.filters[key];
    if (values && values.length > 0) params.set(key, values.join(','));
  }
  if (state.geo) params.set(param.geo, formatGeo(state.geo));
  if (state.view) params.set(param.view, state.view);
  if (state.sort !== 'DATEADDED') params.set(param.sort, state.sort);
  if (state.order !== defaultOrders[state.sort]) params.set(param.order, state.order);
  if (state.page > 1) params.set(param.page, String(state.page));
  if (state.map) {
    params.set(param.lat, String(roundCoordinate(state.map.lat)));
    params.set(param.lon, String(roundCoordinate(state.map.lon)));
    params.set(param.zoom, String(Math.round(state.map.zoom * 100) / 100));
  }
  if (state.feed !== null) params.set(param.feed, String(state.feed));
  return params;
}

/** True when the location type filter holds 130 (fixed location): only then does the area filter apply. */
export function isGeoApplicable(filters: TSearchFilters): boolean {
  return (filters.locationType ?? []).includes(fixedLocationType);
}

/** The text, filters and area of a search; the area is sent only when it applies. */
export function toSearchCriteria(state: Pick<SearchState, 'text' | 'filters' | 'geo'>): SearchCriteria {
  return {
    text: state.text.trim(),
    filters: state.filters,
    geo: state.geo && isGeoApplicable(state.filters) ? state.geo : null,
  };
}

/** The request for one page of results. */
export function toSearchRequest(state: SearchState, pageSize: number = searchPageSize): TSearchRequest {
  return { ...toSearchCriteria(state), pageNum: state.page, pageSize, sort: state.sort, order: state.order };
}

/** A stable key of the criteria: equal criteria give equal keys whatever the order of keys and values. */
export function criteriaKey(criteria: SearchCriteria): string {
  const filters = Object.fromEntries(
    searchFilterKeys
      .map((key) => [key, [...(criteria.filters?.[key] ?? [])].map(String).sort()] as const)
      .filter(([, values]) => values.length > 0),
  );
  return JSON.stringify({ text: (criteria.text ?? '').trim(), filters, geo: criteria.geo ?? null });
}

/** How many filters (values) and areas are set, for the "Filters" button's badge. */
export function countActiveFilters(state: Pick<SearchState, 'filters' | 'geo'>): number {
  const values = searchFilterKeys.reduce((sum, key) => sum + (state.filters[key]?.length ?? 0), 0);
  return values + (state.geo ? 1 : 0);
}

/** Adds or removes one value of one filter. */
export function toggleFilterValue(filters: TSearchFilters, key: SearchFilterKey, value: FilterValue): TSearchFilters {
  const current = filters[key] ?? [];
  const next = current.includes(value)
    ? current.filter((item) => item !== value)
    : [...current, value].slice(0, maxFilterValues);
  return setFilterValues(filters, key, next);
}

/** Replaces one filter's values; an empty list removes the filter. */
export function setFilterValues(
  filters: TSearchFilters,
  key: SearchFilterKey,
  values: readonly FilterValue[],
): TSearchFilters {
  const next: TSearchFilters = { ...filters };
  if (values.length === 0) delete next[key];
  else next[key] = values.slice(0, maxFilterValues);
  return next;
}
