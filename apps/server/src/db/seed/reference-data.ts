import { parse } from 'csv-parse/sync';
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Db, Executor } from '../client';
import {
  appState,
  apps,
  contentPages,
  countries,
  criteriaTypes,
  customListEntries,
  customLists,
  domains,
  domainValues,
  emailRestrictions,
  feedPresets,
  gicCodes,
  isicCodes,
  metadataLookups,
  sourceCategories,
  states,
} from '../schema/reference';
import { connectorTypeDefs } from '@feedmarket/contract/connectors/connectors.constants';
import { roles } from '../schema/accounts';
import { connectorTypeParams, connectorTypes } from '../schema/connectors';
import { notificationItemTypes, notificationStatuses, notificationTypes } from '../schema/notifications';

const referenceDir = path.join(import.meta.dirname, 'reference');
const read = (file: string) => readFileSync(path.join(referenceDir, file), 'utf8');
const readJson = <T>(file: string): T => JSON.parse(read(file)) as T;

type DomainValueJson = {
  value: number;
  name: string;
  description?: string;
  extra?: Record<string, unknown>;
  subtypes?: DomainValueJson[];
};
type DomainJson = { id: number; key: string; name: string; values: DomainValueJson[] };
type MetadataLookupsJson = {
  updateIntervals: { id: number; name: string }[];
  originatorSectors: { id: number; name: string; originators: { id: number; name: string }[] }[];
};
type CustomListJson = {
  id: number;
  name: string;
  description?: string;
  entries: { id: number; name: string; description?: string }[];
};
type NotificationLookupsJson = {
  types: { id: number; name: string; actionable: boolean }[];
  statuses: { id: number; name: string }[];
  itemTypes: { id: number; name: string }[];
};
type AppJson = Omit<typeof apps.$inferInsert, 'logoSvg' | 'iconSvg'>;

/** Inserts rows, updating those already there, in batches that stay under the parameter limit. */
async function upsert<T extends PgTable>(db: Executor, table: T, target: string[], rows: T['$inferInsert'][]) {
  const columns = getTableColumns(table);
  const set: Record<string, SQL> = {};
  for (const [key, column] of Object.entries(columns)) {
    if (!target.includes(key)) set[key] = sql.raw(`excluded."${column.name}"`);
  }
  const targetColumns = target.map((key) => columns[key]!);
  for (let start = 0; start < rows.length; start += 500) {
    const batch = rows.slice(start, start + 500);
    const insert = db.insert(table).values(batch);
    await (Object.keys(set).length
      ? insert.onConflictDoUpdate({ target: targetColumns, set })
      : insert.onConflictDoNothing());
  }
}

function flattenDomainValues(domain: DomainJson) {
  const rows: (typeof domainValues.$inferInsert)[] = [];
  const add = (values: DomainValueJson[], parentValue: number | null) =>
    values.forEach((item) => {
      rows.push({
        domainId: domain.id,
        value: item.value,
        name: item.name,
        description: item.description ?? null,
        extra: item.extra ?? null,
        parentValue,
        sort: rows.length,
      });
      if (item.subtypes) add(item.subtypes, item.value);
    });
  add(domain.values, null);
  return rows;
}

/** Fingerprint of every reference file, so an unchanged set is not loaded again on each start. */
function referenceVersion(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(referenceDir).sort()) hash.update(file).update(read(file));
  // Connector types are the contract's: the server checks parameters against them, the database keeps them for keys.
  hash.update(JSON.stringify(connectorTypeDefs));
  return hash.digest('hex');
}

