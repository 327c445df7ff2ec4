import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

// Migrations import nothing from the app: they describe the schema as it was on their day.

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

const idColumn = (db: Kysely<any>) => (col: ColumnDefinitionBuilder) =>
  isPostgres(db) ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();

/**
 * Payroll's month close:
 * - month_close: a month ('yyyy-MM') of a company closed by payroll, by whom and when. A reopening
 *   keeps the row with who reopened it, when and why, so the history stays; at most one row per
 *   company and month is in force (reopened_at null), which a partial unique index holds.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const ts = isPostgres(db) ? 'timestamptz' : 'text';
  await db.schema
    .createTable('month_close')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    .addColumn('closed_at', ts, (c) => c.notNull())
    .addColumn('closed_by', 'integer', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('reopened_at', ts)
    .addColumn('reopened_by', 'integer', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('reopen_reason', 'text')
    .execute();
  await db.schema
    .createIndex('month_close_in_force_idx')
    .unique()
    .on('month_close')
    .columns(['company_id', 'month'])
    .where(sql.ref('reopened_at'), 'is', null)
    .execute();
  await db.schema.createIndex('month_close_company_idx').on('month_close').columns(['company_id', 'month', 'closed_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('month_close').execute();
}
