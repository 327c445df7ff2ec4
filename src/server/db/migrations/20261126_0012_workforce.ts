import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

// Migrations import nothing from the app: they describe the schema as it was on their day.

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

const idColumn = (db: Kysely<any>) => (col: ColumnDefinitionBuilder) =>
  isPostgres(db) ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();

/**
 * Workforce:
 * - post: what a client bought at one of its sites ('posto di servizio'), with its requirements,
 *   weekly time slots (JSON) and orders ('consegne'); company_id is the client's, kept for scope.
 *   orders_version rises when the orders change, so guards acknowledge them again.
 * - post_document: documents that are part of a post's orders.
 * - post_ack: the last orders version each person acknowledged.
 * - shift: one person's place in the roster (user_id null: an open shift). `date` is the Rome day
 *   it starts; start_time / end_time its wall-clock times; starts_at / ends_at the instants (a night
 *   crossing a daylight-saving change is 7 or 9 hours). `slot` numbers the headcount of a post's
 *   time slot, so generating twice makes nothing twice. Past shifts are kept (2 years).
 * - shift_change: who changed a shift, when, why, before and after (assignments, overrides,
 *   changes after publication).
 * - shift_alert: LATE and NO_SHOW told once per shift, whichever server's job sees it first.
 * - workforce_setting: a company's graces, clock-in window and working-time rule sets (JSON).
 * - attendance: the shift a clock-in is linked to (no foreign key: attendance is kept 5 years,
 *   a shift 2; read with a left join), or unplanned.
 * - site_assignment goes: the sites a worker may clock in at follow from the roster.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const ts = isPostgres(db) ? 'timestamptz' : 'text';
  const now = isPostgres(db) ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  const stamps = (table: CreateTableBuilder<any, any>) =>
    table.addColumn('created_at', ts, (c) => c.notNull().defaultTo(now)).addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now));

  await db.schema
    .createTable('post')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id'))
    .addColumn('client_site_id', 'integer', (c) => c.notNull().references('client_site.id').onDelete('cascade'))
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('service_type', 'varchar(30)', (c) => c.notNull())
    .addColumn('armed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('required_qualification', 'varchar(10)', (c) => c.notNull().defaultTo('ANY'))
    .addColumn('required_courses', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('headcount', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('time_slots', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('orders', 'text')
    .addColumn('orders_version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('orders_updated_at', ts)
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'integer', (c) => c.references('user.id').onDelete('set null'))
    .$call(stamps)
    .addCheckConstraint('post_qualification_check', sql`required_qualification in ('GPG', 'FIDUCIARIO', 'ANY')`)
    .addCheckConstraint('post_headcount_check', sql`headcount >= 1`)
    .execute();
  await db.schema.createIndex('post_site_idx').on('post').columns(['client_site_id', 'name']).execute();
  await db.schema.createIndex('post_company_idx').on('post').columns(['company_id', 'name']).execute();

  await db.schema
    .createTable('post_document')
    .addColumn('post_id', 'integer', (c) => c.notNull().references('post.id').onDelete('cascade'))
    .addColumn('document_id', 'integer', (c) => c.notNull().references('document.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('post_document_pk', ['post_id', 'document_id'])
    .execute();

  await db.schema
    .createTable('post_ack')
    .addColumn('post_id', 'integer', (c) => c.notNull().references('post.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('orders_version', 'integer', (c) => c.notNull())
    .addColumn('acknowledged_at', ts, (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('post_ack_pk', ['post_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('shift')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id'))
    .addColumn('post_id', 'integer', (c) => c.notNull().references('post.id').onDelete('cascade'))
    .addColumn('client_site_id', 'integer', (c) => c.notNull().references('client_site.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('date', 'varchar(10)', (c) => c.notNull())
    .addColumn('start_time', 'varchar(5)', (c) => c.notNull())
    .addColumn('end_time', 'varchar(5)', (c) => c.notNull())
    .addColumn('starts_at', ts, (c) => c.notNull())
    .addColumn('ends_at', ts, (c) => c.notNull())
    .addColumn('minutes', 'integer', (c) => c.notNull())
    .addColumn('slot', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('DRAFT'))
    .addColumn('note', 'varchar(500)')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('published_at', ts)
    .addColumn('created_by', 'integer', (c) => c.references('user.id').onDelete('set null'))
    .$call(stamps)
    .addCheckConstraint('shift_status_check', sql`status in ('DRAFT', 'PUBLISHED', 'CANCELLED')`)
    .addCheckConstraint('shift_minutes_check', sql`minutes > 0`)
    .execute();
  // Generating a slot twice makes nothing twice; a shift added by hand takes the next free slot.
  await db.schema.createIndex('shift_slot_uq').on('shift').columns(['post_id', 'date', 'start_time', 'slot']).unique().execute();
  await db.schema.createIndex('shift_site_date_idx').on('shift').columns(['client_site_id', 'date']).execute();
  await db.schema.createIndex('shift_company_date_idx').on('shift').columns(['company_id', 'date']).execute();
  await db.schema.createIndex('shift_user_starts_idx').on('shift').columns(['user_id', 'starts_at']).execute();
  await db.schema.createIndex('shift_date_idx').on('shift').columns(['date', 'starts_at']).execute();

  await db.schema
    .createTable('shift_change')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('shift_id', 'integer', (c) => c.notNull().references('shift.id').onDelete('cascade'))
    .addColumn('actor_id', 'integer', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('action', 'varchar(12)', (c) => c.notNull())
    .addColumn('reason', 'varchar(500)')
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('at', ts, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('shift_change_shift_idx').on('shift_change').columns(['shift_id', 'at']).execute();

  await db.schema
    .createTable('shift_alert')
    .addColumn('shift_id', 'integer', (c) => c.notNull().references('shift.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('sent_at', ts, (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('shift_alert_pk', ['shift_id', 'kind'])
    .execute();

  await db.schema
    .createTable('workforce_setting')
    .addColumn('company_id', 'integer', (c) => c.primaryKey().references('company.id').onDelete('cascade'))
    .addColumn('late_grace_minutes', 'integer', (c) => c.notNull().defaultTo(10))
    .addColumn('no_show_grace_minutes', 'integer', (c) => c.notNull().defaultTo(30))
    .addColumn('clock_window_minutes', 'integer', (c) => c.notNull().defaultTo(60))
    .addColumn('rules', 'text')
    .addColumn('updated_by', 'integer', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema.alterTable('attendance').addColumn('shift_id', 'integer').execute();
  await db.schema.alterTable('attendance').addColumn('unplanned', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.createIndex('attendance_shift_idx').on('attendance').column('shift_id').execute();

  await db.schema.dropTable('site_assignment').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const ts = isPostgres(db) ? 'timestamptz' : 'text';
  const now = isPostgres(db) ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  await db.schema
    .createTable('site_assignment')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('client_site_id', 'integer', (c) => c.notNull().references('client_site.id').onDelete('cascade'))
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('site_assignment_pk', ['user_id', 'client_site_id'])
    .execute();
  await db.schema.createIndex('site_assignment_site_idx').on('site_assignment').column('client_site_id').execute();
  await db.schema.dropIndex('attendance_shift_idx').execute();
  await db.schema.alterTable('attendance').dropColumn('unplanned').execute();
  await db.schema.alterTable('attendance').dropColumn('shift_id').execute();
  for (const table of ['workforce_setting', 'shift_alert', 'shift_change', 'shift', 'post_ack', 'post_document', 'post']) await db.schema.dropTable(table).execute();
}
