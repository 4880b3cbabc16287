import type { Geometry, Position } from 'geojson';

import { locationSubTypes } from '@feedmarket/contract/catalog/metadata.schemas';
import { locationPointCounts, parseDecimal } from '@feedmarket/contract/validators/feed-rules';

export type LatLon = { lat: number; lon: number };
export type BoundsBox = [[number, number], [number, number]];

/** What the map draws for a fixed location's subtype: one point, a box from 2 corners, a polygon of 5 points. */
export type MapShape = 'point' | 'boundedBox' | 'polygon';

export function shapeOfSubType(subType: number | null): MapShape | null {
  switch (subType) {
    case locationSubTypes.point:
      return 'point';
    case locationSubTypes.boundedBox:
      return 'boundedBox';
    case locationSubTypes.polygon:
      return 'polygon';
    default:
      return null;
  }
}

/** How many points the map takes for a shape: 1, 2 corners or 5 (provider spec §9). */
export function pointLimit(shape: MapShape): number {
  return shape === 'point' ? 1 : locationPointCounts[shape];
}

/** A coordinate as the text inputs show it: at most 5 decimals (about a metre), no trailing zeros. */
export function formatCoordinate(value: number): string {
  const text = value.toFixed(5).replace(/\.?0+$/, '');
  return text === '-0' ? '0' : text;
}

/** Wraps a longitude into -180..180, as the map reports clicks beyond the antimeridian. */
export function wrapLongitude(lon: number): number {
  const wrapped = ((((lon + 180) % 360) + 360) % 360) - 180;
  return wrapped === -180 && lon > 0 ? 180 : wrapped;
}

/** Points whose text is a valid pair of numbers; the others are not drawn until they are fixed. */
export function readablePoints(points: readonly { latitude: string; longitude: string }[]): LatLon[] {
  return points.flatMap(({ latitude, longitude }) => {
    const lat = parseDecimal(latitude);
    const lon = parseDecimal(longitude);
    if (lat === null || lon === null) return [];
    if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return [];
    return [{ lat, lon }];
  });
}

/** The outline the map draws for a box or polygon, or null while there are too few points. */
export function shapeGeometry(shape: MapShape, points: readonly LatLon[]): Geometry | null {
  const position = (point: LatLon): Position => [point.lon, point.lat];
  if (shape === 'point') return null;
  if (shape === 'boundedBox') {
    if (points.length < 2) return null;
    const [a, b] = points as [LatLon, LatLon];
    const south = Math.min(a.lat, b.lat);
    const north = Math.max(a.lat, b.lat);
    const west = Math.min(a.lon, b.lon);
    const east = Math.max(a.lon, b.lon);
    return {
      type: 'Polygon',
      coordinates: [
        [
          [west, south],
          [east, south],
          [east, north],
          [west, north],
          [west, south],
        ],
      ],
    };
  }
  if (points.length < 2) return null;
  if (points.length === 2) return { type: 'LineString', coordinates: points.map(position) };
  return { type: 'Polygon', coordinates: [[...points.map(position), position(points[0]!)]] };
}

/** The box around some positions (south-west, north-east), or null for none. */
export function boundsOf(positions: readonly Position[]): BoundsBox | null {
  if (!positions.length) return null;
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const [lon = 0, lat = 0] of positions) {
    west = Math.min(west, lon);
    east = Math.max(east, lon);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return [
    [west, south],
    [east, north],
  ];
}

/** The area of a ring in square degrees (shoelace), to compare the parts of a country. */
function ringArea(ring: readonly Position[]): number {
  let sum = 0;
  ring.forEach(([lon = 0, lat = 0], index) => {
    const [nextLon = 0, nextLat = 0] = ring[(index + 1) % ring.length] ?? [];
    sum += lon * nextLat - nextLon * lat;
  });
  return Math.abs(sum) / 2;
}

/**
 * The outline of a country's largest part (the mainland), so a map centres there rather than
 * between its islands or across the antimeridian.
 */
export function mainlandPositions(geometry: Geometry): Position[] {
  if (geometry.type === 'Polygon') return geometry.coordinates[0] ?? [];
  if (geometry.type !== 'MultiPolygon') return [];
  let best: Position[] = [];
  let bestArea = -1;
  for (const polygon of geometry.coordinates) {
    const outer = polygon[0] ?? [];
    const area = ringArea(outer);
    if (area > bestArea) {
      best = outer;
      bestArea = area;
    }
  }
  return best;
}
