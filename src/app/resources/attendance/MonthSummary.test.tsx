import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, RecordContextProvider, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import type { TMonthSummary, TMonthTotals } from '../../../shared/schemas/attendance-views';
import { messages } from '../../i18n/locales/it';
import { appStore } from '../../state/store';
import { currentMonth, shiftMonth } from '../../pages/attendance/format';
import { leaveParts, monthRecordsPath } from './monthSummary';
import { MonthSummaryTable } from './MonthSummaryTable';
import { UserAttendanceTab } from './UserAttendanceTab';
import { UserMonthSummary, useUserMonth } from './UserMonthSummary';

/** The summary with the month and company state its page keeps. */
const Summary = ({ userId, companyIds }: { userId: number; companyIds: number[] }) => <UserMonthSummary userId={userId} view={useUserMonth(companyIds)} />;

const admin = { id: 1, fiscalCode: 'RSSMRA80A01H501U', username: null, email: 'm@example.it', firstName: 'Mario', lastName: 'Rossi', roles: ['ROLE_ADMIN' as const], companyIds: [1, 2], mustChangePassword: false };
const NO_LEAVE: TMonthTotals['leave'] = {
  FERIE: { days: 0, hours: 0 }, ROL: { days: 0, hours: 0 }, EX_FESTIVITA: { days: 0, hours: 0 }, L104: { days: 0, hours: 0 }, MALATTIA: { days: 0, hours: 0 }, OTHER: { days: 0, hours: 0 },
};
const totals = (overrides: Partial<TMonthTotals> = {}): TMonthTotals => ({
  minutes: 0, daysWorked: 0, workingDays: 26, nightMinutes: 0, holidayMinutes: 0, nightHolidayMinutes: 0, missed: 0, review: 0, leave: NO_LEAVE, ...overrides,
});
const summary = (rows: TMonthSummary['rows'], month = '2026-03'): TMonthSummary => ({ month, company: { id: 1, name: 'Presidio Sicurezza S.r.l.' }, workingDays: 26, rows });
const abate = { userId: 7, name: 'Abate Anna', fiscalCode: 'BTANNA80A41H501X', totals: totals({ minutes: 1230, daysWorked: 3, nightMinutes: 480, holidayMinutes: 240, missed: 1, review: 1, leave: { ...NO_LEAVE, FERIE: { days: 2, hours: 0 }, ROL: { days: 0, hours: 1.5 } } }) };
const bassi = { userId: 8, name: 'Bassi Bruno', fiscalCode: null, totals: totals({ minutes: 600, daysWorked: 2, leave: { ...NO_LEAVE, MALATTIA: { days: 3, hours: 0 } } }) };

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const companies = [{ id: 1, name: 'Presidio Sicurezza S.r.l.' }, { id: 2, name: 'Vigilanza Nord S.r.l.' }];
const getManyReference = vi.fn(async () => ({ data: [], total: 0 }));
const dataProvider = { getList: async () => ({ data: companies, total: companies.length }), getManyReference } as unknown as DataProvider;

const renderIn = (node: React.ReactNode) =>
  render(
    <MemoryRouter>
      <AdminContext i18nProvider={polyglotI18nProvider(() => messages, 'it')} store={memoryStore()} dataProvider={dataProvider}>
        {node}
      </AdminContext>
    </MemoryRouter>,
  );

const queryOf = (call: unknown[]) => Object.fromEntries(new URL(String(call[0]), 'http://x').searchParams);
/** The month summaries asked for, in order (the page may call other addresses too). */
const asked = (fetchMock: ReturnType<typeof vi.fn>) => fetchMock.mock.calls.filter((call) => String(call[0]).startsWith('/api/attendance/month-summary?')).map(queryOf);
const translate = (key: string, options?: Record<string, unknown>) => {
  const units: Record<string, string> = { 'leave.units.days': 'giorni', 'leave.units.hours': 'ore' };
  return key in units ? `${String(options?.value)} ${units[key]}` : key.split('.').at(-1)!;
};

describe('month summary helpers', () => {
  it('writes the leave taken type by type, days and hours, and nothing for types not taken', () => {
    // Each part on one line: no-break spaces inside it.
    expect(leaveParts(translate, 'it', { ...NO_LEAVE, FERIE: { days: 2, hours: 0 }, ROL: { days: 0, hours: 1.5 }, MALATTIA: { days: 3, hours: 4 } })).toEqual([
      'FERIE\u00a02\u00a0giorni', 'ROL\u00a01,5\u00a0ore', 'MALATTIA\u00a03\u00a0giorni', 'MALATTIA\u00a04\u00a0ore',
    ]);
    expect(leaveParts(translate, 'it', NO_LEAVE)).toEqual([]);
  });

  it("opens the attendance list on the person's month, both ends included", () => {
    const path = monthRecordsPath(7, '2026-02', '2026-02-28');
    expect(JSON.parse(decodeURIComponent(path.split('filter=')[1]))).toEqual({ userId: 7, checkIn_gte: '2026-02-01', checkIn_lte: '2026-02-28' });
  });
});

