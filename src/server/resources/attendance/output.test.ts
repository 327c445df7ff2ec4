import { describe, expect, it } from 'vitest';
import { ZAttendance, ZAttendanceWithPositions } from '../../../shared/schemas/attendance';
import type { SessionUser } from '../auth/repository';
import { auditSnapshot, present, toAttendance } from './output';
import type { AttendanceRecord } from './repository';

const stored: AttendanceRecord = {
  id: 7, userId: 3, companyId: 1, siteType: 'CLIENT_SITE', siteId: 2, siteName: 'Reception', checkIn: '2026-03-02T05:00:00.000Z',
  checkOut: '2026-03-02T13:00:00.000Z', checkInInside: 'YES', checkOutInside: 'NO', checkInLat: 41.9, checkInLng: 12.49,
  checkInAccuracy: 8, checkInDistance: 12, checkOutLat: 41.91, checkOutLng: 12.5, checkOutAccuracy: 9, checkOutDistance: 900,
  positionsPurgedAt: null, shiftId: 12, unplanned: 0, offline: 0, checkInReceivedAt: null, checkOutReceivedAt: null, workedMinutes: 480, source: 'APP', note: null, missedClockOut: 0, timesCorrected: 0,
  reviewFlag: 1, editedBy: null, editedAt: null, editReason: null, createdBy: 3,
  createdAt: '2026-03-02T05:00:00.000Z', updatedAt: '2026-03-02T13:00:00.000Z', userFirstName: 'Giuseppe', userLastName: 'Verdi',
};
const cutoffs = { byCompany: new Map<number, string>(), otherwise: '2026-03-01T00:00:00.000Z' };
const actor = (roles: SessionUser['roles'], companyIds: number[]): SessionUser => ({
  id: 1, fiscalCode: null, username: null, email: 'a@b.it', firstName: null, lastName: null, roles, companyIds, mustChangePassword: false,
});
const sorted = (keys: string[]) => [...keys].sort();

describe('what an attendance record shows', () => {
  it('has exactly the fields the shared schema declares, which is why present() need not copy it', () => {
    const record = toAttendance(stored, cutoffs);
    expect(sorted(Object.keys(record))).toEqual(sorted(Object.keys(ZAttendanceWithPositions.shape)));
    expect(ZAttendanceWithPositions.strict().parse(record)).toEqual(record);
    expect(record).toMatchObject({ userName: 'Verdi Giuseppe', reviewFlag: true, minutes: 480, missed: false, shiftId: 12, unplanned: false });
    expect(toAttendance({ ...stored, shiftId: null, unplanned: 1 }, cutoffs)).toMatchObject({ shiftId: null, unplanned: true });
  });

  it('shows positions only to admin and moderator of the record company', () => {
    const record = toAttendance(stored, cutoffs);
    expect(present(actor(['ROLE_ADMIN'], []), record)).toEqual(record);
    expect(present(actor(['ROLE_MODERATOR'], [1]), record)).toEqual(record);
    for (const reader of [actor(['ROLE_ACCOUNTING'], [1]), actor(['ROLE_MODERATOR'], [2]), actor(['ROLE_WORKER'], [1])]) {
      const shown = present(reader, record);
      expect(sorted(Object.keys(shown))).toEqual(sorted(Object.keys(ZAttendance.shape)));
      expect(ZAttendance.strict().parse(shown)).toEqual(shown);
    }
  });

  it('keeps no position in the audit trail', () => {
    expect(Object.keys(auditSnapshot(toAttendance(stored, cutoffs))).filter((key) => /Lat|Lng/.test(key))).toEqual([]);
  });
});
