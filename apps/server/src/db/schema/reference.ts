import { doublePrecision, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

export const states = pgTable('states', {
  id: integer('id').primaryKey(),
  countryId: integer('country_id')
    .notNull()
    .references(() => countries.id),
  code: text('code').notNull(),
  name: text('name').notNull(),
});

/** A lookup list of `/domain/{id}`, e.g. 4 sensor types. */
export const domains = pgTable('domains', {
  id: integer('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
});

export const domainValues = pgTable(
  'domain_values',
  {
    domainId: integer('domain_id')
      .notNull()
      .references(() => domains.id),
    value: integer('value').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    /** Set for sub-options (`/domain/{query}/subtype/{subtype}`). */
    parentValue: integer('parent_value'),
    /** Extra facts of an option, e.g. a unit's symbol or a radius unit's factor. */
    extra: jsonb('extra').$type<Record<string, unknown>>(),
    sort: integer('sort').notNull(),
  },
  (table) => [primaryKey({ columns: [table.domainId, table.value] })],
);

export const isicCodes = pgTable('isic_codes', {
  code: text('code').primaryKey(),
  level: text('level', { enum: ['section', 'division', 'group', 'class'] }).notNull(),
  parent: text('parent'),
  description: text('description').notNull(),
});

export const gicCodes = pgTable('gic_codes', {
  id: text('id').primaryKey(),
  parentId: text('parent_id'),
  name: text('name').notNull(),
  description: text('description').notNull(),
  sort: integer('sort').notNull(),
});

export const sourceCategories = pgTable('source_categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
});

export const emailRestrictions = pgTable('email_restrictions', {
  fragment: text('fragment').primaryKey(),
});

export const criteriaTypes = pgTable('criteria_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
});

/** Application settings by application id; each app picks a theme. */
export const apps = pgTable('apps', {
  guid: text('guid').primaryKey(),
  theme: text('theme', { enum: ['basic', 'datathon', 'dataportal', 'itsa'] }).notNull(),
  appTitle: text('app_title').notNull(),
  loginPrompt: text('login_prompt').notNull(),
  initSearchView: text('init_search_view', { enum: ['tile', 'list', 'map'] }).notNull(),
  initialMapZoom: doublePrecision('initial_map_zoom').notNull(),
  initMapLat: doublePrecision('init_map_lat').notNull(),
  initMapLon: doublePrecision('init_map_lon').notNull(),
  logoSvg: text('logo_svg').notNull(),
  iconSvg: text('icon_svg').notNull(),
});

export const contentPages = pgTable(
  'content_pages',
  {
    group: text('group_slug').notNull(),
    page: text('page_slug').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    sort: integer('sort').notNull(),
  },
  (table) => [primaryKey({ columns: [table.group, table.page] })],
);

/** Small facts about the database itself, e.g. which reference data version is loaded. */
export const appState = pgTable('app_state', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * Small lookup lists of the metadata wizard: `updateInterval`, `originatorSector` and `originator`
 * (whose parent is its sector).
 */
export const metadataLookups = pgTable(
  'metadata_lookups',
  {
    list: text('list').notNull(),
    id: integer('id').notNull(),
    name: text('name').notNull(),
    parentId: integer('parent_id'),
    sort: integer('sort').notNull(),
  },
  (table) => [primaryKey({ columns: [table.list, table.id] })],
);

/** A custom list of the Legal step: global (no organisation) or an organisation's own. */
export const customLists = pgTable('custom_lists', {
  id: integer('id').primaryKey(),
  orgId: integer('org_id'),
  name: text('name').notNull(),
  description: text('description'),
});

export const customListEntries = pgTable('custom_list_entries', {
  id: integer('id').primaryKey(),
  listId: integer('list_id')
    .notNull()
    .references(() => customLists.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  description: text('description'),
  sort: integer('sort').notNull(),
});

/** Starting points for a new feed on the metadata configuration page. */
export const feedPresets = pgTable('feed_presets', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  body: jsonb('body').$type<Record<string, unknown>>().notNull(),
});
