import { SearchPage } from '../../features/catalog/components/search-page';

/** `/`: the search page. */
export function SearchRoute() {
  return <SearchPage />;
}
