import { formatDate, todayInRome } from '../../../shared/dates';
import type { Locale } from '../../../shared/i18n/validation';
import type { TPermission, TPermissionWarning } from '../../../shared/schemas/permission';
import type { DbOrTx } from '../../db/database';
import { translate } from '../../i18n/messages';
import { findAttendanceDays } from '../attendance/repository';
import { resolveParams } from '../notification/service';
import { periodParam, typeParam } from './notify';
import { findActiveInRange } from './repository';
import { periodsOverlap } from './rules';

/** Days (Europe/Rome) with attendance recorded for a worker between two dates, both included. */
export const findAttendanceDaysInPeriod = (db: DbOrTx, userId: number, from: string, to: string): Promise<string[]> =>
  findAttendanceDays(db, userId, from, to);

/** What the back office should know before approving: approved leave it overlaps, attendance inside it. */
export const findWarnings = async (db: DbOrTx, locale: Locale, p: TPermission): Promise<TPermissionWarning[]> => {
  const to = p.endDate ?? todayInRome();
  const others = await findActiveInRange(db, { userId: p.userId, from: p.startDate, to });
  const overlaps = others.filter((other) => other.id !== p.id && other.status === 'APPROVED' && periodsOverlap(p, other));
  const attendance = await findAttendanceDaysInPeriod(db, p.userId, p.startDate, to);
  return [
    ...overlaps.map((other) => ({
      code: 'OVERLAP' as const,
      permissionId: other.id,
      message: translate(locale, 'permission.warnings.overlap', resolveParams(locale, { type: typeParam(other.type), period: periodParam(other) })),
    })),
    ...attendance.map((date) => ({
      code: 'ATTENDANCE' as const,
      message: translate(locale, 'permission.warnings.attendance', { date: formatDate(date) }),
    })),
  ];
};
