import type { Kysely } from 'kysely';

// Migrations import nothing from the app: they describe the schema as it was on their day.

/** The fields of a record whose change by hand is a correction of its times or place. */
const CORRECTED_FIELDS = ['checkIn', 'checkOut', 'siteType', 'siteId'] as const;
const TIMES = new Set<string>(['checkIn', 'checkOut']);
const PAGE = 500;

const parse = (text: string | null): Record<string, unknown> | null => {
  if (text === null) return null;
  const value: unknown = JSON.parse(text);
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
};

/** A field's value for comparison: instants by the moment they name, however they were written. */
const comparable = (field: string, value: unknown) => {
  const instant = TIMES.has(field) && typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return Number.isNaN(instant) ? (value ?? null) : instant;
};

/** An audit entry's record before and after differ in its check-in, check-out or site. */
const changesTimesOrSite = (before: Record<string, unknown>, after: Record<string, unknown>) =>
  CORRECTED_FIELDS.some((field) => comparable(field, before[field]) !== comparable(field, after[field]));

/**
 * attendance.times_corrected: a correction by hand changed the record's check-in, check-out or
 * site. The month sheet's `*` reads it (with source MANUAL), so that a record only marked as
 * reviewed, or saved with its times unchanged, is not taken for one whose times were changed.
 * Earlier corrections are found in the audit trail: UPDATE entries of attendance (a clock-out's
 * entry changes the check-out too, but it is no correction) whose snapshots before and after differ
 * in those fields.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('attendance').addColumn('times_corrected', 'integer', (c) => c.notNull().defaultTo(0)).execute();

  const corrected = new Set<number>();
  let last = 0;
  let entries: Array<{ id: number; entity_id: number; before: string | null; after: string | null }>;
  do {
    entries = await db
      .selectFrom('audit_entry')
      .select(['id', 'entity_id', 'before', 'after'])
      .where('entity', '=', 'attendance')
      .where('action', '=', 'UPDATE')
      .where('entity_id', 'is not', null)
      .where('id', '>', last)
      .orderBy('id')
      .limit(PAGE)
      .execute();
    for (const entry of entries) {
      const before = parse(entry.before);
      const after = parse(entry.after);
      if (before && after && changesTimesOrSite(before, after)) corrected.add(Number(entry.entity_id));
    }
    last = Number(entries.at(-1)?.id ?? last);
  } while (entries.length === PAGE);
  const ids = [...corrected];
  for (let i = 0; i < ids.length; i += PAGE) {
    await db.updateTable('attendance').set({ times_corrected: 1 }).where('id', 'in', ids.slice(i, i + PAGE)).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('attendance').dropColumn('times_corrected').execute();
}
