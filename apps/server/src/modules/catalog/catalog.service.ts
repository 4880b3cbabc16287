import {
  clusterGridPixels,
  clusterZoomCap,
  feedTypeNames,
  fixedLocationType,
  feedTypes,
  searchFilterKeys,
  searchFilters,
  type TClusterRequest,
  type SearchFilterKey,
  type TFacetOption,
  type TSearchAnswer,
  type TSearchFilters,
  type TSearchQuery,
} from '@feedmarket/contract/catalog/catalog.schemas';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-error';
import type { SessionUser } from '../../lib/session-user';
import { createFeedAccess, type Viewer } from '../access/feed-access';
import {
  createCatalogRepository,
  geoBounds,
  mapTermOf,
  prefixEntriesPerRowCheck,
  termCellZoom,
  wordPattern,
  toPrefixQuery,
  type ClusterRow,
  type ConditionCounts,
  type MatchOptions,
  type SearchQuery,
  type TermCellRow,
} from './catalog.repository';
import { presentChange, presentFeedDetail, presentFeedSummary } from './catalog.presenter';
import { decodeFacet, encodeFacet, facetCodesOf, facetRange } from './facet-codes';
import { loadLookupNames, type LookupNames } from './lookup-names';

/**
 * Searches are counted exactly up to `countLimit` matches (config `searchCountLimit`); beyond it the
 * total is counted among a share of the feeds and scaled (see countMatches), unless a counter gives
 * it exactly. An estimate is counted from about 1.25 times the limit's matches (2,500: about 2 %
 * error); a share found to hold under half the limit (1,000: 3 %) is widened, and a read is cut
 * short at 4 times the matches expected (the share was sized too wide: it is narrowed).
 */
const estimateHitsFactor = 1.25;
const estimateHitsMinFactor = 0.5;
const readLimitFactor = 4;
/** Filter counts come from at most this many matches, scaled up when there are more. */
const facetSample = 1_000;
const optionsPerFilter = 20;

/** Feeds in a geo box above which the page and the count check the box row by row (MatchOptions.wideArea). */
const wideAreaAbove = 20_000;
/** The coarsest counted grid the box's feeds are summed on: cells of about 1.3° of longitude. */
const wideAreaZoom = 5;

/**
 * Words held by more than this share of active feeds are checked on each row that a rarer filter
 * or area finds (at half the words' feeds or fewer), and words or a filter held by more than
 * `veryCommonShare` on each row whatever else the search holds: their index bitmap costs more than
 * reading the rows (a word held by 40 % of 1,000,000 feeds: 200 ms).
 */
const commonWordShare = 0.05;
const veryCommonShare = 0.3;
/** A page walks its sort order's index when it expects to read at most this many rows (see MatchOptions.walk). */
const walkRowsMax = 20_000;
/**
 * Where the database has the RUM index, words alone in date order read their page from it unless a
 * walk of the date index is cheaper. The index sorts every match it finds, a walk reads rows until
 * the page is full; at 1,000,000 feeds sorting took about a tenth of what reading a row took (a word
 * held by 0.5 % of the feeds: the walk read 20,000 rows in 63 ms, the index sorted 4,700 matches in
 * 2 ms; one held by 20 %: 2 ms against 60 ms). So the index while it sorts fewer matches than this
 * many times the rows a walk reads.
 */
const sortedMatchesPerWalkedRow = 10;
/** Otherwise a page of up to this many matches finds them all through the indexes, then sorts them. */
const fewMatchesMax = 20_000;
/** The same for words sorted by name (see runSearch). */
const fewMatchesByNameMax = 8_000;

/** Whether a search narrows by any filter value. */
function hasFilterValues(filters: TSearchQuery['filters']): boolean {
  return searchFilterKeys.some((key) => filters[key]?.length);
}

/**
 * An unfinished last word is matched as the catalogue's words it begins when they are at most this
 * many ('port' begins 5 of them at 1,000,000 feeds); beyond, as a prefix (see SearchQuery).
 */
const lastWordFormsMax = 32;

/** Zoom levels whose unfiltered clusters are counted ahead in map_cells (migration 0007). */
const precountedZoomMax = 10;

