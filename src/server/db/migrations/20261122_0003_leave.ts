import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

// Migrations import nothing from the app: they describe the schema as it was on their day.

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

const idColumn = (db: Kysely<any>) => (col: ColumnDefinitionBuilder) =>
  isPostgres(db) ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();

export async function up(db: Kysely<any>): Promise<void> {
  const ts = isPostgres(db) ? 'timestamptz' : 'text';
  const now = isPostgres(db) ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

  // Leave is the basis of payroll: a user or company with leave on record cannot be deleted.
  await db.schema
    .createTable('permission')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id'))
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('end_date', 'varchar(10)')
    .addColumn('start_time', 'varchar(5)')
    .addColumn('end_time', 'varchar(5)')
    .addColumn('hours', 'numeric(6, 2)')
    .addColumn('reason', 'varchar(500)')
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('PENDING'))
    .addColumn('decided_by', 'integer', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('decided_at', ts)
    .addColumn('decision_note', 'varchar(500)')
    .addColumn('protocol_number', 'varchar(40)')
    .addColumn('kind', 'varchar(20)')
    .addColumn('availability_address', 'varchar(300)')
    .addColumn('parent_id', 'integer', (c) => c.references('permission.id'))
    .addColumn('created_by', 'integer', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('permission_period_check', sql`end_date is null or end_date >= start_date`)
    .addCheckConstraint('permission_time_check', sql`(start_time is null) = (end_time is null)`)
    .execute();
  await db.schema.createIndex('permission_user_start_idx').on('permission').columns(['user_id', 'start_date']).execute();
  await db.schema.createIndex('permission_company_status_idx').on('permission').columns(['company_id', 'status']).execute();
  await db.schema.createIndex('permission_parent_idx').on('permission').column('parent_id').execute();

  // A row without user_id is the company default for the year; with user_id, that worker's override.
  await db.schema
    .createTable('leave_allowance')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('user.id').onDelete('cascade'))
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('amount', 'numeric(7, 2)', (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('leave_allowance_default_uq')
    .on('leave_allowance')
    .columns(['company_id', 'year', 'type'])
    .unique()
    .where(sql.ref('user_id'), 'is', null)
    .execute();
  await db.schema
    .createIndex('leave_allowance_user_uq')
    .on('leave_allowance')
    .columns(['user_id', 'year', 'type'])
    .unique()
    .where(sql.ref('user_id'), 'is not', null)
    .execute();

  await db.schema
    .createTable('leave_setting')
    .addColumn('company_id', 'integer', (c) => c.primaryKey().references('company.id').onDelete('cascade'))
    .addColumn('l104_monthly_days', 'integer', (c) => c.notNull().defaultTo(3))
    .addColumn('hours_per_day', 'numeric(4, 2)', (c) => c.notNull().defaultTo(8))
    .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('notification')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(40)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('body', 'varchar(1000)', (c) => c.notNull())
    .addColumn('link', 'varchar(300)')
    .addColumn('params', 'text')
    .addColumn('read_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('notification_user_read_idx').on('notification').columns(['user_id', 'read_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['notification', 'leave_setting', 'leave_allowance', 'permission']) {
    await db.schema.dropTable(table).execute();
  }
}
