import { describe, expect, it } from 'vitest';
import { alertsDue } from './alerts';
import { coverageState } from './coverage';

const START = '2026-03-02T07:00:00.000Z';
const at = (minutes: number) => new Date(Date.parse(START) + minutes * 60_000).toISOString();
const graces = { lateGraceMinutes: 10, noShowGraceMinutes: 30 };

describe('the state of a shift against its clock-ins', () => {
  it.each([
    ['nobody assigned', null, [], 60, { state: 'OPEN', lateMinutes: null }],
    ['not started', 5, [], -1, { state: 'PLANNED', lateMinutes: null }],
    ['started, within the late grace', 5, [], 10, { state: 'PLANNED', lateMinutes: 10 }],
    ['past the late grace, no clock-in', 5, [], 11, { state: 'LATE', lateMinutes: 11 }],
    ['at the no-show grace', 5, [], 30, { state: 'LATE', lateMinutes: 30 }],
    ['past the no-show grace', 5, [], 31, { state: 'NO_SHOW', lateMinutes: 31 }],
    ['clocked in early', 5, [{ id: 1, checkIn: at(-20), checkOut: null }], 60, { state: 'ON_TIME', lateMinutes: 0 }],
    ['clocked in at the late grace', 5, [{ id: 1, checkIn: at(10), checkOut: null }], 60, { state: 'ON_TIME', lateMinutes: 10 }],
    ['clocked in after it', 5, [{ id: 1, checkIn: at(10.5), checkOut: null }], 60, { state: 'LATE', lateMinutes: 10 }],
    ['clocked in and out', 5, [{ id: 1, checkIn: at(3), checkOut: at(480) }], 500, { state: 'DONE', lateMinutes: 3 }],
    ['back after a break', 5, [{ id: 1, checkIn: at(0), checkOut: at(120) }, { id: 2, checkIn: at(150), checkOut: null }], 200, { state: 'ON_TIME', lateMinutes: 0 }],
  ] as const)('%s', (_label, userId, clockings, minutesNow, expected) => {
    expect(coverageState({ userId, startsAt: START }, clockings, graces, new Date(at(minutesNow)))).toEqual(expected);
  });
});

describe('the alerts due of a shift nobody clocked in for', () => {
  it.each([
    [9.9, []],
    [10, ['LATE']],
    [29, ['LATE']],
    [30, ['NO_SHOW', 'LATE']],
    [600, ['NO_SHOW', 'LATE']],
  ])('%s minutes after the start', (minutes, expected) => {
    expect(alertsDue(minutes * 60_000, graces)).toEqual(expected);
  });
});
