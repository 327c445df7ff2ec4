import { type TDeadlineKindCode, type TDeadlineSource, type TDeadlineSubjectType, DEADLINE_KINDS, kindOfCourse, kindOfDocumentType } from '../../../shared/schemas/deadline';
import { COURSES, type TCourseCode } from '../../../shared/schemas/training';
import { type DbOrTx, nowIso } from '../../db/database';
import { kindSettingOf, remindFromOf } from './kinds';

/**
 * Deadlines are derived from their sources, never typed twice: whoever changes a source (a
 * document filed, confirmed, replaced or deleted; a vehicle's dates; a training record; a medical
 * visit) calls the matching sync here in the same transaction, and the deadline follows.
 */

interface Derived {
  companyId: number;
  subjectType: TDeadlineSubjectType;
  subjectId: number;
  kind: TDeadlineKindCode;
  title: string | null;
  dueDate: string;
  source: Exclude<TDeadlineSource, 'MANUAL'>;
  sourceId: number;
}

/**
 * One deadline per source and kind. A new due date starts a new cycle: the deadline is OPEN again,
 * with no renewal filed and no snooze (the reminders are kept per due date, so they go out again).
 */
const upsert = async (tx: DbOrTx, d: Derived): Promise<number> => {
  const { leadDays } = await kindSettingOf(tx, d.companyId, d.kind);
  const now = nowIso();
  const existing = await tx
    .selectFrom('deadline')
    .select(['id', 'dueDate', 'state'])
    .where('source', '=', d.source)
    .where('sourceId', '=', d.sourceId)
    .where('kind', '=', d.kind)
    .executeTakeFirst();
  const values = { companyId: d.companyId, subjectType: d.subjectType, subjectId: d.subjectId, title: d.title, leadDays, remindFrom: remindFromOf(d.dueDate, leadDays), updatedAt: now };
  if (!existing) {
    const { id } = await tx
      .insertInto('deadline')
      .values({ ...values, kind: d.kind, dueDate: d.dueDate, source: d.source, sourceId: d.sourceId, state: 'OPEN', createdAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }
  const renewed = existing.dueDate !== d.dueDate || existing.state === 'DONE';
  await tx
    .updateTable('deadline')
    .set(renewed ? { ...values, dueDate: d.dueDate, state: 'OPEN', renewalFiledAt: null, renewalDocumentId: null, snoozedUntil: null } : values)
    .where('id', '=', existing.id)
    .execute();
  return existing.id;
};

/** The other derived deadlines of the subject and kind are superseded by `keepId`'s: DONE, kept in the history. */
const supersedeOthers = (tx: DbOrTx, subjectType: TDeadlineSubjectType, subjectId: number, kind: TDeadlineKindCode, keepId: number) =>
  tx
    .updateTable('deadline')
    .set({ state: 'DONE', updatedAt: nowIso() })
    .where('subjectType', '=', subjectType)
    .where('subjectId', '=', subjectId)
    .where('kind', '=', kind)
    .where('source', '!=', 'MANUAL')
    .where('id', '!=', keepId)
    .where('state', '!=', 'DONE')
    .execute();

const removeOf = (tx: DbOrTx, source: TDeadlineSource, sourceIds: number[]) =>
  sourceIds.length ? tx.deleteFrom('deadline').where('source', '=', source).where('sourceId', 'in', sourceIds).execute() : Promise.resolve();

/** The vehicle's field each vehicle document renews: filing the new policy moves the vehicle's date. */
const VEHICLE_DOCUMENT_FIELDS = { VEHICLE_INSURANCE: 'insuranceExpiry', VEHICLE_INSPECTION: 'inspectionExpiry' } as const;

/** A vehicle's three dates (insurance, revisione, bollo): a deadline each while set. */
export const syncVehicleDeadlines = async (tx: DbOrTx, vehicleId: number) => {
  const vehicle = await tx.selectFrom('vehicle').selectAll().where('id', '=', vehicleId).executeTakeFirst();
  if (!vehicle) {
    await tx.deleteFrom('deadline').where('subjectType', '=', 'VEHICLE').where('subjectId', '=', vehicleId).execute();
    return;
  }
  for (const kind of ['VEHICLE_INSURANCE', 'VEHICLE_INSPECTION', 'VEHICLE_TAX'] as const) {
    const dueDate = vehicle[DEADLINE_KINDS[kind].vehicleField];
    if (!dueDate) {
      await tx.deleteFrom('deadline').where('source', '=', 'VEHICLE').where('sourceId', '=', vehicleId).where('kind', '=', kind).execute();
      continue;
    }
    await upsert(tx, { companyId: vehicle.companyId, subjectType: 'VEHICLE', subjectId: vehicleId, kind, title: null, dueDate, source: 'VEHICLE', sourceId: vehicleId });
  }
};

/**
 * A document with an expiry of a type the catalogue follows (decree, licence, permit, identity
 * card, driving licence): its deadline while it is the current one (ACTIVE, filed or confirmed by
 * the office); REPLACED makes it DONE, deleted or rejected removes it. A worker's upload waiting
 * for the office changes nothing yet. A vehicle's policy or revisione moves the vehicle's date.
 */
export const syncDocumentDeadline = async (tx: DbOrTx, documentId: number) => {
  const doc = await tx
    .selectFrom('document')
    .select(['id', 'ownerType', 'ownerId', 'companyId', 'type', 'title', 'expiresAt', 'status', 'review', 'deletedAt'])
    .where('id', '=', documentId)
    .executeTakeFirst();
  if (!doc) return removeOf(tx, 'DOCUMENT', [documentId]);
  const current = doc.deletedAt === null && doc.status === 'ACTIVE' && (doc.review === 'NONE' || doc.review === 'CONFIRMED');
  const vehicleField = VEHICLE_DOCUMENT_FIELDS[doc.type as keyof typeof VEHICLE_DOCUMENT_FIELDS];
  if (vehicleField && doc.ownerType === 'VEHICLE') {
    if (current && doc.expiresAt) {
      await tx.updateTable('vehicle').set({ [vehicleField]: doc.expiresAt, updatedAt: nowIso() }).where('id', '=', doc.ownerId).execute();
      await syncVehicleDeadlines(tx, doc.ownerId);
    }
    return;
  }
  const kind = kindOfDocumentType(doc.type);
  if (!kind || !(DEADLINE_KINDS[kind].subjectTypes as readonly string[]).includes(doc.ownerType)) return;
  if (doc.status === 'REPLACED' && doc.deletedAt === null) {
    await tx.updateTable('deadline').set({ state: 'DONE', updatedAt: nowIso() }).where('source', '=', 'DOCUMENT').where('sourceId', '=', doc.id).execute();
    return;
  }
  if (!current || !doc.expiresAt) return removeOf(tx, 'DOCUMENT', [doc.id]);
  const id = await upsert(tx, {
    companyId: doc.companyId,
    subjectType: doc.ownerType as TDeadlineSubjectType,
    subjectId: doc.ownerId,
    kind,
    title: doc.title,
    dueDate: doc.expiresAt,
    source: 'DOCUMENT',
    sourceId: doc.id,
  });
  await supersedeOthers(tx, doc.ownerType as TDeadlineSubjectType, doc.ownerId, kind, id);
};

/**
 * A person's training of one kind (a course or its refresher): the latest record with a validity
 * carries the deadline, the earlier ones are DONE; a withdrawn record's deadline goes with it.
 */
export const syncTrainingDeadlines = async (tx: DbOrTx, userId: number, kind: TDeadlineKindCode) => {
  const courses = (DEADLINE_KINDS[kind] as { courses?: readonly TCourseCode[] }).courses;
  if (!courses) return;
  const records = await tx
    .selectFrom('trainingRecord')
    .select(['id', 'companyId', 'courseCode', 'validUntil'])
    .where('userId', '=', userId)
    .where('courseCode', 'in', [...courses])
    .where('validUntil', 'is not', null)
    .orderBy('completedAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const gone = tx.deleteFrom('deadline').where('source', '=', 'TRAINING').where('subjectType', '=', 'USER').where('subjectId', '=', userId).where('kind', '=', kind);
  if (!records.length) return gone.execute();
  await gone.where('sourceId', 'not in', records.map((r) => r.id)).execute();
  const latest = records[0];
  const id = await upsert(tx, {
    companyId: latest.companyId,
    subjectType: 'USER',
    subjectId: userId,
    kind,
    title: COURSES[latest.courseCode as TCourseCode]?.name ?? latest.courseCode,
    dueDate: latest.validUntil!,
    source: 'TRAINING',
    sourceId: latest.id,
  });
  await supersedeOthers(tx, 'USER', userId, kind, id);
};

/** The deadlines of the courses of these records (after records are added or withdrawn). */
export const syncTrainingOfRecords = async (tx: DbOrTx, records: ReadonlyArray<{ userId: number; courseCode: string }>) => {
  const seen = new Set<string>();
  for (const { userId, courseCode } of records) {
    const kind = kindOfCourse(courseCode);
    if (!kind || seen.has(`${userId}:${kind}`)) continue;
    seen.add(`${userId}:${kind}`);
    await syncTrainingDeadlines(tx, userId, kind);
  }
};

/** A person's medical fitness: the latest visit sets the next one's date; earlier visits' deadlines are DONE. */
export const syncMedicalDeadline = async (tx: DbOrTx, userId: number) => {
  const visits = await tx
    .selectFrom('medicalFitness')
    .select(['id', 'companyId', 'validUntil'])
    .where('userId', '=', userId)
    .orderBy('visitDate', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const gone = tx.deleteFrom('deadline').where('source', '=', 'MEDICAL').where('subjectType', '=', 'USER').where('subjectId', '=', userId);
  if (!visits.length) return gone.execute();
  await gone.where('sourceId', 'not in', visits.map((v) => v.id)).execute();
  const latest = visits[0];
  const id = await upsert(tx, {
    companyId: latest.companyId,
    subjectType: 'USER',
    subjectId: userId,
    kind: 'MEDICAL_FITNESS',
    title: null,
    dueDate: latest.validUntil,
    source: 'MEDICAL',
    sourceId: latest.id,
  });
  await supersedeOthers(tx, 'USER', userId, 'MEDICAL_FITNESS', id);
};
