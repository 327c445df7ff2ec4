import { latestPayslipMonth } from '../../../shared/schemas/payslip';
import { currentMonth, shiftMonth } from '../attendance/format';

/** How far back the month picker goes: two years of late or corrected payslips. */
const MONTHS_BACK = 24;

/** The months offered, newest first: from next month (payslips are often ready before the month ends) back two years. */
export const payslipMonths = (now: Date = new Date()): string[] => {
  const latest = latestPayslipMonth(now);
  return Array.from({ length: MONTHS_BACK + 2 }, (_, i) => shiftMonth(latest, -i));
};

/** The month payroll has just closed: the one a month's payslips usually belong to. */
export const defaultPayslipMonth = (now: Date = new Date()) => shiftMonth(currentMonth(now), -1);

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/** The files chosen so far plus new ones; a file picked or dropped twice is sent once. */
export const addFiles = (current: readonly File[], incoming: readonly File[]): File[] =>
  incoming.reduce<File[]>((files, file) => (files.some((f) => sameFile(f, file)) ? files : [...files, file]), [...current]);

/** [1, 2, 3, 5] → '1–3, 5': a split file's pages as a person reads them. */
export const pageRanges = (pages: readonly number[]): string => {
  const sorted = [...new Set(pages)].sort((a, b) => a - b);
  const ranges: Array<[number, number]> = [];
  for (const page of sorted) {
    const last = ranges.at(-1);
    if (last && page === last[1] + 1) last[1] = page;
    else ranges.push([page, page]);
  }
  return ranges.map(([from, to]) => (from === to ? String(from) : `${from}–${to}`)).join(', ');
};
