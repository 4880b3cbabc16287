import { Alert, Box, Button, Container, Flex, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useDeferredValue, useMemo, useState } from 'react';

import {
  fixedLocationType,
  searchPageSizeMax,
  type SearchFilterKey,
} from '@feedmarket/contract/catalog/catalog.constants';
import type { TFeedSummary, TGeoFilter, TSearchFilters } from '@feedmarket/contract/catalog/catalog.schemas';

import { MapBoundary } from '../../../components/map/map-boundary';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useOpenedOnce } from '../../../hooks/use-opened-once';
import { errorMessage } from '../../../lib/api-client';
import { useAppSettings } from '../../../lib/app-settings';
import { lazyComponent } from '../../../lib/lazy-component';
import { showNotice } from '../../../lib/notify';
import { useSearchFeeds } from '../api/search-feeds';
import { useAddToWorkspace } from '../hooks/use-add-to-workspace';
import { useDebouncedRequest } from '../hooks/use-debounced-request';
import { feedDialogState, useFeedDialog } from '../hooks/use-feed-dialog';
import { useFilterPanel } from '../hooks/use-filter-panel';
import { useSearchState } from '../hooks/use-search-state';
import { useViewerKey } from '../hooks/use-viewer-key';
import { useVisibleColumns } from '../hooks/use-visible-columns';
import type { LatLon } from '../utils/geo';
import {
  countActiveFilters,
  criteriaKey,
  defaultOrders,
  isGeoApplicable,
  searchPageSize,
  setFilterValues,
  toggleFilterValue,
  toSearchCriteria,
  toSearchRequest,
  type FilterValue,
  type MapCamera,
  type SearchSort,
  type SearchView,
} from '../utils/search-state';
import { formatTotal } from '../utils/text';
import { ActiveFilters } from './active-filters';
import classes from './catalog.module.css';
import { ColumnChooser } from './column-chooser';
import { FilterPanel } from './filter-panel';
import { ResultsEmpty, ResultsError, ResultsSkeleton } from './result-states';
import { ResultsList } from './results-list';
import { ResultsPagination } from './results-pagination';
import { ResultsTiles } from './results-tiles';
import { ResultsToolbar } from './results-toolbar';
import { SearchBanner } from './search-banner';
import { SearchBox } from './search-box';
import { SelectionBar } from './selection-bar';

// The map library loads only when the map opens (it is most of a megabyte).
const SearchMap = lazy(() => import('./map/search-map'));
const LocationPickerDialog = lazy(() => import('./map/location-picker-dialog'));
// Dialogs load when they first open: the first screen needs none of them.
const CountryFilterDialog = lazyComponent('CountryFilterDialog', () =>
  import('./country-filter-dialog').then((module) => module.CountryFilterDialog),
);
const IsicFilterDialog = lazyComponent('IsicFilterDialog', () =>
  import('./isic-filter-dialog').then((module) => module.IsicFilterDialog),
);
const FilterOptionsDialog = lazyComponent('FilterOptionsDialog', () =>
  import('./filter-options-dialog').then((module) => module.FilterOptionsDialog),
);
const SameLocationDialog = lazyComponent('SameLocationDialog', () =>
  import('./same-location-dialog').then((module) => module.SameLocationDialog),
);
const WorkspaceDialogs = lazyComponent('WorkspaceDialogs', () =>
  import('./workspace-dialogs').then((module) => module.WorkspaceDialogs),
);
const FeedDetailDialog = lazyComponent('FeedDetailDialog', () =>
  import('./feed-detail-dialog').then((module) => module.FeedDetailDialog),
);

const resultsId = 'search-results';

function MapFallback({ height }: { height: string }) {
  return (
    <Box pos="relative" h={height}>
      <Skeleton h="100%" radius="lg" />
      <Text pos="absolute" top="50%" left={0} right={0} ta="center" c="dimmed" role="status">
        Loading the map…
      </Text>
    </Box>
  );
}

