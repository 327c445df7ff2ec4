import { describe, expect, it } from 'vitest';
import { buildMonthReport, premiumMinutes } from './month-report';

describe('premiumMinutes', () => {
  it.each([
    ['a weekday night shift, 22–06', '2026-03-05T21:00:00Z', '2026-03-06T05:00:00Z', { night: 480, holiday: 0, nightHoliday: 0 }],
    ['a weekday day shift, 06–14', '2026-03-05T05:00:00Z', '2026-03-05T13:00:00Z', { night: 0, holiday: 0, nightHoliday: 0 }],
    ['an evening shift, 14–23', '2026-03-05T13:00:00Z', '2026-03-05T22:00:00Z', { night: 60, holiday: 0, nightHoliday: 0 }],
    ['Saturday 20 into Sunday 04', '2026-03-07T19:00:00Z', '2026-03-08T03:00:00Z', { night: 360, holiday: 240, nightHoliday: 240 }],
    // Sunday 8 March, 03:15–11:15: 2:45 of night, all 8 hours on a Sunday, so the 2:45 are in both.
    ['a Sunday early shift, 03:15–11:15', '2026-03-08T02:15:00Z', '2026-03-08T10:15:00Z', { night: 165, holiday: 480, nightHoliday: 165 }],
    ['Sunday 20 into Monday 04', '2026-03-08T19:00:00Z', '2026-03-09T03:00:00Z', { night: 360, holiday: 240, nightHoliday: 120 }],
    ['New Year’s Eve 22 into New Year’s Day 06', '2025-12-31T21:00:00Z', '2026-01-01T05:00:00Z', { night: 480, holiday: 360, nightHoliday: 360 }],
    // Clocks go forward at 02:00 on Sunday 29 March 2026: that night lasts 7 hours, 5 of them on the Sunday.
    ['the spring-forward night', '2026-03-28T21:00:00Z', '2026-03-29T04:00:00Z', { night: 420, holiday: 300, nightHoliday: 300 }],
    ['a summer night shift (UTC+2)', '2026-07-09T20:00:00Z', '2026-07-10T04:00:00Z', { night: 480, holiday: 0, nightHoliday: 0 }],
  ])('%s', (_, checkIn, checkOut, expected) => {
    expect(premiumMinutes(checkIn, checkOut)).toEqual(expected);
  });
});

