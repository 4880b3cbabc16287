import { describe, expect, it } from 'vitest';

import {
  boundsOf,
  formatCoordinate,
  mainlandPositions,
  pointLimit,
  readablePoints,
  shapeGeometry,
  shapeOfSubType,
  wrapLongitude,
} from './location-geometry';

describe('location geometry', () => {
  it('knows the shape and point count of each fixed-location subtype', () => {
    expect(shapeOfSubType(10002)).toBeNull();
    expect(shapeOfSubType(10003)).toBe('point');
    expect(shapeOfSubType(10007)).toBe('boundedBox');
    expect(shapeOfSubType(10008)).toBe('polygon');
    expect([pointLimit('point'), pointLimit('boundedBox'), pointLimit('polygon')]).toEqual([1, 2, 5]);
  });

  it('writes coordinates with at most 5 decimals and no trailing zeros', () => {
    expect(formatCoordinate(47.606209123)).toBe('47.60621');
    expect(formatCoordinate(-122.5)).toBe('-122.5');
    expect(formatCoordinate(10)).toBe('10');
    expect(formatCoordinate(-0.000001)).toBe('0');
  });

  it('wraps longitudes into -180..180', () => {
    expect(wrapLongitude(190)).toBe(-170);
    expect(wrapLongitude(-190)).toBe(170);
    expect(wrapLongitude(180)).toBe(180);
  });

  it('draws only the points whose text is a valid pair', () => {
    expect(
      readablePoints([
        { latitude: '1', longitude: '2' },
        { latitude: '', longitude: '2' },
        { latitude: '95', longitude: '2' },
        { latitude: 'x', longitude: '2' },
      ]),
    ).toEqual([{ lat: 1, lon: 2 }]);
  });

  it('draws a box from two corners in any order and a polygon from its points', () => {
    expect(shapeGeometry('boundedBox', [{ lat: 2, lon: 3 }])).toBeNull();
    expect(
      shapeGeometry('boundedBox', [
        { lat: 2, lon: 3 },
        { lat: 1, lon: 1 },
      ]),
    ).toEqual({
      type: 'Polygon',
      coordinates: [
        [
          [1, 1],
          [3, 1],
          [3, 2],
          [1, 2],
          [1, 1],
        ],
      ],
    });
    expect(
      shapeGeometry('polygon', [
        { lat: 0, lon: 0 },
        { lat: 1, lon: 1 },
      ]),
    ).toEqual({
      type: 'LineString',
      coordinates: [
        [0, 0],
        [1, 1],
      ],
    });
    const triangle = shapeGeometry('polygon', [
      { lat: 0, lon: 0 },
      { lat: 1, lon: 1 },
      { lat: 0, lon: 2 },
    ]);
    expect(triangle?.type === 'Polygon' && triangle.coordinates[0]).toEqual([
      [0, 0],
      [1, 1],
      [2, 0],
      [0, 0],
    ]);
    expect(shapeGeometry('point', [{ lat: 0, lon: 0 }])).toBeNull();
  });

  it('finds the box around positions and the mainland of a country', () => {
    expect(boundsOf([])).toBeNull();
    expect(
      boundsOf([
        [1, 5],
        [-3, 2],
      ]),
    ).toEqual([
      [-3, 2],
      [1, 5],
    ]);
    const island = [
      [170, 50],
      [171, 50],
      [171, 51],
      [170, 50],
    ];
    const mainland = [
      [-120, 30],
      [-80, 30],
      [-80, 45],
      [-120, 30],
    ];
    expect(mainlandPositions({ type: 'MultiPolygon', coordinates: [[island], [mainland]] })).toEqual(mainland);
    expect(mainlandPositions({ type: 'Polygon', coordinates: [island] })).toEqual(island);
  });
});
