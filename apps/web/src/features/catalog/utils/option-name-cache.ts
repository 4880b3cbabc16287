import type { Query, QueryClient } from '@tanstack/react-query';

import { searchFilterKeys, type SearchFilterKey } from '@feedmarket/contract/catalog/catalog.constants';
import type { TFacetOption, TSearchAnswer } from '@feedmarket/contract/catalog/catalog.schemas';

import type { FilterValue } from './search-state';

type NamedOption = Pick<TFacetOption, 'value' | 'name'>;

// Names of filter values seen in any answer (facets, option lists, lookups), so a chosen value keeps
// its name after it drops out of the top 20 or when a search is opened from a shared address. They are
// kept per query client: on the server, a page is drawn with the names of its own answers only, as
// the browser that takes it over knows them.
const namesByClient = new WeakMap<QueryClient, Map<string, string>>();

const keyOf = (filter: SearchFilterKey, value: FilterValue) => `${filter}:${String(value)}`;

/** The filter options an answer of the catalogue names, by filter. */
function optionsIn(query: Query): [SearchFilterKey, readonly NamedOption[]][] {
  const [domain, kind, detail] = query.queryKey;
  const data = query.state.data;
  if (domain !== 'catalog' || data === undefined) return [];
  if (kind === 'search') {
    const { facets } = data as TSearchAnswer;
    return searchFilterKeys.map((filter) => [filter, facets[filter] ?? []]);
  }
  if (kind === 'filter-options') return [[(detail as { filter: SearchFilterKey }).filter, data as NamedOption[]]];
  if (kind === 'lookup') return [[detail as SearchFilterKey, data as NamedOption[]]];
  return [];
}

/** The names `client`'s answers give, kept up to date as answers arrive (or come with the page). */
function namesOf(client: QueryClient): Map<string, string> {
  let names = namesByClient.get(client);
  if (names) return names;
  const known = new Map<string, string>();
  const remember = (query: Query) => {
    for (const [filter, options] of optionsIn(query)) {
      for (const option of options) known.set(keyOf(filter, option.value), option.name);
    }
  };
  const cache = client.getQueryCache();
  cache.getAll().forEach(remember);
  cache.subscribe((event) => {
    if (event.type === 'added' || (event.type === 'updated' && event.action.type === 'success')) remember(event.query);
  });
  names = known;
  namesByClient.set(client, names);
  return names;
}

/** The name an answer in `client` gave a filter's value, if any did. */
export function optionName(client: QueryClient, filter: SearchFilterKey, value: FilterValue): string | undefined {
  return namesOf(client).get(keyOf(filter, value));
}
