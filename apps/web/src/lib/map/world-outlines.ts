import type { FeatureCollection, Geometry, MultiLineString } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

export type CountryOutlines = FeatureCollection<Geometry, { name?: string }>;
export type OutlineDetail = 'coarse' | 'fine';

// Both files ship with the app (world-atlas), so the map needs no network. The coarse one (40 KB
// gzip) draws at once; the fine one (240 KB gzip) follows for closer zooms.
const loaders: Record<OutlineDetail, () => Promise<{ default: unknown }>> = {
  coarse: () => import('world-atlas/countries-110m.json'),
  fine: () => import('world-atlas/countries-50m.json'),
};

const cache = new Map<OutlineDetail, Promise<CountryOutlines>>();

/** Country outlines as GeoJSON, converted once per detail level. */
export function loadCountryOutlines(detail: OutlineDetail): Promise<CountryOutlines> {
  let outlines = cache.get(detail);
  if (!outlines) {
    outlines = loaders[detail]().then((module) => {
      const topology = module.default as Topology<{ countries: GeometryCollection<{ name?: string }> }>;
      return feature(topology, topology.objects.countries) as CountryOutlines;
    });
    cache.set(detail, outlines);
  }
  return outlines;
}

/** Lines of latitude and longitude every `step` degrees, for the embedded map's hybrid look. */
export function graticule(step = 15): MultiLineString {
  const lines: [number, number][][] = [];
  for (let lon = -180; lon <= 180; lon += step) {
    const line: [number, number][] = [];
    for (let lat = -85; lat <= 85; lat += 5) line.push([lon, lat]);
    lines.push(line);
  }
  for (let lat = -75; lat <= 75; lat += step) {
    const line: [number, number][] = [];
    for (let lon = -180; lon <= 180; lon += 5) line.push([lon, lat]);
    lines.push(line);
  }
  return { type: 'MultiLineString', coordinates: lines };
}
