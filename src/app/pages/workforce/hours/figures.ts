import type { THoursReport } from '../../../../shared/schemas/workforce';

export type THoursRow = THoursReport['rows'][number];

/** The report's totals row: the sums of every column. */
export const totalsOf = (rows: readonly THoursRow[]): Omit<THoursRow, 'id' | 'name'> =>
  rows.reduce(
    (sum, row) => ({
      plannedMinutes: sum.plannedMinutes + row.plannedMinutes,
      workedMinutes: sum.workedMinutes + row.workedMinutes,
      shifts: sum.shifts + row.shifts,
      noShows: sum.noShows + row.noShows,
    }),
    { plannedMinutes: 0, workedMinutes: 0, shifts: 0, noShows: 0 },
  );

/** Minutes as decimal hours in the reader's language: 9030 → '150,5' in Italian, at most two decimals. */
export const hoursText = (minutes: number, locale: string): string =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(minutes / 60);

/** Worked less planned, signed in writing (+ / −) so that the colour is never the only cue. */
export const differenceText = (minutes: number, locale: string): string =>
  minutes === 0 ? hoursText(0, locale) : `${minutes > 0 ? '+' : '−'}${hoursText(Math.abs(minutes), locale)}`;
