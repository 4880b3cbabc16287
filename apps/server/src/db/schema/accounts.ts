import { memberOrganizationType } from '@feedmarket/contract/accounts/accounts.schemas';
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
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
import { countries, isicCodes, states } from './reference';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Spec §3 "Company address": where the organisation's invoices go. */
export type BillingContact = {
  division?: string | null;
  addressline1?: string | null;
  addressline2?: string | null;
  city?: string | null;
  state?: number | null;
  postalcode?: string | null;
  country?: number;
  phone?: string | null;
  email?: string | null;
};

/** A member organisation. Type 3 is read-only; 60 is the default for registrations. */
export const organizations = pgTable('organizations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  countryId: integer('country_id')
    .notNull()
    .references(() => countries.id),
  stateId: integer('state_id').references(() => states.id),
  addressline1: text('addressline1'),
  addressline2: text('addressline2'),
  city: text('city'),
  postalcode: text('postalcode'),
  addressDisplay: text('address_display'),
  website: text('website'),
  billingContact: jsonb('billing_contact').$type<BillingContact>(),
  sectorType: integer('sector_type').notNull().default(1003),
  organizationType: integer('organization_type').notNull().default(memberOrganizationType),
  enabled: integer('enabled').notNull().default(1),
  adminId: integer('admin_id'),
  campaignId: text('campaign_id'),
  createdAt: createdAt(),
});

export const organizationIsicCodes = pgTable(
  'organization_isic_codes',
  {
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    isicCode: text('isic_code')
      .notNull()
      .references(() => isicCodes.code),
  },
  (table) => [primaryKey({ columns: [table.orgId, table.isicCode] })],
);

/** An organisation's logo: a small image kept in the database, served with a version in its address. */
export const organizationLogos = pgTable('organization_logos', {
  orgId: integer('org_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  content: bytea('content').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** User status: 0 none, 1 needs confirmation, 2 active, 3 disabled. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    phone: text('phone'),
    status: integer('status').notNull().default(2),
    isSupervisor: boolean('is_supervisor').notNull().default(false),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${table.username})`),
    index('users_org_idx').on(table.orgId),
  ],
);

export const userEmails = pgTable(
  'user_emails',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emailAddress: text('email_address').notNull(),
    emailType: integer('email_type').notNull().default(2),
  },
  (table) => [
    uniqueIndex('user_emails_address_lower_idx').on(sql`lower(${table.emailAddress})`),
    index('user_emails_user_idx').on(table.userId),
  ],
);

/** Roles are rows; ids 1, 6 and 7 are admin roles. */
export const roles = pgTable('roles', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
  },
  (table) => [primaryKey({ columns: [table.userId, table.roleId] })],
);

/** A signed-in session; only the token's SHA-256 is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    campaignId: text('campaign_id'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** Single-use password reset tokens, kept as SHA-256. */
export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * Rate-limit counters (failed password attempts, reset mails), kept here so every server instance sees
 * them. A counter holds the hits of its current window, which ends at `expires_at`.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limits_expires_at_idx').on(table.expiresAt)],
);

/** Mail that is not sent through SMTP (the embedded default) lands here. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
});
