import { formatDate, todayInRome } from '../../../shared/dates';
import type { Locale } from '../../../shared/i18n/validation';
import type { TPermission, TPermissionWarning } from '../../../shared/schemas/permission';
import { inScope } from '../../access';
import type { DbOrTx } from '../../db/database';
import { translate } from '../../i18n/messages';
import type { SessionUser } from '../auth/repository';
import { findAttendanceDays } from '../attendance/repository';
import { resolveParams } from '../notification/service';
import { periodParam, typeParam } from './notify';
import { findActiveInRange } from './repository';
import { periodsOverlap } from './rules';

/**
 * What the back office should know before approving: approved leave it overlaps (one of a company
 * the reader does not manage is not described; sick leave always says that it suspends the leave)
 * and attendance recorded at the request's company inside it.
 */
export const findWarnings = async (db: DbOrTx, actor: SessionUser, locale: Locale, p: TPermission): Promise<TPermissionWarning[]> => {
  const to = p.endDate ?? todayInRome();
  const others = await findActiveInRange(db, { userId: p.userId, from: p.startDate, to });
  const overlaps = others.filter((other) => other.id !== p.id && other.status === 'APPROVED' && periodsOverlap(p, other));
  const attendance = await findAttendanceDays(db, p.userId, p.companyId, p.startDate, to);
  return [
    ...overlaps.map((other) =>
      other.type === 'MALATTIA' && p.type !== 'MALATTIA'
        ? { code: 'SICK' as const, permissionId: inScope(actor, other.companyId) ? other.id : undefined, message: translate(locale, 'permission.warnings.sick', resolveParams(locale, { period: periodParam(other) })) }
        : inScope(actor, other.companyId)
        ? {
            code: 'OVERLAP' as const,
            permissionId: other.id,
            message: translate(locale, 'permission.warnings.overlap', resolveParams(locale, { type: typeParam(other.type), period: periodParam(other) })),
          }
        : { code: 'OVERLAP' as const, message: translate(locale, 'permission.warnings.overlapElsewhere') },
    ),
    ...attendance.map((date) => ({
      code: 'ATTENDANCE' as const,
      message: translate(locale, 'permission.warnings.attendance', { date: formatDate(date) }),
    })),
  ];
};
