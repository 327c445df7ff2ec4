// @vitest-environment node
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { addDays, endOfMonth, weekday } from '../../../shared/dates';
import { PERMISSION_TYPES, type TPermissionType } from '../../../shared/leave';
import { pdfText } from '../../../../tests/helpers/pdf';
import type { MonthReport, ReportCell, ReportRow } from './month-report';
import { monthReportPdf } from './month-report-pdf';
import { monthReportXlsx } from './month-report-xlsx';

const NOW = new Date('2026-04-02T08:00:00Z');
const EMPTY: ReportCell = { minutes: 0, open: null, review: false, corrected: false, leave: [] };

/** The premium totals a row has unless told: buildMonthReport computes them from the shifts' instants, which these rows do not have. */
const PREMIUM = { nightMinutes: 125, holidayMinutes: 0, nightHolidayMinutes: 0 };

/** A person's row from their days (1-based day number → what happened), totals added up as buildMonthReport does. */
const rowOf = (
  userId: number,
  name: string,
  fiscalCode: string,
  length: number,
  days: Record<number, Partial<ReportCell>>,
  premium: Partial<typeof PREMIUM> = {},
): ReportRow => {
  const cells = Array.from({ length }, (_, i) => ({ ...EMPTY, ...days[i + 1] }));
  const leave = Object.fromEntries(PERMISSION_TYPES.map((type) => [type, { days: 0, hours: 0 }])) as ReportRow['totals']['leave'];
  for (const { type, hours } of cells.flatMap((cell) => cell.leave)) {
    if (hours === null) leave[type].days += 1;
    else leave[type].hours += hours;
  }
  return {
    userId,
    name,
    fiscalCode,
    cells,
    totals: {
      minutes: cells.reduce((sum, c) => sum + c.minutes, 0),
      daysWorked: cells.filter((c) => c.minutes > 0).length,
      workingDays: 26,
      ...PREMIUM,
      ...premium,
      missed: cells.filter((c) => c.open === 'missed').length,
      review: cells.filter((c) => c.review).length,
      leave,
    },
  };
};

const reportOf = (month: string, company: { id: number; name: string }, rows: (length: number) => ReportRow[]): MonthReport => {
  const days = [];
  for (let date = `${month}-01`; date <= endOfMonth(`${month}-01`); date = addDays(date, 1)) days.push({ date, weekday: weekday(date), rest: weekday(date) === 0 });
  return { month, company, days, rows: rows(days.length) };
};

const whole = (type: TPermissionType) => ({ type, hours: null });
const hourly = (type: TPermissionType, hours: number) => ({ type, hours });

/**
 * March 2026 (31 days, Sundays 1, 8, 15, 22, 29) with all six leave types, whole-day and hourly,
 * 10.75-hour days, minutes that do not round evenly (8:07 is 8.1166… hours), a missed clock-out,
 * a shift in progress and days to review: what made the sheet lose values and disagree with itself.
 */
const busyMonth = reportOf('2026-03', { id: 4, name: 'Vigilanza Tirrena' }, (length) => [
  rowOf(11, 'Bianchi Anna', 'BNCNNA80A41H501U', length, {
    2: { minutes: 645, leave: [hourly('ROL', 2.5)], review: true },
    3: { leave: [whole('FERIE')] },
    4: { minutes: 387, leave: [hourly('EX_FESTIVITA', 4)] },
    5: { leave: [whole('L104')] },
    6: { leave: [whole('MALATTIA')] },
    7: { minutes: 487, leave: [hourly('OTHER', 1.5)] },
    9: { open: 'missed' },
    10: { minutes: 360, leave: [hourly('L104', 2), hourly('ROL', 2.5)] },
    11: { minutes: 645 },
    12: { minutes: 487, corrected: true },
    13: { minutes: 487, review: true },
    16: { minutes: 645 },
    17: { minutes: 645 },
    18: { leave: [whole('EX_FESTIVITA')] },
    19: { leave: [whole('OTHER')] },
    20: { minutes: 487 },
    23: { minutes: 645 },
    24: { minutes: 645 },
    25: { minutes: 487 },
    26: { minutes: 487 },
    27: { minutes: 487 },
    30: { minutes: 645 },
    31: { open: 'running' },
  }),
  // Sunday 1 from 03:15: 1:05 of its 8:01 at night.
  rowOf(12, 'Verdi Giuseppe', 'VRDGPP75C12F205X', length, { 1: { minutes: 481 }, 2: { minutes: 482 }, 3: { minutes: 483 }, 14: { leave: [whole('FERIE')] } }, { nightMinutes: 65 + 120, holidayMinutes: 481, nightHolidayMinutes: 65 }),
]);
const [anna, giuseppe] = busyMonth.rows;