/** The grid cell's edges in degrees, inverting map_cell_x / map_cell_y. */
function cellBounds(cx: number, cy: number, zoom: number) {
  const worldPixels = 256 * 2 ** zoom;
  const cellLon = (360 * clusterGridPixels) / worldPixels;
  const cellY = (2 * Math.PI * clusterGridPixels) / worldPixels;
  const latOf = (y: number) => (2 * Math.atan(Math.exp(y)) - Math.PI / 2) * (180 / Math.PI);
  return {
    bottomLeft: { lat: latOf(cy * cellY), lon: cx * cellLon },
    upperRight: { lat: latOf((cy + 1) * cellY), lon: (cx + 1) * cellLon },
  };
}

/** A counted cell as a cluster: mean position, count, and the feed when it holds one (its id sum). */
function presentCell(
  cell: { n: number; lat_sum: number; lon_sum: number; id_sum: number; cx: number; cy: number },
  zoom: number,
) {
  const n = Number(cell.n);
  return {
    lat: Number(cell.lat_sum) / n,
    lon: Number(cell.lon_sum) / n,
    count: n,
    feedId: n === 1 ? Number(cell.id_sum) : null,
    bounds: cellBounds(Number(cell.cx), Number(cell.cy), zoom),
  };
}

/**
 * A cell of a term's map as a cluster, bounded where its feeds lie to a cell of termCellZoom (a third
 * of a degree wide): a map brought to a filter's matches, or zoomed into a cluster, shows them and
 * not a whole cell of the view's zoom.
 */
function presentTermCell(cell: TermCellRow, zoom: number) {
  return {
    ...presentCell(cell, zoom),
    bounds: {
      bottomLeft: cellBounds(Number(cell.low_cx), Number(cell.low_cy), termCellZoom).bottomLeft,
      upperRight: cellBounds(Number(cell.high_cx), Number(cell.high_cy), termCellZoom).upperRight,
    },
  };
}

function facetName(key: SearchFilterKey, value: number | string, names: LookupNames): string | undefined {
  const source = searchFilters[key].source;
  if (source === 'metadataType') return feedTypeNames[Number(value)];
  if (source === 'country') return names.country(Number(value));
  if (source === 'isic') return names.isic(String(value)) && `${value} ${names.isic(String(value))!.description}`;
  return names.domainValue(source, Number(value));
}

/**
 * Refuses filter values that name no option of their lookup, each as a failing field: a value that
 * cannot match is a mistake the caller should hear about, not an empty page.
 */
function requireKnownFilters(filters: TSearchFilters, names: LookupNames): void {
  const fields = searchFilterKeys.flatMap((key) =>
    (filters[key] ?? []).flatMap((value, index) =>
      facetName(key, value, names) === undefined
        ? [
            {
              field: `body.filters.${key}.${index}`,
              message: `Unknown ${searchFilters[key].label.toLowerCase()} ${value}`,
            },
          ]
        : [],
    ),
  );
  if (fields.length) throw badRequest(fields.map((field) => field.message).join('; '), fields);
}

/**
 * The number of matches (an estimate with `isEstimate`), whether they are more than the page can
 * find on their own (`many`), and unless a counter gave the total, their facet codes' counts.
 */
type Matches = {
  total: number;
  isEstimate: boolean;
  many: boolean;
  /** How often each facet code occurs among `size` of the matches (all of them, or a sample). */
  sample: { codes: Map<number, number>; size: number } | null;
  /** How the matches were found (commonWords), for the page and the filter counts to do the same. */
  options: MatchOptions;
  /** Active feeds in the search's geo box (see feedsInBox), and every active feed. */
  inBox?: number;
  /** The box is checked on each row while counting (MatchOptions.wideArea), and whether nothing but the box has an index to find rows by. */
  wideBox?: boolean;
  boxFindsRows?: boolean;
  everything?: number;
  /** The words' counts for splitting off an unfinished last one (ConditionCounts.split). */
  split?: ConditionCounts['split'];
};

/**
 * The options of a statement that reads `share` of the feeds (1: all of them), with an unfinished
 * last word checked on each row where that costs less than the index (see prefixEntriesPerRowCheck).
 */
function splitWhereCheaper(options: MatchOptions, split: ConditionCounts['split'] | undefined, share: number) {
  const splitPrefix = !!split && split.rest * share * prefixEntriesPerRowCheck <= split.last;
  return { ...options, splitPrefix };
}

