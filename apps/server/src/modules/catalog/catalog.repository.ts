import {
  feedStatuses,
  fixedLocationType,
  searchFilterKeys,
  type SearchFilterKey,
  type TSearchFilters,
  type TSearchQuery,
} from '@feedmarket/contract/catalog/catalog.schemas';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { bulkInsert } from '../../db/bulk-insert';
import { queryRows, type Executor } from '../../db/client';
import { organizations, users } from '../../db/schema/accounts';
import {
  feedChanges,
  feedCounts,
  feedGroupMembers,
  feedPoints,
  feedLocations,
  feedParties,
  feeds,
  mapCells,
  mapTermCells,
  feedSensors,
  searchLexemes,
  searchWords,
  type FeedColumns,
} from '../../db/schema/catalog';
import { sourceCategories } from '../../db/schema/reference';
import { hiddenFrom, visiblePointsTo, visibleTo, type Viewer } from '../access/feed-access';
import { encodeFacet, facetCodesOf } from './facet-codes';
import { deriveFeedColumns, searchVectorOf, type FeedInput, type SearchText } from './feed-record';
import type { LookupNames } from './lookup-names';

/** The zoom of map_term_cells' grid (migration 0028): a map of one term at this zoom or below sums its cells. */
export const termCellZoom = 7;

/**
 * The one term of map_term_cells a search comes to, if it comes to one: a single filter value
 * without words, or a single word without filters that is, once stemmed and finished
 * (`lastWordForms`), one word of the catalogue without digits.
 */
export function mapTermOf(query: Pick<SearchQuery, 'text' | 'filters' | 'lastWordForms'>): string | undefined {
  const codes = facetCodesOf(query.filters);
  if (!query.text) return codes.length === 1 ? String(codes[0]) : undefined;
  const [form, ...more] = query.lastWordForms ?? [];
  const oneWord = !codes.length && !more.length && prefixQueryParts(query.text).length === 1;
  return oneWord && form && !/[0-9]/.test(form) ? form : undefined;
}

/** A grid cell of a term's map: its feeds' count and sums, and the span of termCellZoom cells they lie in. */
export type TermCellRow = {
  n: number;
  lat_sum: number;
  lon_sum: number;
  id_sum: number;
  cx: number;
  cy: number;
  low_cx: number;
  high_cx: number;
  low_cy: number;
  high_cy: number;
};

export type MapBounds = { bottomLeft: { lat: number; lon: number }; upperRight: { lat: number; lon: number } };
export type ClusterRow = {
  n: number;
  lat: number;
  lon: number;
  feed_id: number;
  min_lat: number;
  max_lat: number;
  min_lon: number;
  max_lon: number;
};

/**
 * How a search matches beyond its request: only feeds at one place. `fewMatches` says the matches
 * were counted and are few (see fewMatchesConditions).
 */
export type MatchOptions = {
  near?: { lat: number; lon: number };
  fewMatches?: boolean;
  /** The geo filter's box holds many feeds: checked on each row (feed_in_box, migration 0010), not through the index. */
  wideArea?: boolean;
  /**
   * The words are common: checked on each row the other conditions (or the id slices of a count)
   * find, rather than through the word index, whose bitmap of a word held by 40 % of the catalogue
   * costs 200 ms to build at 1,000,000 feeds.
   */
  commonWords?: boolean;
  /**
   * The last word is unfinished and others are not (both hold words once stop words are left out):
   * the others go through the word index and the last is checked on each row. An index matches an
   * unfinished word by gathering every word it begins ('vehicl' for 'vehicle', held by 100,000
   * feeds): 70 ms for a search that 'arbor junction' narrows to 70 feeds. Chosen statement by
   * statement where the rows it checks cost less than that (see prefixEntriesPerRowCheck).
   */
  splitPrefix?: boolean;
  /** Filters held by most feeds (location type 130 by 77 % of them): checked on each row, as common words. */
  commonFilters?: SearchFilterKey[];
  /**
   * The matches are dense enough that the page walks the sort order's index and checks every
   * condition on each row until the page is full: the planner, taking conditions for independent,
   * otherwise reads and sorts tens of thousands of matches of correlated ones (see searchPage).
   */
  walk?: boolean;
  /**
   * Words alone, in date order, read from the RUM index that keeps each active feed's creation date
   * beside its words (migration 0025): the page's rows come from the index in date order, where a
   * walk of the date index would read thousands of rows to fill it and sorting every match reads
   * them all (see wordsByDateConditions).
   */
  wordsByDate?: boolean;
};

/** How often a search's conditions hold among active feeds (counted ahead), to choose how it is run. */
export type ConditionCounts = {
  everything: number;
  words: number | null;
  /**
   * When the last word is unfinished and others are not (MatchOptions.splitPrefix): how many feeds
   * hold the rarest of the others, and how many hold each word the last one begins, summed.
   */
  split: { rest: number; last: number } | null;
  /** The lowest feed id and the span of ids up to the highest (see idRange). */
  ids: { low: number; span: number };
  filters: Partial<Record<SearchFilterKey, number>>;
};

/** Keys of feed_counts: these keys, keys in these ranges, and with `organizations` every organisation's (negative) key. */
export type CounterKeys = { keys?: number[]; ranges?: [number, number][]; organizations?: boolean };