describe('the month summary on screen', () => {
  beforeEach(() => {
    appStore.set({ auth: { user: admin, token: 't' }, company: { id: 0, name: '' } });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows a person's month on their page, moves by month and company, and never past the current month", async () => {
    const fetchMock = vi.fn().mockImplementation(async (url: string) => json(summary([abate], queryOf([url]).month ?? '2026-03')));
    vi.stubGlobal('fetch', fetchMock);
    renderIn(<Summary userId={7} companyIds={[1, 2]} />);

    const card = await screen.findByTestId('user-month-summary');
    await within(card).findByText('20 h 30 min');
    expect(asked(fetchMock)[0]).toEqual({ companyId: '1', month: currentMonth(), userId: '7' });
    expect(within(card).getByText('su 26 lavorativi').parentElement).toHaveTextContent(/^3\s*su 26 lavorativi$/);
    expect(card).toHaveTextContent('8 h');
    expect(card).toHaveTextContent('4 h');
    expect(card).toHaveTextContent('Assenze: Ferie 2 giorni · ROL 1,5 ore');
    expect(screen.getByRole('button', { name: 'Mese successivo' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Mese precedente' }));
    await waitFor(() => expect(asked(fetchMock).at(-1)).toEqual({ companyId: '1', month: shiftMonth(currentMonth(), -1), userId: '7' }));
    expect(screen.getByRole('button', { name: 'Mese successivo' })).toBeEnabled();

    fireEvent.mouseDown(within(card).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'Vigilanza Nord S.r.l.' }));
    await waitFor(() => expect(asked(fetchMock).at(-1)).toMatchObject({ companyId: '2', userId: '7' }));
  });

  it('says so when the summary cannot be read, and keeps the month for a person of no company the reader has', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify({ message: 'x' }), { status: 500, headers: { 'Content-Type': 'application/json' } })));
    renderIn(<Summary userId={7} companyIds={[1]} />);
    expect(await screen.findByText('Non è stato possibile caricare il riepilogo del mese.')).toBeInTheDocument();
    cleanup();
    renderIn(<Summary userId={7} companyIds={[99]} />);
    expect(await screen.findByText('Nessuna azienda: il riepilogo del mese si calcola per azienda.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mese precedente' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Scarica PDF' })).not.toBeInTheDocument();
  });

  it("lists the company's month with a total row, each name opening the person's page only for those who read people", async () => {
    vi.stubGlobal('fetch', vi.fn().mockImplementation(async () => json(summary([abate, bassi]))));
    renderIn(<MonthSummaryTable query={{ companyId: 1, month: '2026-03' }} linked />);
    const table = await screen.findByRole('table', { name: 'Riepilogo di marzo 2026' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('Abate Anna');
    expect(rows[1]).toHaveTextContent('20 h 30 min');
    expect(within(rows[1]).getByLabelText('Uscite non timbrate: 1')).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('Malattia 3 giorni');
    expect(rows[3]).toHaveTextContent('Totale');
    expect(rows[3]).toHaveTextContent('30 h 30 min');
    expect(within(table).getByRole('link', { name: 'Abate Anna' })).toHaveAttribute('href', '/user/7/show/attendance');
    expect(screen.getByTestId('month-summary')).toHaveTextContent('26 giorni lavorativi (da lunedì a sabato, festivi esclusi).');
    cleanup();

    renderIn(<MonthSummaryTable query={{ companyId: 1, month: '2026-03' }} linked={false} />);
    const plain = await screen.findByRole('table');
    expect(within(plain).queryByRole('link')).not.toBeInTheDocument();
    // Each person's name heads their row, as the total's does.
    expect(within(plain).getByRole('rowheader', { name: 'Abate Anna' })).toBeInTheDocument();
    expect(within(plain).getByRole('rowheader', { name: 'Totale' })).toBeInTheDocument();
  });

  it('offers to read the month again after a failure', async () => {
    const fetchMock = vi.fn().mockResolvedValueOnce(new Response(JSON.stringify({ message: 'x' }), { status: 500, headers: { 'Content-Type': 'application/json' } })).mockResolvedValue(json(summary([abate])));
    vi.stubGlobal('fetch', fetchMock);
    renderIn(<MonthSummaryTable query={{ companyId: 1, month: '2026-03' }} linked />);
    fireEvent.click(await screen.findByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('table')).toHaveTextContent('Abate Anna');
  });

  it("lists the records of the month the summary shows, of the company picked, and follows the arrows", async () => {
    vi.stubGlobal('fetch', vi.fn().mockImplementation(async (url: string) => json(summary([abate], queryOf([url]).month ?? '2026-03'))));
    getManyReference.mockClear();
    const person = { id: 7, companyIds: [2], firstName: 'Anna', lastName: 'Abate' };
    renderIn(
      <RecordContextProvider value={person}>
        <UserAttendanceTab />
      </RecordContextProvider>,
    );
    await screen.findByText('Nessuna presenza in questo mese.');
    const month = currentMonth();
    const [year, m] = month.split('-').map(Number);
    const last = new Date(Date.UTC(year, m, 0)).toISOString().slice(0, 10);
    // Asked once, when the company is known: never first without it.
    expect(getManyReference).toHaveBeenCalledTimes(1);
    expect(getManyReference).toHaveBeenLastCalledWith('attendance', expect.objectContaining({ target: 'userId', id: 7, filter: { checkIn_gte: `${month}-01`, checkIn_lte: last, companyId: 2 } }));
    fireEvent.click(screen.getByRole('button', { name: 'Mese precedente' }));
    const before = shiftMonth(month, -1);
    await waitFor(() => expect(getManyReference).toHaveBeenLastCalledWith('attendance', expect.objectContaining({ filter: expect.objectContaining({ checkIn_gte: `${before}-01` }) })));
    expect(screen.getByRole('link', { name: 'Apri nelle presenze' }).getAttribute('href')).toContain(encodeURIComponent(`"checkIn_gte":"${before}-01"`));
  });
});
