import { describe, expect, it } from 'vitest';

import {
  boundsAround,
  boxesOverlap,
  boxFromCorners,
  circleFilter,
  circleRing,
  describeGeo,
  distanceMetres,
  isSinglePlace,
  metresToMiles,
  milesToMetres,
  roundCoordinate,
  wrapLongitude,
} from './geo';

describe('radius conversion', () => {
  it('uses 1609.34 m per mile', () => {
    expect(metresToMiles(1609.34)).toBe(1);
    expect(milesToMetres(2)).toBeCloseTo(3218.68, 6);
    expect(metresToMiles(1000)).toBeCloseTo(0.62137, 5);
  });

  it('stores the default 1 km circle in miles with a rounded centre', () => {
    expect(circleFilter({ lat: 37.60049, lon: -95.66551 }, 1000)).toEqual({
      type: 'lat_lon',
      bottomLeft: { lat: 37.6, lon: -95.666 },
      radius: 0.6214,
    });
  });
});

describe('coordinates', () => {
  it('rounds to 3 decimals without negative zero', () => {
    expect(roundCoordinate(12.34567)).toBe(12.346);
    expect(roundCoordinate(-0.0001)).toBe(0);
  });

  it('wraps longitudes past the antimeridian', () => {
    expect(wrapLongitude(190)).toBe(-170);
    expect(wrapLongitude(-190)).toBe(170);
    expect(wrapLongitude(180)).toBe(180);
  });

  it('builds a box from corners dragged in any direction', () => {
    expect(boxFromCorners({ lat: 41.0004, lon: -73.5 }, { lat: 40.1, lon: -74.2 })).toEqual({
      bottomLeft: { lat: 40.1, lon: -74.2 },
      upperRight: { lat: 41, lon: -73.5 },
    });
  });

  it('tells a cluster at one place from a spread one', () => {
    expect(isSinglePlace({ bottomLeft: { lat: 1.0001, lon: 2 }, upperRight: { lat: 1.0002, lon: 2.0004 } })).toBe(true);
    expect(isSinglePlace({ bottomLeft: { lat: 1, lon: 2 }, upperRight: { lat: 1.01, lon: 2 } })).toBe(false);
  });
});

describe('circles', () => {
  it('draws a closed ring at the radius', () => {
    const centre = { lat: 51.5, lon: -0.12 };
    const ring = circleRing(centre, 1000, 32);
    expect(ring).toHaveLength(33);
    expect(ring[0]).toEqual(ring[32]);
    for (const [lon, lat] of ring) expect(distanceMetres(centre, { lat, lon })).toBeCloseTo(1000, 3);
  });

  it('describes areas for people', () => {
    expect(describeGeo({ type: 'lat_lon', bottomLeft: { lat: 37.6, lon: -95.665 }, radius: 0.6214 })).toBe(
      'Within 1 km (0.62 mi) of 37.600, -95.665',
    );
    expect(describeGeo({ type: 'bounded_box', bottomLeft: { lat: 1, lon: 2 }, upperRight: { lat: 3, lon: 4 } })).toBe(
      'Rectangle from 1.000, 2.000 to 3.000, 4.000',
    );
  });
});

describe('boundsAround', () => {
  it('spans every box, and is nothing for no boxes', () => {
    const berlin = { bottomLeft: { lat: 52.3, lon: 13.1 }, upperRight: { lat: 52.7, lon: 13.8 } };
    const munich = { bottomLeft: { lat: 48.0, lon: 11.4 }, upperRight: { lat: 48.3, lon: 11.7 } };
    expect(boundsAround([berlin, munich])).toEqual({
      bottomLeft: { lat: 48.0, lon: 11.4 },
      upperRight: { lat: 52.7, lon: 13.8 },
    });
    expect(boundsAround([])).toBeNull();
  });
});

describe('boxesOverlap', () => {
  const unitedStates = { bottomLeft: { lat: 24, lon: -125 }, upperRight: { lat: 50, lon: -66 } };
  const germany = { bottomLeft: { lat: 47, lon: 5.8 }, upperRight: { lat: 55, lon: 15 } };
  const europe = { bottomLeft: { lat: 35, lon: -10 }, upperRight: { lat: 70, lon: 40 } };

  it('tells apart boxes that share ground from those that do not', () => {
    expect(boxesOverlap(unitedStates, germany)).toBe(false);
    expect(boxesOverlap(germany, europe)).toBe(true);
    expect(boxesOverlap(europe, germany)).toBe(true);
  });
});
