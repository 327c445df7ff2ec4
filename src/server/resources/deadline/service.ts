import { addDays, todayInRome } from '../../../shared/dates';
import {
  DEADLINE_KINDS,
  type TDeadlineCreate,
  type TDeadlineKindCode,
  type TDeadlineKindSetting,
  type TDeadlinePatch,
  type TDeadlineSubjectType,
} from '../../../shared/schemas/deadline';
import { companyScope, inScope, isAdmin } from '../../access';
import { type Db, dialectOf, nowIso } from '../../db/database';
import { AppError, invalidField, notFound } from '../../errors';
import type { SessionUser } from '../auth/repository';
import { writeAudit } from '../audit/repository';
import { kindSettingOf, kindSettingsOf, kindViewOf, remindFromOf } from './kinds';
import { applyLeadDaysInSql, type DeadlineRecord, findDeadline } from './repository';

/** Who works the office's deadline screens. */
export const OFFICE = ['ROLE_ADMIN', 'ROLE_MODERATOR'] as const;
/** Everyone employed has deadlines of their own; a client's login has none (as api/training/my). */
export const STAFF = ['ROLE_ADMIN', 'ROLE_MODERATOR', 'ROLE_CLIENTMANAGEMENT', 'ROLE_WORKER', 'ROLE_ACCOUNTING'] as const;

/** A due date further back than this is a typing error, not a deadline. */
const OLDEST_YEARS = 10;
/** A snooze may last at most this many days past the due date. */
export const SNOOZE_PAST_DUE_DAYS = 30;
const RECEIPT_TYPES = /^(application\/pdf|image\/[a-z0-9.+-]+)$/;

const checkDueDate = (dueDate: string, today: string) => {
  if (dueDate < addDays(today, -OLDEST_YEARS * 366)) throw invalidField('dueDate', 'deadline.dueDateTooOld');
  if (dueDate > addDays(today, 100 * 366)) throw invalidField('dueDate', 'validation.date');
};

/** The company a subject is filed under, for a caller: undefined when it does not exist. A person of several companies under the first the caller manages. */
const companyOfSubject = async (db: Db, user: SessionUser, type: TDeadlineSubjectType, id: number): Promise<number | undefined> => {
  switch (type) {
    case 'USER': {
      const rows = await db.selectFrom('userCompany').select('companyId').where('userId', '=', id).orderBy('companyId').execute();
      const scope = companyScope(user);
      return (scope ? rows.find((row) => scope.includes(row.companyId)) : rows[0])?.companyId ?? rows[0]?.companyId;
    }
    case 'VEHICLE':
      return (await db.selectFrom('vehicle').select('companyId').where('id', '=', id).executeTakeFirst())?.companyId;
    case 'CLIENT':
      return (await db.selectFrom('client').select('companyId').where('id', '=', id).executeTakeFirst())?.companyId;
    case 'COMPANY':
      return (await db.selectFrom('company').select('id').where('id', '=', id).executeTakeFirst())?.id;
  }
};

/** A deadline in the caller's companies; 404 otherwise. */
export const getDeadline = async (db: Db, id: number, user: SessionUser): Promise<DeadlineRecord> => {
  const deadline = await findDeadline(db, id);
  if (!deadline || !inScope(user, deadline.companyId)) throw notFound();
  return deadline;
};

