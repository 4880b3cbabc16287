import { milesInMetres } from '@feedmarket/contract/catalog/catalog.constants';
import type { TGeoFilter } from '@feedmarket/contract/catalog/catalog.schemas';

export type LatLon = { lat: number; lon: number };
export type Bounds = { bottomLeft: LatLon; upperRight: LatLon };

/** The location picker's circle starts at 1 km (consumer spec §9). */
export const defaultPickerRadiusMetres = 1000;

/** Coordinates are kept to 3 decimals (about 100 m), as the map and the same-location search use them. */
export function roundCoordinate(value: number): number {
  const rounded = Math.round(value * 1000) / 1000;
  // Avoid "-0" in addresses and labels.
  return Object.is(rounded, -0) ? 0 : rounded;
}

export function roundPoint(point: LatLon): LatLon {
  return { lat: roundCoordinate(point.lat), lon: roundCoordinate(point.lon) };
}

/** The geo filter stores a radius in miles (1609.34 m each). */
export function metresToMiles(metres: number): number {
  return metres / milesInMetres;
}

export function milesToMetres(miles: number): number {
  return miles * milesInMetres;
}

/** Wraps a longitude into -180..180, as the map reports positions beyond the antimeridian. */
export function wrapLongitude(lon: number): number {
  const wrapped = ((((lon + 180) % 360) + 360) % 360) - 180;
  return wrapped === -180 && lon > 0 ? 180 : wrapped;
}

export function clampLatitude(lat: number): number {
  return Math.max(-90, Math.min(90, lat));
}

/** The whole map, as the cluster grid's widest question asks for it. */
export const worldBounds: Bounds = { bottomLeft: { lat: -90, lon: -180 }, upperRight: { lat: 90, lon: 180 } };

/** The smallest box holding all of `boxes`, or null when there are none. */
export function boundsAround(boxes: readonly Bounds[]): Bounds | null {
  if (boxes.length === 0) return null;
  return {
    bottomLeft: {
      lat: Math.min(...boxes.map((box) => box.bottomLeft.lat)),
      lon: Math.min(...boxes.map((box) => box.bottomLeft.lon)),
    },
    upperRight: {
      lat: Math.max(...boxes.map((box) => box.upperRight.lat)),
      lon: Math.max(...boxes.map((box) => box.upperRight.lon)),
    },
  };
}

/** True when the two boxes share any ground (touching edges count). */
export function boxesOverlap(a: Bounds, b: Bounds): boolean {
  return (
    a.bottomLeft.lat <= b.upperRight.lat &&
    b.bottomLeft.lat <= a.upperRight.lat &&
    a.bottomLeft.lon <= b.upperRight.lon &&
    b.bottomLeft.lon <= a.upperRight.lon
  );
}

/** The box spanned by two corners dragged in any direction. */
export function boxFromCorners(a: LatLon, b: LatLon): Bounds {
  return {
    bottomLeft: roundPoint({ lat: clampLatitude(Math.min(a.lat, b.lat)), lon: Math.min(a.lon, b.lon) }),
    upperRight: roundPoint({ lat: clampLatitude(Math.max(a.lat, b.lat)), lon: Math.max(a.lon, b.lon) }),
  };
}

/** True when a cluster's feeds all sit at one place (to 3 decimals): zooming in cannot split it. */
export function isSinglePlace(bounds: Bounds): boolean {
  return (
    roundCoordinate(bounds.bottomLeft.lat) === roundCoordinate(bounds.upperRight.lat) &&
    roundCoordinate(bounds.bottomLeft.lon) === roundCoordinate(bounds.upperRight.lon)
  );
}

const earthRadiusMetres = 6_371_008.8;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/** Great-circle distance in metres. */
export function distanceMetres(a: LatLon, b: LatLon): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLon = toRadians(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusMetres * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The point `distance` metres from `origin` in direction `bearing` (degrees from north). */
export function destination(origin: LatLon, distance: number, bearing: number): LatLon {
  const angular = distance / earthRadiusMetres;
  const theta = toRadians(bearing);
  const lat1 = toRadians(origin.lat);
  const lon1 = toRadians(origin.lon);
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(theta));
  const lon2 =
    lon1 +
    Math.atan2(
      Math.sin(theta) * Math.sin(angular) * Math.cos(lat1),
      Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2),
    );
  return { lat: toDegrees(lat2), lon: toDegrees(lon2) };
}

/** A circle as a closed ring of [lon, lat] positions, for drawing on the map. */
export function circleRing(centre: LatLon, radiusMetres: number, steps = 64): [number, number][] {
  const ring: [number, number][] = [];
  for (let step = 0; step <= steps; step += 1) {
    const point = destination(centre, radiusMetres, (step / steps) * 360);
    ring.push([point.lon, point.lat]);
  }
  return ring;
}

export function boxRing(bounds: Bounds): [number, number][] {
  const { bottomLeft: sw, upperRight: ne } = bounds;
  return [
    [sw.lon, sw.lat],
    [ne.lon, sw.lat],
    [ne.lon, ne.lat],
    [sw.lon, ne.lat],
    [sw.lon, sw.lat],
  ];
}

/** The outline of a geo filter as a ring of [lon, lat] positions. */
export function geoRing(geo: TGeoFilter): [number, number][] {
  if (geo.type === 'bounded_box') return boxRing({ bottomLeft: geo.bottomLeft, upperRight: geo.upperRight });
  return circleRing(geo.bottomLeft, milesToMetres(geo.radius));
}

/** The box around a geo filter, to fit the map to it. */
export function geoBounds(geo: TGeoFilter): Bounds {
  if (geo.type === 'bounded_box') return { bottomLeft: geo.bottomLeft, upperRight: geo.upperRight };
  const ring = circleRing(geo.bottomLeft, milesToMetres(geo.radius), 16);
  const lats = ring.map(([, lat]) => lat);
  const lons = ring.map(([lon]) => lon);
  return {
    bottomLeft: { lat: Math.min(...lats), lon: Math.min(...lons) },
    upperRight: { lat: Math.max(...lats), lon: Math.max(...lons) },
  };
}

/** A distance for people: metres below 1 km, kilometres above, with the miles the filter stores. */
export function formatRadius(miles: number): string {
  const metres = milesToMetres(miles);
  const metric =
    metres < 1000 ? `${Math.round(metres)} m` : `${Number((metres / 1000).toFixed(metres < 10_000 ? 2 : 1))} km`;
  return `${metric} (${Number(miles.toFixed(2))} mi)`;
}

export function formatPoint(point: LatLon): string {
  return `${roundCoordinate(point.lat).toFixed(3)}, ${roundCoordinate(point.lon).toFixed(3)}`;
}

/** A one-line description of the area filter. */
export function describeGeo(geo: TGeoFilter): string {
  if (geo.type === 'bounded_box') {
    return `Rectangle from ${formatPoint(geo.bottomLeft)} to ${formatPoint(geo.upperRight)}`;
  }
  return `Within ${formatRadius(geo.radius)} of ${formatPoint(geo.bottomLeft)}`;
}

/** A circle filter: centre rounded to 3 decimals, radius in miles. */
export function circleFilter(centre: LatLon, radiusMetres: number): TGeoFilter {
  return { type: 'lat_lon', bottomLeft: roundPoint(centre), radius: Number(metresToMiles(radiusMetres).toFixed(4)) };
}

export function boxFilter(bounds: Bounds): TGeoFilter {
  return { type: 'bounded_box', bottomLeft: roundPoint(bounds.bottomLeft), upperRight: roundPoint(bounds.upperRight) };
}
