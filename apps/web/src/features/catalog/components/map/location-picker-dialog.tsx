import { Alert, Box, Button, Checkbox, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { IconCircle, IconInfoCircle, IconRectangle, IconViewfinder } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

import type { TGeoFilter } from '@feedmarket/contract/catalog/catalog.schemas';

import { MapBoundary } from '../../../../components/map/map-boundary';
import {
  boxFilter,
  boxFromCorners,
  circleFilter,
  defaultPickerRadiusMetres,
  describeGeo,
  distanceMetres,
  geoBounds,
  milesToMetres,
  roundPoint,
  type LatLon,
} from '../../utils/geo';
import type { MapCamera } from '../../utils/search-state';
import { createMap, NavigationControl, showArea, toLngLatBounds, visibleBounds, type MapLibreMap } from './create-map';
import classes from './map.module.css';

export type LocationPickerProps = {
  opened: boolean;
  geo: TGeoFilter | null;
  camera: MapCamera;
  /** The location type filter holds 130 already. */
  applies: boolean;
  onApply: (geo: TGeoFilter, selectFixedLocation: boolean) => void;
  onRemove: () => void;
  onClose: () => void;
};

type Shape = 'rectangle' | 'circle';
type Point = { x: number; y: number };

const maxRadiusKm = 20_000;

/** Draw a rectangle or a circle (1 km by default) to search in that area. */
export default function LocationPickerDialog({
  opened,
  geo,
  camera,
  applies,
  onApply,
  onRemove,
  onClose,
}: LocationPickerProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Search in an area"
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {opened && (
        <MapBoundary height={420} alternative="The filters narrow the feeds by country and by place instead.">
          <PickerBody
            geo={geo}
            camera={camera}
            applies={applies}
            onApply={onApply}
            onRemove={onRemove}
            onClose={onClose}
          />
        </MapBoundary>
      )}
    </Modal>
  );
}

