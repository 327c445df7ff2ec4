import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

// Migrations import nothing from the app: they describe the schema as it was on their day.

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

const idColumn = (db: Kysely<any>) => (col: ColumnDefinitionBuilder) =>
  isPostgres(db) ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();

/**
 * deadline_open_count: per company, how many deadlines are not DONE, kept by triggers (as
 * attendance_count is): the table's default view takes its total from here instead of counting.
 */
const openCountStatements = (dialect: 'sqlite' | 'postgres'): string[] => {
  const table = `create table deadline_open_count (company_id integer primary key references company(id) on delete cascade, n integer not null default 0)`;
  const fill = `insert into deadline_open_count (company_id, n) select company_id, count(*) from deadline where state <> 'DONE' group by company_id`;
  if (dialect === 'sqlite') {
    return [
      table,
      `create trigger deadline_open_count_insert after insert on deadline when new.state <> 'DONE' begin
        insert into deadline_open_count (company_id, n) values (new.company_id, 1) on conflict (company_id) do update set n = n + 1;
      end`,
      `create trigger deadline_open_count_delete after delete on deadline when old.state <> 'DONE' begin
        update deadline_open_count set n = n - 1 where company_id = old.company_id;
      end`,
      `create trigger deadline_open_count_update after update of state, company_id on deadline
        when (old.state <> 'DONE') <> (new.state <> 'DONE') or old.company_id <> new.company_id begin
        update deadline_open_count set n = n - 1 where company_id = old.company_id and old.state <> 'DONE';
        insert into deadline_open_count (company_id, n) select new.company_id, 1 where new.state <> 'DONE' on conflict (company_id) do update set n = n + 1;
      end`,
      fill,
    ];
  }
  return [
    table,
    `create function deadline_open_count_apply() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' and old.state <> 'DONE' then
          update deadline_open_count set n = n - 1 where company_id = old.company_id;
        end if;
        if tg_op <> 'DELETE' and new.state <> 'DONE' then
          insert into deadline_open_count (company_id, n) values (new.company_id, 1)
            on conflict (company_id) do update set n = deadline_open_count.n + 1;
        end if;
        return null;
      end $$`,
    `create trigger deadline_open_count_insert_delete after insert or delete on deadline for each row execute function deadline_open_count_apply()`,
    `create trigger deadline_open_count_update after update of state, company_id on deadline for each row
      when ((old.state <> 'DONE') <> (new.state <> 'DONE') or old.company_id <> new.company_id) execute function deadline_open_count_apply()`,
    fill,
  ];
};

