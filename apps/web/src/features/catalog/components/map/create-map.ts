import 'maplibre-gl/dist/maplibre-gl.css';

import { Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl, type GeoJSONSource } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';

import type { TGeoFilter } from '@feedmarket/contract/catalog/catalog.schemas';

import { mapDefaults, mapTileUrl } from '../../config/map-settings';
import { clampLatitude, geoRing, type Bounds, type LatLon } from '../../utils/geo';
import { loadCountryOutlines } from '../../utils/world-outlines';
import { buildMapStyle, type MapLook } from './map-style';

// The worker ships as its own file next to the bundle; the library cannot find it on its own once bundled.
setWorkerUrl(workerUrl);

export { MapLibreMap, Marker, NavigationControl };

type CreateMapOptions = {
  container: HTMLElement;
  centre: LatLon;
  zoom: number;
  look: MapLook;
  /** What a screen reader hears for the map canvas. */
  label: string;
  interactive?: boolean;
};

/** A map on the offline basemap: coarse outlines at once, fine ones when they have loaded. */
export function createMap({ container, centre, zoom, look, label, interactive = true }: CreateMapOptions): MapLibreMap {
  const map = new MapLibreMap({
    container,
    style: buildMapStyle(look),
    center: [centre.lon, centre.lat],
    zoom,
    minZoom: mapDefaults.minZoom,
    maxZoom: mapDefaults.maxZoom,
    renderWorldCopies: false,
    attributionControl: mapTileUrl ? { compact: true } : false,
    dragRotate: false,
    pitchWithRotate: false,
    touchPitch: false,
    interactive,
  });
  map.touchZoomRotate.disableRotation();
  map.keyboard.disableRotation();
  map.getCanvas().setAttribute('aria-label', label);

  const setOutlines = (detail: 'coarse' | 'fine') =>
    loadCountryOutlines(detail).then((outlines) => {
      const source = map.getSource<GeoJSONSource>('countries');
      source?.setData(outlines);
    });
  map.once('load', () => {
    void setOutlines('coarse').then(() => setOutlines('fine'));
  });
  return map;
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
