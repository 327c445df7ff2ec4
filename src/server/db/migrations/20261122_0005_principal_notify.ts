import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Migrations import nothing from the app: they describe the schema as it was on their day.

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** The tables a signed-in principal is read from (a company's deletion takes its memberships with it). */
const TABLES = ['user', 'user_role', 'user_company', 'auth_session', 'company'];

/**
 * PostgreSQL: every change to those tables, by any instance of the server or by hand, is announced
 * on the channel presidio_principals when its transaction commits, so each instance forgets the
 * principals it keeps in memory. SQLite is served by one process, which sees its own writes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create function presidio_principals_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('presidio_principals', '');
      return null;
    end $$`.execute(db);
  for (const table of TABLES) {
    await sql`create trigger ${sql.id(`${table}_principals_changed`)} after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function presidio_principals_changed()`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await sql`drop function if exists presidio_principals_changed cascade`.execute(db);
}
