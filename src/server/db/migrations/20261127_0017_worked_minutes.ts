import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Migrations import nothing from the app: they describe the schema as it was on their day.

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * attendance.worked_minutes: the minutes a record counts on the month sheet, written by the
 * database from the record itself, so that no write path keeps it: the difference of the clock
 * minutes of check-in and check-out (seconds dropped; instants are UTC, and Rome's offset is whole
 * hours, so a night across a change of time counts the hours really worked), never below zero; 0
 * while open and for a missed clock-out (missed_clock_out = 1). An open record past its company's
 * limit is a missed clock-out too on the sheet, and counts 0 here as any open one.
 *
 * PostgreSQL stores it (GENERATED … STORED: an interval's epoch, immutable, where a timestamptz's
 * is not). SQLite cannot add a stored column to a table, so it is VIRTUAL, and the dashboard's
 * index holds its value: a sum over a month reads the index and computes nothing.
 *
 * The index replaces 0015's attendance_company_worked_idx (company, clock-in, clock-out, missed
 * flag, person, site), which held what the minutes were computed from.
 *
 * Two more of 0015's indexes become covering ones, so that the dashboard's counts read no record
 * (SQLite reads a column its statement names even when the partial index's condition implies it):
 * - deadlines not done by company, kind and due date (both windows by kind in the index's order,
 *   nothing to sort), with the state;
 * - documents not acknowledged nor deleted by company and upload time, with what else the count
 *   filters on (owner type, visible to the owner, status).
 * - shifts by company, day and status with site and minutes (0015's) and now the person and the
 *   instants too: who is planned now and today's shifts without reading a shift.
 * And the clock-ins linked to a shift, by shift with their times (partial: records without a shift,
 * most of the old ones, are left out, so that the planner knows a shift's lookup finds a few).
 */
const PG_MINUTES = `case when check_out is null or missed_clock_out = 1 then 0 else greatest(0,
  floor(extract(epoch from (check_out - timestamptz '1970-01-01 00:00:00+00')) / 60)::integer
  - floor(extract(epoch from (check_in - timestamptz '1970-01-01 00:00:00+00')) / 60)::integer) end`;
const SQLITE_MINUTES = `case when check_out is null or missed_clock_out = 1 then 0 else max(0,
  (unixepoch(substr(check_out, 1, 16)) - unixepoch(substr(check_in, 1, 16))) / 60) end`;

export const up = async (db: Kysely<any>) => {
  if (isPostgres(db)) await sql.raw(`alter table attendance add column worked_minutes integer generated always as (${PG_MINUTES}) stored`).execute(db);
  else await sql.raw(`alter table attendance add column worked_minutes integer generated always as (${SQLITE_MINUTES}) virtual`).execute(db);
  await db.schema.dropIndex('attendance_company_worked_idx').execute();
  await db.schema
    .createIndex('attendance_company_minutes_idx')
    .on('attendance')
    .columns(['company_id', 'check_in', 'worked_minutes', 'user_id', 'site_type', 'site_id'])
    .execute();
  await db.schema.dropIndex('deadline_open_company_kind_idx').execute();
  await db.schema
    .createIndex('deadline_open_company_kind_due_idx')
    .on('deadline')
    .columns(['company_id', 'kind', 'due_date', 'state'])
    .where(sql.ref('state'), '<>', 'DONE')
    .execute();
  await db.schema.dropIndex('document_unacknowledged_idx').execute();
  await db.schema
    .createIndex('document_unacknowledged_cover_idx')
    .on('document')
    .columns(['company_id', 'created_at', 'owner_type', 'visible_to_owner', 'status', 'acknowledged_at', 'deleted_at'])
    .where(sql.ref('acknowledged_at'), 'is', null)
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
  await db.schema.dropIndex('shift_company_date_minutes_idx').execute();
  await db.schema
    .createIndex('shift_company_date_cover_idx')
    .on('shift')
    .columns(['company_id', 'date', 'status', 'client_site_id', 'minutes', 'user_id', 'starts_at', 'ends_at'])
    .execute();
  await db.schema.createIndex('attendance_linked_shift_idx').on('attendance').columns(['shift_id', 'check_in', 'check_out']).where(sql.ref('shift_id'), 'is not', null).execute();
};

export const down = async (db: Kysely<any>) => {
  await db.schema.dropIndex('attendance_linked_shift_idx').execute();
  await db.schema.dropIndex('shift_company_date_cover_idx').execute();
  await db.schema.createIndex('shift_company_date_minutes_idx').on('shift').columns(['company_id', 'date', 'status', 'client_site_id', 'minutes']).execute();
  await db.schema.dropIndex('document_unacknowledged_cover_idx').execute();
  await db.schema
    .createIndex('document_unacknowledged_idx')
    .on('document')
    .columns(['company_id', 'created_at'])
    .where(sql.ref('acknowledged_at'), 'is', null)
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
  await db.schema.dropIndex('deadline_open_company_kind_due_idx').execute();
  await db.schema.createIndex('deadline_open_company_kind_idx').on('deadline').columns(['company_id', 'due_date', 'kind']).where(sql.ref('state'), '<>', 'DONE').execute();
  await db.schema.dropIndex('attendance_company_minutes_idx').execute();
  await db.schema
    .createIndex('attendance_company_worked_idx')
    .on('attendance')
    .columns(['company_id', 'check_in', 'check_out', 'missed_clock_out', 'user_id', 'site_type', 'site_id'])
    .execute();
  await db.schema.alterTable('attendance').dropColumn('worked_minutes').execute();
};
