import { ATTENDANCE_DEFAULTS, NOTICE_VERSION, type TGeolocationMode, type TOutsidePolicy } from '../../../shared/attendance';
import type { TAttendanceSettings } from '../../../shared/schemas/attendance-views';
import type { DbOrTx } from '../../db/database';
import { isUniqueViolation } from '../../db/database';
import type { MissedCutoffs } from './repository';

type Row = { companyId: number; geolocation: string; outsidePolicy: string; retentionDays: number; missedClockOutHours: number; offlineMaxHours: number };

const toSettings = (row: Row): TAttendanceSettings => ({
  companyId: row.companyId,
  geolocation: row.geolocation as TGeolocationMode,
  outsidePolicy: row.outsidePolicy as TOutsidePolicy,
  retentionDays: Number(row.retentionDays),
  missedClockOutHours: Number(row.missedClockOutHours),
  offlineMaxHours: Number(row.offlineMaxHours),
});

const SETTINGS = ['companyId', 'geolocation', 'outsidePolicy', 'retentionDays', 'missedClockOutHours', 'offlineMaxHours'] as const;

/** A company's attendance settings; the defaults until it saves its own. */
export const getAttendanceSettings = async (db: DbOrTx, companyId: number): Promise<TAttendanceSettings> => {
  const row = await db.selectFrom('attendanceSetting').select(SETTINGS).where('companyId', '=', companyId).executeTakeFirst();
  return row ? toSettings(row) : { companyId, ...ATTENDANCE_DEFAULTS };
};

/**
 * Settings change a few times a year and every list answer needs them (for missed clock-outs):
 * they are kept a few seconds per database, and forgotten at once when this server saves any.
 * Another server on the same PostgreSQL sees a change within the same few seconds.
 */
const SETTINGS_TTL_MS = 5_000;
const savedCache = new WeakMap<object, { until: number; version: number; settings: Promise<TAttendanceSettings[]> }>();
let settingsVersion = 0;

/** Every company that saved settings; the others follow the defaults. */
export const findSavedSettings = (db: DbOrTx): Promise<TAttendanceSettings[]> => {
  const hit = savedCache.get(db);
  if (hit && hit.until > Date.now() && hit.version === settingsVersion) return hit.settings;
  const settings = db.selectFrom('attendanceSetting').select(SETTINGS).orderBy('companyId').execute().then((rows) => rows.map(toSettings));
  // A transaction's reads are its own: only the database's are kept.
  if (!db.isTransaction) savedCache.set(db, { until: Date.now() + SETTINGS_TTL_MS, version: settingsVersion, settings });
  settings.catch(() => savedCache.delete(db));
  return settings;
};

export const saveAttendanceSettings = async (db: DbOrTx, settings: TAttendanceSettings, now: string) => {
  settingsVersion += 1;
  const { companyId: _companyId, ...values } = settings;
  // One statement: two first saves at once must not both insert (a primary key violation).
  await db
    .insertInto('attendanceSetting')
    .values({ ...settings, updatedAt: now })
    .onConflict((oc) => oc.column('companyId').doUpdateSet({ ...values, updatedAt: now }))
    .execute();
  // Again once written, so that no read racing the write keeps the old values.
  settingsVersion += 1;
};

const hoursBefore = (now: Date, hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();

/** The instant before which an open attendance is a missed clock-out, per company. */
export const missedCutoffs = async (db: DbOrTx, now: Date): Promise<MissedCutoffs> => {
  const saved = await findSavedSettings(db);
  return {
    byCompany: new Map(saved.map((s) => [s.companyId, hoursBefore(now, s.missedClockOutHours)])),
    otherwise: hoursBefore(now, ATTENDANCE_DEFAULTS.missedClockOutHours),
  };
};

/**
 * A missed clock-out: open past the company's limit, or closed by the worker only after it (the
 * hours it shows are not the shift's). Either way it counts nothing until the back office corrects it.
 */
export const isMissed = (record: { companyId: number; checkIn: string; checkOut: string | null; missedClockOut?: number }, cutoffs: MissedCutoffs) =>
  record.missedClockOut === 1 || (record.checkOut === null && record.checkIn < (cutoffs.byCompany.get(record.companyId) ?? cutoffs.otherwise));

/** When the worker accepted the current notice, or null. */
export const findNoticeAcceptance = async (db: DbOrTx, userId: number): Promise<string | null> =>
  (await db
    .selectFrom('attendanceNotice')
    .select('acceptedAt')
    .where('userId', '=', userId)
    .where('noticeVersion', '=', NOTICE_VERSION)
    .executeTakeFirst())?.acceptedAt ?? null;

/** Records the acceptance once; a second acceptance keeps the first date. */
export const acceptNotice = async (db: DbOrTx, userId: number, now: string): Promise<string> => {
  const existing = await findNoticeAcceptance(db, userId);
  if (existing) return existing;
  try {
    await db.insertInto('attendanceNotice').values({ userId, noticeVersion: NOTICE_VERSION, acceptedAt: now }).execute();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  return (await findNoticeAcceptance(db, userId)) ?? now;
};
