import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Migrations import nothing from the app: they describe the schema as it was on their day.

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Offline clocking (issue 22): a tap made without a network is sent later by the phone, with the
 * time it was made.
 * - attendance.offline: the clock-in or the clock-out was sent late, its time is the phone's: the
 *   office reviews it (a partial index finds the few such records of a company);
 * - attendance.check_in_received_at / check_out_received_at: when the server received such a tap
 *   (null for a tap answered at once, whose time is the server's own);
 * - attendance_setting.offline_max_hours: how old a tap the company still accepts (default 12).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const ts = isPostgres(db) ? 'timestamptz' : 'text';
  await db.schema.alterTable('attendance').addColumn('offline', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('attendance').addColumn('check_in_received_at', ts).execute();
  await db.schema.alterTable('attendance').addColumn('check_out_received_at', ts).execute();
  await db.schema.createIndex('attendance_offline_idx').on('attendance').columns(['company_id', 'check_in']).where(sql.ref('offline'), '=', 1).execute();
  await db.schema.alterTable('attendance_setting').addColumn('offline_max_hours', 'integer', (c) => c.notNull().defaultTo(12)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('attendance_setting').dropColumn('offline_max_hours').execute();
  await db.schema.dropIndex('attendance_offline_idx').execute();
  await db.schema.alterTable('attendance').dropColumn('check_out_received_at').execute();
  await db.schema.alterTable('attendance').dropColumn('check_in_received_at').execute();
  await db.schema.alterTable('attendance').dropColumn('offline').execute();
}
