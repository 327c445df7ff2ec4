import type { TStatement, TStatementDuty } from '../../../shared/schemas/request-statement';

export interface TStatementRow {
  date: string;
  plannedMinutes: number;
  deliveredMinutes: number;
  duties: TStatementDuty[];
}

/** The days with any service, planned or delivered, each with who was on duty (in the order the server gives). */
export const serviceDays = (statement: Pick<TStatement, 'days' | 'duties'>): TStatementRow[] => {
  const byDay = new Map<string, TStatementDuty[]>();
  for (const duty of statement.duties) byDay.set(duty.date, [...(byDay.get(duty.date) ?? []), duty]);
  return statement.days
    .filter((day) => day.plannedMinutes > 0 || day.deliveredMinutes > 0 || byDay.has(day.date))
    .map((day) => ({ ...day, duties: byDay.get(day.date) ?? [] }));
};

/** '07:00–19:00'; a missing end (still on duty) reads '07:00–…'. */
export const timeRange = (start: string | null, end: string | null): string | null => (start ? `${start}–${end ?? '…'}` : null);
