import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { TPolicyGroup, TTimePeriod } from '@feedmarket/contract/policies/policy-rules';
import { organizations, users } from './accounts';
import { feeds } from './catalog';

/**
 * A provider's access policy. Its rules are kept once, as the newer model's tree of groups (the older
 * model's member and metadata rule lists are two groups of it); `typeId` says what a match does
 * (1 allow, 2 deny, 3 review). Status 1 active, 2 not active; priority 1 high, 2 low.
 */
export const policies = pgTable(
  'policies',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    typeId: integer('type_id').notNull(),
    status: integer('status').notNull().default(1),
    priority: integer('priority').notNull().default(1),
    requireLegalReview: boolean('require_legal_review').notNull().default(false),
    anonymizerFlag: boolean('anonymizer_flag').notNull().default(false),
    anonymizerText: text('anonymizer_text').notNull().default('Suppressed'),
    note: text('note'),
    groups: jsonb('groups').$type<TPolicyGroup[]>().notNull(),
    timePeriods: jsonb('time_periods').$type<TTimePeriod[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('policies_org_idx').on(table.orgId, table.status)],
);

/** The feeds a policy names (`metadataIds`); it applies to them whatever its metadata rules say. */
export const policyFeeds = pgTable(
  'policy_feeds',
  {
    policyId: integer('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    feedId: integer('feed_id')
      .notNull()
      .references(() => feeds.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.policyId, table.feedId] }), index('policy_feeds_feed_idx').on(table.feedId)],
);

/** A consumer's challenge of a policy that refused or revoked its access. */
export const policyChallenges = pgTable(
  'policy_challenges',
  {
    id: serial('id').primaryKey(),
    policyId: integer('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('policy_challenges_policy_idx').on(table.policyId)],
);

/**
 * A provider's price configuration. Mode 1 per feed, 2 per `volumeAmount` downloads, 3 per
 * `duration` months; option 1 is free. The price is kept in minor units of `currency`.
 */
export const priceConfigs = pgTable(
  'price_configs',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    status: integer('status').notNull().default(1),
    mode: integer('mode').notNull(),
    option: integer('option').notNull(),
    priceMinor: integer('price_minor').notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    volume: integer('volume'),
    volumeAmount: integer('volume_amount'),
    duration: integer('duration').notNull().default(1),
    requireReview: boolean('require_review').notNull().default(false),
    withoutFeeFlag: boolean('without_fee_flag').notNull().default(false),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('price_configs_org_idx').on(table.orgId, table.status)],
);

/** The feeds a price configuration prices (`metadataIds`). */
export const priceConfigFeeds = pgTable(
  'price_config_feeds',
  {
    priceId: integer('price_id')
      .notNull()
      .references(() => priceConfigs.id, { onDelete: 'cascade' }),
    feedId: integer('feed_id')
      .notNull()
      .references(() => feeds.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.priceId, table.feedId] }),
    index('price_config_feeds_feed_idx').on(table.feedId),
  ],
);

/**
 * An organisation's access to a feed: one row per consumer and feed, created when it first locks the
 * feed in its workspace, then decided (pending, granted, refused) and later perhaps revoked or
 * expired. It records what decided it, and what the price allows (an end date, downloads left).
 */
export const feedAccesses = pgTable(
  'feed_accesses',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    feedId: integer('feed_id')
      .notNull()
      .references(() => feeds.id, { onDelete: 'cascade' }),
    providerOrgId: integer('provider_org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['pending', 'granted', 'refused', 'revoked', 'expired'] }).notNull(),
    /** The policy whose rule decided, none when no policy matched. */
    policyId: integer('policy_id').references(() => policies.id, { onDelete: 'set null' }),
    /** Why, in words both sides read: the policy and rule that decided, or the default. */
    reason: text('reason').notNull(),
    /** The rule that matched, as text ("Country equals Germany"), none for a default decision. */
    rule: text('rule'),
    /** The name the provider reads instead of the consumer's, when the deciding policy hides it. */
    consumerAlias: text('consumer_alias'),
    priceId: integer('price_id').references(() => priceConfigs.id, { onDelete: 'set null' }),
    /** Downloads bought and used, for volume prices. */
    downloadsAllowed: integer('downloads_allowed'),
    downloadsUsed: integer('downloads_used').notNull().default(0),
    /** The end of the period paid for, for duration prices. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    renewalNoticeAt: timestamp('renewal_notice_at', { withTimezone: true }),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    note: text('note'),
  },
  (table) => [
    uniqueIndex('feed_accesses_org_feed_idx').on(table.orgId, table.feedId),
    index('feed_accesses_provider_idx').on(table.providerOrgId, table.state),
    index('feed_accesses_feed_idx').on(table.feedId),
    index('feed_accesses_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.state} = 'granted' AND ${table.expiresAt} IS NOT NULL`),
  ],
);

/**
 * One charge for access: a feed's price at grant, a block of downloads, or a renewal. Its ledger
 * entries move the money: out of the consumer, into the provider, the fee to the marketplace.
 */
export const charges = pgTable(
  'charges',
  {
    id: serial('id').primaryKey(),
    /** The access paid for; money stays on the books when a feed and its accesses are deleted. */
    accessId: integer('access_id').references(() => feedAccesses.id, { onDelete: 'set null' }),
    consumerOrgId: integer('consumer_org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    providerOrgId: integer('provider_org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    feedId: integer('feed_id').references(() => feeds.id, { onDelete: 'set null' }),
    feedName: text('feed_name').notNull(),
    priceId: integer('price_id').references(() => priceConfigs.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['access', 'downloads', 'renewal'] }).notNull(),
    mode: integer('mode').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    feeMinor: integer('fee_minor').notNull(),
    currency: text('currency').notNull(),
    /** The deciding policy hid the consumer's name from the provider; its `anonymizerText` then. */
    consumerAlias: text('consumer_alias'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('charges_consumer_idx').on(table.consumerOrgId, table.createdAt),
    index('charges_provider_idx').on(table.providerOrgId, table.createdAt),
  ],
);

/**
 * Double-entry lines of a charge: the consumer's −amount, the provider's +(amount − fee) and the
 * marketplace's +fee (no organisation). The lines of every charge sum to zero.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    chargeId: integer('charge_id')
      .notNull()
      .references(() => charges.id, { onDelete: 'cascade' }),
    account: text('account', { enum: ['consumer', 'provider', 'marketplace'] }).notNull(),
    orgId: integer('org_id').references(() => organizations.id, { onDelete: 'cascade' }),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
  },
  (table) => [index('ledger_entries_charge_idx').on(table.chargeId)],
);

/**
 * Answers kept for a request sent with an `Idempotency-Key`, so that a retry answers the first
 * answer again instead of doing the work (and charging) twice. Kept a day.
 */
export const idempotentAnswers = pgTable(
  'idempotent_answers',
  {
    key: text('key').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    route: text('route').notNull(),
    status: integer('status').notNull(),
    answer: jsonb('answer').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);
