import { type Expression, type SqlBool, sql } from 'kysely';
import { COURSE_CODES, type TTrainingRecord } from '../../../shared/schemas/training';
import { type DbOrTx, nowIso } from '../../db/database';
import { field, type ListQuery, type ListSpec, listConditions, orderAndPage } from '../../http/list-query';

export const TRAINING_LIST: ListSpec = {
  sortable: {
    id: 'trainingRecord.id',
    userId: 'trainingRecord.userId',
    companyId: 'trainingRecord.companyId',
    courseCode: 'trainingRecord.courseCode',
    completedAt: 'trainingRecord.completedAt',
    validUntil: 'trainingRecord.validUntil',
    hours: 'trainingRecord.hours',
    certificateNumber: 'trainingRecord.certificateNumber',
    createdAt: 'trainingRecord.createdAt',
  },
  filterable: {
    id: field.id('trainingRecord.id'),
    userId: field.id('trainingRecord.userId'),
    companyId: field.id('trainingRecord.companyId'),
    courseCode: field.enum('trainingRecord.courseCode', COURSE_CODES),
    completedAt: field.date('trainingRecord.completedAt'),
    validUntil: field.date('trainingRecord.validUntil', { nullable: true }),
    documentId: field.id('trainingRecord.documentId', { nullable: true }),
  },
  searchable: ['trainingRecord.certificateNumber', 'trainingRecord.provider', 'trainingRecord.teacher'],
  defaultSort: { field: 'completedAt', order: 'desc' },
};

/** Whose records a reader sees: undefined scope means every company; `createdBy` only the ones they generated. */
export interface TrainingView {
  scope: number[] | undefined;
  createdBy?: number;
}

const COLUMNS = [
  'trainingRecord.id',
  'trainingRecord.userId',
  'trainingRecord.companyId',
  'trainingRecord.courseCode',
  'trainingRecord.startDate',
  'trainingRecord.completedAt',
  'trainingRecord.hours',
  'trainingRecord.validUntil',
  'trainingRecord.deliveryMode',
  'trainingRecord.provider',
  'trainingRecord.teacher',
  'trainingRecord.place',
  'trainingRecord.certificateNumber',
  'trainingRecord.registerNumber',
  'trainingRecord.documentId',
  'trainingRecord.createdBy',
  'trainingRecord.createdAt',
  'trainingRecord.updatedAt',
  'user.firstName',
  'user.lastName',
] as const;

const select = (db: DbOrTx) => db.selectFrom('trainingRecord').innerJoin('user', 'user.id', 'trainingRecord.userId');
type Row = Omit<TTrainingRecord, 'userName' | 'registered'> & { firstName: string | null; lastName: string | null; registerNumber: number | null };

const toRecord = ({ firstName, lastName, registerNumber, ...row }: Row): TTrainingRecord => ({
  ...row,
  registered: registerNumber !== null,
  // PostgreSQL's double precision arrives as a number, but be sure: the API answers numbers.
  hours: Number(row.hours),
  userName: [lastName, firstName].filter(Boolean).join(' ') || null,
});

export const findTrainingRecords = async (db: DbOrTx, list: ListQuery, view: TrainingView) => {
  const base = select(db).where((eb) => {
    const conditions: Expression<SqlBool>[] = listConditions(eb, list, TRAINING_LIST);
    if (view.scope) conditions.push(view.scope.length ? eb('trainingRecord.companyId', 'in', view.scope) : sql<SqlBool>`1 = 0`);
    if (view.createdBy !== undefined) conditions.push(eb('trainingRecord.createdBy', '=', view.createdBy));
    return eb.and(conditions);
  });
  const [rows, total] = await Promise.all([
    orderAndPage(base.select(COLUMNS), list, TRAINING_LIST).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toRecord), total: Number(total.total) };
};

/** A person's own records, the latest first. */
export const findOwnTrainingRecords = async (db: DbOrTx, userId: number) =>
  (
    await select(db)
      .select(COLUMNS)
      .where('trainingRecord.userId', '=', userId)
      .orderBy('trainingRecord.completedAt', 'desc')
      .orderBy('trainingRecord.id', 'desc')
      .limit(1000)
      .execute()
  ).map(toRecord);

/** The highest register number of a company's year, 0 when none yet. */
export const lastRegisterNumber = async (db: DbOrTx, companyId: number, year: number): Promise<number> => {
  const row = await db
    .selectFrom('trainingRecord')
    .select((eb) => eb.fn.max('registerNumber').as('last'))
    .where('companyId', '=', companyId)
    .where('registerYear', '=', year)
    .executeTakeFirst();
  return Number(row?.last ?? 0);
};

export interface NewTrainingRecord {
  userId: number;
  companyId: number;
  courseCode: string;
  startDate: string;
  completedAt: string;
  hours: number;
  validUntil: string | null;
  deliveryMode: string;
  provider: string;
  teacher: string;
  place: string;
  registerYear: number;
  registerNumber: number;
  certificateNumber: string;
  createdBy: number;
}

export const insertTrainingRecords = (db: DbOrTx, records: NewTrainingRecord[]) => {
  const now = nowIso();
  return db
    .insertInto('trainingRecord')
    .values(records.map((record) => ({ ...record, createdAt: now, updatedAt: now })))
    .returning(['id', 'userId', 'certificateNumber'])
    .execute();
};

export const attachDocument = (db: DbOrTx, id: number, documentId: number) =>
  db.updateTable('trainingRecord').set({ documentId, updatedAt: nowIso() }).where('id', '=', id).execute();

export const deleteTrainingRecords = (db: DbOrTx, ids: readonly number[]) =>
  ids.length ? db.deleteFrom('trainingRecord').where('id', 'in', [...ids]).execute() : Promise.resolve([]);

/** One record with its person's name; undefined when the id names none. */
export const findTrainingRecord = async (db: DbOrTx, id: number): Promise<TTrainingRecord | undefined> => {
  const row = await select(db).select(COLUMNS).where('trainingRecord.id', '=', id).executeTakeFirst();
  return row && toRecord(row);
};

/** What the register needs to know of a record before it goes: whose, and whether it is a numbered attestato. */
export const findTrainingRecordRef = (db: DbOrTx, id: number) =>
  db.selectFrom('trainingRecord').select(['id', 'userId', 'companyId', 'courseCode', 'registerNumber']).where('id', '=', id).executeTakeFirst();

/** A course completed elsewhere: no number of the company's register, the provider's own certificate number. */
export const insertExternalTrainingRecord = async (
  db: DbOrTx,
  record: {
    userId: number;
    companyId: number;
    courseCode: string;
    completedAt: string;
    hours: number;
    validUntil: string | null;
    provider: string;
    certificateNumber: string | null;
    documentId: number | null;
    createdBy: number;
  },
) => {
  const now = nowIso();
  const { id } = await db
    .insertInto('trainingRecord')
    .values({ ...record, createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
};

/** The records' people and courses, for the deadlines to follow them when they go. */
export const findRecordCourses = (db: DbOrTx, ids: readonly number[]) =>
  ids.length ? db.selectFrom('trainingRecord').select(['userId', 'courseCode']).where('id', 'in', [...ids]).execute() : Promise.resolve([]);
