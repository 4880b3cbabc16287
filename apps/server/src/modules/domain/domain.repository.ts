import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  apps,
  countries,
  criteriaTypes,
  domains,
  domainValues,
  emailRestrictions,
  gicCodes,
  isicCodes,
  sourceCategories,
  states,
} from '../../db/schema/reference';

export function createDomainRepository(db: Executor) {
  return {
    async findDomainId(query: string): Promise<number | undefined> {
      const byId = /^\d+$/.test(query) ? eq(domains.id, Number(query)) : eq(domains.key, query);
      const [row] = await db.select({ id: domains.id }).from(domains).where(byId);
      return row?.id;
    },

    /** Options of a domain: top-level ones, or the sub-options of `parentValue`. */
    listValues(domainId: number, parentValue: number | null) {
      return db
        .select({ name: domainValues.name, value: domainValues.value })
        .from(domainValues)
        .where(
          and(
            eq(domainValues.domainId, domainId),
            parentValue === null ? isNull(domainValues.parentValue) : eq(domainValues.parentValue, parentValue),
          ),
        )
        .orderBy(asc(domainValues.sort));
    },

    async valueExists(domainId: number, value: number): Promise<boolean> {
      const rows = await db
        .select({ value: domainValues.value })
        .from(domainValues)
        .where(and(eq(domainValues.domainId, domainId), eq(domainValues.value, value)));
      return rows.length > 0;
    },

    listCountries() {
      return db
        .select({ name: countries.name, value: countries.id, code: countries.code })
        .from(countries)
        .orderBy(asc(countries.name));
    },

    async countryExists(id: number): Promise<boolean> {
      const rows = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, id));
      return rows.length > 0;
    },

    async stateBelongsTo(stateId: number, countryId: number): Promise<boolean> {
      const rows = await db
        .select({ id: states.id })
        .from(states)
        .where(and(eq(states.id, stateId), eq(states.countryId, countryId)));
      return rows.length > 0;
    },

    listStates(countryId: number) {
      return db
        .select({ name: states.name, value: states.id, code: states.code })
        .from(states)
        .where(eq(states.countryId, countryId))
        .orderBy(asc(states.name));
    },

    listIsicCodes() {
      return db.select().from(isicCodes).orderBy(asc(isicCodes.code));
    },

    listGicCodes() {
      return db.select().from(gicCodes).orderBy(asc(gicCodes.sort));
    },

    listSourceCategories() {
      return db.select().from(sourceCategories).orderBy(asc(sourceCategories.id));
    },

    async listEmailRestrictions(): Promise<string[]> {
      const rows = await db.select().from(emailRestrictions).orderBy(asc(emailRestrictions.fragment));
      return rows.map((row) => row.fragment);
    },

    listCriteriaTypes() {
      return db.select().from(criteriaTypes).orderBy(asc(criteriaTypes.id));
    },

    async findApp(guid: string) {
      const [row] = await db.select().from(apps).where(eq(apps.guid, guid));
      return row;
    },
  };
}
