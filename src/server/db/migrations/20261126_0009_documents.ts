import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

// Migrations import nothing from the app: they describe the schema as it was on their day.

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

const idColumn = (db: Kysely<any>) => (col: ColumnDefinitionBuilder) =>
  isPostgres(db) ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();

/**
 * Documents and what generates them:
 * - document: a file of a person, company, client or vehicle, its bytes in the storage under a
 *   random key (never the uploaded name); deleted softly (deleted_at), its bytes purged after the
 *   retention (purged_at); a renewal marks the older one REPLACED and points both ways.
 * - document_template: a company's own DOCX template for a generated document (the employment letter).
 * - employment_contract: the data each generated employment letter was written from (the CCNL it applies).
 * - training_record: a course a person completed, with the attestato's register number, unique
 *   per company and year; the deadlines read its validity.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const ts = isPostgres(db) ? 'timestamptz' : 'text';
  const now = isPostgres(db) ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  const stamps = (table: CreateTableBuilder<any, any>) =>
    table.addColumn('created_at', ts, (c) => c.notNull().defaultTo(now)).addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now));

  await db.schema
    .createTable('document')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('owner_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id'))
    .addColumn('type', 'varchar(30)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('mime_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('storage_key', 'varchar(200)', (c) => c.notNull())
    .addColumn('issued_at', 'varchar(10)')
    .addColumn('expires_at', 'varchar(10)')
    .addColumn('visible_to_owner', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('acknowledged_at', ts)
    .addColumn('uploaded_by', 'integer', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('replaces_id', 'integer', (c) => c.references('document.id'))
    .addColumn('replaced_by_id', 'integer', (c) => c.references('document.id'))
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('ACTIVE'))
    .addColumn('review', 'varchar(10)', (c) => c.notNull().defaultTo('NONE'))
    .addColumn('reviewed_by', 'integer', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('reviewed_at', ts)
    .addColumn('deleted_at', ts)
    .addColumn('deleted_by', 'integer', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('purged_at', ts)
    .$call(stamps)
    .addCheckConstraint('document_owner_type_check', sql`owner_type in ('USER', 'COMPANY', 'CLIENT', 'VEHICLE')`)
    .addCheckConstraint('document_status_check', sql`status in ('ACTIVE', 'REPLACED')`)
    .addCheckConstraint('document_review_check', sql`review in ('NONE', 'PENDING', 'CONFIRMED', 'REJECTED')`)
    .addCheckConstraint('document_size_check', sql`size >= 0`)
    .execute();
  await db.schema.createIndex('document_company_created_idx').on('document').columns(['company_id', 'created_at']).execute();
  await db.schema.createIndex('document_owner_idx').on('document').columns(['owner_type', 'owner_id', 'type']).execute();
  await db.schema.createIndex('document_expires_idx').on('document').column('expires_at').execute();
  await db.schema.createIndex('document_deleted_idx').on('document').columns(['deleted_at', 'purged_at']).execute();

  await db.schema
    .createTable('document_template')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(30)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('storage_key', 'varchar(200)', (c) => c.notNull())
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    /** The placeholders the template names, as a JSON array of text. */
    .addColumn('placeholders', 'text', (c) => c.notNull())
    .addColumn('uploaded_by', 'integer', (c) => c.references('user.id').onDelete('set null'))
    .$call(stamps)
    .execute();
  await db.schema.createIndex('document_template_company_kind_uq').on('document_template').columns(['company_id', 'kind']).unique().execute();

  await db.schema
    .createTable('employment_contract')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id'))
    .addColumn('ccnl', 'varchar(200)', (c) => c.notNull())
    .addColumn('level', 'varchar(30)', (c) => c.notNull())
    .addColumn('qualification', 'varchar(100)', (c) => c.notNull())
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('end_date', 'varchar(10)')
    /** Every field of the letter as it was generated, as JSON. */
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('document_id', 'integer', (c) => c.references('document.id'))
    .addColumn('created_by', 'integer', (c) => c.references('user.id').onDelete('set null'))
    .$call(stamps)
    .execute();
  await db.schema.createIndex('employment_contract_user_idx').on('employment_contract').column('user_id').execute();

  await db.schema
    .createTable('training_record')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id'))
    .addColumn('course_code', 'varchar(40)', (c) => c.notNull())
    .addColumn('start_date', 'varchar(10)')
    .addColumn('completed_at', 'varchar(10)', (c) => c.notNull())
    .addColumn('hours', 'double precision', (c) => c.notNull())
    .addColumn('valid_until', 'varchar(10)')
    .addColumn('delivery_mode', 'varchar(20)')
    .addColumn('provider', 'varchar(200)')
    .addColumn('teacher', 'varchar(200)')
    .addColumn('place', 'varchar(200)')
    .addColumn('register_year', 'integer')
    .addColumn('register_number', 'integer')
    /** The register number as printed, e.g. '2026/0007'. */
    .addColumn('certificate_number', 'varchar(40)')
    .addColumn('document_id', 'integer', (c) => c.references('document.id'))
    .addColumn('created_by', 'integer', (c) => c.references('user.id').onDelete('set null'))
    .$call(stamps)
    .addCheckConstraint('training_record_hours_check', sql`hours > 0`)
    .execute();
  await db.schema.createIndex('training_record_user_idx').on('training_record').columns(['user_id', 'course_code']).execute();
  await db.schema
    .createIndex('training_record_register_uq')
    .on('training_record')
    .columns(['company_id', 'register_year', 'register_number'])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['training_record', 'employment_contract', 'document_template', 'document']) await db.schema.dropTable(table).execute();
}
