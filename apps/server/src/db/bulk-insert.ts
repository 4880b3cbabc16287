import { getTableColumns, getTableName, Param, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Executor } from './client';

/** A PostgreSQL array literal of numbers or strings. */
function arrayLiteral(values: unknown[]): string {
  return `{${values.map((value) => (typeof value === 'number' ? String(value) : `"${String(value).replace(/["\\]/g, '\\$&')}"`)).join(',')}}`;
}

/** A value as the text or native form its column's array parameter carries. */
function toParam(column: PgColumn, value: unknown): unknown {
  if (value === undefined || value === null) return null;
  const type = column.getSQLType();
  if (type.endsWith('[]')) return arrayLiteral(value as unknown[]);
  if (type === 'jsonb' || type === 'json') return JSON.stringify(value);
  if (type === 'point') return `(${(value as { x: number }).x},${(value as { y: number }).y})`;
  if (value instanceof Date) return value.toISOString();
  return value;
}

/** Base types travel as arrays of themselves; anything else as text, cast on the way in. */
const nativeTypes = new Set([
  'integer',
  'text',
  'boolean',
  'double precision',
  'uuid',
  'timestamp with time zone',
  'serial',
]);

/**
 * Inserts many rows with one statement: each column travels as one array parameter and
 * `unnest` turns them back into rows, so a batch costs a handful of parameters whatever its size.
 * Columns absent from every row take their table default. `computed` adds columns built from
 * `inputs` (extra text arrays, named `input.<name>`) in SQL. Answers the `returning` columns.
 */
export async function bulkInsert<T extends PgTable, R = never>(
  db: Executor,
  table: T,
  rows: Partial<T['$inferInsert']>[],
  options: { inputs?: Record<string, (string | null)[]>; computed?: Record<string, SQL>; returning?: string[] } = {},
): Promise<R[]> {
  if (!rows.length) return [];
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(columns).filter((key) =>
    rows.some((row) => (row as Record<string, unknown>)[key] !== undefined),
  );
  const unnestArgs: SQL[] = [];
  const aliases: string[] = [];
  const targets: string[] = [];
  const selects: SQL[] = [];
  keys.forEach((key, index) => {
    const column = columns[key]!;
    const type = column.getSQLType() === 'serial' ? 'integer' : column.getSQLType();
    const carried = nativeTypes.has(type) ? type : 'text';
    const values = rows.map((row) => toParam(column, (row as Record<string, unknown>)[key]));
    unnestArgs.push(sql`${new Param(values)}::${sql.raw(carried)}[]`);
    aliases.push(`c${index}`);
    targets.push(`"${column.name}"`);
    selects.push(sql.raw(carried === type ? `input.c${index}` : `input.c${index}::${type}`));
  });
  for (const [name, values] of Object.entries(options.inputs ?? {})) {
    unnestArgs.push(sql`${new Param(values)}::text[]`);
    aliases.push(name);
  }
  for (const [key, expression] of Object.entries(options.computed ?? {})) {
    targets.push(`"${columns[key]!.name}"`);
    selects.push(expression);
  }
  const returning = options.returning?.length
    ? sql.raw(` returning ${options.returning.map((key) => `"${columns[key]!.name}" as "${key}"`).join(', ')}`)
    : sql``;
  return queryRows<R>(
    db,
    sql`insert into ${sql.raw(`"${getTableName(table)}"`)} (${sql.raw(targets.join(', '))})
        select ${sql.join(selects, sql`, `)}
        from unnest(${sql.join(unnestArgs, sql`, `)}) as input(${sql.raw(aliases.join(', '))})${returning}`,
  );
}

/**
 * Runs a large load with the tables' secondary indexes dropped, then builds them again from their
 * own definitions: one index build is much cheaper than a million index updates. Unique indexes
 * stay, since they guard the data.
 */
export async function withIndexesDeferred<T>(db: Executor, tables: PgTable[], work: () => Promise<T>): Promise<T> {
  const names = tables.map((table) => getTableName(table));
  const indexes = await queryRows<{ name: string; definition: string }>(
    db,
    sql`select i.indexname as name, i.indexdef as definition
        from pg_indexes i join pg_class c on c.relname = i.indexname join pg_index x on x.indexrelid = c.oid
        where i.schemaname = 'public' and i.tablename in (${sql.join(
          names.map((name) => sql`${name}`),
          sql`, `,
        )})
          and not x.indisunique and not x.indisprimary`,
  );
  for (const index of indexes) await db.execute(sql.raw(`drop index if exists "${index.name}"`));
  try {
    return await work();
  } finally {
    for (const index of indexes) await db.execute(sql.raw(index.definition));
  }
}
