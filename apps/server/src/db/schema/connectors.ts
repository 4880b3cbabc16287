import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations, users } from './accounts';
import { feeds } from './catalog';

/** The kinds of connector (reference data from the contract's `connectorTypeDefs`, loaded with the lookups). */
export const connectorTypes = pgTable('connector_types', {
  id: smallint('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  /** 2 inbound, 1 outbound. */
  category: smallint('category').notNull(),
  mode: text('mode', { enum: ['push', 'pull'] }).notNull(),
});

/** The parameters each connector type takes, in the order the wizard shows them. */
export const connectorTypeParams = pgTable(
  'connector_type_params',
  {
    typeId: smallint('type_id')
      .notNull()
      .references(() => connectorTypes.id),
    paramId: smallint('param_id').notNull(),
    name: text('name').notNull(),
    required: boolean('required').notNull(),
    sort: smallint('sort').notNull(),
  },
  (table) => [primaryKey({ columns: [table.typeId, table.paramId] })],
);

/**
 * A connector of an organisation: how records of one continuous feed come in (inbound) or go out
 * (outbound). An inbound push connector's records join the live stream `trackingId`.
 */
export const connectorConfigs = pgTable(
  'connector_configs',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    category: smallint('category').notNull(),
    typeId: smallint('type_id')
      .notNull()
      .references(() => connectorTypes.id),
    feedId: integer('feed_id')
      .notNull()
      .references(() => feeds.id, { onDelete: 'cascade' }),
    /** 2 active, 1 not active. */
    status: smallint('status').notNull(),
    trackingId: uuid('tracking_id').notNull().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('connector_configs_org_idx').on(table.orgId, sql`lower(${table.name})`),
    index('connector_configs_feed_idx').on(table.feedId, table.typeId, table.status),
  ],
);

/** A connector's parameter values; each is one its type takes. */
export const connectorParams = pgTable(
  'connector_params',
  {
    connectorId: integer('connector_id')
      .notNull()
      .references(() => connectorConfigs.id, { onDelete: 'cascade' }),
    typeId: smallint('type_id').notNull(),
    paramId: smallint('param_id').notNull(),
    value: text('value').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.connectorId, table.paramId] }),
    foreignKey({
      columns: [table.typeId, table.paramId],
      foreignColumns: [connectorTypeParams.typeId, connectorTypeParams.paramId],
    }),
  ],
);

/** An API client (SDK): a program of an organisation, known by the SHA-256 of its token. */
export const apiClients = pgTable(
  'api_clients',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id),
    name: text('name').notNull(),
    type: smallint('type').notNull(),
    sdkType: smallint('sdk_type').notNull(),
    /** 2 active, 1 not active: the token of a client that is not active is refused. */
    status: smallint('status').notNull(),
    /** Hex SHA-256 of the token: the token has 256 random bits, so no slow hash is needed. */
    tokenHash: text('token_hash').notNull().unique(),
    /** The token's first characters, to tell tokens apart in the list. */
    tokenHint: text('token_hint').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('api_clients_org_idx').on(table.orgId, sql`lower(${table.name})`)],
);

/**
 * Usage per day: calls made and records carried by an API client (`subject` 'client') or through a
 * connector ('connector'), for the usage graphs. One row per subject and day, added to by each call.
 */
export const connectorUsage = pgTable(
  'connector_usage',
  {
    subject: text('subject', { enum: ['client', 'connector'] }).notNull(),
    subjectId: integer('subject_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    calls: integer('calls').notNull().default(0),
    records: integer('records').notNull().default(0),
    /** Calls refused for their input or their rights (400, 403, 409). */
    failed: integer('failed').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.subject, table.subjectId, table.day] })],
);
