import { ZDocument, type TDocument } from '../../../../shared/schemas/document';
import { type DbOrTx, nowIso } from '../../../db/database';
import { notFound } from '../../../errors';
import { findDocument } from '../repository';
import type { LetterCompany } from './contract-letter';

/** A person as generation needs them: what the documents print, and what decides whether they may get one. */
export interface Person {
  id: number;
  firstName: string | null;
  lastName: string | null;
  fiscalCode: string | null;
  birthDate: string | null;
  birthPlace: string | null;
  address: string | null;
  sex: string | null;
  active: boolean;
  companyIds: number[];
  /** A client's login, not an employee. */
  isClient: boolean;
}

export const findPeople = async (db: DbOrTx, ids: readonly number[]): Promise<Map<number, Person>> => {
  if (!ids.length) return new Map();
  const [rows, companies, clients] = await Promise.all([
    db
      .selectFrom('user')
      .select(['id', 'firstName', 'lastName', 'fiscalCode', 'birthDate', 'birthPlace', 'address', 'sex', 'active'])
      .where('id', 'in', [...ids])
      .execute(),
    db.selectFrom('userCompany').select(['userId', 'companyId']).where('userId', 'in', [...ids]).orderBy('companyId').execute(),
    db.selectFrom('userRole').select('userId').where('userId', 'in', [...ids]).where('role', '=', 'ROLE_CLIENT').execute(),
  ]);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        ...row,
        active: row.active === 1,
        companyIds: companies.filter((c) => c.userId === row.id).map((c) => c.companyId),
        isClient: clients.some((c) => c.userId === row.id),
      },
    ]),
  );
};

export const companyExists = async (db: DbOrTx, id: number) => !!(await db.selectFrom('company').select('id').where('id', '=', id).executeTakeFirst());

/** The employer as the documents name it, with its legal representative (the CEO) when recorded. */
export const getLetterCompany = async (db: DbOrTx, companyId: number): Promise<LetterCompany & { id: number }> => {
  const row = await db
    .selectFrom('company')
    .leftJoin('user as ceo', 'ceo.id', 'company.ceoId')
    .select(['company.id', 'company.name', 'company.vat', 'company.legalForm', 'company.registeredOffice', 'company.headOffice', 'company.reaNumber', 'company.pec', 'ceo.firstName', 'ceo.lastName'])
    .where('company.id', '=', companyId)
    .executeTakeFirst();
  if (!row) throw notFound();
  const { firstName, lastName, ...company } = row;
  return { ...company, representative: [firstName, lastName].filter(Boolean).join(' ') || null };
};

const byName = new Intl.Collator('it', { sensitivity: 'base' });

/**
 * What the generation forms need of one company: its data, its places and its staff. Staff are
 * active, not a client's login, and still employed on `today` (a fixed term ending later counts);
 * sorted here, not in SQL, so SQLite and PostgreSQL answer the same order.
 */
export const findGenerationContext = async (db: DbOrTx, companyId: number, today: string) => {
  const [company, places, people] = await Promise.all([
    getLetterCompany(db, companyId),
    db.selectFrom('place').select(['id', 'name', 'address']).where('companyId', '=', companyId).execute(),
    db
      .selectFrom('user')
      .innerJoin('userCompany', 'userCompany.userId', 'user.id')
      .select(['user.id', 'user.firstName', 'user.lastName', 'user.fiscalCode', 'user.jobTitle', 'user.contractType', 'user.hireDate', 'user.endDate'])
      .where('userCompany.companyId', '=', companyId)
      .where('user.active', '=', 1)
      .where((eb) => eb.or([eb('user.endDate', 'is', null), eb('user.endDate', '>=', today)]))
      .where((eb) => eb.not(eb.exists(eb.selectFrom('userRole').select('userRole.userId').whereRef('userRole.userId', '=', 'user.id').where('userRole.role', '=', 'ROLE_CLIENT'))))
      .execute(),
  ]);
  return {
    company: { id: company.id, name: company.name, vat: company.vat, registeredOffice: company.registeredOffice, headOffice: company.headOffice, legalRepresentative: company.representative },
    places: places.sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id),
    people: people.sort((a, b) => byName.compare(a.lastName ?? '', b.lastName ?? '') || byName.compare(a.firstName ?? '', b.firstName ?? '') || a.id - b.id),
  };
};

/** A stored document as the API answers it (the document room's reading, without its storage key). */
export const readDocument = async (db: DbOrTx, id: number): Promise<TDocument> => {
  const record = await findDocument(db, id);
  if (!record) throw notFound();
  return ZDocument.parse(record);
};

export const CONTRACT_KIND = 'CONTRACT';

export const findContractTemplate = (db: DbOrTx, companyId: number) =>
  db.selectFrom('documentTemplate').selectAll().where('companyId', '=', companyId).where('kind', '=', CONTRACT_KIND).executeTakeFirst();

export interface TemplateValues {
  fileName: string;
  storageKey: string;
  sha256: string;
  size: number;
  placeholders: string[];
  uploadedBy: number;
}

/** Puts the company's template in place of its former one; answers the former's storage key, to remove its bytes. */
export const replaceContractTemplate = async (db: DbOrTx, companyId: number, values: TemplateValues): Promise<string | undefined> => {
  const before = await findContractTemplate(db, companyId);
  const row = { ...values, placeholders: JSON.stringify(values.placeholders), updatedAt: nowIso() };
  if (before) await db.updateTable('documentTemplate').set(row).where('id', '=', before.id).execute();
  else await db.insertInto('documentTemplate').values({ ...row, companyId, kind: CONTRACT_KIND, createdAt: row.updatedAt }).execute();
  return before?.storageKey;
};

export const deleteContractTemplate = (db: DbOrTx, id: number) => db.deleteFrom('documentTemplate').where('id', '=', id).execute();

export const insertEmploymentContract = (
  db: DbOrTx,
  values: { userId: number; companyId: number; ccnl: string; level: string; qualification: string; startDate: string; endDate: string | null; data: unknown; documentId: number; createdBy: number },
) =>
  db
    .insertInto('employmentContract')
    .values({ ...values, data: JSON.stringify(values.data), createdAt: nowIso(), updatedAt: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();

/** The attestati among `ids` (not deleted) with what their download names need. */
export const findAttestati = (db: DbOrTx, ids: readonly number[]) =>
  db
    .selectFrom('document')
    .innerJoin('user', 'user.id', 'document.ownerId')
    .leftJoin('trainingRecord', 'trainingRecord.documentId', 'document.id')
    .select(['document.id', 'document.companyId', 'document.uploadedBy', 'document.storageKey', 'user.firstName', 'user.lastName', 'trainingRecord.certificateNumber'])
    .where('document.id', 'in', [...ids])
    .where('document.type', '=', 'ATTESTATO')
    .where('document.ownerType', '=', 'USER')
    .where('document.deletedAt', 'is', null)
    .where('document.purgedAt', 'is', null)
    .execute();

/** Withdraws documents a failed generation left (deleted softly: the purge removes their bytes later). */
export const deleteGenerated = async (db: DbOrTx, ids: readonly number[], actorId: number) => {
  if (!ids.length) return;
  await db.updateTable('document').set({ deletedAt: nowIso(), deletedBy: actorId, updatedAt: nowIso() }).where('id', 'in', [...ids]).execute();
};
