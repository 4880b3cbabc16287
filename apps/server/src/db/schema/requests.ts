import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations, users } from './accounts';
import { countries, criteriaTypes, states } from './reference';

/**
 * Requests for data the marketplace does not have yet. A member's request names its organisation and
 * user (the contact columns stay empty: the account is the contact); a visitor's holds the contact.
 */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id').references(() => organizations.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    comment: text('comment'),
    contactFirstName: text('contact_first_name'),
    contactLastName: text('contact_last_name'),
    contactEmail: text('contact_email'),
    contactOrgName: text('contact_org_name'),
    contactCountryId: integer('contact_country_id').references(() => countries.id),
    contactStateId: integer('contact_state_id').references(() => states.id),
    contactAddress: text('contact_address'),
    contactRole: text('contact_role'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('data_requests_created_idx').on(table.createdAt)],
);

/** The criteria of a data request, in the order they were given. */
export const dataRequestCriteria = pgTable(
  'data_request_criteria',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => dataRequests.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    criteriaId: integer('criteria_id')
      .notNull()
      .references(() => criteriaTypes.id),
    text: text('text').notNull(),
  },
  (table) => [primaryKey({ columns: [table.requestId, table.position] })],
);
