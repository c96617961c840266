import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * One INSERT for many rows: each column travels as a single array parameter and `unnest` turns
 * the arrays back into rows. A statement with one parameter per value needs the query builder to
 * walk millions of values (it took most of a large seed's time) and meets PostgreSQL's limit of
 * 65,535 parameters; this one has a parameter per column whatever the row count.
 *
 * Every row must set the same keys (the first row's); columns left out take their defaults.
 */
export function bulkInsert<T extends PgTable>(
  table: T,
  rows: ReadonlyArray<Partial<T['$inferInsert']>>,
  tail: SQL = sql``,
): SQL {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(rows[0] ?? {}).filter((key) => (rows[0] as Record<string, unknown>)[key] !== undefined);
  const targets = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`bulkInsert: ${getTableName(table)} has no column ${key}`);
    return column;
  });
  const arrays = targets.map((column, i) => {
    const key = keys[i]!;
    const values = rows.map((row) => {
      const value = (row as Record<string, unknown>)[key];
      return value === null || value === undefined ? null : column.mapToDriverValue(value);
    });
    // varchar(60)[] and the like: the element type is the column's own.
    return sql`${sql.param(values)}::${sql.raw(column.getSQLType())}[]`;
  });
  const names = sql.join(
    targets.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  return sql`insert into ${table} (${names}) select * from unnest(${sql.join(arrays, sql`, `)}) ${tail}`;
}
