import { describe, expect, it } from 'vitest';

import {
  countActiveFilters,
  criteriaKey,
  emptySearchState,
  parseGeo,
  parseSearchParams,
  toSearchCriteria,
  toSearchParams,
  toSearchRequest,
  toggleFilterValue,
  type SearchState,
} from './search-state';

const params = (query: string) => new URLSearchParams(query);

describe('parseSearchParams', () => {
  it('gives the defaults for an empty address', () => {
    expect(parseSearchParams(params(''))).toEqual(emptySearchState);
  });

  it('reads text, filters, view, sort, order, page, map and feed', () => {
    const state = parseSearchParams(
      params(
        'q=port&locationType=130,131&isicCode=01,H&view=map&sort=ALPHA&order=desc&page=3&lat=37.6&lon=-95.665&zoom=4&feed=12',
      ),
    );
    expect(state).toEqual<SearchState>({
      text: 'port',
      filters: { locationType: [130, 131], isicCode: ['01', 'H'] },
      view: 'map',
      sort: 'ALPHA',
      order: 'desc',
      page: 3,
      map: { lat: 37.6, lon: -95.665, zoom: 4 },
      geo: null,
      feed: 12,
    });
  });

  it('keeps ISIC codes as strings and drops values a filter cannot hold', () => {
    const state = parseSearchParams(params('isicCode=01,0111,Z,abc&country=840,x,-4,840'));
    expect(state.filters).toEqual({ isicCode: ['01', '0111'], country: [840] });
  });

  it('falls back on unreadable values', () => {
    const state = parseSearchParams(params('view=globe&sort=RANDOM&order=up&page=-2&lat=95&lon=0&zoom=3&feed=abc'));
    expect(state.view).toBeNull();
    expect(state.sort).toBe('DATEADDED');
    expect(state.order).toBe('desc');
    expect(state.page).toBe(1);
    expect(state.map).toBeNull();
    expect(state.feed).toBeNull();
  });

  it('gives each sort its own default direction', () => {
    expect(parseSearchParams(params('sort=ALPHA')).order).toBe('asc');
    expect(parseSearchParams(params('sort=INITIAL')).order).toBe('desc');
    expect(parseSearchParams(params('')).order).toBe('desc');
  });
});

describe('parseGeo', () => {
  it('reads a rectangle and a circle', () => {
    expect(parseGeo('box:40.1,-74.2,40.9,-73.5')).toEqual({
      type: 'bounded_box',
      bottomLeft: { lat: 40.1, lon: -74.2 },
      upperRight: { lat: 40.9, lon: -73.5 },
    });
    expect(parseGeo('circle:37.6,-95.665,0.6214')).toEqual({
      type: 'lat_lon',
      bottomLeft: { lat: 37.6, lon: -95.665 },
      radius: 0.6214,
    });
  });

  it('refuses malformed areas', () => {
    expect(parseGeo('box:1,2,3')).toBeNull();
    expect(parseGeo('box:50,0,40,1')).toBeNull();
    expect(parseGeo('circle:0,0,0')).toBeNull();
    expect(parseGeo('circle:100,0,1')).toBeNull();
    expect(parseGeo('polygon:1,2')).toBeNull();
  });
});

describe('toSearchParams', () => {
  it('round-trips a full state', () => {
    const state: SearchState = {
      text: 'air quality',
      filters: { country: [840, 124], isicCode: ['01'] },
      view: 'list',
      sort: 'INITIAL',
      order: 'asc',
      page: 2,
      map: { lat: 51.5074, lon: -0.1278, zoom: 9.257 },
      geo: { type: 'lat_lon', bottomLeft: { lat: 51.507, lon: -0.128 }, radius: 0.6214 },
      feed: 7,
    };
    const written = toSearchParams(state);
    expect(parseSearchParams(written)).toEqual({ ...state, map: { lat: 51.507, lon: -0.128, zoom: 9.26 } });
  });

  it('leaves defaults out and keeps parameters it does not own', () => {
    const written = toSearchParams({ ...emptySearchState, text: 'rail', page: 1 }, params('app=itsa&q=old&country=4'));
    expect(written.toString()).toBe('app=itsa&q=rail');
  });

  it('writes the direction only when it differs from the sort default', () => {
    expect(toSearchParams({ ...emptySearchState, sort: 'ALPHA', order: 'asc' }).toString()).toBe('sort=ALPHA');
    expect(toSearchParams({ ...emptySearchState, order: 'asc' }).toString()).toBe('order=asc');
  });
});

describe('toSearchRequest', () => {
  const geo = { type: 'bounded_box' as const, bottomLeft: { lat: 1, lon: 2 }, upperRight: { lat: 3, lon: 4 } };

  it('builds the request for the current page', () => {
    expect(toSearchRequest({ ...emptySearchState, text: '  rail ', page: 4, sort: 'ALPHA', order: 'asc' })).toEqual({
      text: 'rail',
      filters: {},
      geo: null,
      pageNum: 4,
      pageSize: 100,
      sort: 'ALPHA',
      order: 'asc',
    });
  });

  it('sends the area only when the location type filter holds 130', () => {
    expect(toSearchCriteria({ text: '', filters: { locationType: [131] }, geo }).geo).toBeNull();
    expect(toSearchCriteria({ text: '', filters: { locationType: [131, 130] }, geo }).geo).toEqual(geo);
  });
});

describe('criteria helpers', () => {
  it('keys criteria independently of value order', () => {
    expect(criteriaKey({ text: 'a', filters: { country: [124, 840] } })).toBe(
      criteriaKey({ text: 'a ', filters: { country: [840, 124] } }),
    );
    expect(criteriaKey({ text: 'a', filters: {} })).not.toBe(criteriaKey({ text: 'b', filters: {} }));
  });

  it('toggles values and counts active filters', () => {
    const once = toggleFilterValue({}, 'country', 840);
    expect(once).toEqual({ country: [840] });
    expect(toggleFilterValue(once, 'country', 840)).toEqual({});
    expect(countActiveFilters({ filters: { country: [840, 124], format: [501] }, geo: null })).toBe(3);
  });
});
