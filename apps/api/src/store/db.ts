import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import * as schema from '../db/schema';

export type Database = ReturnType<typeof database>;

export function database(d1: D1Database) {
  return drizzle(d1, { schema });
}

/**
 * The INSERT of one row into `table`, for a batch, that is written only when `where` holds for a
 * row of `from` in the same batch: INSERT … SELECT … LIMIT 1. What follows a change (the mail of a
 * new registration, an event) is so written exactly when the change was made. A column left out
 * takes its default, or NULL.
 */
export function insertWhere<T extends SQLiteTable>(db: Database, table: T, values: Partial<T['$inferInsert']>, from: SQLiteTable, where: SQL | undefined) {
  const given = values as Record<string, unknown>;
  const fields = Object.fromEntries(
    Object.entries(getTableColumns(table)).map(([key, column]) => {
      const value = given[key] ?? (column.hasDefault ? column.default : null);
      return [key, sql`${value === null || value === undefined ? null : column.mapToDriverValue(value)}`.as(column.name)];
    }),
  );
  return db.insert(table).select(db.select(fields).from(from).where(where).limit(1) as never);
}
