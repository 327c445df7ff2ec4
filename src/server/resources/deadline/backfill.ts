import type { Insertable } from 'kysely';
import { DEADLINE_KINDS, type TDeadlineKind, type TDeadlineKindCode, kindOfCourse, kindOfDocumentType } from '../../../shared/schemas/deadline';
import { COURSES, type TCourseCode } from '../../../shared/schemas/training';
import { type Db, type DbOrTx, nowIso } from '../../db/database';
import type { DeadlineTable } from '../../db/schema';
import { syncDocumentDeadline, syncMedicalDeadline, syncTrainingDeadlines } from './derive';
import { type KindSetting, kindSettingsOf, remindFromOf } from './kinds';

export const DEADLINE_BACKFILL_JOB = 'deadline-backfill';

/** The document types whose current copy carries a person's deadline (decree, licence, permit, identity card, driving licence). */
const DOCUMENT_TYPES = Object.values(DEADLINE_KINDS as Record<string, TDeadlineKind>)
  .map((kind) => kind.documentType)
  .filter((type): type is string => !!type);
const VEHICLE_KINDS = ['VEHICLE_INSURANCE', 'VEHICLE_INSPECTION', 'VEHICLE_TAX'] as const;
const CHUNK = 500;

type NewDeadline = Insertable<DeadlineTable>;

const groupBy = <T>(items: readonly T[], key: (item: T) => string | undefined) => {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    if (k === undefined) continue;
    groups.set(k, [...(groups.get(k) ?? []), item]);
  }
  return groups;
};

/**
 * Derives the deadlines of every source kept before deadlines existed: documents with an expiry,
 * vehicles, training records and medical visits. A person's or vehicle's kind with no derived
 * deadline yet (the whole database, the first time) is written in bulk, as the syncs of derive.ts
 * would leave it: the latest source OPEN, the earlier current documents DONE. A kind that already
 * has some goes through derive.ts itself, source by source. A source with its deadline is left
 * alone: running it again changes nothing. Answers how many sources were derived.
 */