/** A manual deadline for a subject in the caller's companies (404 outside them or when it does not exist). */
export const createDeadline = async (db: Db, user: SessionUser, input: TDeadlineCreate): Promise<number> => {
  const companyId = await companyOfSubject(db, user, input.subjectType, input.subjectId);
  if (companyId === undefined) {
    if (isAdmin(user) && input.subjectType === 'USER' && (await db.selectFrom('user').select('id').where('id', '=', input.subjectId).executeTakeFirst())) {
      throw invalidField('subjectId', 'validation.noCompany');
    }
    throw notFound();
  }
  if (!inScope(user, companyId)) throw notFound();
  if (!(DEADLINE_KINDS[input.kind].subjectTypes as readonly string[]).includes(input.subjectType)) throw invalidField('kind', 'deadline.kindSubject');
  checkDueDate(input.dueDate, todayInRome());
  const { leadDays } = await kindSettingOf(db, companyId, input.kind);
  return db.transaction().execute(async (tx) => {
    const now = nowIso();
    const values = {
      companyId,
      subjectType: input.subjectType,
      subjectId: input.subjectId,
      kind: input.kind,
      title: input.title,
      dueDate: input.dueDate,
      leadDays,
      remindFrom: remindFromOf(input.dueDate, leadDays),
      source: 'MANUAL',
      sourceId: null,
      state: 'OPEN',
      note: input.note ?? null,
      createdBy: user.id,
      createdAt: now,
      updatedAt: now,
    };
    const { id } = await tx.insertInto('deadline').values(values).returning('id').executeTakeFirstOrThrow();
    await writeAudit(tx, { actorId: user.id, action: 'CREATE', entity: 'deadline', entityId: id, after: values });
    return id;
  });
};

/** The receipt of a renewal: a live document of the deadline's own subject, a PDF or an image. */
const checkReceipt = async (db: Db, deadline: DeadlineRecord, documentId: number) => {
  const document = await db
    .selectFrom('document')
    .select(['ownerType', 'ownerId', 'mimeType', 'deletedAt'])
    .where('id', '=', documentId)
    .executeTakeFirst();
  if (!document || document.deletedAt || document.ownerType !== deadline.subjectType || document.ownerId !== deadline.subjectId) {
    throw invalidField('renewalDocumentId', 'deadline.receiptOtherSubject');
  }
  if (!RECEIPT_TYPES.test(document.mimeType)) throw invalidField('renewalDocumentId', 'deadline.receiptType');
};

/** A renewal cannot be filed before the document it renews was issued. */
const sourceIssuedAt = async (db: Db, deadline: DeadlineRecord) =>
  deadline.source === 'DOCUMENT' && deadline.sourceId !== null
    ? ((await db.selectFrom('document').select('issuedAt').where('id', '=', deadline.sourceId).executeTakeFirst())?.issuedAt ?? null)
    : null;

/** The changes a PATCH asks for, checked against the deadline and today; what to store. */
const changesOf = async (db: Db, deadline: DeadlineRecord, input: TDeadlinePatch, today: string) => {
  const set: Record<string, unknown> = {};
  if (deadline.source !== 'MANUAL') {
    for (const field of ['title', 'dueDate', 'done'] as const) if (input[field] !== undefined) throw invalidField(field, 'deadline.derivedField');
  }
  if (input.title !== undefined) set.title = input.title;
  if (input.dueDate !== undefined) {
    checkDueDate(input.dueDate, today);
    Object.assign(set, { dueDate: input.dueDate, remindFrom: remindFromOf(input.dueDate, deadline.leadDays) });
  }
  if (input.done !== undefined) set.state = input.done ? 'DONE' : deadline.state === 'DONE' ? 'OPEN' : deadline.state;

  if (input.renewalFiledAt) {
    if (deadline.state === 'DONE' || set.state === 'DONE') throw new AppError('CONFLICT', 'deadline.doneNoRenewal');
    if (input.renewalFiledAt > today) throw invalidField('renewalFiledAt', 'deadline.filedInFuture');
    const issuedAt = await sourceIssuedAt(db, deadline);
    if (issuedAt && input.renewalFiledAt < issuedAt) throw invalidField('renewalFiledAt', 'deadline.filedBeforeIssue');
    if (input.renewalDocumentId === null || input.renewalDocumentId === undefined) throw invalidField('renewalDocumentId', 'validation.required');
    await checkReceipt(db, deadline, input.renewalDocumentId);
    Object.assign(set, { state: 'RENEWAL_FILED', renewalFiledAt: input.renewalFiledAt, renewalDocumentId: input.renewalDocumentId });
  } else if (input.renewalFiledAt === null) {
    Object.assign(set, { renewalFiledAt: null, renewalDocumentId: null });
    if (deadline.state === 'RENEWAL_FILED' && set.state === undefined) set.state = 'OPEN';
  } else if (input.renewalDocumentId !== undefined) {
    // A receipt alone replaces the one of a renewal already filed.
    if (deadline.state !== 'RENEWAL_FILED') throw invalidField('renewalFiledAt', 'validation.required');
    if (input.renewalDocumentId === null) throw invalidField('renewalDocumentId', 'validation.required');
    await checkReceipt(db, deadline, input.renewalDocumentId);
    set.renewalDocumentId = input.renewalDocumentId;
  }

  if (input.snoozedUntil !== undefined) {
    const dueDate = (set.dueDate as string | undefined) ?? deadline.dueDate;
    if (input.snoozedUntil !== null && (input.snoozedUntil <= today || input.snoozedUntil > addDays(dueDate, SNOOZE_PAST_DUE_DAYS))) {
      throw invalidField('snoozedUntil', 'deadline.snoozeRange');
    }
    set.snoozedUntil = input.snoozedUntil;
  }
  if (input.note !== undefined) set.note = input.note ?? null;
  return set;
};

