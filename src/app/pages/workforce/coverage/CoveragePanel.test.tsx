import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { todayInRome } from '../../../../shared/dates';
import type { TCoverage, TCoverageRow } from '../../../../shared/schemas/workforce';
import { deepMerge, type TTree } from '../../../i18n/features';
import { messages } from '../../../i18n/locales/it';
import { messages as office } from '../../../i18n/locales/office/it';
import { appStore } from '../../../state/store';
import { CoveragePanel } from './CoveragePanel';

const user = (role: 'ROLE_ADMIN' | 'ROLE_ACCOUNTING') => ({
  id: 1, fiscalCode: 'RSSMRA80A01H501U', username: null, email: 'm@example.it', firstName: 'Mario', lastName: 'Rossi', roles: [role], companyIds: [1], mustChangePassword: false,
});

const shift: TCoverageRow = {
  shiftId: 7, postId: 2, postName: 'Reception', siteId: 3, siteName: 'Torre Nord', userId: 9, userName: 'Verdi Giuseppe', start: '08:00', end: '16:00',
  startsAt: '2026-05-10T06:00:00.000Z', endsAt: '2026-05-10T14:00:00.000Z', attendanceId: null, checkIn: null, checkOut: null, lateMinutes: 12, state: 'LATE',
};
const open: TCoverageRow = { ...shift, shiftId: 8, userId: null, userName: null, lateMinutes: null, state: 'OPEN' };

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
/** The panel's answer: the fixtures' day, 10 May 2026, unless said. */
const coverage = (rows: TCoverageRow[], date = '2026-05-10'): TCoverage => ({ date, rows });
const italian = deepMerge(messages as TTree, office as TTree) as unknown as typeof messages;

const show = () =>
  render(
    <MemoryRouter>
      <AdminContext i18nProvider={polyglotI18nProvider(() => italian, 'it')} store={memoryStore()}>
        <CoveragePanel />
      </AdminContext>
    </MemoryRouter>,
  );

describe('today’s coverage panel', () => {
  beforeEach(() => {
    appStore.set({ auth: { user: user('ROLE_ADMIN'), token: 't' }, company: { id: 1, name: 'Presidio Sicurezza S.r.l.' } });
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows a late guard in words with the minutes, an uncovered shift, the counts, and reads again every minute', async () => {
    const fetchMock = vi.fn().mockResolvedValueOnce(json(coverage([shift]))).mockResolvedValue(json(coverage([shift, open])));
    vi.stubGlobal('fetch', fetchMock);
    show();
    const late = await screen.findByTestId('coverage-state');
    expect(late).toHaveTextContent('In ritardo +12 min');
    expect(late.className).toMatch(/colorWarning/);
    expect(screen.getByText('Reception · Torre Nord')).toBeInTheDocument();
    expect(screen.getByTestId('coverage-count-LATE')).toHaveTextContent('In ritardo: 1');
    expect(String(fetchMock.mock.calls[0][0])).toBe(`/api/workforce/coverage?date=${todayInRome()}&companyId=1`);

    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(screen.getAllByTestId('coverage-row')).toHaveLength(2));
    const uncovered = screen.getAllByTestId('coverage-state').find((chip) => chip.getAttribute('data-state') === 'OPEN')!;
    expect(uncovered).toHaveTextContent('Scoperto');
    expect(uncovered.className).toMatch(/outlined/i);
    expect(screen.getByText('Nessuno assegnato')).toBeInTheDocument();
  });

  it('says "ieri" of last night\'s shift and clock-in still running after midnight, not of today\'s', async () => {
    const night: TCoverageRow = { ...shift, shiftId: 5, start: '22:00', end: '06:00', startsAt: '2026-05-10T20:00:00.000Z', endsAt: '2026-05-11T04:00:00.000Z', lateMinutes: 0, state: 'ON_TIME', checkIn: '2026-05-10T19:58:00.000Z', attendanceId: 4 };
    const walkIn: TCoverageRow = { ...open, shiftId: null, userId: 3, userName: 'Bianchi Eva', start: null, end: null, startsAt: null, endsAt: null, attendanceId: 6, checkIn: '2026-05-10T21:00:00.000Z', state: 'UNPLANNED' };
    const morning: TCoverageRow = { ...shift, shiftId: 9, start: '00:10', end: '08:10', startsAt: '2026-05-10T22:10:00.000Z', endsAt: '2026-05-11T06:10:00.000Z' };
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(coverage([night, walkIn, morning], '2026-05-11'))));
    show();
    await waitFor(() => expect(screen.getAllByTestId('coverage-row')).toHaveLength(3));
    const times = screen.getAllByTestId('coverage-row').map((row) => row.firstElementChild?.textContent);
    expect(times).toEqual(['ieri 22:00–06:00', 'ieri 23:00', '00:10–08:10']);
  });

  it('says so when there are no shifts today', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(coverage([]))));
    show();
    expect(await screen.findByTestId('coverage-empty')).toHaveTextContent('Nessun turno oggi.');
  });

  it('is not drawn, nor asked for, for accounting', () => {
    appStore.set({ auth: { user: user('ROLE_ACCOUNTING'), token: 't' } });
    const fetchMock = vi.fn().mockResolvedValue(json(coverage([shift])));
    vi.stubGlobal('fetch', fetchMock);
    const { container } = show();
    expect(container).toBeEmptyDOMElement();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