export const backfillDeadlines = async (tx: DbOrTx): Promise<number> => {
  const now = nowIso();
  const existing = await tx.selectFrom('deadline').select(['subjectType', 'subjectId', 'kind', 'source', 'sourceId']).where('source', '!=', 'MANUAL').execute();
  const taken = new Set(existing.map((d) => `${d.subjectType}:${d.subjectId}:${d.kind}`));
  const derivedSources = new Set(existing.map((d) => `${d.source}:${d.sourceId}`));
  const settings = new Map<number, Record<TDeadlineKindCode, KindSetting>>();
  const bulk: NewDeadline[] = [];
  const add = async (row: Omit<NewDeadline, 'leadDays' | 'remindFrom' | 'createdAt' | 'updatedAt'>) => {
    if (!settings.has(row.companyId)) settings.set(row.companyId, await kindSettingsOf(tx, row.companyId));
    const { leadDays } = settings.get(row.companyId)![row.kind as TDeadlineKindCode];
    bulk.push({ ...row, leadDays, remindFrom: remindFromOf(row.dueDate, leadDays), createdAt: now, updatedAt: now });
  };
  let derived = 0;

  // A vehicle's own dates are the truth: its policy documents moved them when they were filed.
  const vehicles = await tx.selectFrom('vehicle').select(['id', 'companyId', 'insuranceExpiry', 'inspectionExpiry', 'taxExpiry']).orderBy('id').execute();
  for (const v of vehicles) {
    const missing = VEHICLE_KINDS.filter((kind) => v[DEADLINE_KINDS[kind].vehicleField] && !taken.has(`VEHICLE:${v.id}:${kind}`));
    for (const kind of missing) {
      await add({ companyId: v.companyId, subjectType: 'VEHICLE', subjectId: v.id, kind, title: null, dueDate: v[DEADLINE_KINDS[kind].vehicleField]!, source: 'VEHICLE', sourceId: v.id, state: 'OPEN' });
    }
    if (missing.length) derived += 1;
  }

  // The current documents only: a replaced, pending, rejected or deleted one carries none. The
  // oldest first, so that the newest of a person's kind is the one left open.
  const documents = await tx
    .selectFrom('document')
    .select(['id', 'ownerId', 'companyId', 'type', 'title', 'expiresAt'])
    .where('ownerType', '=', 'USER')
    .where('type', 'in', DOCUMENT_TYPES)
    .where('expiresAt', 'is not', null)
    .where('status', '=', 'ACTIVE')
    .where('review', 'in', ['NONE', 'CONFIRMED'])
    .where('deletedAt', 'is', null)
    .orderBy('expiresAt')
    .orderBy('id')
    .execute();
  for (const [key, group] of groupBy(documents, (d) => `USER:${d.ownerId}:${kindOfDocumentType(d.type)}`)) {
    const pending = group.filter((d) => !derivedSources.has(`DOCUMENT:${d.id}`));
    derived += pending.length;
    if (taken.has(key)) {
      for (const d of pending) await syncDocumentDeadline(tx, d.id);
      continue;
    }
    for (const [i, d] of group.entries()) {
      const state = i === group.length - 1 ? 'OPEN' : 'DONE';
      await add({ companyId: d.companyId, subjectType: 'USER', subjectId: d.ownerId, kind: kindOfDocumentType(d.type)!, title: d.title, dueDate: d.expiresAt!, source: 'DOCUMENT', sourceId: d.id, state });
    }
  }

  // A person's training of one kind: the latest record with a validity carries the deadline.
  const records = await tx
    .selectFrom('trainingRecord')
    .select(['id', 'userId', 'companyId', 'courseCode', 'validUntil'])
    .where('validUntil', 'is not', null)
    .orderBy('completedAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  for (const [key, [latest]] of groupBy(records, (r) => (kindOfCourse(r.courseCode) ? `USER:${r.userId}:${kindOfCourse(r.courseCode)}` : undefined))) {
    const kind = kindOfCourse(latest.courseCode)!;
    if (taken.has(key)) {
      if (derivedSources.has(`TRAINING:${latest.id}`)) continue;
      await syncTrainingDeadlines(tx, latest.userId, kind);
    } else {
      const title = COURSES[latest.courseCode as TCourseCode]?.name ?? latest.courseCode;
      await add({ companyId: latest.companyId, subjectType: 'USER', subjectId: latest.userId, kind, title, dueDate: latest.validUntil!, source: 'TRAINING', sourceId: latest.id, state: 'OPEN' });
    }
    derived += 1;
  }

  // A person's medical fitness: the latest visit sets the next one's date.
  const visits = await tx.selectFrom('medicalFitness').select(['id', 'userId', 'companyId', 'validUntil']).orderBy('visitDate', 'desc').orderBy('id', 'desc').execute();
  for (const [key, [latest]] of groupBy(visits, (v) => `USER:${v.userId}:MEDICAL_FITNESS`)) {
    if (taken.has(key)) {
      if (derivedSources.has(`MEDICAL:${latest.id}`)) continue;
      await syncMedicalDeadline(tx, latest.userId);
    } else {
      await add({ companyId: latest.companyId, subjectType: 'USER', subjectId: latest.userId, kind: 'MEDICAL_FITNESS', title: null, dueDate: latest.validUntil, source: 'MEDICAL', sourceId: latest.id, state: 'OPEN' });
    }
    derived += 1;
  }

  for (let i = 0; i < bulk.length; i += CHUNK) await tx.insertInto('deadline').values(bulk.slice(i, i + CHUNK)).execute();
  return derived;
};

/**
 * Runs the backfill once per database, at start after the migrations and seeds: the job_run row
 * is claimed in the same transaction, so a second server starting at the same time waits for the
 * first and then finds it done; a failed backfill leaves no claim and runs again at the next start.
 */
export const backfillDeadlinesOnce = (db: Db): Promise<number | undefined> =>
  db.transaction().execute(async (tx) => {
    const claimed = await tx
      .insertInto('jobRun')
      .values({ name: DEADLINE_BACKFILL_JOB, lastRunAt: nowIso() })
      .onConflict((oc) => oc.column('name').doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) !== 1) return undefined;
    return backfillDeadlines(tx);
  });