function counterKeyCondition(select: CounterKeys): SQL {
  const parts = [
    ...(select.keys?.length ? [sql.raw(`key in (${select.keys.map(Number).join(',')})`)] : []),
    ...(select.ranges ?? []).map(([low, high]) => sql.raw(`key between ${Number(low)} and ${Number(high)}`)),
    ...(select.organizations ? [sql.raw('key < 0')] : []),
  ];
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`;
}

const earthRadiusMiles = 3958.8;
/** A number as float8: without the cast PostgreSQL may take a parameter for an integer. */
const float = (value: number) => sql`${value}::float8`;
const creator = sql`(select ${users.username} from ${users} where ${users.id} = ${feeds.createdBy})`;
const updater = sql`(select ${users.username} from ${users} where ${users.id} = ${feeds.updatedBy})`;

export const feedSummaryColumns = {
  id: feeds.id,
  uid: feeds.uid,
  typeId: feeds.typeId,
  status: feeds.status,
  name: feeds.name,
  description: feeds.description,
  extId: feeds.extId,
  uri: feeds.uri,
  orgId: feeds.orgId,
  orgName: organizations.name,
  loadFrequencyType: feeds.loadFrequencyType,
  updateIntervalType: feeds.updateIntervalType,
  createdAt: feeds.createdAt,
  createUserName: sql<string | null>`${creator}`,
  updatedAt: feeds.updatedAt,
  updateUserName: sql<string | null>`${updater}`,
  sourceCategoryId: feeds.sourceCategoryId,
  sourceCategoryName: sourceCategories.name,
  location: feeds.location,
  columns: feeds.columns,
};
export type FeedSummaryRow = {
  id: number;
  uid: string;
  typeId: number;
  status: number;
  name: string;
  description: string;
  extId: string | null;
  uri: string | null;
  orgId: number;
  orgName: string;
  loadFrequencyType: number | null;
  updateIntervalType: number | null;
  createdAt: Date;
  createUserName: string | null;
  updatedAt: Date;
  updateUserName: string | null;
  sourceCategoryId: number | null;
  sourceCategoryName: string | null;
  location: { x: number; y: number } | null;
  columns: FeedColumns;
};

/** Runs of letters and digits: the words of a search. */
export const wordPattern = /[\p{L}\p{N}]+/gu;

/**
 * Words of a search as a tsquery: every word must match, words in double quotes next to each other
 * in that order (a phrase), and the last word may be unfinished unless a closing quote follows it.
 */
export function toPrefixQuery(text: string): string | undefined {
  const parts = prefixQueryParts(text);
  return parts.length ? parts.join(' & ') : undefined;
}

/** The parts of toPrefixQuery that must all match: words, phrases and the last, perhaps unfinished, word. */
export function prefixQueryParts(text: string): string[] {
  const parts: string[] = [];
  const tokens = [...text.toLowerCase().matchAll(/"([^"]*)("?)|[\p{L}\p{N}]+/gu)];
  tokens.forEach((token, index) => {
    const isLast = index === tokens.length - 1;
    const words = token[1] === undefined ? [token[0]] : (token[1].match(wordPattern) ?? []);
    if (!words.length) return;
    const unfinished = isLast && (token[1] === undefined || !token[2]);
    const terms = words.map((word, position) => (unfinished && position === words.length - 1 ? `${word}:*` : word));
    parts.push(terms.length > 1 ? `(${terms.join(' <-> ')})` : terms[0]!);
  });
  return parts;
}

/**
 * Checking an unfinished word on a row costs about what gathering this many of the word index's
 * entries for it does. So a statement checks the last word on each row (MatchOptions.splitPrefix)
 * only where the feeds it reads that hold the other words, times this, are at most the feeds holding
 * a word the last one begins. At 1,000,000 feeds a row cost 5-6 µs, and the entries 0.2 µs each
 * ('temp': 178,000 feeds, 35-40 ms) to 0.6 µs ('clim': 48,000, 30 ms); whole searches came out
 * ahead split up to about 9 ('port seattle shop': 7,045 feeds hold 'seattl', 64,331 a word 'shop'
 * begins; 59 ms split, 132 through the index). Through the index instead: 'river temp' (56,647
 * against 178,306: 341 ms split, 59 not) and 'network grea' counted in slices covering 73 % of the
 * feeds (527,000 of them hold 'network', 6,796 a word 'grea' begins: 710 ms split, 36 not).
 */
export const prefixEntriesPerRowCheck = 5;

/** The words but an unfinished last one, and that one, when the search has both. */
function splitLastPrefix(text: string): { rest: string; last: string } | undefined {
  const parts = prefixQueryParts(text);
  const last = parts.at(-1);
  if (parts.length < 2 || !last?.endsWith(':*') || last.startsWith('(')) return undefined;
  return { rest: parts.slice(0, -1).join(' & '), last };
}

/**
 * A search, with the catalogue's words its unfinished last word begins when they are few
 * (`lastWordForms`, see CatalogRepository.lastWordForms): matched as those words, the word index
 * reads their entries alone, where an unfinished word has it gather every entry it begins.
 */
export type SearchQuery = TSearchQuery & { lastWordForms?: string[] };

/** Words as a tsquery choosing any of them, written out (quotes and backslashes doubled). */
function anyOfWords(words: string[]): SQL {
  const literal = words.map((word) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`).join(' | ');
  return sql`${literal}::tsquery`;
}

/**
 * The search's words as a tsquery: its text's (toPrefixQuery), or with lastWordForms the other words
 * and any of those forms for the last (`choice` unless that leaves one word alone).
 */
function wordsTsquery(
  query: Pick<SearchQuery, 'text' | 'lastWordForms'>,
): { tsquery: SQL; choice: boolean } | undefined {
  const forms = query.lastWordForms;
  if (forms?.length) {
    const rest = prefixQueryParts(query.text).slice(0, -1).join(' & ');
    const last = anyOfWords(forms);
    return {
      tsquery: rest ? sql`(to_tsquery('english', ${rest}) && ${last})` : last,
      choice: forms.length > 1 || !!rest,
    };
  }
  const text = toPrefixQuery(query.text);
  return text ? { tsquery: sql`to_tsquery('english', ${text})`, choice: false } : undefined;
}

/** The box of a geo filter: the box itself, or the one around a radius (in miles). */
export function geoBounds(geo: NonNullable<TSearchQuery['geo']>): MapBounds {
  if (geo.type === 'bounded_box') return { bottomLeft: geo.bottomLeft, upperRight: geo.upperRight };
  const { lat, lon } = geo.bottomLeft;
  const latSpan = geo.radius / 69.0;
  const lonSpan = geo.radius / Math.max(69.0 * Math.cos((lat * Math.PI) / 180), 0.01);
  return {
    bottomLeft: { lat: lat - latSpan, lon: lon - lonSpan },
    upperRight: { lat: lat + latSpan, lon: lon + lonSpan },
  };
}