/** Loads the lookup data the product ships (countries, ISIC, domain lists, apps, content pages). */
export async function loadReferenceData(db: Db): Promise<void> {
  const version = referenceVersion();
  const [loaded] = await db
    .select()
    .from(appState)
    .where(sql`${appState.key} = 'reference_version'`);
  if (loaded?.value === version) return;

  await db.transaction(async (tx) => {
    await upsert(tx, countries, ['id'], readJson('countries.json'));
    const statesByCountry = readJson<Record<string, { id: number; code: string; name: string }[]>>('states.json');
    await upsert(
      tx,
      states,
      ['id'],
      Object.entries(statesByCountry).flatMap(([countryId, list]) =>
        list.map((state) => ({ ...state, countryId: Number(countryId) })),
      ),
    );
    const domainList = readJson<DomainJson[]>('domains.json');
    await upsert(
      tx,
      domains,
      ['id'],
      domainList.map(({ id, key, name }) => ({ id, key, name })),
    );
    await upsert(tx, domainValues, ['domainId', 'value'], domainList.flatMap(flattenDomainValues));

    const isicRows = parse(read('isic-rev4.csv'), { columns: true, skip_empty_lines: true }) as {
      code: string;
      level: 'section' | 'division' | 'group' | 'class';
      parent: string;
      description: string;
    }[];
    await upsert(
      tx,
      isicCodes,
      ['code'],
      isicRows.map((row) => ({ ...row, parent: row.parent || null })),
    );
    const gics = readJson<{ id: string; parentId: string | null; name: string; description: string }[]>('gics.json');
    await upsert(
      tx,
      gicCodes,
      ['id'],
      gics.map((row, sort) => ({ ...row, sort })),
    );
    await upsert(tx, sourceCategories, ['id'], readJson('source-categories.json'));
    await upsert(
      tx,
      emailRestrictions,
      ['fragment'],
      readJson<string[]>('email-restrictions.json').map((fragment) => ({ fragment: fragment.toLowerCase() })),
    );
    await upsert(tx, criteriaTypes, ['id'], readJson('criteria-types.json'));
    await upsert(tx, roles, ['id'], readJson('roles.json'));
    await upsert(
      tx,
      apps,
      ['guid'],
      readJson<AppJson[]>('apps.json').map((app) => ({
        ...app,
        logoSvg: read(`logo-${app.guid}.svg`),
        iconSvg: read(`icon-${app.guid}.svg`),
      })),
    );
    await upsert(tx, contentPages, ['group', 'page'], readJson('content-pages.json'));
    const lookups = readJson<MetadataLookupsJson>('metadata-lookups.json');
    await upsert(
      tx,
      metadataLookups,
      ['list', 'id'],
      [
        ...lookups.updateIntervals.map((item, sort) => ({ list: 'updateInterval', ...item, sort })),
        ...lookups.originatorSectors.map(({ id, name }, sort) => ({ list: 'originatorSector', id, name, sort })),
        ...lookups.originatorSectors.flatMap((sector) =>
          sector.originators.map((item, sort) => ({ list: 'originator', ...item, parentId: sector.id, sort })),
        ),
      ],
    );
    const lists = readJson<CustomListJson[]>('custom-lists.json');
    await upsert(
      tx,
      customLists,
      ['id'],
      lists.map(({ id, name, description }) => ({ id, name, description: description ?? null })),
    );
    await upsert(
      tx,
      customListEntries,
      ['id'],
      lists.flatMap((list) =>
        list.entries.map((entry, sort) => ({
          ...entry,
          description: entry.description ?? null,
          listId: list.id,
          sort,
        })),
      ),
    );
    await upsert(tx, feedPresets, ['id'], readJson('feed-presets.json'));
    const notificationLookups = readJson<NotificationLookupsJson>('notifications.json');
    await upsert(
      tx,
      notificationTypes,
      ['id'],
      notificationLookups.types.map((type, sort) => ({ ...type, sort })),
    );
    await upsert(tx, notificationStatuses, ['id'], notificationLookups.statuses);
    await upsert(tx, notificationItemTypes, ['id'], notificationLookups.itemTypes);
    await upsert(
      tx,
      connectorTypes,
      ['id'],
      connectorTypeDefs.map(({ value, name, description, category, mode }) => ({
        id: value,
        name,
        description,
        category,
        mode,
      })),
    );
    await upsert(
      tx,
      connectorTypeParams,
      ['typeId', 'paramId'],
      connectorTypeDefs.flatMap((type) =>
        type.params.map((param, sort) => ({
          typeId: type.value,
          paramId: param.paramId,
          name: param.paramName,
          required: param.required,
          sort,
        })),
      ),
    );
    await upsert(tx, appState, ['key'], [{ key: 'reference_version', value: version }]);
  });
}
