import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

// Migrations import nothing from the app: they describe the schema as it was on their day.

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

const idColumn = (db: Kysely<any>) => (col: ColumnDefinitionBuilder) =>
  isPostgres(db) ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();

/**
 * Client portal:
 * - service_request: a client's request for a service at one of its sites; company_id is the
 *   client's company, kept for scope. post_id is the post it was scheduled on.
 * - service_request_event: its history and conversation, in order: creation, transitions,
 *   replies (client-visible) and the office's comments (internal = 1, never shown to a client).
 * - service_request_attachment: files of a request, in the document store.
 * - site_statement: a client's answer to a site's monthly statement (accepted or contested).
 * - user_token: single-use links (an invitation to set one's password), kept as a hash.
 * - shift.request_id: the request a shift was scheduled for (no foreign key, as attendance.shift_id).
 * - attendance by site and clock-in: a site's month of service delivered, whatever company the
 *   clock-ins were recorded under.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const ts = isPostgres(db) ? 'timestamptz' : 'text';
  const now = isPostgres(db) ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

  await db.schema
    .createTable('service_request')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id'))
    .addColumn('client_id', 'integer', (c) => c.notNull().references('client.id').onDelete('cascade'))
    .addColumn('site_id', 'integer', (c) => c.references('client_site.id').onDelete('set null'))
    .addColumn('created_by', 'integer', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('service_type', 'varchar(30)', (c) => c.notNull())
    .addColumn('title', 'varchar(120)', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('end_date', 'varchar(10)')
    .addColumn('time_slots', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('headcount', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('armed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rounds_per_day', 'integer')
    .addColumn('status', 'varchar(12)', (c) => c.notNull().defaultTo('OPEN'))
    .addColumn('handled_by', 'integer', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('reject_reason', 'text')
    .addColumn('post_id', 'integer', (c) => c.references('post.id').onDelete('set null'))
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('service_request_status_check', sql`status in ('OPEN', 'IN_PROGRESS', 'SCHEDULED', 'DONE', 'REJECTED', 'CANCELLED')`)
    .addCheckConstraint('service_request_headcount_check', sql`headcount >= 1`)
    .execute();
  await db.schema.createIndex('service_request_client_idx').on('service_request').columns(['client_id', 'created_at']).execute();
  await db.schema.createIndex('service_request_company_idx').on('service_request').columns(['company_id', 'status', 'created_at']).execute();
  await db.schema.createIndex('service_request_site_idx').on('service_request').column('site_id').execute();

  await db.schema
    .createTable('service_request_event')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('request_id', 'integer', (c) => c.notNull().references('service_request.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(12)', (c) => c.notNull())
    .addColumn('author_id', 'integer', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('by_client', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('internal', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('from_status', 'varchar(12)')
    .addColumn('to_status', 'varchar(12)')
    .addColumn('text', 'text')
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('service_request_event_request_idx').on('service_request_event').columns(['request_id', 'id']).execute();

  await db.schema
    .createTable('service_request_attachment')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('request_id', 'integer', (c) => c.notNull().references('service_request.id').onDelete('cascade'))
    .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('mime_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('storage_key', 'varchar(255)', (c) => c.notNull())
    .addColumn('uploaded_by', 'integer', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('service_request_attachment_request_idx').on('service_request_attachment').column('request_id').execute();

  await db.schema
    .createTable('site_statement')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('client_site.id').onDelete('cascade'))
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('answered_by', 'integer', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('answered_at', ts, (c) => c.notNull())
    .addCheckConstraint('site_statement_status_check', sql`status in ('ACCEPTED', 'CONTESTED')`)
    .execute();
  await db.schema.createIndex('site_statement_site_month_uq').on('site_statement').columns(['site_id', 'month']).unique().execute();

  await db.schema
    .createTable('user_token')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(12)', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('expires_at', ts, (c) => c.notNull())
    .addColumn('used_at', ts)
    .addColumn('created_by', 'integer', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('user_token_hash_uq').on('user_token').column('token_hash').unique().execute();
  await db.schema.createIndex('user_token_user_idx').on('user_token').columns(['user_id', 'kind']).execute();

  await db.schema.alterTable('shift').addColumn('request_id', 'integer').execute();
  await db.schema.createIndex('shift_request_idx').on('shift').column('request_id').execute();
  await db.schema.createIndex('attendance_site_check_in_idx').on('attendance').columns(['site_id', 'check_in']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('attendance_site_check_in_idx').execute();
  await db.schema.dropIndex('shift_request_idx').execute();
  await db.schema.alterTable('shift').dropColumn('request_id').execute();
  for (const table of ['user_token', 'site_statement', 'service_request_attachment', 'service_request_event', 'service_request']) await db.schema.dropTable(table).execute();
}
