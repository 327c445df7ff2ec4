import { romeInstant } from '../../../../shared/attendance';
import { addDays, formatDate } from '../../../../shared/dates';
import type { TWorkRules } from '../../../../shared/schemas/workforce';
import { mondayOf } from '../../../../shared/workforce/shift-time';
import type { RuleParams, ShiftFact, TargetFact } from './facts-types';

const HOUR = 3_600_000;
const ms = (iso: string) => Date.parse(iso);

/** A duration as every language reads it: '9 h', '9 h 30 min', '45 min'. */
export const formatMinutes = (minutes: number): string => {
  const whole = Math.round(minutes);
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (!hours) return `${rest} min`;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
};

/** A warning of a working-time rule, before the company's rule set says whether it refuses. */
export interface TimeFinding {
  code: 'REST_BETWEEN' | 'WEEKLY_REST' | 'WEEKLY_HOURS' | 'AVERAGE_HOURS' | 'BREAK_NEEDED' | 'CONTRACT_HOURS';
  params: RuleParams;
}

/** Planned minutes of the shifts starting on days from..to (a night belongs to the day it starts), the target included. */
export const plannedMinutes = (shifts: ShiftFact[], target: TargetFact, from: string, to: string): number =>
  shifts.filter((s) => s.date >= from && s.date <= to).reduce((sum, s) => sum + s.minutes, 0) + (target.date >= from && target.date <= to ? target.minutes : 0);

/** The rest before and after the shift, between instants: across midnight and clock changes it is the real time. */
const restBetween = (shifts: ShiftFact[], target: TargetFact, rules: TWorkRules): TimeFinding[] => {
  const min = rules.minRestBetweenHours * HOUR;
  if (min <= 0) return [];
  const previous = shifts.filter((s) => ms(s.endsAt) <= ms(target.startsAt)).sort((a, b) => ms(b.endsAt) - ms(a.endsAt))[0];
  const next = shifts.filter((s) => ms(s.startsAt) >= ms(target.endsAt)).sort((a, b) => ms(a.startsAt) - ms(b.startsAt))[0];
  const findings: TimeFinding[] = [];
  const add = (other: ShiftFact | undefined, gap: number, side: 'BEFORE' | 'AFTER') => {
    if (!other || gap >= min) return;
    const restMinutes = Math.round(gap / 60_000);
    findings.push({
      code: 'REST_BETWEEN',
      params: { side, restMinutes, rest: formatMinutes(restMinutes), minHours: rules.minRestBetweenHours, post: other.postName, date: formatDate(other.date), start: other.start, end: other.end },
    });
  };
  add(previous, previous ? ms(target.startsAt) - ms(previous.endsAt) : 0, 'BEFORE');
  add(next, next ? ms(next.startsAt) - ms(target.endsAt) : 0, 'AFTER');
  return findings;
};

/**
 * The weekly rest: in the `weeklyRestAverageDays` days ending with the shift's ISO week (Rome), the
 * free time between consecutive shifts (and the window's edges) must hold `days / 7` rests of
 * `weeklyRestHours`. A free stretch holds as many rests as fit in it: averaged over 14 days the
 * two 24-hour rests may be taken together.
 */
export const weeklyRestsIn = (shifts: Array<{ startsAt: string; endsAt: string }>, endDay: string, days: number, restHours: number) => {
  const windowEnd = ms(romeInstant(addDays(endDay, 1), '00:00'));
  const windowStart = ms(romeInstant(addDays(endDay, 1 - days), '00:00'));
  const rest = restHours * HOUR;
  const spans = shifts
    .map((s) => [Math.max(ms(s.startsAt), windowStart), Math.min(ms(s.endsAt), windowEnd)] as const)
    .filter(([a, b]) => b > a)
    .sort((x, y) => x[0] - y[0]);
  let cursor = windowStart;
  let rests = 0;
  for (const [start, end] of spans) {
    if (start > cursor) rests += Math.floor((start - cursor) / rest);
    cursor = Math.max(cursor, end);
  }
  return rests + Math.floor((windowEnd - cursor) / rest);
};

const weeklyRest = (shifts: ShiftFact[], target: TargetFact, rules: TWorkRules): TimeFinding[] => {
  if (rules.weeklyRestHours <= 0) return [];
  const days = rules.weeklyRestAverageDays;
  const needed = Math.max(1, Math.floor(days / 7));
  const sunday = addDays(mondayOf(target.date), 6);
  const found = weeklyRestsIn([...shifts, target], sunday, days, rules.weeklyRestHours);
  if (found >= needed) return [];
  return [{ code: 'WEEKLY_REST', params: { days, restHours: rules.weeklyRestHours, needed, found, from: formatDate(addDays(sunday, 1 - days)), to: formatDate(sunday) } }];
};

/** The working-time findings of assigning `target` to a person with these other shifts, under these rules. */
export const workingTimeFindings = (shifts: ShiftFact[], target: TargetFact, rules: TWorkRules, contractMinutes: number): TimeFinding[] => {
  const monday = mondayOf(target.date);
  const sunday = addDays(monday, 6);
  const weekMinutes = plannedMinutes(shifts, target, monday, sunday);
  const week = { weekMinutes, week: formatMinutes(weekMinutes), from: formatDate(monday), to: formatDate(sunday) };
  const findings = [...restBetween(shifts, target, rules), ...weeklyRest(shifts, target, rules)];
  if (weekMinutes > rules.maxWeeklyHours * 60) findings.push({ code: 'WEEKLY_HOURS', params: { ...week, maxHours: rules.maxWeeklyHours } });
  const weeks = rules.averageWeeks;
  const averageMinutes = Math.round(plannedMinutes(shifts, target, addDays(monday, -7 * (weeks - 1)), sunday) / weeks);
  if (averageMinutes > rules.averageWeeklyHours * 60) {
    findings.push({ code: 'AVERAGE_HOURS', params: { averageMinutes, average: formatMinutes(averageMinutes), maxHours: rules.averageWeeklyHours, weeks } });
  }
  if (rules.breakAfterHours > 0 && target.minutes > rules.breakAfterHours * 60) {
    findings.push({ code: 'BREAK_NEEDED', params: { afterHours: rules.breakAfterHours, shiftMinutes: target.minutes, length: formatMinutes(target.minutes) } });
  }
  if (weekMinutes > contractMinutes) {
    findings.push({
      code: 'CONTRACT_HOURS',
      params: { ...week, contractMinutes, contract: formatMinutes(contractMinutes), overtimeMinutes: weekMinutes - contractMinutes, overtime: formatMinutes(weekMinutes - contractMinutes) },
    });
  }
  return findings;
};