/** One condition per filter: the feed holds one of its values (`facets` a column of facet codes). */
function filterConditions(
  facets: typeof feeds.facets | typeof feedPoints.facets,
  filters: TSearchFilters,
  unindexed = false,
): SQL[] {
  return searchFilterKeys.flatMap((key) => {
    const codes = (filters[key] ?? []).map((value) => encodeFacet(key, value));
    const values = sql.raw(`ARRAY[${codes.join(',')}]::int[]`);
    if (!codes.length) return [];
    // arrayoverlap is the function behind &&: the same test, which no index serves (see searchConditions).
    return [unindexed ? sql`arrayoverlap(${facets}, ${values})` : sql`${facets} && ${values}`];
  });
}

export function createCatalogRepository(db: Executor) {
  /** The WHERE clause of a search: visibility, words, filters and, with location type 130, the geo filter. */
  function searchConditions(query: SearchQuery, viewer: Viewer, options: MatchOptions = {}): SQL {
    const conditions: SQL[] = [visibleTo(viewer)];
    const words = wordsTsquery(query);
    // `(condition) is true` is the same test, which no index serves but which the planner estimates
    // alike. A walk calls the functions behind @@ and && instead: the planner expects a third of the
    // rows to pass each, so it walks the sort order's index, where its estimates of correlated
    // conditions would have it read and sort every match.
    const split =
      options.splitPrefix && !options.walk && !options.commonWords ? splitLastPrefix(query.text) : undefined;
    if (split) {
      const last = query.lastWordForms?.length
        ? anyOfWords(query.lastWordForms)
        : sql`to_tsquery('english', ${split.last})`;
      conditions.push(
        sql`${feeds.searchVector} @@ to_tsquery('english', ${split.rest})`,
        sql`(${feeds.searchVector} @@ ${last}) is true`,
      );
    } else if (words) {
      const { tsquery, choice } = words;
      // Expanded words go through the GIN index (@@@, the same test as @@, which the RUM index does
      // not serve): the RUM index gathered the entries of 'port' or the four other words it begins
      // (159,000 feeds) in 150 ms, GIN in 80, and 'network & great' took it 117 ms, GIN 21. For one
      // word alone the planner chooses: both took 15-17 ms (43,000 feeds), and the RUM index holds
      // active feeds alone, so fewer rows are read; and it gathers an unfinished word faster than
      // GIN (150 ms, 180-200 through GIN).
      const matches = sql.raw(choice && !options.wordsByDate ? '@@@' : '@@');
      conditions.push(
        options.walk
          ? sql`ts_match_vq(${feeds.searchVector}, ${tsquery})`
          : options.commonWords
            ? sql`(${feeds.searchVector} @@ ${tsquery}) is true`
            : sql`${feeds.searchVector} ${matches} ${tsquery}`,
      );
    }
    conditions.push(
      ...searchFilterKeys.flatMap((key) => {
        const [condition] = filterConditions(feeds.facets, { [key]: query.filters[key] }, options.walk);
        if (!condition) return [];
        return options.commonFilters?.includes(key) && !options.walk ? [sql`(${condition}) is true`] : [condition];
      }),
    );
    const geo = query.geo;
    if (geo && query.filters.locationType?.includes(fixedLocationType)) {
      const { bottomLeft, upperRight } = geoBounds(geo);
      conditions.push(
        options.wideArea || options.walk
          ? sql`feed_in_box(${feeds.location}, ${float(bottomLeft.lon)}, ${float(bottomLeft.lat)}, ${float(upperRight.lon)}, ${float(upperRight.lat)})`
          : sql`${feeds.location} <@ box(point(${float(bottomLeft.lon)}, ${float(bottomLeft.lat)}), point(${float(upperRight.lon)}, ${float(upperRight.lat)}))`,
      );
      if (geo.type === 'lat_lon') {
        // The box around the circle makes the first cut; the great-circle distance decides.
        const { lat, lon } = geo.bottomLeft;
        conditions.push(
          sql`2 * ${float(earthRadiusMiles)} * asin(sqrt(
                power(sin(radians(${feeds.location}[1] - ${float(lat)}) / 2), 2)
                + cos(radians(${float(lat)})) * cos(radians(${feeds.location}[1]))
                  * power(sin(radians(${feeds.location}[0] - ${float(lon)}) / 2), 2))) <= ${float(geo.radius)}`,
        );
      }
    }
    if (options.near) {
      // Positions shown rounded to 3 decimals: everything within half a unit of the last one.
      const { lat, lon } = options.near;
      conditions.push(
        sql`${feeds.location} <@ box(point(${float(lon - 0.0005)}, ${float(lat - 0.0005)}), point(${float(lon + 0.0005)}, ${float(lat + 0.0005)}))`,
      );
    }
    return and(...conditions)!;
  }

  /**
   * The WHERE clause of the filter counts' sample. When the matches are known to be few, they are
   * found first on their own (OFFSET 0 keeps the planner from merging the subquery): with a LIMIT the
   * planner may instead walk the date index expecting matches soon, and when filters it takes for
   * independent rarely meet (a manufacturer and an environment never combined, say) that walk reads
   * the whole catalogue.
   */
  function facetSampleConditions(query: SearchQuery, viewer: Viewer, options: MatchOptions): SQL {
    const conditions = searchConditions(query, viewer, options);
    return options.fewMatches
      ? sql`${feeds.id} in (select ${feeds.id} from ${feeds} where ${conditions} offset 0)`
      : conditions;
  }

  /**
   * The page's rows through the RUM index: the first `pageNum × pageSize` matches in order of their
   * distance from a date beyond every feed's (the index returns them in that order, newest first or,
   * from one before them all, oldest first), and every match of the last one's date, so that feeds
   * sharing it are ordered by id as the page orders them. Active feeds only, as the index holds. An
   * unfinished last word beside finished ones is checked on each row (see MatchOptions.splitPrefix).
   */
  function wordsByDateConditions(query: SearchQuery, viewer: Viewer, options: MatchOptions): SQL {
    // Active feeds as a literal: the index is partial on it.
    const matching = sql`${feeds.status} = ${sql.raw(String(feedStatuses.active))}
      and ${searchConditions(query, viewer, { splitPrefix: options.splitPrefix, wordsByDate: true })}`;
    const ascending = (query.order ?? 'desc') === 'asc';
    const beyond = ascending ? sql`'0001-01-01'::timestamptz` : sql`'9999-12-31'::timestamptz`;
    const last = ascending ? sql`max(created_at)` : sql`min(created_at)`;
    return sql`${feeds.id} in (
      with top as materialized (
        select ${feeds.id} as id, ${feeds.createdAt} as created_at from ${feeds} where ${matching}
        order by ${feeds.createdAt} <=> ${beyond} limit ${query.pageNum * query.pageSize}
      )
      select id from top
      union all
      select ${feeds.id} from ${feeds} where ${matching} and ${feeds.createdAt} = (select ${last} from top)
    )`;
  }

  /** The page's order: its sort keys, each with its direction, the last one the id to break ties. */
  function searchOrder(query: SearchQuery): { key: SQL; direction: 'asc' | 'desc' }[] {
    const words = wordsTsquery(query);
    const by = (key: SQL, fallback: 'asc' | 'desc') => ({ key, direction: query.order ?? fallback });
    // Ties by id in the name's direction, so the name index serves either direction.
    if (query.sort === 'ALPHA') return [by(sql`lower(${feeds.name})`, 'asc'), by(sql`${feeds.id}`, 'asc')];
    if (query.sort === 'INITIAL' && words) {
      const relevance = sql`ts_rank_cd(${feeds.searchVector}, ${words.tsquery})`;
      return [by(relevance, 'desc'), { key: sql`${feeds.id}`, direction: 'desc' }];
    }
    return [by(sql`${feeds.createdAt}`, 'desc'), by(sql`${feeds.id}`, 'desc')];
  }

  /**
   * The WHERE clause of a page whose matches are known to be few: they are found on their own (as in
   * facetSampleConditions) with only their sort keys, and the first `pageNum × pageSize` of them in the
   * page's order are the rows read whole. Sorting the whole rows read every match's row twice
   * (4,125 matches of a word and two filters at 1,000,000 feeds: 16,500 more pages than the page's
   * 100 rows need).
   */
  function fewMatchesConditions(query: SearchQuery, viewer: Viewer, options: MatchOptions): SQL {
    const order = searchOrder(query);
    const keyName = (index: number) => sql.raw(`k${index}`);
    return sql`${feeds.id} in (
      select id from (
        select ${feeds.id} as id, ${sql.join(
          order.map(({ key }, index) => sql`${key} as ${keyName(index)}`),
          sql`, `,
        )} from ${feeds} where ${searchConditions(query, viewer, options)} offset 0
      ) as matches
      order by ${sql.join(
        order.map(({ direction }, index) => sql`${keyName(index)} ${sql.raw(direction)}`),
        sql`, `,
      )}
      limit ${query.pageNum * query.pageSize}
    )`;
  }

  return {
    /** Inserts feeds with their locations, sensors and parties; answers their ids in order. */
    async insertFeeds(inputs: FeedInput[], names: LookupNames): Promise<number[]> {
      if (!inputs.length) return [];
      const derived = inputs.map((input) => deriveFeedColumns(input, names));
      // Public ids are made here so the returned ids can be matched to the inputs whatever their order.
      const uids = inputs.map(() => randomUUID());
      const rows = inputs.map(({ locations: _locations, sensors: _sensors, parties: _parties, ...feed }, index) => {
        const { searchText: _searchText, ...columns } = derived[index]!;
        return {
          environmentIds: [],
          interactorIds: [],
          isicCodes: [],
          details: {},
          ...feed,
          ...columns,
          uid: uids[index]!,
          createdAt: feed.createdAt ?? new Date(),
          updatedAt: feed.updatedAt ?? feed.createdAt ?? new Date(),
        };
      });
      const text = (key: keyof SearchText) => derived.map((item) => item.searchText[key]);
      const inserted = await bulkInsert<typeof feeds, { id: number; uid: string }>(db, feeds, rows, {
        inputs: {
          s_name: text('name'),
          s_identifiers: text('identifiers'),
          s_description: text('description'),
          s_other: text('other'),
        },
        computed: {
          searchVector: searchVectorOf({
            name: sql.raw('input.s_name'),
            identifiers: sql.raw('input.s_identifiers'),
            description: sql.raw('input.s_description'),
            other: sql.raw('input.s_other'),
          }),
        },
        returning: ['id', 'uid'],
      });
      const idByUid = new Map(inserted.map((row) => [row.uid, Number(row.id)]));
      const ids = uids.map((uid) => idByUid.get(uid)!);
      const children = <T>(pick: (input: FeedInput) => T[]) =>
        inputs.flatMap((input, index) => pick(input).map((child, sort) => ({ ...child, sort, feedId: ids[index]! })));
      await bulkInsert(
        db,
        feedLocations,
        children((input) => input.locations),
      );
      await bulkInsert(
        db,
        feedSensors,
        children((input) => input.sensors),
      );
      await bulkInsert(
        db,
        feedParties,
        children((input) => input.parties).map(({ sort: _sort, ...party }) => party),
      );
      return ids;
    },

    /** One page of a search, in the requested order. */
    searchPage(query: SearchQuery, viewer: Viewer, options: MatchOptions = {}): Promise<FeedSummaryRow[]> {
      return db
        .select(feedSummaryColumns)
        .from(feeds)
        .innerJoin(organizations, eq(organizations.id, feeds.orgId))
        .leftJoin(sourceCategories, eq(sourceCategories.id, feeds.sourceCategoryId))
        .where(
          options.wordsByDate
            ? wordsByDateConditions(query, viewer, options)
            : options.fewMatches
              ? fewMatchesConditions(query, viewer, options)
              : searchConditions(query, viewer, options),
        )
        .orderBy(...searchOrder(query).map(({ key, direction }) => sql`${key} ${sql.raw(direction)}`))
        .limit(query.pageSize)
        .offset((query.pageNum - 1) * query.pageSize) as Promise<FeedSummaryRow[]>;
    },

    /**
     * How many active feeds hold the search's rarest word (its stem, or any word it begins; words
     * with digits are not counted and count 0) and each filter (the sum of its values), and every
     * active feed: counted ahead in search_lexemes and feed_counts, for choosing how to run it; and
     * the feeds' id range, in the same statement.
     */
    async conditionCounts(query: SearchQuery): Promise<ConditionCounts> {
      const keys = searchFilterKeys.filter((key) => query.filters[key]?.length);
      const filters = keys.map((key) => {
        const codes = query.filters[key]!.map((value) => encodeFacet(key, value));
        return sql`(select coalesce(sum(${feedCounts.n}), 0) from ${feedCounts} where ${feedCounts.key} in (${sql.raw(codes.join(','))}))`;
      });
      // A last word matched as the words it begins is a choice of whole words, which the index
      // gathers like the others: split off and checked on each row of the other words' feeds,
      // 'network posit' took 180-220 ms to count in slices, through GIN with them 45.
      const split = query.lastWordForms?.length ? undefined : splitLastPrefix(query.text);
      // Feeds holding the rarest of the words (the stems of finished ones, every word an unfinished one begins).
      const heldBy = (text: string) =>
        sql`(select min(held) from (
              select (select coalesce(sum(${searchLexemes.n}), 0) from ${searchLexemes}
                      where starts_with(${searchLexemes.word}, lexeme)) as held
              from unnest(to_tsvector('english', ${text}))) as word)`;
      const [row] = await queryRows<{
        everything: number | null;
        words: number | null;
        filters: number[] | null;
        split: boolean | null;
        rest_words: number | null;
        last_words: number | null;
        low: number | null;
        high: number | null;
      }>(
        db,
        sql`select (select ${feedCounts.n} from ${feedCounts} where ${feedCounts.key} = 0) as everything,
                   (select min(${feeds.id}) from ${feeds}) as low, (select max(${feeds.id}) from ${feeds}) as high,
                   ${heldBy(query.text)} as words,
                   ${filters.length ? sql`array[${sql.join(filters, sql`, `)}]::bigint[]` : sql`null`} as filters,
                   ${
                     split
                       ? sql`numnode(to_tsquery('english', ${split.rest})) > 0 and numnode(to_tsquery('english', ${split.last})) > 0`
                       : sql`false`
                   } as split,
                   ${split ? heldBy(split.rest) : sql`null`} as rest_words,
                   ${split ? heldBy(split.last.slice(0, -':*'.length)) : sql`null`} as last_words`,
      );
      return {
        everything: Number(row?.everything ?? 0),
        words: row?.words == null ? null : Number(row.words),
        split: row?.split === true ? { rest: Number(row.rest_words ?? 0), last: Number(row.last_words ?? 0) } : null,
        ids: { low: Number(row?.low ?? 0), span: Number(row?.high ?? 0) - Number(row?.low ?? 0) + 1 },
        filters: Object.fromEntries(keys.map((key, index) => [key, Number(row?.filters?.[index] ?? 0)])),
      };
    },

    /** Whether the database has the RUM index of words and creation dates (migration 0025: PostgreSQL with the rum extension). */
    async hasWordsByDateIndex(): Promise<boolean> {
      const [row] = await queryRows<{ present: boolean }>(
        db,
        sql`select exists (select 1 from pg_indexes where indexname = 'feeds_search_rum_idx') as present`,
      );
      return row?.present === true;
    },

    /** The lowest feed id and the span of ids up to the highest. */
    async idRange(): Promise<{ low: number; span: number }> {
      const [range] = await queryRows<{ low: number | null; high: number | null }>(
        db,
        sql`select min(${feeds.id}) as low, max(${feeds.id}) as high from ${feeds}`,
      );
      const low = Number(range?.low ?? 0);
      return { low, span: Number(range?.high ?? 0) - low + 1 };
    },

    /**
     * The catalogue's words (search_words) that the unfinished last word of `text` begins once
     * stemmed, when there are 1 to `most` of them and the word stands alone (not the end of a phrase):
     * matching any of them is matching the unfinished word. Undefined otherwise.
     */
    async lastWordForms(text: string, most: number): Promise<string[] | undefined> {
      const last = prefixQueryParts(text).at(-1);
      if (!last?.endsWith(':*') || last.startsWith('(')) return undefined;
      // The stem as to_tsquery takes it ('qualiti' for 'quality'), when the word is one lexeme; the
      // words it begins lie from it up to it followed by the highest code point, in code point order.
      const rows = await queryRows<{ word: string }>(
        db,
        sql`with typed as (
              select (tsvector_to_array(vector))[1] as stem from to_tsvector('english', ${last.slice(0, -':*'.length)}) as vector
              where length(vector) = 1
            )
            select ${searchWords.word} as word from ${searchWords}, typed
            where ${searchWords.word} ~>=~ typed.stem and ${searchWords.word} ~<~ (typed.stem || chr(1114111))
              and starts_with(${searchWords.word}, typed.stem)
            limit ${most + 1}`,
      );
      return rows.length && rows.length <= most ? rows.map((row) => row.word) : undefined;
    },

    /** The planner's estimate of the matches, for searches too common to count. */
    async estimateMatches(query: SearchQuery, viewer: Viewer, options: MatchOptions = {}): Promise<number> {
      const [plan] = await queryRows<{ 'QUERY PLAN': unknown }>(
        db,
        sql`explain (format json) select 1 from ${feeds} where ${searchConditions(query, viewer, options)}`,
      );
      const document = plan?.['QUERY PLAN'];
      const parsed = typeof document === 'string' ? JSON.parse(document) : document;
      return Math.round(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0);
    },

    /**
     * Counted active feeds (feed_counts) for the keys `select` names, as the
     * viewer sees them: less the active feeds of hidden organisations, plus the viewer's own feeds
     * that are not active. Exact, and cheap while those two sets are small.
     */
    async visibleCounts(viewer: Viewer, select: CounterKeys): Promise<Map<number, number>> {
      const keys = counterKeyCondition(select);
      const hidden = hiddenFrom(viewer);
      const feedKeys = sql`${feeds}, unnest(array[0, -${feeds.orgId}] || ${feeds.facets}) as key`;
      const rows = await queryRows<{ key: number; n: number }>(
        db,
        sql`select key, sum(n)::int as n from (
              select ${feedCounts.key} as key, ${feedCounts.n}::bigint as n from ${feedCounts} where ${keys}
              ${hidden.length ? sql`union all select key, -count(*) from ${feedKeys} where ${feeds.status} = ${feedStatuses.active} and ${inArray(feeds.orgId, hidden)} and ${keys} group by key` : sql``}
              ${viewer.orgId ? sql`union all select key, count(*) from ${feedKeys} where ${feeds.status} <> ${feedStatuses.active} and ${feeds.orgId} = ${viewer.orgId} and ${keys} group by key` : sql``}
            ) as counted group by key having sum(n) > 0`,
      );
      return new Map(rows.map((row) => [Number(row.key), Number(row.n)]));
    },

    /**
     * The feeds holding `word` (a word of the dictionary) that the viewer sees: the `active` ones
     * search_lexemes counts, less those of disabled organisations, plus the viewer's own that are
     * not active.
     */
    async visibleWordCount(word: string, active: number, viewer: Viewer): Promise<number> {
      const hidden = hiddenFrom(viewer);
      if (!hidden.length && !viewer.orgId) return active;
      const holds = sql`${feeds.searchVector} @@ ${anyOfWords([word])}`;
      const [row] = await queryRows<{ hidden: number; own: number }>(
        db,
        sql`select ${hidden.length ? sql`(select count(*) from ${feeds} where ${feeds.status} = ${feedStatuses.active} and ${inArray(feeds.orgId, hidden)} and ${holds})` : sql`0`}::int as hidden,
                   ${viewer.orgId ? sql`(select count(*) from ${feeds} where ${feeds.status} <> ${feedStatuses.active} and ${feeds.orgId} = ${viewer.orgId} and ${holds})` : sql`0`}::int as own`,
      );
      return active - Number(row!.hidden) + Number(row!.own);
    },

    /**
     * Matching feeds among those whose ids fall in 8 evenly spread slices covering `fraction` of the
     * id range (all of it at 1), at most `limit` of them: how many (`hits`), the share of the ids
     * the slices cover (1: every feed), the highest id read and how often each facet code occurs
     * among the first `sampleLimit` of them (counting the codes of 6,000 matches took 50 ms). Scaled by the share covered, an estimate of the total that reads only that share of
     * the matches; the codes are the filter counts' sample. One statement, so the indexes' bitmaps
     * are built once for both.
     */
    async findInSlices(
      query: SearchQuery,
      viewer: Viewer,
      options: MatchOptions,
      fraction: number,
      { low, span }: { low: number; span: number },
      limit: number,
      sampleLimit: number,
    ) {
      const windows = 8;
      const width = Math.ceil((span * fraction) / windows);
      const covered = Math.min(1, (windows * width) / span);
      const starts = Array.from({ length: windows }, (_, index) => low + Math.floor((index * span) / windows));
      const slices =
        covered >= 1
          ? sql`true`
          : sql.join(
              starts.map((start) => sql`${feeds.id} between ${start} and ${start + width - 1}`),
              sql` or `,
            );
      const rows = await queryRows<{ code: number | null; n: number; last: number | null }>(
        db,
        sql`with found as materialized (
              select ${feeds.id} as id, ${feeds.facets} as facets from ${feeds}
              where ${searchConditions(query, viewer, options)} and (${slices}) limit ${limit}
            )
            select null::int as code, count(*)::int as n, max(id) as last from found
            union all
            select code, count(*)::int, null from (select facets from found limit ${sampleLimit}) as sample,
              unnest(sample.facets) as code group by code`,
      );
      const total = rows.find((row) => row.code === null);
      const lastId = Number(total?.last ?? low);
      // The ids the slices cover up to the last one read: where `limit` cut the reading short, the
      // matches read came from those (a bitmap reads the table in its order, which is the ids').
      const coveredUpTo =
        covered >= 1
          ? lastId - low + 1
          : starts.reduce((sum, start) => sum + Math.max(0, Math.min(width, lastId - start + 1)), 0);
      return {
        hits: Number(total?.n ?? 0),
        covered,
        readShare: Math.max(1, coveredUpTo) / span,
        codes: new Map(rows.flatMap((row) => (row.code === null ? [] : [[Number(row.code), Number(row.n)]]))),
      };
    },

    /**
     * The catalogue's word closest to `word` (search_lexemes, trigram distance, then how many feeds
     * hold it), when `word` is none of its words: neither a word nor its stem, nor with `unfinished`
     * the start of one. Stop words are never corrected. Answers the word as a feed's name or
     * description spells it where one does (the dictionary holds stems), else the stem.
     */
    async correctWord(word: string, unfinished: boolean): Promise<string | undefined> {
      if (/\d/.test(word)) return undefined;
      // Each step with its values written in, so the planner can use the dictionary's indexes.
      const [stemmed] = await queryRows<{ stem: string | null; stop: boolean }>(
        db,
        sql`select stems[1] as stem, cardinality(stems) = 0 as stop from ts_lexize('english_stem', ${word}) as stems`,
      );
      if (stemmed?.stop) return undefined;
      const stem = stemmed?.stem ?? word;
      const [known] = await queryRows<{ word: string }>(
        db,
        sql`select ${searchLexemes.word} as word from ${searchLexemes}
            where ${searchLexemes.n} > 0 and (${searchLexemes.word} in (${word}, ${stem})
              ${unfinished ? sql`or ${searchLexemes.word} like ${`${stem}%`}` : sql``})
            limit 1`,
      );
      if (known) return undefined;
      // Two neighbouring letters swapped ("cetnre") share few trigrams with the word meant: each such
      // swap is looked up in the dictionary first, the commonest found winning.
      const letters = [...word];
      const swaps = letters.slice(1).map((_, at) => {
        const swap = [...letters];
        [swap[at], swap[at + 1]] = [letters[at + 1]!, letters[at]!];
        return swap.join('');
      });
      const [swapped] = await queryRows<{ variant: string }>(
        db,
        sql`select variant from unnest(array[${sql.join(
          swaps.map((swap) => sql`${swap}`),
          sql`, `,
        )}]::text[]) as variant
            join ${searchLexemes} on ${searchLexemes.word} = coalesce((ts_lexize('english_stem', variant))[1], variant)
            where ${searchLexemes.n} > 0
            order by ${searchLexemes.n} desc limit 1`,
      );
      if (swapped) return swapped.variant;
      const [row] = await queryRows<{ closest: string }>(
        db,
        sql`select ${searchLexemes.word} as closest from ${searchLexemes}
            where ${searchLexemes.n} > 0 and ${searchLexemes.word} ~ '^([[:alpha:]]|[^\\x01-\\x7f])+$'
              and similarity(${searchLexemes.word}, ${stem}) >= 0.25
            order by ${searchLexemes.word} <-> ${stem}, ${searchLexemes.n} desc limit 1`,
      );
      if (!row) return undefined;
      const lexeme = row.closest;
      const [spelt] = await queryRows<{ token: string }>(
        db,
        sql`select token from (
              select ${feeds.name} || ' ' || ${feeds.description} as text from ${feeds}
              where ${feeds.status} = ${feedStatuses.active} and ${feeds.searchVector} @@ to_tsquery('simple', ${lexeme})
              limit 3
            ) as holder, regexp_split_to_table(lower(holder.text), '[^[:alnum:]]+') as token
            where token = ${lexeme} or (ts_lexize('english_stem', token))[1] = ${lexeme}
            limit 1`,
      );
      return spelt?.token ?? lexeme;
    },

    /** Facet codes (of one filter, with `range`) and how often they occur among up to `sample` matching feeds. */
    async facetCounts(
      query: SearchQuery,
      viewer: Viewer,
      sample: number,
      options: MatchOptions & { range?: [number, number] } = {},
    ) {
      const inRange = options.range ? sql`where code between ${options.range[0]} and ${options.range[1]}` : sql``;
      const rows = await queryRows<{ code: number; n: number }>(
        db,
        sql`select code, count(*)::int as n
            from (select ${feeds.facets} as facets from ${feeds} where ${facetSampleConditions(query, viewer, options)} limit ${sample}) matches,
                 unnest(matches.facets) as code
            ${inRange}
            group by code`,
      );
      return rows.map((row) => ({ code: Number(row.code), count: Number(row.n) }));
    },

    /**
     * Matching feeds inside `bounds` grouped on the map grid of `zoom` (map_cell_x / map_cell_y), or
     * with `exact`, by position rounded to 3 decimals. `onlyInactive` keeps the viewer's own feeds
     * that are not active (the pre-counted cells hold the active ones).
     */
    clusters(
      query: SearchQuery,
      viewer: Viewer,
      bounds: MapBounds,
      grid: { zoom: number } | 'exact',
      options: { onlyInactive?: boolean } = {},
    ) {
      const groupBy =
        grid === 'exact'
          ? sql`round(${feeds.location}[0]::numeric, 3), round(${feeds.location}[1]::numeric, 3)`
          : sql`map_cell_x(${feeds.location}[0], ${grid.zoom}), map_cell_y(${feeds.location}[1], ${grid.zoom})`;
      return queryRows<ClusterRow>(
        db,
        sql`select count(*)::int as n, avg(${feeds.location}[1]) as lat, avg(${feeds.location}[0]) as lon, min(${feeds.id}) as feed_id,
                   min(${feeds.location}[1]) as min_lat, max(${feeds.location}[1]) as max_lat,
                   min(${feeds.location}[0]) as min_lon, max(${feeds.location}[0]) as max_lon
            from ${feeds}
            where ${searchConditions(query, viewer)}
              ${options.onlyInactive ? sql`and ${feeds.status} <> ${feedStatuses.active}` : sql``}
              and ${feeds.location} <@ box(point(${float(bounds.bottomLeft.lon)}, ${float(bounds.bottomLeft.lat)}), point(${float(bounds.upperRight.lon)}, ${float(bounds.upperRight.lat)}))
            group by ${groupBy}`,
      );
    },

    /**
     * Active feeds matching the words and filters inside `bounds`, grouped on the map grid of `zoom`:
     * the clusters of a search without a geo filter, read from the narrow `feed_points`.
     */
    pointClusters(
      query: Pick<SearchQuery, 'text' | 'filters' | 'lastWordForms'>,
      viewer: Viewer,
      bounds: MapBounds,
      zoom: number,
    ) {
      const { bottomLeft, upperRight } = bounds;
      const tsquery = wordsTsquery(query)?.tsquery;
      const words = tsquery ? [sql`${feedPoints.searchVector} @@ ${tsquery}`] : [];
      return queryRows<ClusterRow>(
        db,
        sql`select count(*)::int as n, avg(${feedPoints.lat}) as lat, avg(${feedPoints.lon}) as lon, min(${feedPoints.id}) as feed_id,
                   min(${feedPoints.lat}) as min_lat, max(${feedPoints.lat}) as max_lat,
                   min(${feedPoints.lon}) as min_lon, max(${feedPoints.lon}) as max_lon
            from ${feedPoints}
            where ${and(visiblePointsTo(viewer), ...words, ...filterConditions(feedPoints.facets, query.filters))}
              and ${feedPoints.lon} between ${float(Math.min(bottomLeft.lon, upperRight.lon))} and ${float(Math.max(bottomLeft.lon, upperRight.lon))}
              and ${feedPoints.lat} between ${float(Math.min(bottomLeft.lat, upperRight.lat))} and ${float(Math.max(bottomLeft.lat, upperRight.lat))}
            group by map_cell_x(${feedPoints.lon}, ${zoom}), map_cell_y(${feedPoints.lat}, ${zoom})`,
      );
    },

    /** Active feeds counted per grid cell of `zoom` (0-10) for the cells that `bounds` touches. */
    precountedClusters(bounds: MapBounds, zoom: number) {
      return queryRows<{ n: number; lat_sum: number; lon_sum: number; id_sum: number; cx: number; cy: number }>(
        db,
        sql`select n, lat_sum, lon_sum, id_sum, cx, cy from ${mapCells}
            where ${mapCells.zoom} = ${zoom} and ${mapCells.n} > 0
              and ${mapCells.cx} between map_cell_x(${float(bounds.bottomLeft.lon)}, ${zoom}) and map_cell_x(${float(bounds.upperRight.lon)}, ${zoom})
              and ${mapCells.cy} between map_cell_y(${float(bounds.bottomLeft.lat)}, ${zoom}) and map_cell_y(${float(bounds.upperRight.lat)}, ${zoom})`,
      );
    },

    /**
     * Active feeds holding `term` (see mapTermCells) counted per grid cell of `zoom` (0 to
     * termCellZoom) for the cells that `bounds` touches: sums of the term's zoom-7 cells, with the
     * span of those holding feeds.
     */
    termClusters(term: string, bounds: MapBounds, zoom: number) {
      const shift = termCellZoom - zoom;
      // The zoom-7 cells inside the view's cells at `zoom`: from the first's first to the last's last.
      const within = (cell: typeof mapTermCells.cx | typeof mapTermCells.cy, low: SQL, high: SQL) =>
        sql`${cell} between ${low} << ${shift} and ((${high} + 1) << ${shift}) - 1`;
      return queryRows<TermCellRow>(
        db,
        sql`select sum(${mapTermCells.n})::int as n, sum(${mapTermCells.latSum}) as lat_sum, sum(${mapTermCells.lonSum}) as lon_sum,
                   sum(${mapTermCells.idSum}) as id_sum, ${mapTermCells.cx} >> ${shift} as cx, ${mapTermCells.cy} >> ${shift} as cy,
                   min(${mapTermCells.cx}) as low_cx, max(${mapTermCells.cx}) as high_cx,
                   min(${mapTermCells.cy}) as low_cy, max(${mapTermCells.cy}) as high_cy
            from ${mapTermCells}
            where ${mapTermCells.term} = ${term} and ${mapTermCells.n} > 0
              and ${within(mapTermCells.cx, sql`map_cell_x(${float(bounds.bottomLeft.lon)}, ${zoom})`, sql`map_cell_x(${float(bounds.upperRight.lon)}, ${zoom})`)}
              and ${within(mapTermCells.cy, sql`map_cell_y(${float(bounds.bottomLeft.lat)}, ${zoom})`, sql`map_cell_y(${float(bounds.upperRight.lat)}, ${zoom})`)}
            group by 5, 6
            having sum(${mapTermCells.n}) > 0`,
      );
    },

    async findIdByUid(uid: string): Promise<number | undefined> {
      const [row] = await db.select({ id: feeds.id }).from(feeds).where(eq(feeds.uid, uid));
      return row?.id;
    },

    async findFeed(id: number) {
      const [row] = await db
        .select(feedSummaryColumns)
        .from(feeds)
        .innerJoin(organizations, eq(organizations.id, feeds.orgId))
        .leftJoin(sourceCategories, eq(sourceCategories.id, feeds.sourceCategoryId))
        .where(eq(feeds.id, id));
      return row as FeedSummaryRow | undefined;
    },

    listLocations: (feedId: number) =>
      db.select().from(feedLocations).where(eq(feedLocations.feedId, feedId)).orderBy(asc(feedLocations.sort)),
    listSensors: (feedId: number) =>
      db.select().from(feedSensors).where(eq(feedSensors.feedId, feedId)).orderBy(asc(feedSensors.sort)),
    listParties: (feedId: number) =>
      db.select().from(feedParties).where(eq(feedParties.feedId, feedId)).orderBy(asc(feedParties.id)),

    async findDetails(feedId: number) {
      const [row] = await db
        .select({
          urn: feeds.urn,
          version: feeds.version,
          imageUrl: feeds.imageUrl,
          requireLegalReview: feeds.requireLegalReview,
          citation: feeds.citation,
          categoryId: feeds.categoryId,
          containerNameId: feeds.containerNameId,
          environmentIds: feeds.environmentIds,
          interactorIds: feeds.interactorIds,
          isicCodes: feeds.isicCodes,
          details: feeds.details,
        })
        .from(feeds)
        .where(eq(feeds.id, feedId));
      return row;
    },

    /** The members of a group feed visible to the viewer, main feed first. */
    listGroupMembers(groupId: number, viewer: Viewer) {
      return db
        .select({ ...feedSummaryColumns, role: feedGroupMembers.role })
        .from(feedGroupMembers)
        .innerJoin(feeds, eq(feeds.id, feedGroupMembers.feedId))
        .innerJoin(organizations, eq(organizations.id, feeds.orgId))
        .leftJoin(sourceCategories, eq(sourceCategories.id, feeds.sourceCategoryId))
        .where(and(eq(feedGroupMembers.groupId, groupId), visibleTo(viewer)))
        .orderBy(desc(sql`${feedGroupMembers.role} = 'main'`), asc(feedGroupMembers.sort)) as Promise<
        (FeedSummaryRow & { role: 'main' | 'clone' })[]
      >;
    },

    async addGroupMembers(groupId: number, members: { feedId: number; role: 'main' | 'clone' }[]) {
      await db.insert(feedGroupMembers).values(members.map((member, sort) => ({ ...member, groupId, sort })));
    },

    listChanges(feedIds: number[]) {
      return db
        .select({
          id: feedChanges.id,
          feedId: feedChanges.feedId,
          summary: feedChanges.summary,
          changes: feedChanges.changes,
          createdAt: feedChanges.createdAt,
          userName: users.username,
        })
        .from(feedChanges)
        .leftJoin(users, eq(users.id, feedChanges.userId))
        .where(inArray(feedChanges.feedId, feedIds))
        .orderBy(desc(feedChanges.createdAt), desc(feedChanges.id));
    },

    async recordChange(change: typeof feedChanges.$inferInsert) {
      await db.insert(feedChanges).values(change);
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
