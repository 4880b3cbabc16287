import { Map as MapLibreMap, Marker, NavigationControl, type GeoJSONSource } from 'maplibre-gl';

import type { TGeoFilter } from '@feedmarket/contract/catalog/catalog.schemas';

import { createBaseMap, type BaseMapOptions } from '../../../../components/map/create-base-map';
import { clampLatitude, geoRing, type Bounds, type LatLon } from '../../utils/geo';

export { MapLibreMap, Marker, NavigationControl };

type CreateMapOptions = BaseMapOptions & { centre: LatLon };

/** A map on the offline basemap shared with the other maps of the app (components/map). */
export function createMap(options: CreateMapOptions): MapLibreMap {
  return createBaseMap(options);
}

/** Draws the area filter (or nothing) on a map made by `createMap`. */
export function showArea(map: MapLibreMap, geo: TGeoFilter | null): void {
  const source = map.getSource<GeoJSONSource>('area');
  if (!source) return;
  source.setData(
    geo
      ? { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [geoRing(geo)] } }
      : { type: 'FeatureCollection', features: [] },
  );
}

/** The visible area, within the ranges the API accepts. */
export function visibleBounds(map: MapLibreMap): Bounds {
  const bounds = map.getBounds();
  const clampLon = (lon: number) => Math.max(-180, Math.min(180, lon));
  return {
    bottomLeft: { lat: clampLatitude(bounds.getSouth()), lon: clampLon(bounds.getWest()) },
    upperRight: { lat: clampLatitude(bounds.getNorth()), lon: clampLon(bounds.getEast()) },
  };
}

export function toLngLatBounds(bounds: Bounds): [[number, number], [number, number]] {
  return [
    [bounds.bottomLeft.lon, bounds.bottomLeft.lat],
    [bounds.upperRight.lon, bounds.upperRight.lat],
  ];
}