/**
 * The options of a count in slices of a search whose filters find its rows: only the rarest filter
 * goes through its index beside the slices, the others are checked on each row. Taking filters for
 * independent, the planner expected 888 feeds to hold three that 47,569 hold, so it did not
 * intersect the slices' bitmap and read all 42,070 of their pages to keep the 4,949 in the slices
 * (157 ms, against 56 this way). Words keep their index (docs/decisions.md).
 */
function rarestFilterThroughIndex(query: TSearchQuery, options: MatchOptions, counts: ConditionCounts): MatchOptions {
  if (toPrefixQuery(query.text) && !options.commonWords) return options;
  const indexed = searchFilterKeys.filter((key) => key in counts.filters && !options.commonFilters?.includes(key));
  if (indexed.length < 2) return options;
  const rarest = indexed.reduce((rarer, key) => (counts.filters[key]! < counts.filters[rarer]! ? key : rarer));
  return { ...options, commonFilters: [...(options.commonFilters ?? []), ...indexed.filter((key) => key !== rarest)] };
}

/** The counter (feed_counts key) whose count is this search's total: no words and no area, and one filter value at most. */
function counterKey(query: TSearchQuery, options: MatchOptions): number | undefined {
  if (query.text || options.near) return undefined;
  if (query.geo && query.filters.locationType?.includes(fixedLocationType)) return undefined;
  const values = facetCodesOf(query.filters);
  if (values.length > 1) return undefined;
  return values[0] ?? 0;
}
/** Every filter value's code, from the first filter's to the last's. */
const allFacetCodes: [number, number] = [facetRange(searchFilterKeys[0])[0], facetRange(searchFilterKeys.at(-1)!)[1]];

