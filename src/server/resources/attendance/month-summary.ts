import type { MonthReport } from './month-report';

/** A month sheet without its days: each person's totals, and how many working days the month has. */
export const summaryOf = (report: MonthReport) => ({
  month: report.month,
  company: report.company,
  workingDays: report.days.filter((day) => !day.rest).length,
  rows: report.rows.map(({ userId, name, fiscalCode, totals }) => ({ userId, name, fiscalCode, totals })),
});
