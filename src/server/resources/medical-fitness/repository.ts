import { type Expression, type Insertable, type SqlBool, sql } from 'kysely';
import { MEDICAL_OUTCOMES, type TMedicalFitness } from '../../../shared/schemas/deadline';
import { type DbOrTx, nowIso } from '../../db/database';
import type { MedicalFitnessTable } from '../../db/schema';
import { field, type ListQuery, type ListSpec, listConditions, orderAndPage } from '../../http/list-query';

export const MEDICAL_LIST: ListSpec = {
  sortable: {
    id: 'medicalFitness.id',
    userId: 'medicalFitness.userId',
    companyId: 'medicalFitness.companyId',
    visitDate: 'medicalFitness.visitDate',
    outcome: 'medicalFitness.outcome',
    validUntil: 'medicalFitness.validUntil',
    unfitUntil: 'medicalFitness.unfitUntil',
    createdAt: 'medicalFitness.createdAt',
  },
  filterable: {
    id: field.id('medicalFitness.id'),
    userId: field.id('medicalFitness.userId'),
    companyId: field.id('medicalFitness.companyId'),
    visitDate: field.date('medicalFitness.visitDate'),
    outcome: field.enum('medicalFitness.outcome', MEDICAL_OUTCOMES),
    validUntil: field.date('medicalFitness.validUntil'),
  },
  searchable: ['medicalFitness.doctor', 'medicalFitness.limits', 'user.lastName', 'user.firstName'],
  defaultSort: { field: 'visitDate', order: 'desc' },
};

const COLUMNS = [
  'medicalFitness.id',
  'medicalFitness.userId',
  'medicalFitness.companyId',
  'medicalFitness.visitDate',
  'medicalFitness.outcome',
  'medicalFitness.limits',
  'medicalFitness.unfitUntil',
  'medicalFitness.validUntil',
  'medicalFitness.doctor',
  'medicalFitness.documentId',
  'medicalFitness.createdBy',
  'medicalFitness.createdAt',
  'medicalFitness.updatedAt',
  'user.firstName',
  'user.lastName',
] as const;

const select = (db: DbOrTx) => db.selectFrom('medicalFitness').innerJoin('user', 'user.id', 'medicalFitness.userId');
type Row = Omit<TMedicalFitness, 'userName' | 'outcome'> & { outcome: string; firstName: string | null; lastName: string | null };

const toVisit = ({ firstName, lastName, ...row }: Row): TMedicalFitness => ({
  ...row,
  outcome: row.outcome as TMedicalFitness['outcome'],
  userName: [lastName, firstName].filter(Boolean).join(' ') || null,
});

/** Visits in scope (undefined = every company). */
export const findMedicalFitness = async (db: DbOrTx, list: ListQuery, scope: number[] | undefined) => {
  const base = select(db).where((eb) => {
    const conditions: Expression<SqlBool>[] = listConditions(eb, list, MEDICAL_LIST);
    if (scope) conditions.push(scope.length ? eb('medicalFitness.companyId', 'in', scope) : sql<SqlBool>`1 = 0`);
    return eb.and(conditions);
  });
  const [rows, total] = await Promise.all([
    orderAndPage(base.select(COLUMNS), list, MEDICAL_LIST).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toVisit), total: Number(total.total) };
};

export const findMedicalVisit = async (db: DbOrTx, id: number): Promise<TMedicalFitness | undefined> => {
  const row = await select(db).select(COLUMNS).where('medicalFitness.id', '=', id).executeTakeFirst();
  return row && toVisit(row);
};

/** A visit to record: the table's columns but its id and stamps. */
export type NewMedicalVisit = Omit<Insertable<MedicalFitnessTable>, 'id' | 'createdAt' | 'updatedAt'>;

export const insertMedicalVisit = async (db: DbOrTx, visit: NewMedicalVisit) => {
  const now = nowIso();
  const { id } = await db
    .insertInto('medicalFitness')
    .values({ ...visit, createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
};

export const deleteMedicalVisit = (db: DbOrTx, id: number) => db.deleteFrom('medicalFitness').where('id', '=', id).execute();
