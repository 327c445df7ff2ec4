import polyglotI18nProvider from 'ra-i18n-polyglot';
import { describe, expect, it } from 'vitest';
import type { TAttendance } from '../../../shared/schemas/attendance';
import { csvText } from '../../export/csv';
import { messages } from '../../i18n/locales/it';
import { attendanceFileName, attendanceRows } from './csv';

const { translate } = polyglotI18nProvider(() => messages, 'it');

const record = (over: Partial<TAttendance>): TAttendance => ({
  id: 1, userId: 7, userName: 'Verdi Giuseppe', companyId: 1, siteType: 'CLIENT_SITE', siteId: 1, siteName: 'Reception; Roma',
  checkIn: '2026-11-20T05:00:00Z', checkOut: '2026-11-20T13:30:00Z', checkInInside: 'YES', checkOutInside: 'NO',
  checkInAccuracy: 10, checkOutAccuracy: 10, checkInDistance: 5, checkOutDistance: 300, source: 'APP', note: 'ha detto "ok"',
  reviewFlag: true, missed: false, minutes: 510, editedBy: null, editedAt: null, editReason: null, createdBy: null,
  positionsPurgedAt: null, shiftId: null, unplanned: false, offline: false, checkInReceivedAt: null, checkOutReceivedAt: null, createdAt: '2026-11-20T05:00:00Z', updatedAt: '2026-11-20T05:00:00Z', ...over,
});

describe('attendance CSV', () => {
  it('writes Italian labels and values, the company by name, Rome times, decimal-comma hours, and quotes what needs it', () => {
    const rows = attendanceRows(
      [record({}), record({ id: 2, companyId: 2, checkOut: null, minutes: null, checkOutInside: null, note: '=1+1', source: 'MANUAL', reviewFlag: false, missed: true })],
      translate,
      (id) => ['', 'Presidio Sicurezza S.r.l.', 'Vigilanza Sud'][id],
    );
    const [header, first, second] = csvText(rows).split('\r\n');
    expect(header).toBe(
      'N.;Azienda;Dipendente;Sede;Entrata (gg/mm/aaaa);Entrata (hh:mm);Uscita (gg/mm/aaaa);Uscita (hh:mm);Ore (ore decimali);Ore (minuti);Posizione all’entrata;Posizione all’uscita;Origine;Da verificare;Uscita non timbrata;Offline;Nota;Motivo dell’ultima modifica',
    );
    expect(first).toBe('1;Presidio Sicurezza S.r.l.;Verdi Giuseppe;"Reception; Roma";20/11/2026;06:00;20/11/2026;14:30;8,50;510;Dentro l’area;Fuori area;App;Sì;No;No;"ha detto ""ok""";');
    expect(second).toBe("2;Vigilanza Sud;Verdi Giuseppe;\"Reception; Roma\";20/11/2026;06:00;;;;;Dentro l’area;;Manuale;No;Sì;No;'=1+1;");
  });

  it('says which records the phone sent late and timed itself (offline clocking)', () => {
    const [header, row] = attendanceRows([record({ offline: true, checkInReceivedAt: '2026-11-20T07:10:00Z' })], translate, () => 'Presidio');
    expect(row[header.indexOf('Offline')]).toBe('Sì');
  });

  it('gives whole minutes beside the rounded hours, so that a column adds up to the exact total', () => {
    // Three shifts of 20 minutes: 0,33 hours each, 0,99 added up; the minutes add up to the hour.
    const rows = attendanceRows([1, 2, 3].map((id) => record({ id, minutes: 20 })), translate, () => 'Presidio');
    const [header, ...cells] = rows;
    const hours = header.indexOf('Ore (ore decimali)');
    const minutes = header.indexOf('Ore (minuti)');
    expect(cells.map((row) => row[hours])).toEqual(['0,33', '0,33', '0,33']);
    expect(cells.reduce((sum, row) => sum + Number(row[minutes]), 0)).toBe(60);
  });

  it("leaves a missed clock-out's hours empty: they count nothing until corrected, as on the month sheet", () => {
    const [header, row] = attendanceRows([record({ minutes: 2880, missed: true })], translate, () => 'Presidio');
    expect(row[header.indexOf('Ore (ore decimali)')]).toBeNull();
    expect(row[header.indexOf('Ore (minuti)')]).toBeNull();
    expect(row[header.indexOf('Uscita non timbrata')]).toBe('Sì');
  });

  it('names the file after the day of the export, in Rome', () => {
    expect(attendanceFileName(new Date('2026-11-22T23:30:00Z'))).toBe('presenze-2026-11-23');
  });
});
