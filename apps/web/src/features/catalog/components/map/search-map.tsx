import { ActionIcon, Box, Group, Loader, Paper, Text, Tooltip } from '@mantine/core';
import { IconInfoCircle, IconMapPin, IconZoomInArea } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

import type { TCluster, TGeoFilter } from '@feedmarket/contract/catalog/catalog.schemas';

import { useMapClusters } from '../../api/get-map-clusters';
import { mapDefaults } from '../../config/map-settings';
import {
  boundsAround,
  boxesOverlap,
  boxFromCorners,
  isSinglePlace,
  roundPoint,
  worldBounds,
  wrapLongitude,
  type Bounds,
  type LatLon,
} from '../../utils/geo';
import { criteriaKey, type MapCamera, type SearchCriteria } from '../../utils/search-state';
import { clusterDiameter, clusterLabel } from '../../utils/clusters';
import { formatCount } from '../../../../lib/format';
import { formatTotal } from '../../utils/text';
import {
  createMap,
  Marker,
  NavigationControl,
  showArea,
  toLngLatBounds,
  visibleBounds,
  type MapLibreMap,
} from './create-map';
import type { MapLook } from '../../../../components/map/map-style';
import classes from './map.module.css';

export type SearchMapProps = {
  /** The (debounced) text, filters and area to map. */
  criteria: SearchCriteria;
  /** The camera in the page address, or null to start from the default (and the visitor's position). */
  camera: MapCamera | null;
  defaultCamera: MapCamera;
  /** The area filter, drawn on the map. */
  geo: TGeoFilter | null;
  hasActiveCriteria: boolean;
  look: MapLook;
  height: string | number;
  onCameraChange: (camera: MapCamera) => void;
  onOpenFeed: (id: number) => void;
  onOpenLocation: (point: LatLon) => void;
  onPickArea?: () => void;
};

type MapView = { bounds: Bounds; zoom: number };

/** How close a map brought to a search's matches may zoom in: a single feed still shows its surroundings. */
const followZoomMax = 10;
type ScreenBox = { x: number; y: number; width: number; height: number };

const sameCamera = (a: MapCamera, b: MapCamera) =>
  Math.abs(a.lat - b.lat) < 0.002 && Math.abs(a.lon - b.lon) < 0.002 && Math.abs(a.zoom - b.zoom) < 0.02;

function cameraOf(map: MapLibreMap): MapCamera {
  const centre = map.getCenter();
  return { lat: centre.lat, lon: wrapLongitude(centre.lng), zoom: map.getZoom() };
}

function viewOf(map: MapLibreMap): MapView {
  return { bounds: visibleBounds(map), zoom: Math.max(0, Math.min(22, Math.round(map.getZoom()))) };
}

function markerElement(cluster: TCluster, onClick: () => void): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  const atOnePlace = cluster.count > 1 && isSinglePlace(cluster.bounds);
  const diameter = clusterDiameter(cluster.count);
  element.className = [
    classes.cluster,
    cluster.count === 1 ? classes.single : '',
    atOnePlace ? classes.place : '',
  ].join(' ');
  element.style.width = `${diameter}px`;
  element.style.height = `${diameter}px`;
  element.textContent = cluster.count > 1 ? clusterLabel(cluster.count) : '';
  element.setAttribute(
    'aria-label',
    cluster.count === 1
      ? 'Open feed details'
      : atOnePlace
        ? `${formatCount(cluster.count)} feeds at one place: list them`
        : `${formatCount(cluster.count)} feeds: zoom in`,
  );
  element.addEventListener('click', (event) => {
    event.stopPropagation();
    onClick();
  });
  return element;
}

/**
 * The map of matching feeds. Clusters come from the server for the visible area and zoom, reloaded
 * 500 ms after the map stops moving. Country outlines ship with the app: no tiles, no network.
 */
