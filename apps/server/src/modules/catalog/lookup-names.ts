import type { Executor } from '../../db/client';
import { countries, domainValues, isicCodes, sourceCategories } from '../../db/schema/reference';

/** Names of lookup values, read once: reference data changes only with a release. */
export type LookupNames = {
  domainValue: (domainId: number, value: number | null | undefined) => string | undefined;
  country: (id: number | null | undefined) => string | undefined;
  sourceCategory: (id: number | null | undefined) => string | undefined;
  isic: (code: string) => { description: string; parent: string | null } | undefined;
};

let cached: Promise<LookupNames> | undefined;

export function loadLookupNames(db: Executor): Promise<LookupNames> {
  cached ??= (async () => {
    // One after another: the first caller may pass a transaction's client, which runs one query at a time.
    const values = await db
      .select({ domainId: domainValues.domainId, value: domainValues.value, name: domainValues.name })
      .from(domainValues);
    const countryRows = await db.select({ id: countries.id, name: countries.name }).from(countries);
    const categoryRows = await db
      .select({ id: sourceCategories.id, name: sourceCategories.name })
      .from(sourceCategories);
    const isicRows = await db.select().from(isicCodes);
    const valueNames = new Map(values.map((row) => [`${row.domainId}:${row.value}`, row.name]));
    const countryNames = new Map(countryRows.map((row) => [row.id, row.name]));
    const categoryNames = new Map(categoryRows.map((row) => [row.id, row.name]));
    const isic = new Map(isicRows.map((row) => [row.code, { description: row.description, parent: row.parent }]));
    return {
      domainValue: (domainId, value) => (value == null ? undefined : valueNames.get(`${domainId}:${value}`)),
      country: (id) => (id == null ? undefined : countryNames.get(id)),
      sourceCategory: (id) => (id == null ? undefined : categoryNames.get(id)),
      isic: (code) => isic.get(code),
    };
  })();
  return cached;
}