const DAY_COLUMNS = { first: 3, count: 31 };

/** The sheet's cells by row: each person's hours row (found by fiscal code) and the notes row under it. */
const readBook = async (body: Buffer) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  return book;
};
const rowsOf = (sheet: ExcelJS.Worksheet) => {
  const header = (sheet.getRow(5).values as unknown[]).slice(1).map((v) => String(v ?? '').split('\n')[0]);
  const people = new Map<string, { hours: ExcelJS.Row; notes: ExcelJS.Row; byHeading: (heading: string) => ExcelJS.Cell }>();
  for (let r = 6; r <= sheet.rowCount; r += 1) {
    const fiscalCode = sheet.getRow(r).getCell(2).value;
    if (typeof fiscalCode !== 'string' || !/^[A-Z0-9]{16}$/.test(fiscalCode)) continue;
    const hours = sheet.getRow(r);
    people.set(fiscalCode, { hours, notes: sheet.getRow(r + 1), byHeading: (heading) => hours.getCell(header.indexOf(heading) + 1) });
  }
  return { header, people };
};

describe('the month sheet as a workbook', () => {
  it('writes every day’s hours as a number that adds up to the total, leave and marks on the row below, leave totals as numbers', async () => {
    const book = await readBook(await monthReportXlsx([busyMonth], 'it', NOW));
    const sheet = book.worksheets[0];
    const { header, people } = rowsOf(sheet);
    expect(header.slice(2 + 31)).toEqual([
      'Ore lavorate',
      'di cui notturne',
      'di cui festive',
      'di cui notturne festive',
      'Giorni lavorati',
      ...['FE (gg)', 'ROL (h)', 'EF (gg)', 'EF (h)', '104 (gg)', '104 (h)', 'MAL (gg)', 'PE (gg)', 'PE (h)'],
      'Uscite mancanti',
      'Da verificare',
    ]);
    for (const person of [anna, giuseppe]) {
      const { hours, notes, byHeading } = people.get(person.fiscalCode as string)!;
      let sum = 0;
      person.cells.forEach((cell, i) => {
        const target = hours.getCell(DAY_COLUMNS.first + i);
        if (cell.minutes) {
          expect(typeof target.value, `day ${i + 1}`).toBe('number');
          expect(target.numFmt).toBe('0.00');
          sum += target.value as number;
        } else expect(target.value, `day ${i + 1}`).toBeNull();
      });
      expect(typeof byHeading('Ore lavorate').value).toBe('number');
      expect(byHeading('Ore lavorate').value).toBeCloseTo(person.totals.minutes / 60, 10);
      expect(sum).toBeCloseTo(byHeading('Ore lavorate').value as number, 10);
      expect(notes.getCell(1).value).toBe('Assenze e note');
    }
    const { hours, notes, byHeading } = people.get(anna.fiscalCode as string)!;
    // 8:07 is 8.1166… hours: written whole, shown as 8.12.
    expect(hours.getCell(DAY_COLUMNS.first + 6).value).toBe(487 / 60);
    const note = (day: number) => notes.getCell(DAY_COLUMNS.first + day - 1).value;
    expect([note(2), note(3), note(4), note(5), note(6), note(7), note(9), note(10), note(12), note(13), note(31), note(11)]).toEqual([
      'ROL 2,5\n?',
      'FE',
      'EF 4',
      '104',
      'MAL',
      'PE 1,5',
      '!',
      '104 2\nROL 2,5',
      '*',
      '?',
      '…',
      null,
    ]);
    const leaveHeadings = ['FE (gg)', 'ROL (h)', 'EF (gg)', 'EF (h)', '104 (gg)', '104 (h)', 'MAL (gg)', 'PE (gg)', 'PE (h)'];
    const leaveTotals = leaveHeadings.map((heading) => byHeading(heading).value);
    expect(leaveTotals).toEqual([1, 5, 1, 4, 1, 2, 1, 1, 1.5]);
    // Hourly leave in hours, whole days as plain counts.
    expect(leaveHeadings.map((heading) => byHeading(heading).numFmt === '0.00')).toEqual([false, true, false, true, false, true, false, false, true]);
    expect([byHeading('Giorni lavorati').value, byHeading('Uscite mancanti').value, byHeading('Da verificare').value]).toEqual([16, 1, 2]);
    const legend = sheet.getColumn(1).values.map(String);
    expect(legend).toContain('?: giornata con una timbratura da verificare (fuori area o senza posizione), ore comunque contate');
    expect(legend).toContain("*: giornata con una presenza inserita a mano, o con l'entrata, l'uscita o la sede corrette a mano; il motivo è nello storico della presenza");
    expect(legend.some((line) => line.startsWith('!: uscita non timbrata'))).toBe(true);
  });

  it('totals the night hours of Sundays and holidays as a number of its own, and says in the legend that night and holiday hours overlap by it', async () => {
    const sheet = (await readBook(await monthReportXlsx([busyMonth], 'it', NOW))).worksheets[0];
    const { people } = rowsOf(sheet);
    const premium = (person: ReportRow) => ['di cui notturne', 'di cui festive', 'di cui notturne festive'].map((heading) => people.get(person.fiscalCode as string)!.byHeading(heading));
    expect(premium(giuseppe).map((cell) => cell.value)).toEqual([185 / 60, 481 / 60, 65 / 60]);
    expect(premium(giuseppe).map((cell) => cell.numFmt)).toEqual(['0.00', '0.00', '0.00']);
    expect(premium(anna).map((cell) => cell.value)).toEqual([125 / 60, 0, 0]);
    const legend = sheet.getColumn(1).values.map(String);
    expect(legend).toContain(
      'Notturne festive: le ore notturne lavorate di domenica o in una festività, contate sia tra le notturne sia tra le festive: le due voci si sovrappongono esattamente di questa quantità (ore non notturne e non festive = ore lavorate – notturne – festive + notturne festive)',
    );
  });

  it('heads the days with two letters, so that Tuesday and Wednesday differ, and names every leave code in full in the legend', async () => {
    const headings = async (locale: 'it' | 'es' | 'en') => {
      const sheet = (await readBook(await monthReportXlsx([busyMonth], locale, NOW))).worksheets[0];
      return { days: (sheet.getRow(5).values as unknown[]).slice(3, 10), legend: sheet.getColumn(1).values.map(String) };
    };
    // Sunday 1 to Saturday 7 March 2026.
    const italian = await headings('it');
    expect(italian.days).toEqual(['1\nDo', '2\nLu', '3\nMa', '4\nMe', '5\nGi', '6\nVe', '7\nSa']);
    expect((await headings('es')).days).toEqual(['1\nDo', '2\nLu', '3\nMa', '4\nMi', '5\nJu', '6\nVi', '7\nSá']);
    const english = await headings('en');
    expect(english.days).toEqual(['1\nSu', '2\nMo', '3\nTu', '4\nWe', '5\nTh', '6\nFr', '7\nSa']);
    expect(italian.legend).toEqual(
      expect.arrayContaining([
        'FE: Ferie',
        'ROL: Riduzione orario di lavoro',
        'EF: Ex festività (festività soppresse)',
        '104: Permesso della legge 104/1992',
        'MAL: Malattia',
        'PE: Altro permesso',
      ]),
    );
    expect(italian.legend.some((line) => /cronologia|^ROL: ROL$/.test(line))).toBe(false);
    expect(english.legend).toContain('ROL: Reduced working hours');
    expect((await headings('es')).legend).toContain('ROL: Reducción de jornada');
  });

  it('writes a sheet per company when it is given several', async () => {
    const other = reportOf('2026-03', { id: 5, name: 'Portierato: Nord/Sud' }, (length) => [rowOf(11, 'Bianchi Anna', 'BNCNNA80A41H501U', length, { 20: { minutes: 360 } })]);
    const book = await readBook(await monthReportXlsx([busyMonth, other], 'it', NOW));
    expect(book.worksheets.map((s) => s.name)).toEqual(['Vigilanza Tirrena', 'Portierato Nord Sud']);
    expect(String(book.worksheets[1].getCell(2, 1).value)).toBe('Azienda: Portierato: Nord/Sud');
    expect(rowsOf(book.worksheets[1]).people.get('BNCNNA80A41H501U')!.byHeading('Ore lavorate').value).toBe(6);
  });
});

