import { type Db, isUniqueViolation } from '../../db/database';
import { AppError } from '../../errors';
import { attachDocument, deleteTrainingRecords, insertTrainingRecords, lastRegisterNumber, type NewTrainingRecord } from './repository';

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

/** Withdraws the records of a session whose attestati could not all be written. */
export const withdrawTraining = (db: Db, recordIds: readonly number[]) => deleteTrainingRecords(db, recordIds);
