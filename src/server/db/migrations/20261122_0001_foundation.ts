import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

// Migrations import nothing from the app: they describe the schema as it was on their day.
// Column names are snake_case here; the app maps them to camelCase.

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

const idColumn = (db: Kysely<any>) => (col: ColumnDefinitionBuilder) =>
  isPostgres(db) ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();

const timestampType = (db: Kysely<any>) => (isPostgres(db) ? 'timestamptz' : 'text');

export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  const now = isPostgres(db) ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

  await db.schema
    .createTable('company')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('vat', 'varchar(11)', (c) => c.notNull().unique())
    .addColumn('rea_number', 'varchar(30)')
    .addColumn('legal_form', 'varchar(60)')
    .addColumn('registered_office', 'varchar(300)')
    .addColumn('head_office', 'varchar(300)')
    .addColumn('phone', 'varchar(30)')
    .addColumn('email', 'varchar(254)')
    .addColumn('pec', 'varchar(254)')
    .addColumn('website', 'varchar(254)')
    .addColumn('description', 'text')
    .addColumn('ceo_id', 'integer')
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('ACTIVE'))
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('user')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('fiscal_code', 'varchar(16)', (c) => c.unique())
    .addColumn('username', 'varchar(100)', (c) => c.unique())
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('first_name', 'varchar(100)')
    .addColumn('last_name', 'varchar(100)')
    .addColumn('birth_date', 'varchar(10)')
    .addColumn('birth_place', 'varchar(100)')
    .addColumn('address', 'varchar(300)')
    .addColumn('phone', 'varchar(30)')
    .addColumn('hire_date', 'varchar(10)')
    .addColumn('end_date', 'varchar(10)')
    .addColumn('job_title', 'varchar(100)')
    .addColumn('contract_type', 'varchar(60)')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('password_hash', 'varchar(200)', (c) => c.notNull())
    .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('user_role')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('role', 'varchar(40)', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_role_pk', ['user_id', 'role'])
    .execute();

  await db.schema
    .createTable('user_company')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_company_pk', ['user_id', 'company_id'])
    .execute();
  await db.schema.createIndex('user_company_company_idx').on('user_company').column('company_id').execute();

  await db.schema
    .createTable('auth_session')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .addColumn('expires_at', ts, (c) => c.notNull())
    .addColumn('revoked_at', ts)
    .execute();
  await db.schema.createIndex('auth_session_user_idx').on('auth_session').column('user_id').execute();

  await db.schema
    .createTable('login_failure')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('account', 'varchar(120)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_failure_account_idx').on('login_failure').columns(['account', 'at']).execute();
  await db.schema.createIndex('login_failure_ip_idx').on('login_failure').columns(['ip', 'at']).execute();

  await db.schema
    .createTable('audit_entry')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('actor_id', 'integer')
    .addColumn('action', 'varchar(40)', (c) => c.notNull())
    .addColumn('entity', 'varchar(40)', (c) => c.notNull())
    .addColumn('entity_id', 'integer')
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('at', ts, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('audit_entry_entity_idx').on('audit_entry').columns(['entity', 'entity_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['audit_entry', 'login_failure', 'auth_session', 'user_company', 'user_role', 'user', 'company']) {
    await db.schema.dropTable(table).execute();
  }
}
