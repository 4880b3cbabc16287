import { EmbeddedMapPage } from '../../features/catalog/components/embedded-map-page';

/** /embedded/map: the map alone, for embedding in other sites. */
export function EmbeddedMapRoute() {
  return <EmbeddedMapPage />;
}
