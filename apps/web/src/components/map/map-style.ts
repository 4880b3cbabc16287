import type { FeatureCollection } from 'geojson';
import type { StyleSpecification } from 'maplibre-gl';

import { mapTileAttribution, mapTileUrl } from '../../lib/map/map-settings';
import { graticule } from '../../lib/map/world-outlines';

/** Standard: light land on a pale sea. Hybrid (embedded map): darker land and sea with a graticule. */
export type MapLook = 'standard' | 'hybrid';

const emptyCollection: FeatureCollection = { type: 'FeatureCollection', features: [] };

const colours = {
  standard: { sea: '#dfeaf4', land: '#f8f9fa', border: '#adb5bd', graticule: 'rgba(73, 80, 87, 0.08)' },
  hybrid: {
    sea: '#1c3448',
    land: '#3d5a4a',
    border: 'rgba(255, 255, 255, 0.6)',
    graticule: 'rgba(255, 255, 255, 0.16)',
  },
} as const;

/**
 * A style that needs no network: a background sea, country outlines from a GeoJSON source filled in
 * later, optional raster tiles when `mapTileUrl` is set, and the area filter drawn on top.
 */
export function buildMapStyle(look: MapLook): StyleSpecification {
  const palette = colours[look];
  const withTiles = mapTileUrl !== '';
  return {
    version: 8,
    sources: {
      countries: { type: 'geojson', data: emptyCollection },
      graticule: {
        type: 'geojson',
        data: { type: 'Feature', properties: {}, geometry: graticule(look === 'hybrid' ? 10 : 30) },
      },
      area: { type: 'geojson', data: emptyCollection },
      ...(withTiles
        ? {
            tiles: { type: 'raster', tiles: [mapTileUrl], tileSize: 256, attribution: mapTileAttribution || undefined },
          }
        : {}),
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': palette.sea } },
      ...(withTiles ? [{ id: 'tiles', type: 'raster' as const, source: 'tiles' }] : []),
      ...(withTiles
        ? []
        : [{ id: 'land', type: 'fill' as const, source: 'countries', paint: { 'fill-color': palette.land } }]),
      {
        id: 'graticule',
        type: 'line',
        source: 'graticule',
        paint: { 'line-color': palette.graticule, 'line-width': 1 },
      },
      {
        id: 'borders',
        type: 'line',
        source: 'countries',
        paint: { 'line-color': palette.border, 'line-width': ['interpolate', ['linear'], ['zoom'], 2, 0.5, 8, 1.4] },
      },
      { id: 'area-fill', type: 'fill', source: 'area', paint: { 'fill-color': '#4263eb', 'fill-opacity': 0.12 } },
      {
        id: 'area-line',
        type: 'line',
        source: 'area',
        paint: { 'line-color': '#3b5bdb', 'line-width': 2, 'line-dasharray': [2, 1.5] },
      },
    ],
  };
}
