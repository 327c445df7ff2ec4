import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

// Migrations import nothing from the app: they describe the schema as it was on their day.

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

const idColumn = (db: Kysely<any>) => (col: ColumnDefinitionBuilder) =>
  isPostgres(db) ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();

/** A position (both coordinates or neither) with a geofence radius, as sites and places share it. */
const withPosition = (table: CreateTableBuilder<any, any>, name: string) =>
  table
    .addColumn('lat', 'double precision')
    .addColumn('lng', 'double precision')
    .addColumn('radius_meters', 'integer', (c) => c.notNull().defaultTo(150))
    .addCheckConstraint(`${name}_lat_check`, sql`lat is null or (lat between -90 and 90)`)
    .addCheckConstraint(`${name}_lng_check`, sql`lng is null or (lng between -180 and 180)`)
    .addCheckConstraint(`${name}_position_check`, sql`(lat is null) = (lng is null)`)
    .addCheckConstraint(`${name}_radius_check`, sql`radius_meters between 20 and 2000`);

export async function up(db: Kysely<any>): Promise<void> {
  const ts = isPostgres(db) ? 'timestamptz' : 'text';
  const now = isPostgres(db) ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  const stamps = (table: CreateTableBuilder<any, any>) =>
    table.addColumn('created_at', ts, (c) => c.notNull().defaultTo(now)).addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now));

  await db.schema
    .createTable('client')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('vat', 'varchar(11)')
    .addColumn('fiscal_code', 'varchar(16)')
    .addColumn('address', 'varchar(300)')
    .addColumn('phone', 'varchar(30)')
    .addColumn('email', 'varchar(254)')
    .addColumn('pec', 'varchar(254)')
    .addColumn('contact_name', 'varchar(100)')
    .addColumn('notes', 'text')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .$call(stamps)
    .execute();
  // One record per client and serving company: the same client may be served by two group companies.
  await db.schema.createIndex('client_company_vat_uq').on('client').columns(['company_id', 'vat']).unique().execute();
  await db.schema.createIndex('client_company_fiscal_code_uq').on('client').columns(['company_id', 'fiscal_code']).unique().execute();

  await db.schema
    .createTable('client_site')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('client_id', 'integer', (c) => c.notNull().references('client.id').onDelete('cascade'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('address', 'varchar(300)')
    .$call((table) => withPosition(table, 'client_site'))
    .$call(stamps)
    .execute();
  await db.schema.createIndex('client_site_client_idx').on('client_site').column('client_id').execute();

  await db.schema
    .createTable('place')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('address', 'varchar(300)')
    .$call((table) => withPosition(table, 'place'))
    .$call(stamps)
    .execute();
  await db.schema.createIndex('place_company_idx').on('place').column('company_id').execute();

  await db.schema
    .createTable('vehicle')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id'))
    .addColumn('plate', 'varchar(12)', (c) => c.notNull().unique())
    .addColumn('brand', 'varchar(60)', (c) => c.notNull())
    .addColumn('model', 'varchar(60)', (c) => c.notNull())
    .addColumn('type', 'varchar(20)', (c) => c.notNull().defaultTo('CAR'))
    .addColumn('fuel', 'varchar(20)')
    .addColumn('registration_date', 'varchar(10)')
    .addColumn('insurance_expiry', 'varchar(10)')
    .addColumn('inspection_expiry', 'varchar(10)')
    .addColumn('tax_expiry', 'varchar(10)')
    .addColumn('assigned_user_id', 'integer', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('mileage', 'integer', (c) => c.check(sql`mileage >= 0`))
    .addColumn('notes', 'text')
    .$call(stamps)
    .execute();
  await db.schema.createIndex('vehicle_company_idx').on('vehicle').column('company_id').execute();
  await db.schema.createIndex('vehicle_assigned_user_idx').on('vehicle').column('assigned_user_id').execute();

  // A client user belongs to one client; deleting a client that still has users is refused.
  await db.schema.alterTable('user').addColumn('client_id', 'integer', (c) => c.references('client.id')).execute();
  await db.schema.alterTable('user').addColumn('sex', 'varchar(1)').execute();
  await db.schema.createIndex('user_client_idx').on('user').column('client_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('user_client_idx').execute();
  await db.schema.alterTable('user').dropColumn('sex').execute();
  await db.schema.alterTable('user').dropColumn('client_id').execute();
  for (const table of ['vehicle', 'place', 'client_site', 'client']) await db.schema.dropTable(table).execute();
}
