import { describe, expect, it } from 'vitest';
import { addDays } from '../../../../shared/dates';
import { DEFAULT_WORK_RULES, type TWorkRules } from '../../../../shared/schemas/workforce';
import type { ShiftFact, TargetFact } from './facts-types';
import { shift, target } from './test-fixtures';
import { formatMinutes, weeklyRestsIn, workingTimeFindings } from './working-time';

const GPG = DEFAULT_WORK_RULES.GPG;
const FID = DEFAULT_WORK_RULES.FIDUCIARIO;
const codes = (shifts: ShiftFact[], t: TargetFact, rules: TWorkRules = GPG, contract = 40 * 60) => workingTimeFindings(shifts, t, rules, contract).map((f) => f.code);
const find = (shifts: ShiftFact[], t: TargetFact, code: string, rules: TWorkRules = GPG) => workingTimeFindings(shifts, t, rules, 40 * 60).find((f) => f.code === code);

/** A shift every day from `from` for `days` days. */
const daily = (from: string, days: number, start: string, end: string) => Array.from({ length: days }, (_, i) => shift(addDays(from, i), start, end));

describe('rest between shifts', () => {
  const cases: Array<{ name: string; shifts: ShiftFact[]; target: TargetFact; restMinutes: number | null }> = [
    { name: 'across midnight: 22:00 to 06:00 is 8 h', shifts: [shift('2026-11-17', '14:00', '22:00')], target: target('2026-11-18', '06:00', '14:00'), restMinutes: 480 },
    { name: 'across midnight: 20:00 to 07:00 is 11 h, enough', shifts: [shift('2026-11-17', '09:00', '20:00')], target: target('2026-11-18', '07:00', '15:00'), restMinutes: null },
    { name: 'the night of 25 October 2026: 20:00 to 06:00 on the clock is 11 h', shifts: [shift('2026-10-24', '12:00', '20:00')], target: target('2026-10-25', '06:00', '14:00'), restMinutes: null },
    { name: 'the night of 29 March 2026: 20:00 to 07:00 on the clock is 10 h', shifts: [shift('2026-03-28', '12:00', '20:00')], target: target('2026-03-29', '07:00', '15:00'), restMinutes: 600 },
    { name: 'the next shift too close after a night', shifts: [shift('2026-11-19', '14:00', '22:00')], target: target('2026-11-18', '22:00', '06:00'), restMinutes: 480 },
    { name: 'touching ends: 07:00–19:00 then 19:00–07:00 is no rest at all', shifts: [shift('2026-11-18', '07:00', '19:00')], target: target('2026-11-18', '19:00', '07:00'), restMinutes: 0 },
  ];
  it.each(cases)('$name', ({ shifts, target: t, restMinutes }) => {
    const found = find(shifts, t, 'REST_BETWEEN');
    expect(found?.params.restMinutes ?? null).toBe(restMinutes);
  });

  it('a night crossing the October change is 9 hours long', () => {
    expect(target('2026-10-24', '22:00', '06:00').minutes).toBe(540);
    expect(target('2026-03-28', '22:00', '06:00').minutes).toBe(420);
  });

  it('names the side and the other shift', () => {
    expect(find([shift('2026-11-17', '14:00', '22:00', 'Cancello')], target('2026-11-18', '06:00', '14:00'), 'REST_BETWEEN')?.params).toMatchObject({
      side: 'BEFORE',
      rest: '8 h',
      minHours: 11,
      post: 'Cancello',
      date: '17/11/2026',
      start: '14:00',
      end: '22:00',
    });
  });
});