/**
 * Deadlines and qualifications:
 * - user: the qualification that decides which posts and working-time rules apply (GPG,
 *   FIDUCIARIO, OFFICE), citizenship (EU or not: a non-EU worker has a permit and cannot be a GPG),
 *   whether they hold a pistol licence, and the language their e-mails are written in.
 * - deadline: derived from a source (a document with an expiry, a vehicle's dates, a training
 *   record, a medical visit) or typed by hand (MANUAL, no source_id: NULLs never clash in the
 *   unique index); one per source and kind. `state` is what
 *   the office said (OPEN, RENEWAL_FILED, DONE); OK / DUE_SOON / EXPIRED follow from due_date and
 *   remind_from (due_date minus the kind's lead days), kept so that the windows are indexed.
 * - deadline_kind_setting: a company's own validity, reminder window, recipients and blocking of a kind.
 * - deadline_reminder: each reminder sent, per deadline, due date and stage (WINDOW, D30, D7,
 *   EXPIRED): the daily job sends each once, however often it runs.
 * - medical_fitness: the occupational doctor's judgement after each visit.
 * - calendar_token: a user's private iCalendar link (only the token's hash is kept), revocable.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const ts = isPostgres(db) ? 'timestamptz' : 'text';
  const now = isPostgres(db) ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  const stamps = (table: CreateTableBuilder<any, any>) =>
    table.addColumn('created_at', ts, (c) => c.notNull().defaultTo(now)).addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now));

  await db.schema.alterTable('user').addColumn('qualification', 'varchar(12)').execute();
  await db.schema.alterTable('user').addColumn('citizenship', 'varchar(6)', (c) => c.notNull().defaultTo('EU')).execute();
  await db.schema.alterTable('user').addColumn('armed', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('user').addColumn('language', 'varchar(2)', (c) => c.notNull().defaultTo('it')).execute();

  await db.schema
    .createTable('deadline')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id'))
    .addColumn('subject_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('subject_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(30)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)')
    .addColumn('due_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('lead_days', 'integer', (c) => c.notNull())
    .addColumn('remind_from', 'varchar(10)', (c) => c.notNull())
    .addColumn('source', 'varchar(10)', (c) => c.notNull())
    .addColumn('source_id', 'integer')
    .addColumn('state', 'varchar(15)', (c) => c.notNull().defaultTo('OPEN'))
    .addColumn('renewal_filed_at', 'varchar(10)')
    .addColumn('renewal_document_id', 'integer', (c) => c.references('document.id'))
    .addColumn('snoozed_until', 'varchar(10)')
    .addColumn('note', 'varchar(1000)')
    .addColumn('created_by', 'integer', (c) => c.references('user.id').onDelete('set null'))
    .$call(stamps)
    .addCheckConstraint('deadline_subject_type_check', sql`subject_type in ('USER', 'VEHICLE', 'COMPANY', 'CLIENT')`)
    .addCheckConstraint('deadline_source_check', sql`source in ('DOCUMENT', 'VEHICLE', 'TRAINING', 'MEDICAL', 'MANUAL')`)
    .addCheckConstraint('deadline_state_check', sql`state in ('OPEN', 'RENEWAL_FILED', 'DONE')`)
    .addCheckConstraint('deadline_lead_days_check', sql`lead_days >= 0`)
    .execute();
  await db.schema.createIndex('deadline_company_due_idx').on('deadline').columns(['company_id', 'due_date']).execute();
  await db.schema.createIndex('deadline_due_idx').on('deadline').columns(['due_date', 'id']).execute();
  await db.schema.createIndex('deadline_subject_idx').on('deadline').columns(['subject_type', 'subject_id', 'kind']).execute();
  await db.schema.createIndex('deadline_state_remind_idx').on('deadline').columns(['state', 'remind_from']).execute();
  await db.schema
    .createIndex('deadline_source_uq')
    .on('deadline')
    .columns(['source', 'source_id', 'kind'])
    .unique()
    .execute();
  // The table's first page (sorted by due date, DONE left out) reads only what is still open.
  await db.schema.createIndex('deadline_open_due_idx').on('deadline').columns(['due_date', 'id']).where(sql.ref('state'), '<>', 'DONE').execute();
  for (const statement of openCountStatements(isPostgres(db) ? 'postgres' : 'sqlite')) await sql.raw(statement).execute(db);

  await db.schema
    .createTable('deadline_kind_setting')
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(30)', (c) => c.notNull())
    .addColumn('validity_months', 'integer')
    .addColumn('lead_days', 'integer', (c) => c.notNull())
    .addColumn('remind_to', 'varchar(6)', (c) => c.notNull())
    .addColumn('blocks', 'varchar(5)', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('deadline_kind_setting_pk', ['company_id', 'kind'])
    .execute();

  await db.schema
    .createTable('deadline_reminder')
    .addColumn('deadline_id', 'integer', (c) => c.notNull().references('deadline.id').onDelete('cascade'))
    .addColumn('due_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('stage', 'varchar(10)', (c) => c.notNull())
    .addColumn('sent_at', ts, (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('deadline_reminder_pk', ['deadline_id', 'due_date', 'stage'])
    .execute();

  await db.schema
    .createTable('medical_fitness')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id'))
    .addColumn('visit_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('outcome', 'varchar(20)', (c) => c.notNull())
    .addColumn('limits', 'varchar(1000)')
    .addColumn('unfit_until', 'varchar(10)')
    .addColumn('valid_until', 'varchar(10)', (c) => c.notNull())
    .addColumn('doctor', 'varchar(200)')
    .addColumn('document_id', 'integer', (c) => c.references('document.id'))
    .addColumn('created_by', 'integer', (c) => c.references('user.id').onDelete('set null'))
    .$call(stamps)
    .addCheckConstraint('medical_fitness_outcome_check', sql`outcome in ('FIT', 'FIT_WITH_LIMITS', 'TEMPORARILY_UNFIT', 'UNFIT')`)
    .execute();
  await db.schema.createIndex('medical_fitness_user_idx').on('medical_fitness').columns(['user_id', 'visit_date']).execute();

  await db.schema
    .createTable('calendar_token')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .addColumn('revoked_at', ts)
    .execute();
  await db.schema.createIndex('calendar_token_user_idx').on('calendar_token').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['calendar_token', 'medical_fitness', 'deadline_reminder', 'deadline_kind_setting', 'deadline_open_count', 'deadline']) await db.schema.dropTable(table).execute();
  if (isPostgres(db)) await sql`drop function if exists deadline_open_count_apply()`.execute(db);
  for (const column of ['language', 'armed', 'citizenship', 'qualification']) await db.schema.alterTable('user').dropColumn(column).execute();
}
