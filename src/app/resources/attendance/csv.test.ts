import { describe, expect, it } from 'vitest';
import type { TAttendance } from '../../../shared/schemas/attendance';
import { attendanceCsv } from './csv';

const record = (over: Partial<TAttendance>): TAttendance => ({
  id: 1, userId: 7, userName: 'Verdi Giuseppe', companyId: 1, siteType: 'CLIENT_SITE', siteId: 1, siteName: 'Reception; Roma',
  checkIn: '2026-11-20T05:00:00Z', checkOut: '2026-11-20T13:30:00Z', checkInInside: 'YES', checkOutInside: 'NO',
  checkInAccuracy: 10, checkOutAccuracy: 10, checkInDistance: 5, checkOutDistance: 300, source: 'APP', note: 'ha detto "ok"',
  reviewFlag: true, missed: false, minutes: 510, editedBy: null, editedAt: null, editReason: null, createdBy: null,
  positionsPurgedAt: null, createdAt: '2026-11-20T05:00:00Z', updatedAt: '2026-11-20T05:00:00Z', ...over,
});

describe('attendance CSV', () => {
  it('writes Rome times, decimal-comma hours and quotes what needs it', () => {
    const csv = attendanceCsv([record({}), record({ id: 2, checkOut: null, minutes: null, checkOutInside: null, note: null })], ['a', 'b']);
    const [header, first, second] = csv.split('\r\n');
    expect(header).toBe('a;b');
    expect(first).toBe('1;Verdi Giuseppe;"Reception; Roma";20/11/2026;06:00;20/11/2026;14:30;8,50;YES;NO;APP;1;0;"ha detto ""ok""";');
    expect(second).toContain(';20/11/2026;06:00;;;;YES;;APP;');
  });
});
