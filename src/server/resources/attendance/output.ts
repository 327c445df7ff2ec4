import { type TAttendanceSource, type TSiteType, workedMinutes } from '../../../shared/attendance';
import type { TInside } from '../../../shared/geo';
import { hasAnyRole } from '../../../shared/roles';
import { type TAttendance, type TAttendanceWithPositions, ZAttendance, ZAttendanceWithPositions } from '../../../shared/schemas/attendance';
import { inScope } from '../../access';
import type { SessionUser } from '../auth/repository';
import type { AttendanceRecord, MissedCutoffs } from './repository';
import { isMissed } from './settings';

/** A stored record as the API shapes it, positions included (see `present` for who reads them). */
export const toAttendance = (r: AttendanceRecord, cutoffs: MissedCutoffs): TAttendanceWithPositions => ({
  id: r.id,
  userId: r.userId,
  userName: [r.userLastName, r.userFirstName].filter(Boolean).join(' ') || null,
  companyId: r.companyId,
  siteType: r.siteType as TSiteType | null,
  siteId: r.siteId,
  siteName: r.siteName,
  checkIn: r.checkIn,
  checkOut: r.checkOut,
  checkInInside: r.checkInInside as TInside,
  checkOutInside: r.checkOutInside as TInside | null,
  checkInAccuracy: r.checkInAccuracy,
  checkOutAccuracy: r.checkOutAccuracy,
  checkInDistance: r.checkInDistance,
  checkOutDistance: r.checkOutDistance,
  source: r.source as TAttendanceSource,
  note: r.note,
  reviewFlag: r.reviewFlag === 1,
  missed: isMissed(r, cutoffs),
  minutes: workedMinutes(r.checkIn, r.checkOut),
  editedBy: r.editedBy,
  editedAt: r.editedAt,
  editReason: r.editReason,
  createdBy: r.createdBy,
  positionsPurgedAt: r.positionsPurgedAt,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
  checkInLat: r.checkInLat,
  checkInLng: r.checkInLng,
  checkOutLat: r.checkOutLat,
  checkOutLng: r.checkOutLng,
});

/** Only admin and moderator of the record's company read positions (DOMAIN.md, privacy). */
export const seesPositions = (actor: SessionUser, companyId: number) =>
  hasAnyRole(actor.roles, ['ROLE_ADMIN', 'ROLE_MODERATOR']) && inScope(actor, companyId);

/**
 * Copies exactly the fields a schema declares. Records come typed from toAttendance, so checking
 * every value again (a zod parse) would only cost time on the busiest list; the schema still decides
 * what may leave the server.
 */
const projection = <T>(keys: string[]) => (record: TAttendanceWithPositions): T => {
  const out: Record<string, unknown> = {};
  for (const key of keys) out[key] = (record as unknown as Record<string, unknown>)[key];
  return out as T;
};
const withoutPositions = projection<TAttendance>(Object.keys(ZAttendance.shape));
const withPositions = projection<TAttendanceWithPositions>(Object.keys(ZAttendanceWithPositions.shape));

/** The record as this caller may read it: the coordinates only for admin and moderator of its company. */
export const present = (actor: SessionUser, record: TAttendanceWithPositions): TAttendance | TAttendanceWithPositions =>
  seesPositions(actor, record.companyId) ? withPositions(record) : withoutPositions(record);

/** What the audit trail keeps of a record: never the coordinates, which retention must be able to erase. */
export const auditSnapshot = (record: TAttendanceWithPositions): TAttendance => withoutPositions(record);
