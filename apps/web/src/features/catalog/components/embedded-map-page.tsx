import { Anchor, Box, Group, Paper, Skeleton, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';

import { MapBoundary } from '../../../components/map/map-boundary';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useAppSettings } from '../../../lib/app-settings';
import { useAddToWorkspace } from '../hooks/use-add-to-workspace';
import { useDebouncedRequest } from '../hooks/use-debounced-request';
import { useFeedDialog } from '../hooks/use-feed-dialog';
import { useSearchState } from '../hooks/use-search-state';
import type { LatLon } from '../utils/geo';
import { countActiveFilters, toSearchCriteria, type MapCamera } from '../utils/search-state';
import { FeedDetailDialog } from './feed-detail-dialog';
import { SameLocationDialog } from './same-location-dialog';
import { WorkspaceDialogs } from './workspace-dialogs';

const SearchMap = lazy(() => import('./map/search-map'));

/**
 * `/embedded/map`: the map alone for other sites to embed, in the hybrid look, without header,
 * footer or filter panel. Text and filters in the address still apply.
 */
export function EmbeddedMapPage() {
  useDocumentTitle('Map');
  const settings = useAppSettings();
  const { search } = useLocation();
  const { state, update } = useSearchState();
  const feedDialog = useFeedDialog(update);
  const workspace = useAddToWorkspace();
  const [sameLocation, setSameLocation] = useState<LatLon | null>(null);
  const criteria = useDebouncedRequest(toSearchCriteria(state));
  const defaultCamera: MapCamera = {
    lat: settings.initMapLat,
    lon: settings.initMapLon,
    zoom: settings.initialMapZoom,
  };
  const addOne = (feed: { id: number }) => workspace.add([feed.id]);

  // The full search opens with the same search, shown on the map.
  const fullSearch = new URLSearchParams(search);
  fullSearch.delete('feed');
  fullSearch.set('view', 'map');

  return (
    <Box component="main" h="100dvh" pos="relative" bg="#1c3448">
      <h1
        style={{
          position: 'absolute',
          width: 1,
          height: 1,
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
          whiteSpace: 'nowrap',
        }}
      >
        Map of feeds on {settings.appTitle}
      </h1>
      <MapBoundary height="100dvh" framed={false} alternative="The full search lists the same feeds.">
        <Suspense fallback={<Skeleton h="100%" radius={0} />}>
          <SearchMap
            criteria={criteria}
            camera={state.map}
            defaultCamera={defaultCamera}
            geo={state.geo}
            hasActiveCriteria={countActiveFilters(state) > 0 || state.text.trim() !== ''}
            look="hybrid"
            height="100dvh"
            onCameraChange={(camera) => update({ map: camera }, { replace: true })}
            onOpenFeed={feedDialog.open}
            onOpenLocation={setSameLocation}
          />
        </Suspense>
      </MapBoundary>
      <Paper
        pos="absolute"
        bottom={10}
        right={56}
        shadow="sm"
        radius="md"
        px="sm"
        py={6}
        withBorder
        style={{ zIndex: 2 }}
      >
        <Group gap={6} wrap="nowrap">
          <Text size="xs" fw={700}>
            {settings.appTitle}
          </Text>
          <Anchor component={Link} to={`${paths.search.getHref()}?${fullSearch.toString()}`} target="_blank" size="xs">
            Open the full search <IconExternalLink size={12} aria-hidden style={{ verticalAlign: -2 }} />
          </Anchor>
        </Group>
      </Paper>
      <SameLocationDialog
        point={sameLocation}
        criteria={criteria}
        onClose={() => setSameLocation(null)}
        onAdd={addOne}
        pendingIds={workspace.pendingIds}
      />
      <FeedDetailDialog
        feedId={state.feed}
        onClose={feedDialog.close}
        onOpenFeed={feedDialog.open}
        onAdd={addOne}
        isAdding={state.feed !== null && workspace.pendingIds.includes(state.feed)}
      />
      <WorkspaceDialogs workspace={workspace} />
    </Box>
  );
}
