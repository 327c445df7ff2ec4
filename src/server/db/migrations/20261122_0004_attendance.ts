import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

// Migrations import nothing from the app: they describe the schema as it was on their day.

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

const idColumn = (db: Kysely<any>) => (col: ColumnDefinitionBuilder) =>
  isPostgres(db) ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();

/**
 * Triggers keeping attendance_count: per row on SQLite; per statement on PostgreSQL, where a bulk
 * insert then updates each company's row once.
 */
const countTriggers = async (db: Kysely<any>) => {
  if (!isPostgres(db)) {
    await sql`create trigger attendance_count_insert after insert on attendance begin
      insert into attendance_count (company_id, n) values (new.company_id, 1) on conflict (company_id) do update set n = n + 1;
    end`.execute(db);
    await sql`create trigger attendance_count_delete after delete on attendance begin
      update attendance_count set n = n - 1 where company_id = old.company_id;
    end`.execute(db);
    await sql`create trigger attendance_count_move after update of company_id on attendance when old.company_id <> new.company_id begin
      update attendance_count set n = n - 1 where company_id = old.company_id;
      insert into attendance_count (company_id, n) values (new.company_id, 1) on conflict (company_id) do update set n = n + 1;
    end`.execute(db);
    return;
  }
  await sql`create function attendance_count_apply() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        update attendance_count c set n = c.n - o.n from (select company_id, count(*) as n from old_rows group by company_id) o where c.company_id = o.company_id;
      else
        insert into attendance_count (company_id, n) select company_id, count(*) from new_rows group by company_id
          on conflict (company_id) do update set n = attendance_count.n + excluded.n;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger attendance_count_insert after insert on attendance referencing new table as new_rows
    for each statement execute function attendance_count_apply()`.execute(db);
  await sql`create trigger attendance_count_delete after delete on attendance referencing old table as old_rows
    for each statement execute function attendance_count_apply()`.execute(db);
  // Records never change company; should one be moved by hand, the counts follow.
  await sql`create function attendance_count_move() returns trigger language plpgsql as $$
    begin
      update attendance_count set n = n - 1 where company_id = old.company_id;
      insert into attendance_count (company_id, n) values (new.company_id, 1) on conflict (company_id) do update set n = attendance_count.n + 1;
      return null;
    end $$`.execute(db);
  await sql`create trigger attendance_count_move after update of company_id on attendance
    for each row when (old.company_id <> new.company_id) execute function attendance_count_move()`.execute(db);
};

