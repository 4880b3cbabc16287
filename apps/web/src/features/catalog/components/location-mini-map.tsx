import { Box, Skeleton } from '@mantine/core';
import type { Position } from 'geojson';
import { useEffect, useState } from 'react';

import { formatPoint, type LatLon } from '../utils/geo';
import { loadCountryOutlines } from '../../../lib/map/world-outlines';

// One path for the whole world in degrees (x = longitude, y = minus latitude), built once.
let worldPath: Promise<string> | null = null;

function ringPath(ring: Position[]): string {
  return `M${ring.map(([lon = 0, lat = 0]) => `${lon.toFixed(2)},${(-lat).toFixed(2)}`).join('L')}Z`;
}

function loadWorldPath(): Promise<string> {
  worldPath ??= loadCountryOutlines('coarse').then((outlines) =>
    outlines.features
      .map(({ geometry }) => {
        if (geometry.type === 'Polygon') return geometry.coordinates.map(ringPath).join('');
        if (geometry.type === 'MultiPolygon')
          return geometry.coordinates.map((polygon) => polygon.map(ringPath).join('')).join('');
        return '';
      })
      .join(''),
  );
  return worldPath;
}

/** A small static map of a feed's locations: country outlines and a dot per place, no tiles, no map library. */
export default function LocationMiniMap({ points, height = 180 }: { points: LatLon[]; height?: number }) {
  const [path, setPath] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void loadWorldPath().then((value) => live && setPath(value));
    return () => {
      live = false;
    };
  }, []);

  const lats = points.map((point) => point.lat);
  const lons = points.map((point) => point.lon);
  const spanLon = Math.max(40, (Math.max(...lons) - Math.min(...lons)) * 1.4);
  const spanLat = spanLon / 2.2;
  const centreLon = (Math.max(...lons) + Math.min(...lons)) / 2;
  const centreLat = (Math.max(...lats) + Math.min(...lats)) / 2;
  const viewBox = `${centreLon - spanLon / 2} ${-centreLat - spanLat / 2} ${spanLon} ${spanLat}`;
  const label = `Map of the feed's location${points.length > 1 ? 's' : ''}: ${points.map(formatPoint).join('; ')}`;

  if (!path) return <Skeleton h={height} radius="md" />;
  return (
    <Box
      component="svg"
      viewBox={viewBox}
      preserveAspectRatio="xMidYMid slice"
      role="img"
      aria-label={label}
      w="100%"
      h={height}
      style={{
        display: 'block',
        borderRadius: 'var(--mantine-radius-md)',
        background: 'var(--mantine-color-blue-0)',
        border: '1px solid var(--mantine-color-default-border)',
      }}
    >
      <path
        d={path}
        fill="var(--mantine-color-gray-1)"
        stroke="var(--mantine-color-gray-5)"
        strokeWidth={0.8}
        vectorEffect="non-scaling-stroke"
        fillRule="evenodd"
      />
      {points.map((point) => (
        <g key={`${point.lat},${point.lon}`}>
          <circle
            cx={point.lon}
            cy={-point.lat}
            r={spanLon / 40}
            fill="var(--mantine-primary-color-filled)"
            opacity={0.2}
          />
          <circle
            cx={point.lon}
            cy={-point.lat}
            r={spanLon / 110}
            fill="var(--mantine-primary-color-filled)"
            stroke="white"
            strokeWidth={1.5}
            vectorEffect="non-scaling-stroke"
          />
        </g>
      ))}
    </Box>
  );
}
