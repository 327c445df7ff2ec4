import { todayInRome } from '../../../shared/dates';
import type { TMedicalFitness, TMedicalFitnessCreate } from '../../../shared/schemas/deadline';
import { inScope } from '../../access';
import type { Db } from '../../db/database';
import { invalidField, notFound } from '../../errors';
import type { SessionUser } from '../auth/repository';
import { writeAudit } from '../audit/repository';
import { syncMedicalDeadline } from '../deadline/derive';
import { kindSettingOf } from '../deadline/kinds';
import { isDocumentOf } from '../document/store';
import { staffCompanyInScope } from '../user/service';
import { deleteMedicalVisit, findMedicalVisit, insertMedicalVisit } from './repository';

/** The same day `months` later, or the month's last day when it has no such day (31 January + 1 month: 28 February). */
export const addMonths = (date: string, months: number): string => {
  const total = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const day = Math.min(Number(date.slice(8, 10)), new Date(Date.UTC(year, month, 0)).getUTCDate());
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

/** A visit the caller may see: health data of their companies only, 404 otherwise. */
export const getMedicalVisitInScope = async (db: Db, actor: SessionUser, id: number): Promise<TMedicalFitness> => {
  const visit = await findMedicalVisit(db, id);
  if (!visit || !inScope(actor, visit.companyId)) throw notFound();
  return visit;
};

/**
 * POST api/medical-fitness: the occupational doctor's judgement after a visit, kept under the
 * person's company. The next visit defaults to the company's validity of MEDICAL_FITNESS after
 * this one; the person's MEDICAL_FITNESS deadline follows in the same transaction.
 */
export const createMedicalVisit = async (db: Db, actor: SessionUser, input: TMedicalFitnessCreate): Promise<number> => {
  const companyId = await staffCompanyInScope(db, actor, input.userId);
  if (input.visitDate > todayInRome()) throw invalidField('visitDate', 'medicalFitness.visitInFuture');
  if (input.documentId !== undefined && !(await isDocumentOf(db, input.documentId, 'USER', input.userId))) {
    throw invalidField('documentId', 'medicalFitness.documentOfOtherPerson');
  }
  const validityMonths = (await kindSettingOf(db, companyId, 'MEDICAL_FITNESS')).validityMonths ?? 12;
  const visit = {
    userId: input.userId,
    companyId,
    visitDate: input.visitDate,
    outcome: input.outcome,
    limits: input.limits ?? null,
    unfitUntil: input.unfitUntil ?? null,
    validUntil: input.validUntil ?? addMonths(input.visitDate, validityMonths),
    doctor: input.doctor ?? null,
    documentId: input.documentId ?? null,
    createdBy: actor.id,
  };
  return db.transaction().execute(async (tx) => {
    const id = await insertMedicalVisit(tx, visit);
    await syncMedicalDeadline(tx, visit.userId);
    await writeAudit(tx, { actorId: actor.id, action: 'CREATE', entity: 'medicalFitness', entityId: id, after: visit });
    return id;
  });
};

/** DELETE api/medical-fitness/{id}: a judgement recorded by mistake; the person's previous visit sets the deadline again. */
export const removeMedicalVisit = async (db: Db, actor: SessionUser, id: number) => {
  const before = await getMedicalVisitInScope(db, actor, id);
  await db.transaction().execute(async (tx) => {
    await deleteMedicalVisit(tx, id);
    await syncMedicalDeadline(tx, before.userId);
    await writeAudit(tx, { actorId: actor.id, action: 'DELETE', entity: 'medicalFitness', entityId: id, before });
  });
};