describe('buildMonthReport', () => {
  const base = { month: '2026-03', company: { id: 1, name: 'Vigilanza' }, today: '2026-11-22' };
  const person = { userId: 7, name: 'Verdi Giuseppe', fiscalCode: null };

  it('counts a shift on the day it starts, and separates missed clock-outs from a shift in progress', () => {
    const report = buildMonthReport({
      ...base,
      people: [person],
      records: [
        { userId: 7, checkIn: '2026-03-06T21:00:00Z', checkOut: '2026-03-07T05:00:00Z', missed: false, review: true },
        { userId: 7, checkIn: '2026-03-10T05:00:00Z', checkOut: null, missed: true, review: false },
        { userId: 7, checkIn: '2026-03-31T05:00:00Z', checkOut: null, missed: false, review: false },
      ],
      leave: [],
    });
    const [row] = report.rows;
    expect(report.days).toHaveLength(31);
    expect(row.cells[5]).toEqual({ minutes: 480, open: null, review: true, corrected: false, leave: [] });
    expect(row.cells[6].minutes).toBe(0);
    expect(row.cells[9].open).toBe('missed');
    expect(row.cells[30].open).toBe('running');
    expect(row.totals).toMatchObject({ minutes: 480, daysWorked: 1, nightMinutes: 480, holidayMinutes: 0, missed: 1, review: 1 });
  });

  it('counts nothing for a shift closed after the missed clock-out limit, and marks its day', () => {
    const report = buildMonthReport({
      ...base,
      people: [person],
      records: [
        // Friday 6, 08:00, closed on Sunday 8 at 08:00: 48 hours that are not the shift's.
        { userId: 7, checkIn: '2026-03-06T07:00:00Z', checkOut: '2026-03-08T07:00:00Z', missed: true, review: true },
        { userId: 7, checkIn: '2026-03-09T07:00:00Z', checkOut: '2026-03-09T15:00:00Z', missed: false, review: false, corrected: true },
      ],
      leave: [],
    });
    const [row] = report.rows;
    expect(row.cells[5]).toEqual({ minutes: 0, open: 'missed', review: false, corrected: false, leave: [] });
    expect(row.cells[8]).toEqual({ minutes: 480, open: null, review: false, corrected: true, leave: [] });
    // The missed clock-out is flagged for review too, but it is counted once: as missed, as its day marks it.
    expect(row.totals).toMatchObject({ minutes: 480, daysWorked: 1, nightMinutes: 0, holidayMinutes: 0, missed: 1, review: 0 });
  });

  it('counts to review only the closed shifts its days mark so, not a missed clock-out or a shift in progress', () => {
    const report = buildMonthReport({
      ...base,
      people: [person],
      records: [
        { userId: 7, checkIn: '2026-03-02T07:00:00Z', checkOut: '2026-03-02T15:00:00Z', missed: false, review: true },
        { userId: 7, checkIn: '2026-03-03T07:00:00Z', checkOut: '2026-03-05T07:00:00Z', missed: true, review: true },
        { userId: 7, checkIn: '2026-03-31T07:00:00Z', checkOut: null, missed: false, review: true },
      ],
      leave: [],
    });
    const [row] = report.rows;
    expect(row.cells.filter((cell) => cell.review)).toHaveLength(1);
    expect(row.totals).toMatchObject({ review: 1, missed: 1 });
  });

  it('counts no leave outside the employment: before the hire date or after the last day', () => {
    const report = buildMonthReport({
      ...base,
      people: [{ ...person, hireDate: '2026-03-04', endDate: '2026-03-12' }],
      records: [],
      // Open-ended sick leave from 1 March: Wednesday 4 to Thursday 12 are the employment's, 9 days.
      leave: [{ userId: 7, type: 'MALATTIA', startDate: '2026-03-01', endDate: null, startTime: null, hours: null }],
    });
    const [row] = report.rows;
    expect(row).not.toHaveProperty('hireDate');
    expect(row.totals.leave.MALATTIA).toEqual({ days: 9, hours: 0 });
    // Its working days: 4 to 12 March without Sunday 8.
    expect(row.totals.workingDays).toBe(8);
    expect(row.cells[2].leave).toEqual([]);
    expect(row.cells[3].leave).toEqual([{ type: 'MALATTIA', hours: null }]);
    expect(row.cells[12].leave).toEqual([]);
  });

  it('totals the night minutes of Sundays and holidays, which are both night and holiday minutes, leaving the others as they were', () => {
    const report = buildMonthReport({
      ...base,
      people: [person],
      records: [
        // Sunday 8, 03:15–11:15; Thursday 5, 22–06; Sunday 15, 14–20; Monday 9, 08–12.
        { userId: 7, checkIn: '2026-03-08T02:15:00Z', checkOut: '2026-03-08T10:15:00Z', missed: false, review: false },
        { userId: 7, checkIn: '2026-03-05T21:00:00Z', checkOut: '2026-03-06T05:00:00Z', missed: false, review: false },
        { userId: 7, checkIn: '2026-03-15T13:00:00Z', checkOut: '2026-03-15T19:00:00Z', missed: false, review: false },
        { userId: 7, checkIn: '2026-03-09T07:00:00Z', checkOut: '2026-03-09T11:00:00Z', missed: false, review: false },
      ],
      leave: [],
    });
    const { totals } = report.rows[0];
    expect(totals).toMatchObject({ minutes: 1560, nightMinutes: 645, holidayMinutes: 840, nightHolidayMinutes: 165 });
    // Neither at night nor on a holiday: Monday's four hours, once the overlap is given back.
    expect(totals.minutes - totals.nightMinutes - totals.holidayMinutes + totals.nightHolidayMinutes).toBe(240);
  });

  it('counts each shift as its clock times show it, so that a day is the sum of its shifts and the total the sum of the days', () => {
    const report = buildMonthReport({
      ...base,
      people: [person],
      records: [
        // Within a clock minute each: nothing. Then 10:00:40–10:01:10 shows 10:00–10:01: one minute.
        { userId: 7, checkIn: '2026-03-12T08:00:00Z', checkOut: '2026-03-12T08:00:30Z', missed: false, review: false },
        { userId: 7, checkIn: '2026-03-12T09:00:40Z', checkOut: '2026-03-12T09:01:10Z', missed: false, review: false },
        // 09:00–16:59 as shown: 7 h 59 min, not the 8 h the seconds would round to.
        { userId: 7, checkIn: '2026-03-13T08:00:00Z', checkOut: '2026-03-13T15:59:59Z', missed: false, review: false },
      ],
      leave: [],
    });
    const [row] = report.rows;
    expect(row.cells[11].minutes).toBe(1);
    expect(row.cells[12].minutes).toBe(479);
    expect(row.totals.minutes).toBe(row.cells.reduce((sum, cell) => sum + cell.minutes, 0));
  });

  it('never counts more night or holiday minutes than were worked, shift by shift, whatever the seconds', () => {
    const report = buildMonthReport({
      ...base,
      people: [person],
      records: [
        // Tuesday 3 March, 22:00:00–22:30:30 and 23:00:00–23:30:30 in Rome: 30 + 30 minutes, all at night.
        { userId: 7, checkIn: '2026-03-03T21:00:00Z', checkOut: '2026-03-03T21:30:30Z', missed: false, review: false },
        { userId: 7, checkIn: '2026-03-03T22:00:00Z', checkOut: '2026-03-03T22:30:30Z', missed: false, review: false },
        // Saturday 7 23:59:40 to Sunday 8 00:00:20: 23:59–00:00 as shown, one minute of Saturday's night.
        { userId: 7, checkIn: '2026-03-07T22:59:40Z', checkOut: '2026-03-07T23:00:20Z', missed: false, review: false },
      ],
      leave: [],
    });
    const { totals } = report.rows[0];
    expect(totals).toMatchObject({ minutes: 61, nightMinutes: 61, holidayMinutes: 0, nightHolidayMinutes: 0 });
    expect(totals.minutes - totals.nightMinutes - totals.holidayMinutes + totals.nightHolidayMinutes).toBe(0);
  });

  it('counts whole-day leave off Sundays and holidays, sick leave every day, open-ended sick leave up to today', () => {
    const report = buildMonthReport({
      ...base,
      month: '2026-04',
      today: '2026-04-10',
      people: [person],
      records: [],
      leave: [
        // Thursday 2 to Tuesday 7 April 2026: Sunday 5 is Easter, Monday 6 Easter Monday.
        { userId: 7, type: 'FERIE', startDate: '2026-04-02', endDate: '2026-04-07', startTime: null, hours: null },
        { userId: 7, type: 'MALATTIA', startDate: '2026-04-08', endDate: null, startTime: null, hours: null },
        { userId: 7, type: 'ROL', startDate: '2026-04-01', endDate: '2026-04-01', startTime: '09:00', hours: 1.5 },
      ],
    });
    const [row] = report.rows;
    const codes = row.cells.map((cell) => cell.leave.map((l) => `${l.type}${l.hours === null ? '' : ` ${l.hours}`}`).join(','));
    expect(codes.slice(0, 12)).toEqual(['ROL 1.5', 'FERIE', 'FERIE', 'FERIE', '', '', 'FERIE', 'MALATTIA', 'MALATTIA', 'MALATTIA', '', '']);
    expect(report.days[5]).toMatchObject({ date: '2026-04-06', rest: true });
    expect(row.totals.leave.FERIE).toEqual({ days: 4, hours: 0 });
    expect(row.totals.leave.MALATTIA).toEqual({ days: 3, hours: 0 });
    expect(row.totals.leave.ROL).toEqual({ days: 0, hours: 1.5 });
  });
});