export default function SearchMap(props: SearchMapProps) {
  const { criteria, camera, geo, hasActiveCriteria, look, height, onPickArea } = props;
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const markersRef = useRef<Marker[]>([]);
  const lastCamera = useRef<MapCamera | null>(null);
  const latestProps = useRef(props);
  const initialProps = useRef(props);
  // Once the user moves the map, or it moves to a search's matches, the visitor's position no longer decides.
  const cameraChosen = useRef(false);
  // The search whose matches the map was last brought to; a camera in the address keeps the first one's view.
  const followedSearch = useRef(props.camera ? criteriaKey(props.criteria) : null);
  const [ready, setReady] = useState(false);
  const [view, setView] = useState<MapView | null>(null);
  const [drawing, setDrawing] = useState(false);
  const [zoomBox, setZoomBox] = useState<ScreenBox | null>(null);

  useEffect(() => {
    latestProps.current = props;
  });

  // The map is made once; later camera changes from the address are applied below.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const start = initialProps.current.camera ?? initialProps.current.defaultCamera;
    const map = createMap({
      container,
      centre: start,
      zoom: start.zoom,
      look: initialProps.current.look,
      label: 'Map of feeds. Use the arrow keys to move and plus or minus to zoom.',
    });
    map.addControl(new NavigationControl({ showCompass: false }), 'bottom-right');
    mapRef.current = map;

    let idleTimer = 0;
    const report = () => {
      const next = cameraOf(map);
      lastCamera.current = next;
      latestProps.current.onCameraChange(next);
      setView(viewOf(map));
    };
    map.on('load', () => {
      setReady(true);
      setView(viewOf(map));
    });
    map.on('dragstart', () => {
      cameraChosen.current = true;
    });
    map.on('zoomstart', (event) => {
      if ('originalEvent' in event && event.originalEvent) cameraChosen.current = true;
    });
    map.on('moveend', () => {
      window.clearTimeout(idleTimer);
      idleTimer = window.setTimeout(report, mapDefaults.idleReloadMs);
    });

    // Centre on the visitor when the browser allows it; otherwise the default stays, silently.
    if (!initialProps.current.camera && 'geolocation' in navigator) {
      navigator.geolocation.getCurrentPosition(
        (position) => {
          if (cameraChosen.current || !mapRef.current) return;
          map.jumpTo({ center: [position.coords.longitude, position.coords.latitude] });
        },
        () => undefined,
        { timeout: mapDefaults.geolocationTimeoutMs, maximumAge: 10 * 60_000 },
      );
    }

    return () => {
      window.clearTimeout(idleTimer);
      markersRef.current.forEach((marker) => marker.remove());
      markersRef.current = [];
      map.remove();
      mapRef.current = null;
    };
  }, []);

  // Back and forward buttons move the map to the camera in the address.
  const cameraLat = camera?.lat;
  const cameraLon = camera?.lon;
  const cameraZoom = camera?.zoom;
  useEffect(() => {
    const map = mapRef.current;
    if (!map || cameraLat === undefined || cameraLon === undefined || cameraZoom === undefined) return;
    const wanted = { lat: cameraLat, lon: cameraLon, zoom: cameraZoom };
    if (sameCamera(cameraOf(map), wanted) || (lastCamera.current && sameCamera(lastCamera.current, wanted))) return;
    map.jumpTo({ center: [cameraLon, cameraLat], zoom: cameraZoom });
  }, [cameraLat, cameraLon, cameraZoom]);

  useEffect(() => {
    if (ready && mapRef.current) showArea(mapRef.current, geo);
  }, [ready, geo]);

  const clusters = useMapClusters(view ? { ...criteria, bounds: view.bounds, zoom: view.zoom } : null);
  // Where the matches are, worldwide: the clusters of the whole map at zoom 0, asked once per search.
  const extent = useMapClusters(hasActiveCriteria ? { ...criteria, bounds: worldBounds, zoom: 0 } : null);
  const searchKey = criteriaKey(criteria);

  // A new search whose matches all lie outside the view brings the map to them.
  useEffect(() => {
    const map = mapRef.current;
    const answer = extent.data;
    if (!map || !ready || !answer || extent.isPlaceholderData || followedSearch.current === searchKey) return;
    followedSearch.current = searchKey;
    const matches = boundsAround(answer.clusters.map((cluster) => cluster.bounds));
    const inView = visibleBounds(map);
    if (!matches || answer.clusters.some((cluster) => boxesOverlap(cluster.bounds, inView))) return;
    cameraChosen.current = true;
    map.fitBounds(toLngLatBounds(matches), { padding: 60, maxZoom: followZoomMax });
  }, [ready, extent.data, extent.isPlaceholderData, searchKey]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !ready) return;
    markersRef.current.forEach((marker) => marker.remove());
    markersRef.current = (clusters.data?.clusters ?? []).map((cluster) => {
      const element = markerElement(cluster, () => {
        const { onOpenFeed, onOpenLocation } = latestProps.current;
        if (cluster.count === 1 && cluster.feedId !== null) {
          onOpenFeed(cluster.feedId);
          return;
        }
        if (isSinglePlace(cluster.bounds) || map.getZoom() >= mapDefaults.maxZoom - 0.01) {
          onOpenLocation(roundPoint(cluster.bounds.bottomLeft));
          return;
        }
        window.setTimeout(
          () => map.fitBounds(toLngLatBounds(cluster.bounds), { padding: 80, maxZoom: mapDefaults.maxZoom }),
          mapDefaults.clusterClickDelayMs,
        );
      });
      return new Marker({ element }).setLngLat([cluster.lon, cluster.lat]).addTo(map);
    });
  }, [clusters.data, ready]);

  // The zoom-area tool: drag a rectangle, the map zooms to it.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !drawing) return;
    map.dragPan.disable();
    map.boxZoom.disable();
    let start: { x: number; y: number } | null = null;
    const onDown = (event: { point: { x: number; y: number } }) => {
      start = { x: event.point.x, y: event.point.y };
      setZoomBox({ x: start.x, y: start.y, width: 0, height: 0 });
    };
    const onMove = (event: { point: { x: number; y: number } }) => {
      if (!start) return;
      setZoomBox({
        x: Math.min(start.x, event.point.x),
        y: Math.min(start.y, event.point.y),
        width: Math.abs(event.point.x - start.x),
        height: Math.abs(event.point.y - start.y),
      });
    };
    const onUp = (event: { point: { x: number; y: number } }) => {
      if (!start) return;
      const from = map.unproject([start.x, start.y]);
      const to = map.unproject([event.point.x, event.point.y]);
      const isDrag = Math.abs(event.point.x - start.x) > 8 && Math.abs(event.point.y - start.y) > 8;
      start = null;
      setZoomBox(null);
      setDrawing(false);
      if (isDrag) {
        const bounds = boxFromCorners({ lat: from.lat, lon: from.lng }, { lat: to.lat, lon: to.lng });
        map.fitBounds(toLngLatBounds(bounds), { padding: 20, maxZoom: mapDefaults.maxZoom });
      }
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      start = null;
      setZoomBox(null);
      setDrawing(false);
    };
    map.on('mousedown', onDown);
    map.on('mousemove', onMove);
    map.on('mouseup', onUp);
    window.addEventListener('keydown', onKey);
    return () => {
      map.off('mousedown', onDown);
      map.off('mousemove', onMove);
      map.off('mouseup', onUp);
      window.removeEventListener('keydown', onKey);
      map.dragPan.enable();
      map.boxZoom.enable();
    };
  }, [drawing]);

  const data = clusters.data;
  const showNoFeeds =
    hasActiveCriteria && clusters.isSuccess && !clusters.isPlaceholderData && data !== undefined && data.total === 0;

  return (
    <Box
      className={`${classes.frame} ${look === 'hybrid' ? classes.frameBare : ''} ${drawing ? classes.drawing : ''}`}
      h={height}
      aria-busy={clusters.isFetching}
    >
      <div ref={containerRef} className={classes.canvas} />
      <div className={classes.overlayTopLeft}>
        <Paper shadow="sm" radius="md" px="sm" py={6} withBorder>
          <Group gap={8} wrap="nowrap">
            {clusters.isFetching ? <Loader size={14} aria-hidden /> : <IconMapPin size={16} aria-hidden />}
            <Text size="sm" fw={600} aria-live="polite">
              {data ? `${formatTotal(data.total, false)} in this area` : 'Loading the map…'}
            </Text>
          </Group>
        </Paper>
      </div>
      <Group className={classes.overlayTopRight} gap={6}>
        <Tooltip
          label={drawing ? 'Drag a rectangle on the map (Esc to cancel)' : 'Zoom to an area you draw'}
          withArrow
          position="left"
        >
          <ActionIcon
            variant={drawing ? 'filled' : 'default'}
            size={36}
            radius="md"
            aria-label="Zoom to area"
            aria-pressed={drawing}
            onClick={() => setDrawing((current) => !current)}
          >
            <IconZoomInArea size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
        {onPickArea && (
          <Tooltip label="Search in an area" withArrow position="left">
            <ActionIcon variant="default" size={36} radius="md" aria-label="Search in an area" onClick={onPickArea}>
              <IconMapPin size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      {showNoFeeds && (
        <Paper className={classes.notice} shadow="md" radius="md" px="md" py="sm" withBorder role="status">
          <Group gap={8} wrap="nowrap">
            <IconInfoCircle size={18} aria-hidden color="var(--mantine-color-orange-6)" />
            <Text size="sm" fw={500}>
              No feeds found for the current filters in this area
            </Text>
          </Group>
        </Paper>
      )}
      {clusters.isError && (
        <Paper className={classes.notice} shadow="md" radius="md" px="md" py="sm" withBorder role="alert">
          <Text size="sm" c="red">
            The feeds cannot be placed on the map right now.
          </Text>
        </Paper>
      )}
      {zoomBox && (
        <div
          className={classes.zoomBox}
          style={{ left: zoomBox.x, top: zoomBox.y, width: zoomBox.width, height: zoomBox.height }}
        />
      )}
      <Paper
        className={classes.legend}
        shadow="xs"
        radius="md"
        px="sm"
        py={6}
        withBorder
        visibleFrom="sm"
        aria-label="Legend"
      >
        <Group gap="md" wrap="nowrap">
          <LegendDot className={classes.cluster} label="Feeds nearby" />
          <LegendDot className={`${classes.cluster} ${classes.place}`} label="Several at one place" />
          <LegendDot className={`${classes.cluster} ${classes.single}`} label="One feed" />
        </Group>
      </Paper>
    </Box>
  );
}

function LegendDot({ className, label }: { className: string | undefined; label: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <span
        className={className}
        style={{ width: 12, height: 12, boxShadow: 'none', borderWidth: 1, cursor: 'default' }}
        aria-hidden
      />
      <Text size="xs">{label}</Text>
    </Group>
  );
}
