import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Migrations import nothing from the app: they describe the schema as it was on their day.

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * The tables the answers kept between requests read (http/kept-answer.ts): the roster's grids
 * (posts, sites, clients, shifts, people, their roles and companies, leave, contract letters) and
 * the client portal's list (requests and their attachments). A new kept answer that reads another
 * table adds it here by a migration of its own.
 */
const TABLES = [
  'post',
  'client_site',
  'client',
  'shift',
  'user',
  'user_role',
  'user_company',
  'permission',
  'employment_contract',
  'service_request',
  'service_request_attachment',
];

/**
 * PostgreSQL: every statement that changes one of those tables, by any server or by hand,
 * announces the table's name on the channel presidio_change. NOTIFY is delivered when the
 * transaction commits (and the same name once per transaction), so a server never hears of a
 * change its readers cannot see yet. SQLite is served by one process, which notes its own writes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create function presidio_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('presidio_change', tg_table_name);
      return null;
    end $$`.execute(db);
  for (const table of TABLES) {
    await sql`create trigger ${sql.id(`${table}_changed`)} after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function presidio_changed()`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await sql`drop function if exists presidio_changed cascade`.execute(db);
}
