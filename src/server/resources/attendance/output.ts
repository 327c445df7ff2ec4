import { type TAttendanceSource, type TSiteType, workedMinutes } from '../../../shared/attendance';
import type { TInside } from '../../../shared/geo';
import { hasAnyRole } from '../../../shared/roles';
import type { TAttendance, TAttendanceWithPositions } from '../../../shared/schemas/attendance';
import { inScope } from '../../access';
import type { SessionUser } from '../auth/repository';
import type { AttendanceRecord, MissedCutoffs } from './repository';
import { isMissed } from './settings';
import { surnameFirst } from '../../../shared/names';

/**
 * A stored record as the API shapes it, positions included (see `present` for who reads them):
 * exactly the fields ZAttendanceWithPositions declares, no more (output.test.ts checks it).
 */
export const toAttendance = (r: AttendanceRecord, cutoffs: MissedCutoffs): TAttendanceWithPositions => ({
  id: r.id,
  userId: r.userId,
  userName: surnameFirst(r.userLastName, r.userFirstName),
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
  shiftId: r.shiftId,
  unplanned: r.unplanned === 1,
  offline: r.offline === 1,
  checkInReceivedAt: r.checkInReceivedAt,
  checkOutReceivedAt: r.checkOutReceivedAt,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
  checkInLat: r.checkInLat,
  checkInLng: r.checkInLng,
  checkOutLat: r.checkOutLat,
  checkOutLng: r.checkOutLng,
});

/**
 * Whether the back office's list shows positions: every record it holds is of the caller's
 * companies, so their role alone decides (see seesPositions).
 */
export const listShowsPositions = (actor: SessionUser) => hasAnyRole(actor.roles, ['ROLE_ADMIN', 'ROLE_MODERATOR']);

/** Only admin and moderator of the record's company read positions (DOMAIN.md, privacy). */
export const seesPositions = (actor: SessionUser, companyId: number) => listShowsPositions(actor) && inScope(actor, companyId);

/** What only admin and moderator read: without these, a record is what ZAttendance declares. */
export const withoutPositions = ({ checkInLat: _inLat, checkInLng: _inLng, checkOutLat: _outLat, checkOutLng: _outLng, ...record }: TAttendanceWithPositions): TAttendance =>
  record;

/** The record as this caller may read it: the coordinates only for admin and moderator of its company. */
export const present = (actor: SessionUser, record: TAttendanceWithPositions): TAttendance | TAttendanceWithPositions =>
  seesPositions(actor, record.companyId) ? record : withoutPositions(record);

/** What the audit trail keeps of a record: never the coordinates, which retention must be able to erase. */
export const auditSnapshot = (record: TAttendanceWithPositions): TAttendance => withoutPositions(record);
