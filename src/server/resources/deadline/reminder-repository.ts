import { sql } from 'kysely';
import { addDays } from '../../../shared/dates';
import { type DbOrTx, dialectOf } from '../../db/database';
import { insertNotifications } from '../notification/repository';

/** The stages of a deadline's reminders, least urgent first: each later one outranks those before it. */
export const REMINDER_STAGES = ['WINDOW', 'D30', 'D7', 'EXPIRED'] as const;
export type TReminderStage = (typeof REMINDER_STAGES)[number];

export interface ReminderCandidate {
  id: number;
  companyId: number;
  subjectType: string;
  subjectId: number;
  kind: string;
  title: string | null;
  dueDate: string;
  state: string;
  stage: TReminderStage;
  subjectName: string | null;
  /** The person a USER deadline is about, or the driver a vehicle is assigned to. */
  personId: number | null;
}

/** Deadlines with what their subject is called: a person, a vehicle, a company or a client. */
export const withSubjects = (db: DbOrTx) =>
  db
    .selectFrom('deadline')
    .leftJoin('user', (join) => join.onRef('user.id', '=', 'deadline.subjectId').on('deadline.subjectType', '=', 'USER'))
    .leftJoin('vehicle', (join) => join.onRef('vehicle.id', '=', 'deadline.subjectId').on('deadline.subjectType', '=', 'VEHICLE'))
    .leftJoin('company', (join) => join.onRef('company.id', '=', 'deadline.subjectId').on('deadline.subjectType', '=', 'COMPANY'))
    .leftJoin('client', (join) => join.onRef('client.id', '=', 'deadline.subjectId').on('deadline.subjectType', '=', 'CLIENT'));

export const SUBJECT_COLUMNS = ['user.lastName', 'user.firstName', 'vehicle.plate', 'vehicle.assignedUserId', 'company.name as companyName', 'client.name as clientName'] as const;

/** 'Cognome Nome', a plate, a company's or a client's name. */
export const subjectNameOf = (row: {
  subjectType: string;
  lastName: string | null;
  firstName: string | null;
  plate: string | null;
  companyName: string | null;
  clientName: string | null;
}): string | null =>
  row.subjectType === 'USER' ? [row.lastName, row.firstName].filter(Boolean).join(' ') || null : (row.plate ?? row.companyName ?? row.clientName ?? null);

/**
 * Every deadline that owes a reminder today: not DONE, inside its window or due within 30 days
 * (the index on state and remind_from, and the one on due_date), not snoozed, and whose most
 * urgent stage today was not sent for its current due date. A renewal filed is reminded only once
 * expired: for a GPG decree or licence it does not allow work after the due date.
 */
export const findReminderCandidates = async (db: DbOrTx, today: string): Promise<ReminderCandidate[]> => {
  const d7 = addDays(today, 7);
  const d30 = addDays(today, 30);
  const due = sql.ref('deadline.dueDate');
  const stage = sql<TReminderStage>`case when ${due} < ${today} then 'EXPIRED' when ${due} <= ${d7} then 'D7' when ${due} <= ${d30} then 'D30' else 'WINDOW' end`;
  const rows = await withSubjects(db)
    .select([
      'deadline.id',
      'deadline.companyId',
      'deadline.subjectType',
      'deadline.subjectId',
      'deadline.kind',
      'deadline.title',
      'deadline.dueDate',
      'deadline.state',
      stage.as('stage'),
      ...SUBJECT_COLUMNS,
    ])
    .where('deadline.state', 'in', ['OPEN', 'RENEWAL_FILED'])
    .where((eb) => eb.or([eb('deadline.remindFrom', '<=', today), eb('deadline.dueDate', '<=', d30)]))
    .where((eb) => eb.or([eb('deadline.state', '=', 'OPEN'), eb('deadline.dueDate', '<', today)]))
    .where((eb) => eb.or([eb('deadline.snoozedUntil', 'is', null), eb('deadline.snoozedUntil', '<', today)]))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('deadlineReminder')
            .select('deadlineReminder.deadlineId')
            .whereRef('deadlineReminder.deadlineId', '=', 'deadline.id')
            .whereRef('deadlineReminder.dueDate', '=', 'deadline.dueDate')
            .where('deadlineReminder.stage', '=', stage),
        ),
      ),
    )
    .orderBy('deadline.dueDate')
    .orderBy('deadline.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    companyId: row.companyId,
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    kind: row.kind,
    title: row.title,
    dueDate: row.dueDate,
    state: row.state,
    stage: row.stage,
    subjectName: subjectNameOf(row),
    personId: row.subjectType === 'USER' ? row.subjectId : row.subjectType === 'VEHICLE' ? (row.assignedUserId ?? null) : null,
  }));
};

/**
 * Records the stage of each deadline as sent, with the lesser stages (a missed week sends one
 * reminder, not four), and answers the deadlines whose stage this call recorded: a run that meets
 * rows another run wrote leaves those to it.
 */
