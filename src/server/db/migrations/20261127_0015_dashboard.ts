import { type Kysely, sql } from 'kysely';

// Migrations import nothing from the app: they describe the schema as it was on their day.

/**
 * The office's dashboard (issue 23) reads every figure from an index:
 * - attendance by company and clock-in with what the worked minutes need (clock-out, the missed
 *   flag, person and site), so a month's hours, overtime and coverage never read the table;
 * - open attendances by company (partial: the few records without a clock-out);
 * - deadlines not done by company, due date and kind (partial, as the deadlines' open index);
 * - documents not acknowledged and not deleted by company and upload time (partial);
 * - shifts by company and day with status, site and minutes.
 */
export const up = async (db: Kysely<any>) => {
  await db.schema
    .createIndex('attendance_company_worked_idx')
    .on('attendance')
    .columns(['company_id', 'check_in', 'check_out', 'missed_clock_out', 'user_id', 'site_type', 'site_id'])
    .execute();
  await db.schema.createIndex('attendance_open_company_idx').on('attendance').columns(['company_id', 'check_in']).where(sql.ref('check_out'), 'is', null).execute();
  await db.schema.createIndex('deadline_open_company_kind_idx').on('deadline').columns(['company_id', 'due_date', 'kind']).where(sql.ref('state'), '<>', 'DONE').execute();
  await db.schema
    .createIndex('document_unacknowledged_idx')
    .on('document')
    .columns(['company_id', 'created_at'])
    .where(sql.ref('acknowledged_at'), 'is', null)
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
  await db.schema.createIndex('shift_company_date_minutes_idx').on('shift').columns(['company_id', 'date', 'status', 'client_site_id', 'minutes']).execute();
};

export const down = async (db: Kysely<any>) => {
  for (const index of ['attendance_company_worked_idx', 'attendance_open_company_idx', 'deadline_open_company_kind_idx', 'document_unacknowledged_idx', 'shift_company_date_minutes_idx']) {
    await db.schema.dropIndex(index).execute();
  }
};