export async function up(db: Kysely<any>): Promise<void> {
  const ts = isPostgres(db) ? 'timestamptz' : 'text';
  const now = isPostgres(db) ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

  // Where a worker may clock in besides their company's places, until workforce assignments exist.
  await db.schema
    .createTable('site_assignment')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('client_site_id', 'integer', (c) => c.notNull().references('client_site.id').onDelete('cascade'))
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('site_assignment_pk', ['user_id', 'client_site_id'])
    .execute();
  await db.schema.createIndex('site_assignment_site_idx').on('site_assignment').column('client_site_id').execute();

  // Attendance is payroll evidence kept 5 years: neither a user nor a company with attendance can be deleted.
  // The site is a client site or a place (site_type); its name is kept as it was at the clocking.
  await db.schema
    .createTable('attendance')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id'))
    .addColumn('site_type', 'varchar(12)')
    .addColumn('site_id', 'integer')
    .addColumn('site_name', 'varchar(200)')
    .addColumn('check_in', ts, (c) => c.notNull())
    .addColumn('check_out', ts)
    .addColumn('check_in_inside', 'varchar(8)', (c) => c.notNull().defaultTo('UNKNOWN'))
    .addColumn('check_out_inside', 'varchar(8)')
    .addColumn('check_in_lat', 'double precision')
    .addColumn('check_in_lng', 'double precision')
    .addColumn('check_in_accuracy', 'double precision')
    .addColumn('check_in_distance', 'integer')
    .addColumn('check_out_lat', 'double precision')
    .addColumn('check_out_lng', 'double precision')
    .addColumn('check_out_accuracy', 'double precision')
    .addColumn('check_out_distance', 'integer')
    .addColumn('positions_purged_at', ts)
    .addColumn('source', 'varchar(10)', (c) => c.notNull().defaultTo('APP'))
    .addColumn('note', 'varchar(500)')
    .addColumn('review_flag', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('edited_by', 'integer', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('edited_at', ts)
    .addColumn('edit_reason', 'varchar(500)')
    .addColumn('created_by', 'integer', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('attendance_site_check', sql`(site_type is null) = (site_id is null)`)
    .addCheckConstraint('attendance_period_check', sql`check_out is null or check_out >= check_in`)
    .addCheckConstraint('attendance_in_position_check', sql`(check_in_lat is null) = (check_in_lng is null)`)
    .addCheckConstraint('attendance_out_position_check', sql`(check_out_lat is null) = (check_out_lng is null)`)
    .execute();
  // One open attendance per user, whatever the number of taps, retries or devices.
  await db.schema
    .createIndex('attendance_open_uq')
    .on('attendance')
    .column('user_id')
    .unique()
    .where(sql.ref('check_out'), 'is', null)
    .execute();
  // The back office's list: one company, newest first, paged by (check_in, id) without a sort.
  await db.schema.createIndex('attendance_company_check_in_idx').on('attendance').columns(['company_id', 'check_in', 'id']).execute();
  await db.schema.createIndex('attendance_user_check_in_idx').on('attendance').columns(['user_id', 'check_in']).execute();
  // Only the rows whose coordinates the retention job has still to erase.
  await db.schema
    .createIndex('attendance_positions_idx')
    .on('attendance')
    .columns(['company_id', 'check_in'])
    .where(sql.ref('positions_purged_at'), 'is', null)
    .execute();

  // Rows per company, kept by the database on every insert, so the back office's list answers its
  // total without counting a company's whole history (the list's default view: one company or all).
  await db.schema
    .createTable('attendance_count')
    .addColumn('company_id', 'integer', (c) => c.primaryKey().references('company.id').onDelete('cascade'))
    .addColumn('n', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await countTriggers(db);

  // A retried clocking replays the first answer: the key is the client's, per user and route.
  await db.schema
    .createTable('attendance_idempotency')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('route', 'varchar(40)', (c) => c.notNull())
    .addColumn('key', 'varchar(100)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('attendance_idempotency_pk', ['user_id', 'route', 'key'])
    .execute();
  await db.schema.createIndex('attendance_idempotency_created_idx').on('attendance_idempotency').column('created_at').execute();

  await db.schema
    .createTable('attendance_setting')
    .addColumn('company_id', 'integer', (c) => c.primaryKey().references('company.id').onDelete('cascade'))
    .addColumn('geolocation', 'varchar(10)', (c) => c.notNull().defaultTo('REQUIRED'))
    .addColumn('outside_policy', 'varchar(10)', (c) => c.notNull().defaultTo('FLAG'))
    .addColumn('retention_days', 'integer', (c) => c.notNull().defaultTo(30))
    .addColumn('missed_clock_out_hours', 'integer', (c) => c.notNull().defaultTo(14))
    .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('attendance_setting_retention_check', sql`retention_days between 1 and 365`)
    .addCheckConstraint('attendance_setting_missed_check', sql`missed_clock_out_hours between 1 and 48`)
    .execute();

  // The worker's acceptance of the notice on the position read at clocking, per version of its text.
  await db.schema
    .createTable('attendance_notice')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('notice_version', 'integer', (c) => c.notNull())
    .addColumn('accepted_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('attendance_notice_pk', ['user_id', 'notice_version'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await sql`drop function if exists attendance_count_apply, attendance_count_move cascade`.execute(db);
  for (const table of ['attendance_notice', 'attendance_setting', 'attendance_idempotency', 'attendance_count', 'attendance', 'site_assignment']) {
    await db.schema.dropTable(table).execute();
  }
}