describe("the company's patron saint's day", () => {
  // Sunday 28 June 2026, 20:00 in Rome, to Monday 29 (Saints Peter and Paul), 04:00: 4 hours on each day, 6 at night.
  const [checkIn, checkOut] = ['2026-06-28T18:00:00Z', '2026-06-29T02:00:00Z'];

  it('makes its hours holiday hours for that company only, whatever was asked before on the same day', () => {
    expect(premiumMinutes(checkIn, checkOut, '06-29')).toEqual({ night: 360, holiday: 480, nightHoliday: 360 });
    expect(premiumMinutes(checkIn, checkOut, '12-07')).toEqual({ night: 360, holiday: 240, nightHoliday: 120 });
    expect(premiumMinutes(checkIn, checkOut)).toEqual({ night: 360, holiday: 240, nightHoliday: 120 });
    expect(premiumMinutes(checkIn, checkOut, '06-29')).toEqual({ night: 360, holiday: 480, nightHoliday: 360 });
  });

  it('is a rest day of the sheet, with no ferie on it and sick leave as on any day', () => {
    const input = {
      month: '2026-06',
      company: { id: 1, name: 'Vigilanza Roma' },
      today: '2026-11-22',
      people: [{ userId: 7, name: 'Verdi Giuseppe', fiscalCode: null }, { userId: 8, name: 'Bianchi Laura', fiscalCode: null }],
      records: [{ userId: 7, checkIn: '2026-06-29T06:00:00Z', checkOut: '2026-06-29T14:00:00Z', missed: false, review: false }],
      leave: [
        { userId: 8, type: 'FERIE' as const, startDate: '2026-06-29', endDate: '2026-06-30', startTime: null, hours: null },
        { userId: 8, type: 'MALATTIA' as const, startDate: '2026-06-26', endDate: '2026-06-29', startTime: null, hours: null },
      ],
    };
    const rome = buildMonthReport({ ...input, patronDay: '06-29' });
    expect(rome.days.filter((day) => day.rest).map((day) => day.date)).toEqual(['2026-06-02', '2026-06-07', '2026-06-14', '2026-06-21', '2026-06-28', '2026-06-29']);
    expect(rome.rows[0].totals).toMatchObject({ minutes: 480, holidayMinutes: 480 });
    expect(rome.rows[1].cells[28].leave).toEqual([{ type: 'MALATTIA', hours: null }]);
    expect(rome.rows[1].cells[29].leave).toEqual([{ type: 'FERIE', hours: null }]);
    expect(rome.rows[1].totals.leave).toMatchObject({ FERIE: { days: 1, hours: 0 }, MALATTIA: { days: 4, hours: 0 } });

    const elsewhere = buildMonthReport(input);
    expect(elsewhere.days[28].rest).toBe(false);
    expect(elsewhere.rows[0].totals.holidayMinutes).toBe(0);
    expect(elsewhere.rows[1].totals.leave.FERIE.days).toBe(2);
  });
});
