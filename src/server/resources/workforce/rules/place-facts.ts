import { sql } from 'kysely';
import type { TWorkforceSettings } from '../../../../shared/schemas/workforce';
import { type DbOrTx, type Dialect, dialectOf } from '../../../db/database';
import { settingsOfRow } from '../settings';
import type { AssignTarget } from './check';
import { DEFAULT_MINUTES, weeklyMinutesOf } from './contract';
import type { LeaveFact, PostFact } from './facts-types';
import { jsonRows, parsedJson, runFacts } from './json-sql';

/** What the checks read of the shift's post and company, and of the people there on its date: all but their shifts and their own data. */
export interface PlaceFacts {
  post: Omit<PostFact, 'acknowledgedVersion'>;
  settings: TWorkforceSettings;
  acks: Array<{ userId: number; ordersVersion: number }>;
  leave: Map<number, LeaveFact[]>;
  contracts: Map<number, number>;
}

interface PlaceRow {
  name: string;
  serviceType: string;
  armed: number;
  requiredQualification: string;
  requiredCourses: string;
  orders: string | null;
  ordersVersion: number;
  settingsCompanyId: number | null;
  lateGraceMinutes: number | null;
  noShowGraceMinutes: number | null;
  clockWindowMinutes: number | null;
  rules: string | null;
  acks: unknown;
  leave: unknown;
  contracts: unknown;
}

/** The text with each `@people` the list of ids, as parameters (one statement text per number of people, kept prepared). */
const withPeople = (text: string, ids: number[]) => sql.join(text.split('@people').map((part) => sql.raw(part)), sql`${sql.join(ids)}`);

/**
 * The statement's select list and joins over `s`, a row with id, company_id, post_id and date: the
 * post, the company's settings row, and as JSON the people's acknowledgements at the post, their
 * approved leave that can meet a shift of the date (to the next day: hourly leave meeting a night)
 * and their contracts in force on it, newest first.
 */
const placeSelect = (dialect: Dialect) => {
  const nextDay = dialect === 'postgres' ? "to_char(cast(s.date as date) + 1, 'YYYY-MM-DD')" : "date(s.date, '+1 day')";
  const acks = jsonRows(
    dialect,
    [
      ['userId', 'a.user_id'],
      ['ordersVersion', 'a.orders_version'],
    ],
    `from post_ack a where a.post_id = s.post_id and a.user_id in (@people)`,
    'a.user_id',
  );
  const leave = jsonRows(
    dialect,
    [
      ['userId', 'l.user_id'],
      ['type', 'l.type'],
      ['startDate', 'l.start_date'],
      ['endDate', 'l.end_date'],
      ['startTime', 'l.start_time'],
      ['endTime', 'l.end_time'],
    ],
    `from permission l where l.user_id in (@people) and l.status = 'APPROVED' and l.start_date <= ${nextDay} and (l.end_date is null or l.end_date >= s.date)`,
    'l.id',
  );
  const contracts = jsonRows(
    dialect,
    [
      ['userId', 'c.user_id'],
      ['data', 'c.data'],
    ],
    `from employment_contract c where c.user_id in (@people) and c.start_date <= s.date and (c.end_date is null or c.end_date >= s.date)`,
    'c.user_id, c.start_date desc, c.id desc',
  );
  return (
    'p.name, p.service_type, p.armed, p.required_qualification, p.required_courses, p.orders, p.orders_version, ' +
    'ws.company_id as settings_company_id, ws.late_grace_minutes, ws.no_show_grace_minutes, ws.clock_window_minutes, ws.rules, ' +
    `${acks} as acks, ${leave} as leave, ${contracts} as contracts`
  );
};
const placeJoins = 'join post p on p.id = s.post_id left join workforce_setting ws on ws.company_id = s.company_id';

const placeOf = (row: PlaceRow, ids: number[]): PlaceFacts => {
  const leave = new Map<number, LeaveFact[]>();
  for (const { userId, ...fact } of parsedJson<Array<LeaveFact & { userId: number }>>(row.leave)) leave.set(userId, [...(leave.get(userId) ?? []), fact]);
  const contracts = new Map(ids.map((id) => [id, DEFAULT_MINUTES]));
  const seen = new Set<number>();
  for (const contract of parsedJson<Array<{ userId: number; data: string }>>(row.contracts)) {
    if (seen.has(contract.userId)) continue;
    seen.add(contract.userId);
    contracts.set(contract.userId, weeklyMinutesOf(contract.data));
  }
  const settings = settingsOfRow(
    row.settingsCompanyId === null
      ? undefined
      : { lateGraceMinutes: row.lateGraceMinutes!, noShowGraceMinutes: row.noShowGraceMinutes!, clockWindowMinutes: row.clockWindowMinutes!, rules: row.rules },
  );
  return {
    post: {
      name: row.name,
      serviceType: row.serviceType,
      armed: row.armed === 1,
      requiredQualification: row.requiredQualification,
      requiredCourses: JSON.parse(row.requiredCourses) as string[],
      orders: row.orders,
      ordersVersion: row.ordersVersion,
    },
    settings,
    acks: parsedJson(row.acks),
    leave,
    contracts,
  };
};

/** The place facts of `shift` (as given) for `ids`, in one statement. */
export const readPlaceFacts = async (db: DbOrTx, shift: AssignTarget, ids: number[]): Promise<PlaceFacts> => {
  const source = sql`(select cast(${shift.companyId} as integer) as company_id, cast(${shift.postId} as integer) as post_id, cast(${shift.date} as varchar(10)) as date) s`;
  const rows = await runFacts(db, sql<PlaceRow>`select ${withPeople(placeSelect(dialectOf(db)), ids)} from ${source} ${sql.raw(placeJoins)}`, ids.length);
  if (!rows[0]) throw new Error(`no post ${shift.postId}`);
  return placeOf(rows[0], ids);
};

/** The shift `shiftId` as it stands (not locked), with its place facts for `ids`, in one statement; undefined when it does not exist. */
export const readShiftPlaceFacts = async (db: DbOrTx, shiftId: number, ids: number[]): Promise<{ shift: AssignTarget; place: PlaceFacts } | undefined> => {
  const shiftColumns = 's.id as shift_id, s.company_id as shift_company_id, s.post_id as shift_post_id, s.date as shift_date, s.starts_at as shift_starts_at, s.ends_at as shift_ends_at, s.minutes as shift_minutes';
  type Row = PlaceRow & { shiftId: number; shiftCompanyId: number; shiftPostId: number; shiftDate: string; shiftStartsAt: string; shiftEndsAt: string; shiftMinutes: number };
  const rows = await runFacts(db, sql<Row>`select ${withPeople(`${shiftColumns}, ${placeSelect(dialectOf(db))}`, ids)} from shift s ${sql.raw(placeJoins)} where s.id = ${shiftId}`, ids.length);
  const row = rows[0];
  if (!row) return undefined;
  const shift = { id: row.shiftId, companyId: row.shiftCompanyId, postId: row.shiftPostId, date: row.shiftDate, startsAt: row.shiftStartsAt, endsAt: row.shiftEndsAt, minutes: row.shiftMinutes };
  return { shift, place: placeOf(row, ids) };
};