export const claimReminders = async (db: DbOrTx, items: Array<{ id: number; dueDate: string; stage: TReminderStage }>, sentAt: string): Promise<Set<number>> => {
  if (!items.length) return new Set();
  const ids = new Set(
    (await insertReminders(db, items.map((item) => ({ deadlineId: item.id, dueDate: item.dueDate, stage: item.stage })), sentAt, true)).map((row) => row.deadlineId),
  );
  const lesser = items
    .filter((item) => ids.has(item.id))
    .flatMap((item) => REMINDER_STAGES.slice(0, REMINDER_STAGES.indexOf(item.stage)).map((stage) => ({ deadlineId: item.id, dueDate: item.dueDate, stage })));
  if (lesser.length) await insertReminders(db, lesser, sentAt, false);
  return ids;
};

type ReminderRow = { deadlineId: number; dueDate: string; stage: string };

/**
 * Rows that exist already are left alone. On PostgreSQL the rows travel as one array per column
 * (unnest): binding thousands of parameters one by one took seconds on the first run's backlog.
 */
const insertReminders = async (db: DbOrTx, rows: ReminderRow[], sentAt: string, returning: boolean): Promise<Array<{ deadlineId: number }>> => {
  if (dialectOf(db) === 'postgres') {
    const { rows: inserted } = await sql<{ deadlineId: number }>`
      insert into deadline_reminder (deadline_id, due_date, stage, sent_at)
      select d, u, s, ${sentAt}::timestamptz from unnest(${rows.map((r) => r.deadlineId)}::int[], ${rows.map((r) => r.dueDate)}::varchar[], ${rows.map((r) => r.stage)}::varchar[]) as t(d, u, s)
      on conflict do nothing
      ${returning ? sql`returning deadline_id as "deadlineId"` : sql``}`.execute(db);
    return inserted;
  }
  const statement = db
    .insertInto('deadlineReminder')
    .values(rows.map((row) => ({ ...row, sentAt })))
    .onConflict((oc) => oc.columns(['deadlineId', 'dueDate', 'stage']).doNothing());
  if (returning) return statement.returning('deadlineId').execute();
  await statement.execute();
  return [];
};

export type ReminderNotification = Parameters<typeof insertNotifications>[1][number];

const SQLITE_INSERT_CHUNK = 1000;

/** The run's notifications, in bulk (see insertReminders for PostgreSQL's arrays). */
export const insertReminderNotifications = async (db: DbOrTx, rows: ReminderNotification[]) => {
  if (!rows.length) return;
  if (dialectOf(db) === 'postgres') {
    const column = <K extends keyof ReminderNotification>(key: K) => rows.map((row) => row[key]);
    await sql`
      insert into notification (user_id, kind, title, body, link, params, created_at)
      select * from unnest(${column('userId')}::int[], ${column('kind')}::varchar[], ${column('title')}::varchar[], ${column('body')}::varchar[],
        ${column('link')}::varchar[], ${column('params')}::text[], ${column('createdAt')}::timestamptz[])`.execute(db);
    return;
  }
  for (let i = 0; i < rows.length; i += SQLITE_INSERT_CHUNK) await insertNotifications(db, rows.slice(i, i + SQLITE_INSERT_CHUNK));
};

export interface Recipient {
  id: number;
  email: string;
  language: string;
  firstName: string | null;
  lastName: string | null;
}

const RECIPIENT_COLUMNS = ['user.id', 'user.email', 'user.language', 'user.firstName', 'user.lastName'] as const;

/** The office: every active administrator (all companies) and active moderator with their companies. */
export const findOfficeRecipients = async (db: DbOrTx): Promise<{ admins: Recipient[]; moderators: Array<Recipient & { companyIds: number[] }> }> => {
  const rows = await db
    .selectFrom('user')
    .innerJoin('userRole', 'userRole.userId', 'user.id')
    .leftJoin('userCompany', 'userCompany.userId', 'user.id')
    .select([...RECIPIENT_COLUMNS, 'userRole.role', 'userCompany.companyId'])
    .where('user.active', '=', 1)
    .where('userRole.role', 'in', ['ROLE_ADMIN', 'ROLE_MODERATOR'])
    .orderBy('user.id')
    .execute();
  const admins = new Map<number, Recipient>();
  const moderators = new Map<number, Recipient & { companyIds: number[] }>();
  for (const { role, companyId, ...user } of rows) {
    if (role === 'ROLE_ADMIN') admins.set(user.id, user);
    else if (companyId !== null) {
      const moderator = moderators.get(user.id) ?? { ...user, companyIds: [] };
      if (!moderator.companyIds.includes(companyId)) moderator.companyIds.push(companyId);
      moderators.set(user.id, moderator);
    }
  }
  // An administrator who is also a moderator is reminded once, as an administrator.
  for (const id of admins.keys()) moderators.delete(id);
  return { admins: [...admins.values()], moderators: [...moderators.values()] };
};

const ID_CHUNK = 1000;

/** The active users among `ids`, by id. */
export const findActiveUsers = async (db: DbOrTx, ids: number[]): Promise<Map<number, Recipient>> => {
  const unique = [...new Set(ids)];
  const found = new Map<number, Recipient>();
  for (let i = 0; i < unique.length; i += ID_CHUNK) {
    const rows = await db
      .selectFrom('user')
      .select(RECIPIENT_COLUMNS)
      .where('user.id', 'in', unique.slice(i, i + ID_CHUNK))
      .where('user.active', '=', 1)
      .execute();
    for (const row of rows) found.set(row.id, row);
  }
  return found;
};
