import { type SQL, sql } from 'drizzle-orm';
import type { TestServer } from './harness';

type Db = TestServer['ctx']['db'];
export interface Column {
  table: string;
  column: string;
}

/** node-postgres and PGlite both answer { rows }; drizzle types them loosely. */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];
}

/** The columns of every table of the schema whose data type passes `dataType` (a condition on `c.data_type`). */
export async function columnsOf(db: Db, dataType: SQL): Promise<Column[]> {
  const rows = rowsOf<{ table_name: string; column_name: string }>(
    await db.execute(sql`
      select c.table_name, c.column_name from information_schema.columns c
      join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and ${dataType}`),
  );
  return rows.map((row) => ({ table: row.table_name, column: row.column_name }));
}

/** `table.column` of each of `columns` where some row's text contains `needle`: where a value is stored. */
export async function columnsHolding(db: Db, columns: Column[], needle: string): Promise<string[]> {
  const found: string[] = [];
  for (const { table, column } of columns) {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text like ${`%${needle}%`}`,
      ),
    );
    if (row!.n > 0) found.push(`${table}.${column}`);
  }
  return found;
}
