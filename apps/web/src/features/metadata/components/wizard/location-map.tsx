import { Marker, NavigationControl, ScaleControl, type GeoJSONSource, type Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';

import { createBaseMap } from '../../../../components/map/create-base-map';
import { graticule, loadCountryOutlines } from '../../../../lib/map/world-outlines';
import {
  boundsOf,
  mainlandPositions,
  shapeGeometry,
  wrapLongitude,
  type LatLon,
  type MapShape,
} from './location-geometry';
import classes from './wizard.module.css';

export type LocationMapProps = {
  shape: MapShape;
  /** The points drawn: the point, the box corners or the polygon's points. */
  points: readonly LatLon[];
  /** The location's country: the map moves there while no point is set. */
  countryId: number | null;
  zoom: number;
  defaultCentre: LatLon;
  /** What a screen reader hears for the map. */
  label: string;
  onPick: (point: LatLon) => void;
};

function centreOf(points: readonly LatLon[]): LatLon | null {
  const bounds = boundsOf(points.map((point) => [point.lon, point.lat]));
  if (!bounds) return null;
  const [[west, south], [east, north]] = bounds;
  return { lat: (south + north) / 2, lon: (west + east) / 2 };
}

/** The centre of a country's mainland (world-atlas ids are ISO 3166 numeric codes, as country ids are). */
async function countryCentre(countryId: number): Promise<LatLon | null> {
  const outlines = await loadCountryOutlines('coarse');
  const code = String(countryId).padStart(3, '0');
  const country = outlines.features.find((feature) => String(feature.id) === code);
  if (!country) return null;
  const bounds = boundsOf(mainlandPositions(country.geometry));
  if (!bounds) return null;
  const [[west, south], [east, north]] = bounds;
  return { lat: (south + north) / 2, lon: (west + east) / 2 };
}

function pointElement(number: number): HTMLElement {
  const element = document.createElement('div');
  element.className = classes.mapPoint ?? '';
  element.textContent = String(number);
  // The points are listed as text inputs beside the map; the markers only show where they are.
  element.setAttribute('aria-hidden', 'true');
  return element;
}

/** A map (zoom 7) on which each click sets the point or adds a corner or polygon point. Loaded lazily. */
export function LocationMap({ shape, points, countryId, zoom, defaultCentre, label, onPick }: LocationMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const markersRef = useRef<Marker[]>([]);
  const onPickRef = useRef(onPick);
  const hasPointsRef = useRef(points.length > 0);
  const start = useRef({ centre: centreOf(points) ?? defaultCentre, zoom, label });
  const [ready, setReady] = useState(false);

  useEffect(() => {
    onPickRef.current = onPick;
    hasPointsRef.current = points.length > 0;
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const { centre, zoom: startZoom, label: startLabel } = start.current;
    const map = createBaseMap({
      container,
      centre,
      zoom: startZoom,
      look: 'standard',
      label: `${startLabel}: click to place a point; the arrow keys move the map and plus or minus zoom.`,
    });
    map.addControl(new NavigationControl({ showCompass: false }), 'bottom-right');
    map.addControl(new ScaleControl({ unit: 'metric' }), 'bottom-left');
    map.on('load', () => {
      // At zoom 7 a country's inside shows no outline: a line every degree tells where the map is.
      map.addSource('degrees', { type: 'geojson', data: { type: 'Feature', properties: {}, geometry: graticule(1) } });
      map.addLayer(
        {
          id: 'degrees',
          type: 'line',
          source: 'degrees',
          paint: { 'line-color': 'rgba(73, 80, 87, 0.14)', 'line-width': 1 },
        },
        'borders',
      );
    });
    map.on('click', (event) => onPickRef.current({ lat: event.lngLat.lat, lon: wrapLongitude(event.lngLat.lng) }));
    map.on('load', () => setReady(true));
    mapRef.current = map;
    return () => {
      markersRef.current.forEach((marker) => marker.remove());
      markersRef.current = [];
      map.remove();
      mapRef.current = null;
    };
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    if (!ready || !map) return;
    const geometry = shapeGeometry(shape, points);
    map
      .getSource<GeoJSONSource>('area')
      ?.setData(geometry ? { type: 'Feature', properties: {}, geometry } : { type: 'FeatureCollection', features: [] });
    markersRef.current.forEach((marker) => marker.remove());
    markersRef.current = points.map((point, index) =>
      new Marker({ element: pointElement(index + 1) }).setLngLat([point.lon, point.lat]).addTo(map),
    );
    // Points typed in may lie outside the view: bring them in (clicked ones always are).
    const view = map.getBounds();
    if (points.every((point) => view.contains([point.lon, point.lat]))) return;
    const bounds = boundsOf(points.map((point) => [point.lon, point.lat]));
    if (!bounds) return;
    if (points.length === 1) map.jumpTo({ center: bounds[0] });
    else map.fitBounds(bounds, { padding: 40, maxZoom: map.getZoom(), duration: 0 });
  }, [ready, shape, points]);

  // A chosen country brings the map there, as long as no point says where to look.
  useEffect(() => {
    if (!ready || countryId === null || hasPointsRef.current) return;
    let live = true;
    void countryCentre(countryId).then((centre) => {
      const map = mapRef.current;
      if (!live || !map || !centre || hasPointsRef.current) return;
      map.jumpTo({ center: [centre.lon, centre.lat], zoom: start.current.zoom });
    });
    return () => {
      live = false;
    };
  }, [ready, countryId]);

  return (
    <div className={classes.mapFrame}>
      <div ref={containerRef} className={classes.mapCanvas} role="region" aria-label={label} aria-busy={!ready} />
    </div>
  );
}