export function createCatalogService(db: Db, { countLimit = 2_000 }: { countLimit?: number } = {}) {
  const exactCountBelow = countLimit;
  const estimateHits = estimateHitsFactor * countLimit;
  const estimateHitsMin = estimateHitsMinFactor * countLimit;
  const readLimit = readLimitFactor * estimateHits;
  /** The share of the feeds the first slices cover, for matches planned at `planned`. */
  const slicedShare = (planned: number) => Math.min(1, estimateHits / Math.max(planned, 1));
  const repository = createCatalogRepository(db);
  const access = createFeedAccess(db);

  const viewerOf = access.viewerOf;
  // Indexes come with migrations, which run before the app serves: asked once.
  let wordsByDateIndex: Promise<boolean> | undefined;

  /**
   * How many feeds match, and how often each facet code occurs among them or a sample of them: the
   * matches among evenly spread slices of the feeds (by id) covering a share expected to hold about
   * `estimateHits` of them, scaled by that share, in one statement that builds the indexes' bitmaps
   * once for the total and the filter counts. The share comes from `planned`; a read that finds too
   * few widens it, one cut short narrows it. Exact when the slices cover every feed, and whenever
   * the matches are estimated at fewer than `exactCountBelow` (then counted whole).
   */
  async function countMatches(
    query: TSearchQuery,
    viewer: Viewer,
    options: MatchOptions,
    planned: number,
    counts?: ConditionCounts,
  ): Promise<Pick<Matches, 'total' | 'isEstimate' | 'sample'>> {
    const ids = counts?.ids ?? (await repository.idRange());
    let fraction = slicedShare(planned);
    for (;;) {
      // All the codes of a search counted whole (exact filter counts), else a sample's.
      const sampleLimit = fraction >= 1 ? exactCountBelow : facetSample;
      const weighed = splitWhereCheaper(options, counts?.split, fraction);
      const read = fraction < 1 && counts ? rarestFilterThroughIndex(query, weighed, counts) : weighed;
      const found = await repository.findInSlices(query, viewer, read, fraction, ids, readLimit, sampleLimit);
      const sample = { codes: found.codes, size: Math.min(found.hits, sampleLimit) };
      if (found.hits >= readLimit) {
        // The matches are denser than planned: the ids read up to the last one held `readLimit` of them.
        fraction = Math.min(fraction / 2, (estimateHits * found.readShare) / readLimit);
        continue;
      }
      if (found.covered >= 1) return { total: found.hits, isEstimate: false, sample };
      if (found.hits >= estimateHitsMin) {
        const total = Math.round(found.hits / found.covered);
        if (total >= exactCountBelow) return { total, isEstimate: true, sample };
        fraction = 1;
        continue;
      }
      fraction = Math.min(1, fraction * Math.max(2, estimateHits / Math.max(found.hits, 1)));
    }
  }

  /**
   * How many feeds match, with the filter counts' sample (see countMatches). Without words or an
   * area and with one filter value at most, a counter kept on write gives the exact total. The
   * share of the feeds counted is sized from the planner's estimate, or for a geo box from the feeds
   * the box holds (counted cells) times the share of feeds matching the rest of the search: the
   * planner takes any box for a small one.
   */
  async function findMatches(query: SearchQuery, viewer: Viewer, match: MatchOptions): Promise<Matches> {
    const key = counterKey(query, match);
    if (key !== undefined) {
      const counted = await repository.visibleCounts(viewer, { keys: [key, 0] });
      const total = counted.get(key) ?? 0;
      const found = { isEstimate: false, options: match, everything: counted.get(0) };
      if (total >= exactCountBelow) return { total, many: true, sample: null, ...found };
      const { sample } = await countMatches(query, viewer, match, 0);
      return { total, many: false, sample, ...found };
    }
    const [inBox, counts] = await Promise.all([feedsInBox(query), repository.conditionCounts(query)]);
    const { everything } = counts;
    const options = {
      ...match,
      commonWords: hasCommonWords(counts, inBox),
      commonFilters: searchFilterKeys.filter((key) => (counts.filters[key] ?? 0) > veryCommonShare * everything),
    };
    // The feeds holding the rarest word, filter or box (counted ahead) are at least as many as the
    // matches; with other conditions, the matches were a seventh to nine tenths of them on the
    // seeded catalogue, so the slices are sized for a quarter of them: one read then finds 1,400 to
    // 9,000 matches, enough to estimate from and under what a read is cut at. Sized for half, a
    // search matching under a fifth read again, and each read builds the indexes' bitmaps anew
    // ('time' with two filters: 130 ms a read); more matches cost only their rows. The planner,
    // taking conditions for independent, expected 131 matches of a word with three filters that
    // 32,000 feeds match, and slices sized from that read 10,000 matches before being narrowed.
    const held = [counts.words ?? Infinity, ...Object.values(counts.filters), inBox ?? Infinity];
    const upperBound = Math.min(everything, ...held);
    // A filter most feeds hold (location type 130 with a box) hardly narrows the others.
    const conditions = held.filter((count) => count <= veryCommonShare * everything).length;
    const planned = options.near
      ? await repository.estimateMatches(query, viewer, options)
      : conditions > 1
        ? upperBound / 4
        : upperBound;
    // A wide box is checked row by row where the slices or a far rarer word or filter find the rows:
    // the box's bitmap (383,000 feeds for the United States) cost 60 ms beside a word held by 2,400
    // feeds. A word held by as many feeds as the box goes through its index with the box, which
    // leaves few rows to read. With nothing else to find rows by, the slices are read whole unless
    // the box holds fewer feeds than they do: a common word in a box of 20,000 of 1,000,000 feeds,
    // counted in slices of a third of the feeds, read 345,000 rows (1.2 s) where the box's index
    // reads its 20,000 (150 ms).
    const indexed = Math.min(
      options.commonWords ? Infinity : (counts.words ?? Infinity),
      ...searchFilterKeys.flatMap((key) =>
        key in counts.filters && !options.commonFilters.includes(key) ? [counts.filters[key]!] : [],
      ),
    );
    const slicesRead = slicedShare(planned) * everything;
    const wideBox =
      (inBox ?? 0) > wideAreaAbove && (indexed === Infinity ? inBox! > slicesRead : indexed * 4 <= inBox!);
    // One word alone, held by too many feeds to count one by one, is counted by the dictionary
    // (search_lexemes, kept on write): exact, where slices would estimate it.
    const word = !options.near && query.text ? mapTermOf(query) : undefined;
    const counted =
      word && counts.words !== null && counts.words >= exactCountBelow
        ? { total: await repository.visibleWordCount(word, counts.words, viewer), isEstimate: false, sample: null }
        : await countMatches(query, viewer, { ...options, wideArea: wideBox }, planned, counts);
    return {
      ...counted,
      many: counted.total >= exactCountBelow,
      options,
      inBox,
      everything,
      boxFindsRows: indexed === Infinity,
      wideBox,
      split: counts.split,
    };
  }

  /** Whether a search's words are common enough to be checked on each row rather than through their index (see commonWordShare). */
  function hasCommonWords(counts: ConditionCounts, inBox: number | undefined): boolean {
    if (counts.words === null || !counts.everything) return false;
    const share = counts.words / counts.everything;
    const rarer = Math.min(...Object.values(counts.filters), inBox ?? Infinity);
    return share > veryCommonShare || (share > commonWordShare && rarer <= counts.words / 2);
  }

  /**
   * Whether the page should walk its sort order's index (MatchOptions.walk): the matches are many,
   * and dense enough that the page's rows are found among `walkRowsMax` feeds. Only where that index
   * serves the viewer (active feeds: a member also sees its own other feeds) and the order is one an
   * index holds (relevance is not) and the matches spread along.
   */
  function shouldWalk(query: TSearchQuery, viewer: Viewer, matches: Matches): boolean {
    if (viewer.orgId || !matches.many || !matches.everything) return false;
    // Names hold the words searched for: in name order a word's matches gather (Los Angeles after
    // the 51,000 feeds before L), so a walk by name is for filters only.
    if ((query.sort === 'INITIAL' || query.sort === 'ALPHA') && toPrefixQuery(query.text)) return false;
    const rows = query.pageNum * query.pageSize;
    // Otherwise the page reads every match: walking is the cheaper while it reads fewer rows.
    return rows * matches.everything <= Math.max(walkRowsMax, matches.total) * matches.total;
  }

  /**
   * Whether the page is read from the RUM index of words and dates (MatchOptions.wordsByDate): words
   * alone, in date order, for a viewer who sees active feeds only (as the index holds), and too sparse
   * for a walk of the date index to fill the page as cheaply (see sortedMatchesPerWalkedRow).
   */
  async function shouldReadWordsByDate(query: TSearchQuery, viewer: Viewer, matches: Matches): Promise<boolean> {
    if (viewer.orgId || hasFilterValues(query.filters) || query.sort !== 'DATEADDED' || !toPrefixQuery(query.text))
      return false;
    if (!matches.total || !matches.everything || matches.options.commonWords) return false;
    // A walk reads rows × everything / total rows: the index while total < 10 × that.
    const rows = query.pageNum * query.pageSize;
    if (matches.total * matches.total >= sortedMatchesPerWalkedRow * rows * matches.everything) return false;
    // A failed question is asked again by the next search rather than kept.
    wordsByDateIndex ??= repository.hasWordsByDateIndex().catch((error: unknown) => {
      wordsByDateIndex = undefined;
      throw error;
    });
    return wordsByDateIndex;
  }

  /**
   * Facet codes (those in `range`, when given) with their counts among the matches, scaled from a
   * sample when the matches were not all read, and whether they are estimates.
   */
  async function facetCodes(
    query: TSearchQuery,
    viewer: Viewer,
    matches: Matches,
    options: MatchOptions & { range?: [number, number] },
  ) {
    const { range } = options;
    if (!matches.total) return { codes: [], scale: 1 };
    if (counterKey(query, options) === 0) {
      // The whole catalogue: every filter value's count is kept on write.
      const counts = await repository.visibleCounts(viewer, { ranges: [range ?? allFacetCodes] });
      return { codes: [...counts].map(([code, count]) => ({ code, count })), scale: 1 };
    }
    if (!matches.sample?.size) {
      const codes = await repository.facetCounts(query, viewer, facetSample, options);
      return { codes, scale: matches.total / Math.min(matches.total, facetSample) };
    }
    const codes = [...matches.sample.codes]
      .filter(([code]) => !range || (code >= range[0] && code <= range[1]))
      .map(([code, count]) => ({ code, count }));
    return { codes, scale: matches.total / matches.sample.size };
  }

  /**
   * The active feeds in a search's geo box, summed from the counted cells it touches (a little more
   * than the box holds): at zoom 5, or finer for a small box, so that about 4 cells span it (a
   * 10-mile radius touching a zoom 5 cell of a city counted 25,000 feeds, and its count read them
   * row by row); undefined without a geo filter.
   */
  async function feedsInBox(query: TSearchQuery): Promise<number | undefined> {
    if (!query.geo || !query.filters.locationType?.includes(fixedLocationType)) return undefined;
    const bounds = geoBounds(query.geo);
    const width = Math.max(Math.abs(bounds.upperRight.lon - bounds.bottomLeft.lon), 1e-6);
    const cellAtZoom0 = (360 * clusterGridPixels) / 256;
    const zoom = Math.min(precountedZoomMax, Math.max(wideAreaZoom, Math.floor(Math.log2((4 * cellAtZoom0) / width))));
    const cells = await repository.precountedClusters(bounds, zoom);
    return cells.reduce((sum, cell) => sum + Number(cell.n), 0);
  }

  /**
   * The text with each word the catalogue does not hold replaced by its closest catalogue word
   * (see correctWord), and the replacements. The last word may be unfinished unless a quote closes it.
   */
  async function correctText(text: string) {
    const words = [...text.matchAll(wordPattern)];
    const corrected = await Promise.all(
      words.map((word, index) =>
        repository.correctWord(
          word[0].toLowerCase(),
          index === words.length - 1 && !text.slice(word.index + word[0].length).includes('"'),
        ),
      ),
    );
    let result = text;
    const corrections: { word: string; correction: string }[] = [];
    for (let index = words.length - 1; index >= 0; index -= 1) {
      const correction = corrected[index];
      if (!correction) continue;
      const { 0: word, index: at } = words[index]!;
      result = result.slice(0, at) + correction + result.slice(at + word.length);
      corrections.unshift({ word, correction });
    }
    return { text: result, corrections };
  }

  /** The query with the words its unfinished last word stands for, when few (see SearchQuery). */
  async function withLastWordForms<T extends TSearchQuery>(query: T): Promise<T & SearchQuery> {
    const lastWordForms = query.text ? await repository.lastWordForms(query.text, lastWordFormsMax) : undefined;
    return { ...query, lastWordForms };
  }

  /** The query and its matches, with misspelt words corrected when the words as typed match nothing. */
  async function matchOrCorrect(typed: TSearchQuery, viewer: Viewer, options: MatchOptions) {
    const query = await withLastWordForms(typed);
    const matches = await findMatches(query, viewer, options);
    if (matches.total > 0 || !query.text) return { searched: query, matches, corrections: [] };
    const { text, corrections } = await correctText(query.text);
    if (!corrections.length) return { searched: query, matches, corrections };
    const searched = await withLastWordForms({ ...typed, text });
    return { searched, matches: await findMatches(searched, viewer, options), corrections };
  }

  async function runSearch(query: TSearchQuery, viewer: Viewer, match: MatchOptions): Promise<TSearchAnswer> {
    const names = await loadLookupNames(db);
    requireKnownFilters(query.filters, names);
    const { searched, matches, corrections } = await matchOrCorrect(query, viewer, match);
    // Dense matches walk the sort order's index; up to `fewMatchesMax` are found first through the
    // indexes and then sorted, a wide box checked on each row as in the count when a rarer word or
    // filter finds the rows; more matches than that check a wide box on each row.
    const wordsByDate = await shouldReadWordsByDate(searched, viewer, matches);
    const walk = !wordsByDate && shouldWalk(searched, viewer, matches);
    // Sorting 12,000-16,000 matches by name cost PGlite 200-280 ms at 100,000 feeds: words sorted by
    // name are found on their own up to `fewMatchesByNameMax`, beyond it the planner chooses.
    const byNameWithWords = searched.sort === 'ALPHA' && !!toPrefixQuery(searched.text);
    const fewMatches =
      !walk && !wordsByDate && matches.total <= (byNameWithWords ? fewMatchesByNameMax : fewMatchesMax);
    const options = {
      // A page reads the matches whole or until it is full: as if it read every feed.
      ...splitWhereCheaper(matches.options, matches.split, 1),
      fewMatches,
      wideArea: fewMatches ? !!matches.wideBox && !matches.boxFindsRows : (matches.inBox ?? 0) > wideAreaAbove,
      walk,
      wordsByDate,
    };
    const [rows, { codes, scale }] = await Promise.all([
      repository.searchPage(searched, viewer, options),
      facetCodes(searched, viewer, matches, options),
    ]);
    return {
      data: rows.map((row) => presentFeedSummary(row, viewer)),
      searchedFor: searched.text,
      corrections,
      totalItems: matches.total,
      totalIsEstimate: matches.isEstimate,
      facets: presentFacets(codes, scale, names),
      facetsAreEstimates: scale !== 1,
    };
  }

  /** Groups facet codes by filter, names them, keeps the most frequent, scaling sampled counts. */
  function presentFacets(codes: { code: number; count: number }[], scale: number, names: LookupNames) {
    const facets: Partial<Record<SearchFilterKey, TFacetOption[]>> = {};
    for (const { code, count } of codes) {
      const { key, value } = decodeFacet(code);
      const name = facetName(key, value, names);
      if (!name) continue;
      (facets[key] ??= []).push({ value, name, count: Math.round(count * scale) });
    }
    for (const key of Object.keys(facets) as SearchFilterKey[]) {
      facets[key] = facets[key]!.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)).slice(
        0,
        optionsPerFilter,
      );
    }
    return facets;
  }

  async function feedDetail(id: number, member: SessionUser | null) {
    const viewer = await viewerOf(member);
    await access.requireFeedRight(member, id, 'read');
    const [row, locations, sensors, parties, details, names, members] = await Promise.all([
      repository.findFeed(id),
      repository.listLocations(id),
      repository.listSensors(id),
      repository.listParties(id),
      repository.findDetails(id),
      loadLookupNames(db),
      repository.listGroupMembers(id, viewer),
    ]);
    return presentFeedDetail(
      row!,
      viewer,
      { locations, sensors, parties, details: details!, numberOfMembers: members.length },
      names,
    );
  }

  return {
    /**
     * One page of matching feeds, the total and the filter counts. Words match by prefix and stem,
     * quoted words as a phrase; when no feed matches them, words the catalogue does not hold are
     * corrected to its closest words and the answer says what it searched for.
     */
    search: async (query: TSearchQuery, member: SessionUser | null) => runSearch(query, await viewerOf(member), {}),

    /** The matching feeds at one place, by name. */
    sameLocation: async (query: TSearchQuery, point: { lat: number; lon: number }, member: SessionUser | null) =>
      runSearch({ ...query, sort: 'ALPHA' }, await viewerOf(member), { near: point }),

    /**
     * Matching feeds as map clusters: a grid of 30 px cells at the zoom asked for, or above the
     * cluster zoom cap, one marker per position (3 decimals) so several feeds at one place stay together.
     */
    async clusters(typed: TClusterRequest & TSearchQuery, member: SessionUser | null) {
      requireKnownFilters(typed.filters, await loadLookupNames(db));
      const [viewer, request] = await Promise.all([viewerOf(member), withLastWordForms(typed)]);
      const { bounds, zoom } = request;
      const present = (rows: ClusterRow[]) =>
        rows.map((row) => ({
          lat: Number(row.lat),
          lon: Number(row.lon),
          count: row.n,
          feedId: row.n === 1 ? Number(row.feed_id) : null,
          bounds: {
            bottomLeft: { lat: Number(row.min_lat), lon: Number(row.min_lon) },
            upperRight: { lat: Number(row.max_lat), lon: Number(row.max_lon) },
          },
        }));
      const isUnfiltered = !request.text && !hasFilterValues(request.filters);
      const inBox = request.geo && request.filters.locationType?.includes(fixedLocationType);
      const term = inBox ? undefined : mapTermOf(request);
      // The viewer's own feeds that are not active, beside the active ones counted ahead or read narrow.
      const ownInactive = async () =>
        viewer.orgId
          ? present(await repository.clusters(request, viewer, bounds, { zoom }, { onlyInactive: true }))
          : [];
      let clusters;
      if (zoom > clusterZoomCap) {
        clusters = present(await repository.clusters(request, viewer, bounds, 'exact'));
      } else if (isUnfiltered && zoom <= precountedZoomMax) {
        // The whole catalogue at world or continent scale: counted ahead.
        const [cells, own] = await Promise.all([repository.precountedClusters(bounds, zoom), ownInactive()]);
        clusters = [...cells.map((cell) => presentCell(cell, zoom)), ...own];
      } else if (term && zoom <= termCellZoom) {
        // One filter value or one word at world to regional scale: counted ahead per term.
        const [cells, own] = await Promise.all([repository.termClusters(term, bounds, zoom), ownInactive()]);
        clusters = [...cells.map((cell) => presentTermCell(cell, zoom)), ...own];
      } else if (!isUnfiltered && !inBox) {
        // Words and filters: the narrow table of active feeds' positions, filter values and words.
        const [points, own] = await Promise.all([
          repository.pointClusters(request, viewer, bounds, zoom),
          ownInactive(),
        ]);
        clusters = [...present(points), ...own];
      } else {
        clusters = present(await repository.clusters(request, viewer, bounds, { zoom }));
      }
      return { clusters, total: clusters.reduce((sum, cluster) => sum + cluster.count, 0) };
    },

    /** Names for the typeahead: the best matches of the words, under the active filters. */
    async suggest(query: TSearchQuery, limit: number, member: SessionUser | null) {
      requireKnownFilters(query.filters, await loadLookupNames(db));
      if (!query.text) return { suggestions: [] };
      const viewer = await viewerOf(member);
      const page = { ...query, sort: 'INITIAL' as const, pageNum: 1, pageSize: limit };
      let rows = await repository.searchPage(await withLastWordForms(page), viewer);
      if (!rows.length) {
        const { text, corrections } = await correctText(query.text);
        if (corrections.length) rows = await repository.searchPage(await withLastWordForms({ ...page, text }), viewer);
      }
      return { suggestions: rows.map((row) => ({ id: row.id, name: row.name })) };
    },

    /** Options of one filter with their counts under the other active filters, optionally by name prefix. */
    async filterOptions(query: TSearchQuery, filter: SearchFilterKey, prefix: string, member: SessionUser | null) {
      const names = await loadLookupNames(db);
      requireKnownFilters(query.filters, names);
      const others = await withLastWordForms({ ...query, filters: { ...query.filters, [filter]: undefined } });
      const viewer = await viewerOf(member);
      // Counts come from a sample of the matches when there are many, scaled up as the filter panel's are.
      const matches = await findMatches(others, viewer, {});
      const { codes, scale } = await facetCodes(others, viewer, matches, {
        ...matches.options,
        range: facetRange(filter),
      });
      const wanted = prefix.toLowerCase();
      const options = codes
        .map(({ code, count }) => ({ ...decodeFacet(code), count: Math.round(count * scale) }))
        .map(({ value, count }) => ({ value, count, name: facetName(filter, value, names) }))
        .filter((option): option is TFacetOption => !!option.name && option.name.toLowerCase().startsWith(wanted))
        .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
        .slice(0, optionsPerFilter);
      return { options };
    },

    feed: feedDetail,

    /** An active feed by its public id; drafts have no public page. */
    async publicFeed(uid: string, member: SessionUser | null) {
      const id = await repository.findIdByUid(uid);
      // What a visitor may read: the page is the same for everyone.
      if (!id || !(await access.findFeedWithRight(null, id, 'read'))) throw notFound('This feed is not published');
      return feedDetail(id, member);
    },

    async groupMembers(id: number, member: SessionUser | null) {
      const viewer = await viewerOf(member);
      const feed = await access.requireFeedRight(member, id, 'read');
      if (feed.typeId !== feedTypes.group) throw notFound(`Feed ${id} is not a group`);
      const members = await repository.listGroupMembers(id, viewer);
      return members.map((row) => ({ ...presentFeedSummary(row, viewer), role: row.role }));
    },

    async changelog(id: number, member: SessionUser | null) {
      await access.requireFeedRight(member, id, 'read');
      return (await repository.listChanges([id])).map(presentChange);
    },

    /** A group's own changes and those of its members. */
    async groupChangelog(id: number, member: SessionUser | null) {
      const viewer = await viewerOf(member);
      const feed = await access.requireFeedRight(member, id, 'read');
      if (feed.typeId !== feedTypes.group) throw notFound(`Feed ${id} is not a group`);
      const members = await repository.listGroupMembers(id, viewer);
      return (await repository.listChanges([id, ...members.map((m) => m.id)])).map(presentChange);
    },

    /** The banner's figures, from the counters kept on write: active feeds, their providers, how many are continuous, their countries. */
    async summary() {
      const [firstCountry, lastCountry] = facetRange('country');
      const continuous = encodeFacet('metadataType', feedTypes.continuous);
      const counts = await repository.visibleCounts(await viewerOf(null), {
        keys: [0, continuous],
        ranges: [[firstCountry, lastCountry]],
        organizations: true,
      });
      const keys = [...counts.keys()];
      return {
        feeds: counts.get(0) ?? 0,
        providers: keys.filter((key) => key < 0).length,
        continuous: counts.get(continuous) ?? 0,
        countries: keys.filter((key) => key >= firstCountry && key <= lastCountry).length,
      };
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