function PickerBody({ geo, camera, applies, onApply, onRemove, onClose }: Omit<LocationPickerProps, 'opened'>) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const initial = useRef({ geo, camera });
  const [ready, setReady] = useState(false);
  const [draft, setDraft] = useState<TGeoFilter | null>(geo);
  const [drawing, setDrawing] = useState<Shape | null>(null);
  const [selectFixed, setSelectFixed] = useState(true);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const start = initial.current.camera;
    const map = createMap({
      container,
      centre: start,
      zoom: start.zoom,
      look: 'standard',
      label: 'Map for choosing an area. Use the arrow keys to move and plus or minus to zoom.',
    });
    map.addControl(new NavigationControl({ showCompass: false }), 'bottom-right');
    mapRef.current = map;
    map.on('load', () => {
      setReady(true);
      const existing = initial.current.geo;
      if (existing) map.fitBounds(toLngLatBounds(geoBounds(existing)), { padding: 60, maxZoom: 15, duration: 0 });
    });
    return () => {
      map.remove();
      mapRef.current = null;
    };
  }, []);

  useEffect(() => {
    if (ready && mapRef.current) showArea(mapRef.current, draft);
  }, [ready, draft]);

  // One shape per press of a draw button; between them the map pans as usual.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !drawing) return;
    map.dragPan.disable();
    map.boxZoom.disable();
    let start: { point: Point; at: LatLon } | null = null;
    const at = (event: { lngLat: { lat: number; lng: number } }): LatLon => ({
      lat: event.lngLat.lat,
      lon: event.lngLat.lng,
    });
    const shapeTo = (end: LatLon, endPoint: Point): TGeoFilter | null => {
      if (!start) return null;
      if (drawing === 'rectangle') return boxFilter(boxFromCorners(start.at, end));
      const dragged = Math.hypot(endPoint.x - start.point.x, endPoint.y - start.point.y) > 6;
      return circleFilter(start.at, dragged ? Math.max(50, distanceMetres(start.at, end)) : defaultPickerRadiusMetres);
    };
    const onDown = (event: { point: Point; lngLat: { lat: number; lng: number } }) => {
      start = { point: event.point, at: at(event) };
      if (drawing === 'circle') setDraft(circleFilter(start.at, defaultPickerRadiusMetres));
    };
    const onMove = (event: { point: Point; lngLat: { lat: number; lng: number } }) => {
      if (!start) return;
      const dragged = Math.hypot(event.point.x - start.point.x, event.point.y - start.point.y) > 6;
      if (dragged) setDraft(shapeTo(at(event), event.point));
    };
    const onUp = (event: { point: Point; lngLat: { lat: number; lng: number } }) => {
      if (!start) return;
      const shape = shapeTo(at(event), event.point);
      const isBoxTooSmall =
        drawing === 'rectangle' && Math.hypot(event.point.x - start.point.x, event.point.y - start.point.y) < 6;
      start = null;
      if (!isBoxTooSmall) setDraft(shape);
      setDrawing(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        setDrawing(null);
      }
    };
    map.on('mousedown', onDown);
    map.on('mousemove', onMove);
    map.on('mouseup', onUp);
    window.addEventListener('keydown', onKey, true);
    return () => {
      map.off('mousedown', onDown);
      map.off('mousemove', onMove);
      map.off('mouseup', onUp);
      window.removeEventListener('keydown', onKey, true);
      map.dragPan.enable();
      map.boxZoom.enable();
    };
  }, [drawing]);

  // Keyboard alternatives to drawing: the visible area, or a circle at the map's centre.
  const useVisibleArea = () => {
    const map = mapRef.current;
    if (map) setDraft(boxFilter(visibleBounds(map)));
  };
  const circleAtCentre = () => {
    const map = mapRef.current;
    if (!map) return;
    const centre = map.getCenter();
    setDraft(circleFilter(roundPoint({ lat: centre.lat, lon: centre.lng }), defaultPickerRadiusMetres));
  };

  const radiusKm = draft?.type === 'lat_lon' ? Number((milesToMetres(draft.radius) / 1000).toFixed(3)) : null;

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Group gap="xs">
          <Button
            variant={drawing === 'rectangle' ? 'filled' : 'light'}
            leftSection={<IconRectangle size={16} aria-hidden />}
            onClick={() => setDrawing((current) => (current === 'rectangle' ? null : 'rectangle'))}
            aria-pressed={drawing === 'rectangle'}
          >
            Draw rectangle
          </Button>
          <Button
            variant={drawing === 'circle' ? 'filled' : 'light'}
            leftSection={<IconCircle size={16} aria-hidden />}
            onClick={() => setDrawing((current) => (current === 'circle' ? null : 'circle'))}
            aria-pressed={drawing === 'circle'}
          >
            Draw circle
          </Button>
        </Group>
        <Group gap="xs">
          <Button
            variant="subtle"
            size="sm"
            leftSection={<IconViewfinder size={16} aria-hidden />}
            onClick={useVisibleArea}
            disabled={!ready}
          >
            Use visible area
          </Button>
          <Button
            variant="subtle"
            size="sm"
            leftSection={<IconCircle size={16} aria-hidden />}
            onClick={circleAtCentre}
            disabled={!ready}
          >
            Circle at map centre
          </Button>
        </Group>
      </Group>
      <Text size="sm" c="dimmed" aria-live="polite">
        {drawing === 'rectangle'
          ? 'Drag on the map from one corner of the area to the other. Esc cancels.'
          : drawing === 'circle'
            ? 'Click the centre for a 1 km circle, or drag outwards to set the radius. Esc cancels.'
            : 'Move the map to the place, then choose a shape to draw.'}
      </Text>
      <Box className={`${classes.frame} ${drawing ? classes.drawing : ''}`} h={{ base: 300, sm: 420 }}>
        <div ref={containerRef} className={classes.canvas} />
      </Box>
      <Group justify="space-between" align="flex-end" gap="md">
        <Box>
          <Text size="sm" fw={600}>
            Chosen area
          </Text>
          <Text size="sm" c="dimmed" aria-live="polite">
            {draft ? describeGeo(draft) : 'None yet'}
          </Text>
        </Box>
        {draft?.type === 'lat_lon' && radiusKm !== null && (
          <NumberInput
            label="Radius (km)"
            value={radiusKm}
            min={0.05}
            max={maxRadiusKm}
            step={0.5}
            decimalScale={3}
            w={160}
            onChange={(value) => {
              const km = typeof value === 'number' ? value : Number(value);
              if (!Number.isFinite(km) || km <= 0 || km > maxRadiusKm) return;
              setDraft(circleFilter(draft.bottomLeft, km * 1000));
            }}
            description={`Stored as ${Number(draft.radius.toFixed(3))} mi`}
          />
        )}
      </Group>
      <Alert variant="light" color={applies ? 'blue' : 'yellow'} icon={<IconInfoCircle size={18} />} p="sm">
        <Stack gap={6}>
          <Text size="sm">
            The area filter applies only when the Location type filter includes Fixed location (130): feeds that move or
            have no fixed place are not searched by area.
          </Text>
          {!applies && (
            <Checkbox
              label="Also filter by Location type: Fixed location"
              checked={selectFixed}
              onChange={(event) => setSelectFixed(event.currentTarget.checked)}
            />
          )}
        </Stack>
      </Alert>
      <Group justify="space-between" pt="xs">
        <Box>
          {geo && (
            <Button variant="subtle" color="red" onClick={onRemove}>
              Remove area
            </Button>
          )}
        </Box>
        <Group gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => draft && onApply(draft, !applies && selectFixed)} disabled={!draft}>
            Apply area
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
