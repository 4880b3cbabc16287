import { feedStatuses } from '@feedmarket/contract/catalog/catalog.constants';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  point,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations, users } from './accounts';
import { sourceCategories } from './reference';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Display texts of a feed's search columns, kept with the feed so a result page needs no joins. */
export type FeedColumns = {
  locationCategory: string[];
  container: string[];
  environment: string[];
  interactor: string[];
  sourceName: string[];
  sourceType: string[];
  sourceCategory: string[];
  sensorType: string[];
  manufacturer: string[];
  originators: string[];
  owners: string[];
  measurementUnit: string[];
  format: string[];
  country: string[];
};

/**
 * A feed (metadata). Fields that search filters or sorts on are columns; `facets` encodes every
 * filter value the feed carries (see catalog facets) so one GIN index answers any filter mix.
 * Status: 1 active, 2 not active (drafts), 4 submitted, 5 returned. Type: 1 file, 2 continuous, 4 group.
 */
export const feeds = pgTable(
  'feeds',
  {
    id: serial('id').primaryKey(),
    uid: uuid('uid').notNull().defaultRandom(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id),
    typeId: integer('type_id').notNull().default(1),
    status: integer('status').notNull().default(2),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    version: text('version'),
    imageUrl: text('image_url'),
    extId: text('ext_id'),
    uri: text('uri'),
    urn: text('urn'),
    requireLegalReview: boolean('require_legal_review').notNull().default(false),
    loadFrequencyType: integer('load_frequency_type'),
    updateIntervalType: integer('update_interval_type'),
    sourceCategoryId: integer('source_category_id').references(() => sourceCategories.id),
    categoryId: integer('category_id'),
    citation: text('citation'),
    containerNameId: integer('container_name_id'),
    environmentIds: integer('environment_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    interactorIds: integer('interactor_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    isicCodes: text('isic_codes')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Legal, regulatory, relations and gradings as the wizard edits them. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    /** The feed's main position on the map; null when it has no point location. */
    location: point('location', { mode: 'xy' }),
    facets: integer('facets')
      .array()
      .notNull()
      .default(sql`'{}'`),
    columns: jsonb('columns').$type<FeedColumns>().notNull(),
    searchVector: tsvector('search_vector').notNull(),
    /** The feed this one was cloned from: clones of a main feed are the candidates of its group. */
    clonedFromId: integer('cloned_from_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id),
  },
  (table) => [
    uniqueIndex('feeds_uid_idx').on(table.uid),
    // The unique id is unique within its organisation.
    uniqueIndex('feeds_org_ext_id_idx')
      .on(table.orgId, table.extId)
      .where(sql`${table.extId} IS NOT NULL`),
    index('feeds_cloned_from_idx')
      .on(table.clonedFromId)
      .where(sql`${table.clonedFromId} IS NOT NULL`),
    index('feeds_org_idx').on(table.orgId),
    // An organisation's feeds that are not active: what a member sees beyond the counted active feeds.
    index('feeds_org_inactive_idx')
      .on(table.orgId)
      .where(sql`${table.status} <> ${sql.raw(String(feedStatuses.active))}`),
    // Index orders that let LIMIT stop early for the two list sorts of active feeds.
    // DESC means NULLS FIRST in a query's ORDER BY: the index must say the same to serve it.
    index('feeds_active_created_idx')
      .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.status} = ${sql.raw(String(feedStatuses.active))}`),
    index('feeds_active_name_idx')
      .on(sql`lower(${table.name})`, table.id)
      .where(sql`${table.status} = ${sql.raw(String(feedStatuses.active))}`),
    index('feeds_search_idx').using('gin', table.searchVector),
    index('feeds_facets_idx').using('gin', table.facets),
    index('feeds_location_idx').using('gist', table.location),
    index('feeds_name_trgm_idx').using('gin', sql`lower(${table.name}) gin_trgm_ops`),
  ],
);

/** A location of a feed (spec: containers[]). */
export const feedLocations = pgTable(
  'feed_locations',
  {
    id: serial('id').primaryKey(),
    feedId: integer('feed_id')
      .notNull()
      .references(() => feeds.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
    legalType: integer('legal_type'),
    containerType: integer('container_type').notNull().default(130),
    parentId: integer('parent_id'),
    locationCategory: integer('location_category'),
    locationType: integer('location_type'),
    locationSubType: integer('location_sub_type'),
    address: text('address'),
    city: text('city'),
    postalCode: text('postal_code'),
    countryId: integer('country_id'),
    stateId: integer('state_id'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    altitude: doublePrecision('altitude'),
    radius: doublePrecision('radius'),
    radiusUnit: integer('radius_unit'),
    freeText: text('free_text'),
    sensorText: text('sensor_text'),
    /** Corner points of a bounded box (2) or polygon (5). */
    points: jsonb('points').$type<{ latitude: number; longitude: number; label?: string }[]>(),
  },
  (table) => [index('feed_locations_feed_idx').on(table.feedId)],
);

/** A sensor and schema description of a feed (spec: dataset[] with sensorInfo and schemaInfo). */
export const feedSensors = pgTable(
  'feed_sensors',
  {
    id: serial('id').primaryKey(),
    feedId: integer('feed_id')
      .notNull()
      .references(() => feeds.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
    sensorType: integer('sensor_type'),
    sourceNameId: integer('source_name_id'),
    sourceTypeId: integer('source_type_id'),
    manufacturerId: integer('manufacturer_id'),
    make: text('make'),
    model: text('model'),
    version: text('version'),
    format: integer('format'),
    schemaType: integer('schema_type'),
    property: text('property'),
    body: text('body'),
    unitOfMeasureId: integer('unit_of_measure_id'),
  },
  (table) => [index('feed_sensors_feed_idx').on(table.feedId)],
);

/** Originators and owners of a feed (spec: ownership). */
export const feedParties = pgTable(
  'feed_parties',
  {
    id: serial('id').primaryKey(),
    feedId: integer('feed_id')
      .notNull()
      .references(() => feeds.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['originator', 'owner'] }).notNull(),
    originatorId: integer('originator_id'),
    name: text('name').notNull(),
    type: integer('type'),
  },
  (table) => [index('feed_parties_feed_idx').on(table.feedId)],
);

/** Members of a group feed: its main feed and the clones. */
export const feedGroupMembers = pgTable(
  'feed_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => feeds.id, { onDelete: 'cascade' }),
    feedId: integer('feed_id')
      .notNull()
      .references(() => feeds.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['main', 'clone'] }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.feedId] }),
    index('feed_group_members_feed_idx').on(table.feedId),
  ],
);

/** Who changed a feed, when, and what. */
export const feedChanges = pgTable(
  'feed_changes',
  {
    id: serial('id').primaryKey(),
    feedId: integer('feed_id')
      .notNull()
      .references(() => feeds.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id),
    summary: text('summary').notNull(),
    changes: jsonb('changes').$type<{ field: string; from?: unknown; to?: unknown }[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('feed_changes_feed_idx').on(table.feedId, table.createdAt)],
);

/** What a counted map cell holds: its feeds, and the sums of their positions and ids. */
const cellSums = {
  n: integer('n').notNull(),
  latSum: doublePrecision('lat_sum').notNull(),
  lonSum: doublePrecision('lon_sum').notNull(),
  idSum: bigint('id_sum', { mode: 'number' }).notNull(),
};

/**
 * Active feeds on the map, counted per 30 px grid cell for zoom levels 0 to 10 so the world and
 * continent views need no scan of the feeds. Kept up to date by a trigger on `feeds`
 * (migration 0007_map_cells); `id_sum` is the feed's id when a cell holds one feed.
 */
export const mapCells = pgTable(
  'map_cells',
  {
    zoom: smallint('zoom').notNull(),
    cx: integer('cx').notNull(),
    cy: integer('cy').notNull(),
    ...cellSums,
  },
  (table) => [primaryKey({ columns: [table.zoom, table.cx, table.cy] })],
);

/**
 * Active feeds on the map counted per term and 30 px grid cell of zoom 7 (`termCellZoom`): a term is
 * a filter value's facet code written in digits, or a word of the feeds' search vectors without
 * digits (the dictionary's words). Cells nest (a zoom-z cell is `cx >> (7 - z)`), so the map of one
 * filter value or one word at zoom 0-7 sums these rows instead of reading the matching feeds. Kept up
 * to date by triggers on `feeds` and `organizations` (migration 0028_map_term_cells).
 */
export const mapTermCells = pgTable(
  'map_term_cells',
  {
    term: text('term').notNull(),
    cx: integer('cx').notNull(),
    cy: integer('cy').notNull(),
    ...cellSums,
  },
  (table) => [primaryKey({ columns: [table.term, table.cx, table.cy] })],
);

/**
 * Active feeds that have a position, narrower than `feeds`: the position, organisation, filter
 * values and words are all a map of a search reads (about 1 KB a row, where a feed's is over 2 KB).
 * Kept up to date in the feed write's own transaction by triggers on `feeds` (migration
 * 0023_feed_points).
 */
export const feedPoints = pgTable(
  'feed_points',
  {
    id: integer('id').primaryKey(),
    orgId: integer('org_id').notNull(),
    facets: integer('facets').array().notNull(),
    lon: doublePrecision('lon').notNull(),
    lat: doublePrecision('lat').notNull(),
    searchVector: tsvector('search_vector').notNull(),
  },
  (table) => [
    index('feed_points_facets_idx').using('gin', table.facets),
    index('feed_points_position_idx').on(table.lon, table.lat),
    index('feed_points_search_idx').using('gin', table.searchVector),
  ],
);

/**
 * Active feeds counted per key, so the unfiltered total, the banner and one-filter totals are exact
 * without a scan: key 0 is every active feed, a facet code (see facet-codes.ts) the active feeds
 * carrying it, and minus an organisation's id that organisation's active feeds. Kept up to date in
 * the feed write's own transaction by a trigger on `feeds` (migration 0020_feed_counts).
 */
export const feedCounts = pgTable('feed_counts', {
  key: integer('key').primaryKey(),
  n: integer('n').notNull(),
});

/**
 * The words of active feeds as their search vectors hold them (stemmed lexemes), with how many
 * active feeds hold each: the dictionary misspelt words are corrected against (trigram index), kept
 * up to date by a trigger on `feeds` (migration 0020_feed_counts). The trigram index is GiST so the
 * closest words come first without a similarity threshold.
 */
export const searchLexemes = pgTable(
  'search_lexemes',
  {
    word: text('word').primaryKey(),
    n: integer('n').notNull(),
  },
  (table) => [index('search_lexemes_word_trgm_idx').using('gist', sql`${table.word} gist_trgm_ops`)],
);

/**
 * Every word of every feed's search vector, whatever its status: the words an unfinished last word
 * may stand for (search_lexemes counts active feeds' words without digits). Kept on write; a word
 * whose feeds went stays until the next rebuild, which only widens an expansion by a word no feed holds.
 */
export const searchWords = pgTable('search_words', { word: text('word').notNull() }, (table) => [
  uniqueIndex('search_words_word_idx').on(table.word.op('text_pattern_ops')),
]);

/**
 * A feed's review, per wizard step: the issues system validation found (`issue`, with the field)
 * and a supervisor's comments (`comment`). Cleared when the feed is submitted again.
 */
export const feedReviews = pgTable(
  'feed_reviews',
  {
    id: serial('id').primaryKey(),
    feedId: integer('feed_id')
      .notNull()
      .references(() => feeds.id, { onDelete: 'cascade' }),
    step: text('step').notNull(),
    kind: text('kind', { enum: ['issue', 'comment'] }).notNull(),
    field: text('field'),
    text: text('text').notNull(),
    userId: integer('user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('feed_reviews_feed_idx').on(table.feedId)],
);

/** A feed in an organisation's workspace: awaiting, then locked (access asked for). */
export const workspaceItems = pgTable(
  'workspace_items',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id),
    feedId: integer('feed_id')
      .notNull()
      .references(() => feeds.id, { onDelete: 'cascade' }),
    addedBy: integer('added_by').references(() => users.id),
    status: text('status', { enum: ['awaiting', 'locked'] })
      .notNull()
      .default('awaiting'),
    flagged: boolean('flagged').notNull().default(false),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('workspace_items_org_feed_idx').on(table.orgId, table.feedId)],
);