/** A renewal filed (or withdrawn), a snooze, a note; a manual deadline's title, due date or DONE. */
export const updateDeadline = async (db: Db, deadline: DeadlineRecord, input: TDeadlinePatch, user: SessionUser) => {
  const set = await changesOf(db, deadline, input, todayInRome());
  if (!Object.keys(set).length) return;
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('deadline')
      .set({ ...set, updatedAt: nowIso() })
      .where('id', '=', deadline.id)
      .execute();
    await writeAudit(tx, { actorId: user.id, action: 'UPDATE', entity: 'deadline', entityId: deadline.id, before: deadline, after: set });
  });
};

/** Only a manual deadline is deleted: a derived one follows its source (409). */
export const deleteDeadline = async (db: Db, deadline: DeadlineRecord, user: SessionUser) => {
  if (deadline.source !== 'MANUAL') throw new AppError('CONFLICT', 'deadline.derivedDelete');
  await db.transaction().execute(async (tx) => {
    // Its reminders go with it (deadline_reminder's foreign key cascades).
    await tx.deleteFrom('deadline').where('id', '=', deadline.id).execute();
    await writeAudit(tx, { actorId: user.id, action: 'DELETE', entity: 'deadline', entityId: deadline.id, before: deadline });
  });
};

/** A company the caller manages, or 404 (or that does not exist). */
const assertCompany = async (db: Db, user: SessionUser, companyId: number) => {
  if (!inScope(user, companyId)) throw notFound();
  if (!(await db.selectFrom('company').select('id').where('id', '=', companyId).executeTakeFirst())) throw notFound();
};

export const listKinds = async (db: Db, user: SessionUser, companyId: number) => {
  await assertCompany(db, user, companyId);
  const settings = await kindSettingsOf(db, companyId);
  return (Object.keys(settings) as TDeadlineKindCode[]).map((code) => kindViewOf(code, settings[code]));
};

/** A company's own setting of a kind; its deadlines not done follow the new window in the same transaction. */
export const putKind = async (db: Db, user: SessionUser, code: TDeadlineKindCode, input: TDeadlineKindSetting) => {
  await assertCompany(db, user, input.companyId);
  const before = await kindSettingOf(db, input.companyId, code);
  await db.transaction().execute(async (tx) => {
    const values = { validityMonths: input.validityMonths, leadDays: input.leadDays, remindTo: input.remindTo, blocks: input.blocks, updatedBy: user.id, updatedAt: nowIso() };
    await tx
      .insertInto('deadlineKindSetting')
      .values({ companyId: input.companyId, kind: code, ...values })
      .onConflict((oc) => oc.columns(['companyId', 'kind']).doUpdateSet(values))
      .execute();
    await applyLeadDaysInSql(tx, input.companyId, code, input.leadDays, dialectOf(tx));
    await writeAudit(tx, { actorId: user.id, action: 'UPDATE', entity: 'deadline_kind_setting', entityId: input.companyId, before: { kind: code, ...before }, after: { kind: code, ...values } });
  });
  return kindViewOf(code, await kindSettingOf(db, input.companyId, code));
};