describe('hours of the week and their average', () => {
  // 2026-11-16 is a Monday; the reference period is 17 weeks ending with the shift's week.
  const weeksOf = (weeks: number, perDay: [string, string], days = 5) => Array.from({ length: weeks }, (_, w) => daily(addDays('2026-11-16', -7 * (w + 1)), days, ...perDay)).flat();

  it('48 h average over 17 weeks: 16 weeks of 50 h and this one', () => {
    const t = target('2026-11-20', '07:00', '17:00');
    const shifts = [...weeksOf(16, ['07:00', '17:00']), ...daily('2026-11-16', 4, '07:00', '17:00')];
    expect(find(shifts, t, 'AVERAGE_HOURS')?.params).toMatchObject({ averageMinutes: 3000, average: '50 h', weeks: 17, maxHours: 48 });
    expect(codes(shifts, t)).toContain('WEEKLY_HOURS');
  });

  it('one long week does not break the average: 56 h after 16 weeks of 40', () => {
    const t = target('2026-11-21', '07:00', '15:00');
    const shifts = [...weeksOf(16, ['08:00', '16:00']), ...daily('2026-11-16', 5, '07:00', '16:36')];
    const found = codes(shifts, t);
    expect(found).toContain('WEEKLY_HOURS');
    expect(found).not.toContain('AVERAGE_HOURS');
  });

  it('weeks before the reference period do not count', () => {
    const t = target('2026-11-20', '07:00', '15:00');
    const old = Array.from({ length: 10 }, (_, w) => daily(addDays('2026-11-16', -7 * (17 + w)), 7, '07:00', '19:00')).flat();
    expect(codes(old, t)).not.toContain('AVERAGE_HOURS');
  });

  it('a night on the last day of the month counts in its own week, not the next', () => {
    // Sunday 31 May 2026 22:00 – Monday 06:00 belongs to the week of 25 May.
    const night = shift('2026-05-31', '22:00', '06:00');
    const june = daily('2026-06-01', 5, '07:00', '15:00');
    const saturday = target('2026-06-06', '07:00', '15:00');
    const found = workingTimeFindings([night, ...june], saturday, GPG, 40 * 60);
    expect(found.map((f) => f.code)).not.toContain('WEEKLY_HOURS');
    expect(found.find((f) => f.code === 'CONTRACT_HOURS')?.params).toMatchObject({ weekMinutes: 48 * 60, overtime: '8 h', from: '01/06/2026', to: '07/06/2026' });
    const sameNight = workingTimeFindings(june, target('2026-05-31', '22:00', '06:00'), GPG, 40 * 60);
    expect(sameNight.map((f) => f.code)).not.toContain('CONTRACT_HOURS');
  });

  it('contract hours: overtime past the person’s own week', () => {
    const shifts = daily('2026-11-16', 4, '08:00', '14:00');
    expect(codes(shifts, target('2026-11-20', '08:00', '14:00'), GPG, 24 * 60)).toContain('CONTRACT_HOURS');
    expect(codes(shifts, target('2026-11-20', '08:00', '14:00'), GPG, 30 * 60)).not.toContain('CONTRACT_HOURS');
  });
});

describe('weekly rest', () => {
  it('averaged over 14 days for a fiduciario: twelve days on and two off is enough', () => {
    const shifts = daily('2026-11-09', 11, '07:00', '19:00');
    const t = target('2026-11-20', '07:00', '19:00');
    expect(codes(shifts, t, FID, 100 * 60)).not.toContain('WEEKLY_REST');
  });

  it('averaged over 14 days for a fiduciario: thirteen days on and one off is not', () => {
    const shifts = daily('2026-11-09', 12, '07:00', '19:00');
    const t = target('2026-11-21', '07:00', '19:00');
    expect(find(shifts, t, 'WEEKLY_REST', FID)?.params).toMatchObject({ days: 14, needed: 2, found: 1, from: '09/11/2026', to: '22/11/2026' });
  });

  it('a GPG needs one rest within the shift’s own week', () => {
    const shifts = daily('2026-11-16', 6, '07:00', '19:00');
    expect(find(shifts, target('2026-11-22', '07:00', '19:00'), 'WEEKLY_REST')?.params).toMatchObject({ days: 7, needed: 1, found: 0 });
    expect(codes(shifts.slice(0, 5), target('2026-11-22', '07:00', '19:00'))).not.toContain('WEEKLY_REST');
  });

  it('counts the edges of the window as boundaries of rest', () => {
    // Thursday 08:00–20:00: 80 h free before it and 76 h after it: 3 rests each.
    expect(weeklyRestsIn([shift('2026-11-19', '08:00', '20:00')], '2026-11-22', 7, 24)).toBe(6);
    expect(weeklyRestsIn([], '2026-11-22', 14, 24)).toBe(14);
  });
});

describe('break', () => {
  it('is due past 6 hours for a fiduciario, and not under the GPG rules', () => {
    const t = target('2026-11-18', '07:00', '15:00');
    expect(find([], t, 'BREAK_NEEDED', FID)?.params).toMatchObject({ afterHours: 6, length: '8 h' });
    expect(codes([], t, GPG)).not.toContain('BREAK_NEEDED');
    expect(codes([], target('2026-11-18', '07:00', '13:00'), FID)).not.toContain('BREAK_NEEDED');
  });
});

it('formats durations', () => {
  expect([formatMinutes(45), formatMinutes(600), formatMinutes(570)]).toEqual(['45 min', '10 h', '9 h 30 min']);
});