describe('the month sheet as a PDF', () => {
  it('prints every value of a 31-day month with all six leave types whole, hours as h:mm that add up to the total', async () => {
    const body = await monthReportPdf([busyMonth], 'it', NOW);
    const lines = pdfText(body).split('\n');
    const count = (text: string) => lines.filter((line) => line === text).length;
    // Every day of 10:45 and of 8:07, one line each: none wrapped, clipped or lost.
    expect(count('10:45')).toBe(anna.cells.filter((c) => c.minutes === 645).length);
    expect(count('8:07')).toBe(anna.cells.filter((c) => c.minutes === 487).length);
    expect(count('6:27')).toBe(1);
    for (const value of ['ROL 2:30', 'EF 4:00', '104 2:00', 'PE 1:30', '104', 'MAL']) expect(lines, value).toContain(value);
    expect(count('ROL 2:30')).toBe(2);
    expect(count('FE')).toBe(2);
    expect(count('EF')).toBe(1);
    expect(count('PE')).toBe(1);
    expect(count('!')).toBe(1);
    expect(count('?')).toBe(2);
    expect(count('…')).toBe(1);
    expect(count('*')).toBe(1);
    // The total is the days' sum: 7 × 10:45 + 7 × 8:07 + 6:27 + 6:00 = 144:31, in the grid and in the totals.
    expect(anna.totals.minutes).toBe(144 * 60 + 31);
    expect(count('144:31')).toBe(2);
    expect(lines).toContain('24:06');
    // Night hours on Sundays and holidays, a total of their own beside night and holiday hours.
    expect(lines).toContain('1:05');
    expect(lines).toContain('3:05');
    expect(lines.some((line) => line.startsWith('Notturne festive: le ore notturne lavorate di domenica'))).toBe(true);
    // Two-letter days: five Tuesdays and four Wednesdays in March 2026, no longer both 'M'.
    expect([count('Ma'), count('Me'), count('M')]).toEqual([5, 4, 0]);
    expect(lines).toContain('ROL: Riduzione orario di lavoro');
    expect(lines).toContain('?: giornata con una timbratura da verificare (fuori area o senza posizione), ore comunque contate');
    expect(lines.some((line) => line.startsWith('Ore in ore:minuti (8:45 = 8 ore e 45 minuti'))).toBe(true);
  });

  it('prints a section per company when it is given several, pages numbered through the document', async () => {
    const other = reportOf('2026-03', { id: 5, name: 'Portierato Nord' }, (length) => [rowOf(11, 'Bianchi Anna', 'BNCNNA80A41H501U', length, { 20: { minutes: 360 } })]);
    const text = pdfText(await monthReportPdf([busyMonth, other], 'it', NOW));
    expect(text).toContain('Azienda: Vigilanza Tirrena');
    expect(text).toContain('Azienda: Portierato Nord');
    expect(text).toMatch(/Foglio presenze – marzo 2026 · Vigilanza Tirrena · Pagina 1 di 2/);
    expect(text).toMatch(/Foglio presenze – marzo 2026 · Portierato Nord · Pagina 2 di 2/);
  });
});