/** The search page (`/`): banner, text search, filters, and the results as a list, tiles or a map. */
export function SearchPage() {
  useDocumentTitle('Search feeds');
  const settings = useAppSettings();
  const viewer = useViewerKey();
  const queryClient = useQueryClient();
  const { state, update } = useSearchState();
  const feedDialog = useFeedDialog(update);
  const feedDialogMounted = useOpenedOnce(state.feed !== null);
  const panel = useFilterPanel();
  const [columns, toggleColumn, resetColumns] = useVisibleColumns();
  const workspace = useAddToWorkspace();
  const workspaceDialogsMounted = useOpenedOnce(workspace.outcome !== null);
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const [moreFilter, setMoreFilter] = useState<SearchFilterKey | null>(null);
  const [pickerOpened, setPickerOpened] = useState(false);
  const [sameLocation, setSameLocation] = useState<LatLon | null>(null);
  const sameLocationMounted = useOpenedOnce(sameLocation !== null);

  const view: SearchView = state.view ?? settings.initSearchView;
  const isMap = view === 'map';
  // Equal values keep their identity across addresses, so memoised parts of the page skip re-rendering.
  const filtersKey = JSON.stringify(state.filters);
  const filters = useMemo(() => JSON.parse(filtersKey) as TSearchFilters, [filtersKey]);
  const geoKey = JSON.stringify(state.geo);
  const geo = useMemo(() => JSON.parse(geoKey) as TGeoFilter | null, [geoKey]);
  const liveCriteria = toSearchCriteria(state);
  // On the map the search only feeds the filter counts: one result is enough.
  const request = useDebouncedRequest(toSearchRequest(state, isMap ? 1 : searchPageSize));
  const appliedKey = JSON.stringify([request.text, request.filters, request.geo]);
  const criteria = useMemo(() => {
    const [text, appliedFilters, appliedGeo] = JSON.parse(appliedKey) as [string, TSearchFilters, TGeoFilter | null];
    return { text, filters: appliedFilters, geo: appliedGeo };
  }, [appliedKey]);
  const search = useSearchFeeds(request, viewer);
  // A page of results is a hundred feeds: rendered deferred, React builds them in short tasks.
  const answer = useDeferredValue(search.data);
  const isWaiting = criteriaKey(liveCriteria) !== criteriaKey(criteria) || search.isPlaceholderData;
  // The words of the answer on screen: while the next search waits or loads, the previous answer
  // stays, and the heading must not give its count for the new words.
  const [answeredText, setAnsweredText] = useState('');
  const currentText = request.text ?? '';
  if (answer && answer === search.data && !search.isPlaceholderData && currentText !== answeredText)
    setAnsweredText(currentText);
  const activeFilterCount = countActiveFilters(state);
  const hasCriteria = activeFilterCount > 0 || state.text.trim() !== '';
  const defaultCamera: MapCamera = {
    lat: settings.initMapLat,
    lon: settings.initMapLon,
    zoom: settings.initialMapZoom,
  };
  const mapHeight = 'max(480px, calc(100dvh - 250px))';

  const toggleFilter = useCallback(
    (key: SearchFilterKey, value: FilterValue) =>
      update((current) => ({ filters: toggleFilterValue(current.filters, key, value) })),
    [update],
  );
  const openPicker = useCallback(() => setPickerOpened(true), []);
  const removeArea = useCallback(() => update({ geo: null }), [update]);
  const clearFilters = () => update({ filters: {}, geo: null });
  const clearAll = () => update({ filters: {}, geo: null, text: '' });

  const changeView = (next: SearchView) => {
    if (next === view) return;
    update({ view: next });
    // Switching to or from the map reloads the results (consumer spec §2).
    if (next === 'map' || isMap) void queryClient.invalidateQueries({ queryKey: ['catalog'] });
    // The map fills the window: bring all of it into view.
    if (next === 'map')
      window.requestAnimationFrame(() =>
        document.getElementById(resultsId)?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
      );
  };

  const changePage = (page: number) => {
    update({ page });
    document.getElementById(resultsId)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const addToWorkspace = workspace.add;
  const addOne = useCallback((feed: Pick<TFeedSummary, 'id'>) => addToWorkspace([feed.id]), [addToWorkspace]);
  const pageFeeds = answer?.data;
  const feeds = useMemo(() => pageFeeds ?? [], [pageFeeds]);
  const selectedOnPage = feeds.filter((feed) => selected.has(feed.id)).length;
  const toggleSelect = useCallback(
    (id: number) =>
      setSelected((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  const toggleSelectAll = useCallback(
    () =>
      setSelected((current) => {
        const next = new Set(current);
        const allSelected = feeds.length > 0 && feeds.every((feed) => next.has(feed.id));
        for (const feed of feeds) {
          if (allSelected) next.delete(feed.id);
          else next.add(feed.id);
        }
        return next;
      }),
    [feeds],
  );

  const renderResults = () => {
    if (search.isError && !answer) {
      return (
        <ResultsError
          message={errorMessage(search.error, 'Please check your connection and try again.')}
          onRetry={() => void search.refetch()}
        />
      );
    }
    if (!answer) return <ResultsSkeleton view={view} />;
    if (answer.totalItems === 0 && feeds.length === 0)
      return <ResultsEmpty hasCriteria={hasCriteria} onClear={clearAll} />;
    if (feeds.length === 0) {
      return (
        <Alert color="blue" variant="light" title="This page has no results">
          <Button variant="white" size="xs" mt="xs" onClick={() => changePage(1)}>
            Go to the first page
          </Button>
        </Alert>
      );
    }
    return (
      <Stack gap="md">
        {search.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(search.error, 'The latest results cannot be loaded right now.')}
          </Alert>
        )}
        <SelectionBar
          selectedCount={selected.size}
          pageCount={feeds.length}
          selectedOnPage={selectedOnPage}
          onToggleAll={toggleSelectAll}
          onClear={() => setSelected(new Set())}
          onAddSelected={() => {
            if (selected.size > searchPageSizeMax) {
              showNotice({ message: `Select at most ${searchPageSizeMax} feeds to add at a time.`, tone: 'info' });
              return;
            }
            workspace.add([...selected], () => setSelected(new Set()));
          }}
          isAdding={workspace.pendingIds.length > 1}
          withSelectAll={view === 'tile'}
        >
          {view === 'list' && <ColumnChooser columns={columns} onToggle={toggleColumn} onReset={resetColumns} />}
        </SelectionBar>
        <Box className={isWaiting && search.isFetching ? classes.busy : undefined} aria-busy={search.isFetching}>
          {view === 'list' ? (
            <ResultsList
              feeds={feeds}
              columns={columns}
              selected={selected}
              onToggleSelect={toggleSelect}
              onToggleSelectAll={toggleSelectAll}
              onAdd={addOne}
              pendingIds={workspace.pendingIds}
            />
          ) : (
            <ResultsTiles
              feeds={feeds}
              selected={selected}
              onToggleSelect={toggleSelect}
              onToggleSelectAll={toggleSelectAll}
              onAdd={addOne}
              pendingIds={workspace.pendingIds}
            />
          )}
        </Box>
        <ResultsPagination
          page={request.pageNum ?? 1}
          pageSize={searchPageSize}
          total={answer.totalItems}
          isEstimate={answer.totalIsEstimate}
          onPageChange={changePage}
        />
      </Stack>
    );
  };

  const moreSelected = moreFilter ? ((state.filters[moreFilter] ?? []) as FilterValue[]) : [];
  const applyMore = (values: FilterValue[]) => {
    if (moreFilter) update((current) => ({ filters: setFilterValues(current.filters, moreFilter, values) }));
    setMoreFilter(null);
  };

  return (
    <>
      <SearchBanner
        searchBox={
          <SearchBox
            text={state.text}
            criteria={criteria}
            // Keystrokes replace the address, except the first one after a search has run: it adds
            // an entry, so the back button returns to that search.
            onTextChange={(text) => update({ text }, { replace: state.text.trim() !== criteria.text, flush: false })}
            onChooseSuggestion={(suggestion) => {
              // Search the name (in place), then open the feed on top: closing it leaves the name searched.
              update({ text: suggestion.name }, { replace: true, flush: true });
              update({ feed: suggestion.id }, { state: feedDialogState });
            }}
          />
        }
      />
      <Container size="xl" px="md" py="lg">
        <Stack gap="md">
          <ResultsToolbar
            panelOpened={panel.opened}
            onTogglePanel={panel.toggle}
            activeFilterCount={activeFilterCount}
            onClearFilters={clearFilters}
            view={view}
            onViewChange={changeView}
            sort={state.sort}
            order={state.order}
            onSortChange={(sort: SearchSort) => update({ sort, order: defaultOrders[sort], page: 1 })}
            onToggleOrder={() => update((current) => ({ order: current.order === 'asc' ? 'desc' : 'asc', page: 1 }))}
          />
          <ActiveFilters filters={filters} geo={geo} onRemove={toggleFilter} onRemoveArea={removeArea} />
          <Flex gap="lg" align="flex-start" direction={{ base: 'column', md: 'row' }}>
            {panel.opened && (
              <Box w={{ base: '100%', md: 290 }} miw={{ md: 290 }} className={classes.panel}>
                <FilterPanel
                  filters={filters}
                  geo={geo}
                  criteria={criteria}
                  facets={answer?.facets}
                  isLoading={search.isPending}
                  onToggle={toggleFilter}
                  onMore={setMoreFilter}
                  onPickArea={openPicker}
                  onRemoveArea={removeArea}
                />
              </Box>
            )}
            <Box id={resultsId} style={{ flex: 1, minWidth: 0, scrollMarginTop: 80 }} w="100%">
              <Group justify="space-between" mb="sm" gap="xs">
                <Title order={2} fz="lg" aria-live="polite">
                  {answer
                    ? formatTotal(answer.totalItems, answer.totalIsEstimate)
                    : search.isError
                      ? 'Results'
                      : 'Searching…'}
                  {answer && answeredText && (
                    <Text span fz="lg" fw={400} c="dimmed">
                      {' '}
                      for “{answer.corrections.length ? answer.searchedFor : answeredText}”
                    </Text>
                  )}
                </Title>
              </Group>
              {answer && answeredText && answer.corrections.length > 0 && (
                <Text role="status" mb="sm">
                  Showing results for “{answer.searchedFor}”: no feed matched “{answeredText}”.
                </Text>
              )}
              {isMap ? (
                <MapBoundary
                  height={360}
                  alternative={
                    <Button variant="light" mt="xs" onClick={() => changeView('list')}>
                      Show the feeds as a list
                    </Button>
                  }
                >
                  <Suspense fallback={<MapFallback height={mapHeight} />}>
                    <SearchMap
                      criteria={criteria}
                      camera={state.map}
                      defaultCamera={defaultCamera}
                      geo={geo}
                      hasActiveCriteria={hasCriteria}
                      look="standard"
                      height={mapHeight}
                      onCameraChange={(camera) => update({ map: camera }, { replace: true })}
                      onOpenFeed={feedDialog.open}
                      onOpenLocation={setSameLocation}
                      onPickArea={openPicker}
                    />
                  </Suspense>
                </MapBoundary>
              ) : (
                renderResults()
              )}
            </Box>
          </Flex>
        </Stack>
      </Container>

      <Suspense fallback={null}>
        {moreFilter === 'country' && (
          <CountryFilterDialog
            selected={moreSelected}
            criteria={criteria}
            onApply={applyMore}
            onClose={() => setMoreFilter(null)}
          />
        )}
        {moreFilter === 'isicCode' && (
          <IsicFilterDialog
            selected={moreSelected}
            criteria={criteria}
            onApply={applyMore}
            onClose={() => setMoreFilter(null)}
          />
        )}
        {moreFilter && moreFilter !== 'country' && moreFilter !== 'isicCode' && (
          <FilterOptionsDialog
            key={moreFilter}
            filterKey={moreFilter}
            selected={moreSelected}
            criteria={criteria}
            onApply={applyMore}
            onClose={() => setMoreFilter(null)}
          />
        )}
      </Suspense>
      {pickerOpened && (
        <Suspense fallback={null}>
          <LocationPickerDialog
            opened
            geo={state.geo}
            camera={state.map ?? defaultCamera}
            applies={isGeoApplicable(state.filters)}
            onApply={(geo, selectFixed) => {
              update((current) => ({
                geo,
                filters:
                  selectFixed && !isGeoApplicable(current.filters)
                    ? toggleFilterValue(current.filters, 'locationType', fixedLocationType)
                    : current.filters,
              }));
              setPickerOpened(false);
            }}
            onRemove={() => {
              update({ geo: null });
              setPickerOpened(false);
            }}
            onClose={() => setPickerOpened(false)}
          />
        </Suspense>
      )}
      <Suspense fallback={null}>
        {sameLocationMounted && (
          <SameLocationDialog
            point={sameLocation}
            criteria={criteria}
            onClose={() => setSameLocation(null)}
            onAdd={addOne}
            pendingIds={workspace.pendingIds}
          />
        )}
        {feedDialogMounted && (
          <FeedDetailDialog
            feedId={state.feed}
            onClose={feedDialog.close}
            onOpenFeed={feedDialog.open}
            onAdd={addOne}
            isAdding={state.feed !== null && workspace.pendingIds.includes(state.feed)}
          />
        )}
        {workspaceDialogsMounted && <WorkspaceDialogs workspace={workspace} />}
      </Suspense>
    </>
  );
}
