import type { Kysely } from 'kysely';

// Migrations import nothing from the app: they describe the schema as it was on their day.

/** The missed clock-out limit of a company that saved no settings (hours). */
const DEFAULT_MISSED_HOURS = 14;

/**
 * attendance.missed_clock_out: the worker clocked out only after the company's missed clock-out
 * limit, so the record's hours (48 for a Friday shift closed on Sunday) are not the shift's and are
 * not counted until the back office corrects the times or clears the review. Records closed that
 * way before this column existed are found by their length and review flag.
 *
 * attendance_idempotency.request: a digest of the request a key was first used with, so that a key
 * sent again with another request is refused instead of replaying an answer that is not its own.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('attendance').addColumn('missed_clock_out', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('attendance_idempotency').addColumn('request', 'varchar(64)', (c) => c.notNull().defaultTo('')).execute();

  const limits = new Map(
    (await db.selectFrom('attendance_setting').select(['company_id', 'missed_clock_out_hours']).execute()).map((row) => [
      Number(row.company_id),
      Number(row.missed_clock_out_hours),
    ]),
  );
  const flagged = await db
    .selectFrom('attendance')
    .select(['id', 'company_id', 'check_in', 'check_out'])
    .where('review_flag', '=', 1)
    .where('check_out', 'is not', null)
    .where('source', '=', 'APP')
    .where('edited_at', 'is', null)
    .execute();
  const late = flagged
    .filter((row) => {
      const hours = limits.get(Number(row.company_id)) ?? DEFAULT_MISSED_HOURS;
      return new Date(row.check_out).getTime() - new Date(row.check_in).getTime() > hours * 3_600_000;
    })
    .map((row) => Number(row.id));
  for (let i = 0; i < late.length; i += 500) {
    await db.updateTable('attendance').set({ missed_clock_out: 1 }).where('id', 'in', late.slice(i, i + 500)).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('attendance_idempotency').dropColumn('request').execute();
  await db.schema.alterTable('attendance').dropColumn('missed_clock_out').execute();
}
