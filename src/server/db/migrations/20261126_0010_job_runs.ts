import { type Kysely, PostgresAdapter } from 'kysely';

// Migrations import nothing from the app: they describe the schema as it was on their day.

/**
 * job_run: when each scheduled job (attendance retention, document purge, …) last ran, on any
 * server sharing the database. A job is due when its interval has passed since then; a job missed
 * while every server was down runs once at the next start (catch-up).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const ts = db.getExecutor().adapter instanceof PostgresAdapter ? 'timestamptz' : 'text';
  await db.schema
    .createTable('job_run')
    .addColumn('name', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('last_run_at', ts, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_run').execute();
}
