import type { Kysely } from 'kysely';

// Migrations import nothing from the app: they describe the schema as it was on their day.

/**
 * company.patron_day: the patron saint's day of the company's seat as 'MM-dd' (e.g. '06-29' for
 * Rome), a paid holiday there like the national ones; null when the company keeps none. Existing
 * companies start with none: the office sets it, nothing here could guess it from an address.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('company').addColumn('patron_day', 'varchar(5)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('company').dropColumn('patron_day').execute();
}
