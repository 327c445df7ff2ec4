import { todayInRome } from '../../../shared/dates';
import type { TTrainingCreate } from '../../../shared/schemas/deadline';
import { COURSES, type TCourseCode, validUntilOf } from '../../../shared/schemas/training';
import { inScope } from '../../access';
import { type Db, isUniqueViolation } from '../../db/database';
import { AppError, invalidField, notFound } from '../../errors';
import type { SessionUser } from '../auth/repository';
import { writeAudit } from '../audit/repository';
import { syncTrainingOfRecords } from '../deadline/derive';
import { isDocumentOf } from '../document/store';
import { staffCompanyInScope } from '../user/service';
import {
  attachDocument,
  deleteTrainingRecords,
  findRecordCourses,
  findTrainingRecordRef,
  insertExternalTrainingRecord,
  insertTrainingRecords,
  lastRegisterNumber,
  type NewTrainingRecord,
} from './repository';

/** '2026/0007': the year and the number in the company's register of attestati. */
export const formatRegisterNumber = (year: number, n: number) => `${year}/${String(n).padStart(4, '0')}`;

/**
 * Concurrent sessions of one company each try the next free numbers; the one that loses the
 * unique index (training_record_register_uq) tries again with the numbers after the winner's.
 * Many at once may lose several times in a row.
 */
const ATTEMPTS = 25;

type Entry = Omit<NewTrainingRecord, 'registerYear' | 'registerNumber' | 'certificateNumber' | 'companyId' | 'createdBy'>;

/**
 * Records one course session's participants, each with the next number of the company's register
 * of the year, consecutive within the session and never shared with another (the unique index
 * decides between concurrent sessions; SQLite runs one writer at a time anyway). Answers the
 * records in the entries' order.
 */
export const recordTraining = async (
  db: Db,
  batch: { companyId: number; year: number; createdBy: number; entries: Entry[] },
): Promise<Array<{ id: number; userId: number; certificateNumber: string }>> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(async (tx) => {
        const first = (await lastRegisterNumber(tx, batch.companyId, batch.year)) + 1;
        const rows = await insertTrainingRecords(
          tx,
          batch.entries.map((entry, i) => ({
            ...entry,
            companyId: batch.companyId,
            createdBy: batch.createdBy,
            registerYear: batch.year,
            registerNumber: first + i,
            certificateNumber: formatRegisterNumber(batch.year, first + i),
          })),
        );
        // The courses' deadlines follow the new records in the same transaction.
        await syncTrainingOfRecords(tx, batch.entries);
        // RETURNING follows the VALUES' order on both databases; the map makes it not matter.
        const byUser = new Map(rows.map((row) => [row.userId, row]));
        return batch.entries.map((entry) => {
          const row = byUser.get(entry.userId)!;
          return { id: row.id, userId: row.userId, certificateNumber: row.certificateNumber ?? '' };
        });
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (attempt >= ATTEMPTS) throw new AppError('CONFLICT', 'training.registerBusy');
    }
  }
};

/** Links a record to its attestato's document. */
export const attachAttestato = (db: Db, recordId: number, documentId: number) => attachDocument(db, recordId, documentId);

/** Withdraws the records of a session whose attestati could not all be written; the deadlines go back to the records before. */
export const withdrawTraining = (db: Db, recordIds: readonly number[]) =>
  db.transaction().execute(async (tx) => {
    const courses = await findRecordCourses(tx, recordIds);
    await deleteTrainingRecords(tx, recordIds);
    await syncTrainingOfRecords(tx, courses);
  });

/**
 * POST api/training: a course the person completed elsewhere, recorded by the office with the
 * provider's certificate. It is kept under the person's company; its validity defaults to the
 * course's, and its deadline follows in the same transaction.
 */
export const createTraining = async (db: Db, actor: SessionUser, input: TTrainingCreate): Promise<number> => {
  const companyId = await staffCompanyInScope(db, actor, input.userId);
  if (!(input.courseCode in COURSES)) throw invalidField('courseCode', 'validation.invalid');
  const courseCode = input.courseCode as TCourseCode;
  if (input.completedAt > todayInRome()) throw invalidField('completedAt', 'training.completedInFuture');
  const validUntil = input.validUntil ?? validUntilOf(courseCode, input.completedAt);
  if (validUntil && validUntil <= input.completedAt) throw invalidField('validUntil', 'validation.expiryBeforeIssue');
  if (input.documentId !== undefined && !(await isDocumentOf(db, input.documentId, 'USER', input.userId))) {
    throw invalidField('documentId', 'training.documentOfOtherPerson');
  }
  return db.transaction().execute(async (tx) => {
    const record = {
      userId: input.userId,
      companyId,
      courseCode,
      completedAt: input.completedAt,
      hours: input.hours,
      validUntil,
      provider: input.provider,
      certificateNumber: input.certificateNumber ?? null,
      documentId: input.documentId ?? null,
      createdBy: actor.id,
    };
    const id = await insertExternalTrainingRecord(tx, record);
    await syncTrainingOfRecords(tx, [record]);
    await writeAudit(tx, { actorId: actor.id, action: 'CREATE', entity: 'trainingRecord', entityId: id, after: record });
    return id;
  });
};

/**
 * DELETE api/training/{id}: a record typed by mistake; the course's deadline goes back to the
 * person's previous record. An attestato of the company's register keeps its number: 409.
 */
export const deleteTraining = async (db: Db, actor: SessionUser, id: number) => {
  const record = await findTrainingRecordRef(db, id);
  if (!record || !inScope(actor, record.companyId)) throw notFound();
  if (record.registerNumber !== null) throw new AppError('CONFLICT', 'training.registered');
  await db.transaction().execute(async (tx) => {
    await deleteTrainingRecords(tx, [id]);
    await syncTrainingOfRecords(tx, [record]);
    await writeAudit(tx, { actorId: actor.id, action: 'DELETE', entity: 'trainingRecord', entityId: id, before: record });
  });
};
