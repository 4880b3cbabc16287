import 'maplibre-gl/dist/maplibre-gl.css';

import { Map as MapLibreMap, setWorkerUrl, type GeoJSONSource } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';

import { mapTileUrl, mapZoomLimits } from '../../lib/map/map-settings';
import { loadCountryOutlines } from '../../lib/map/world-outlines';
import { buildMapStyle, type MapLook } from './map-style';

// The worker ships as its own file next to the bundle; the library cannot find it on its own once bundled.
setWorkerUrl(workerUrl);

export type BaseMapOptions = {
  container: HTMLElement;
  centre: { lat: number; lon: number };
  zoom: number;
  look: MapLook;
  /** What a screen reader hears for the map canvas. */
  label: string;
  interactive?: boolean;
};

/**
 * A map on the offline basemap: coarse outlines at once, fine ones when they have loaded. Import this
 * module lazily: it brings the map library with it.
 */
export function createBaseMap({
  container,
  centre,
  zoom,
  look,
  label,
  interactive = true,
}: BaseMapOptions): MapLibreMap {
  const map = new MapLibreMap({
    container,
    style: buildMapStyle(look),
    center: [centre.lon, centre.lat],
    zoom,
    minZoom: mapZoomLimits.minZoom,
    maxZoom: mapZoomLimits.maxZoom,
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
