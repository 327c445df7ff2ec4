import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import type { TPresence } from '../../../shared/schemas/attendance-views';
import { messages } from '../../i18n/locales/it';
import { appStore } from '../../state/store';
import { PresencePage } from './PresencePage';

const absent: TPresence = {
  userId: 9, userName: 'Galli Stefano', companyId: 1, state: 'ABSENT', attendanceId: null, since: null, lastCheckOut: null,
  siteType: null, siteId: null, siteName: null, missed: false, todayMinutes: 0, leaveType: null, leaveStartTime: null, leaveEndTime: null,
};
const present: TPresence = { ...absent, state: 'PRESENT', since: new Date().toISOString(), siteType: 'CLIENT_SITE', siteId: 3, siteName: 'Ingresso Porta Est', attendanceId: 41 };

const user = { id: 1, fiscalCode: 'RSSMRA80A01H501U', username: null, email: 'm@example.it', firstName: 'Mario', lastName: 'Rossi', roles: ['ROLE_ADMIN' as const], companyIds: [1], mustChangePassword: false };

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

const showPresence = () =>
  render(
    <MemoryRouter initialEntries={['/attendance/users']}>
      <AdminContext i18nProvider={polyglotI18nProvider(() => messages, 'it')} store={memoryStore()}>
        <PresencePage />
      </AdminContext>
    </MemoryRouter>,
  );

describe('/attendance/users', () => {
  beforeEach(() => {
    appStore.set({ auth: { user, token: 't' }, company: { id: 1, name: 'Presidio Sicurezza S.r.l.' } });
    // Only the interval is faked: Testing Library's polling and the fetch promises keep real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('reads the people again every 30 seconds and shows their new state without a reload', async () => {
    // Answered by address: the page also shows today's coverage of the roster, read on its own.
    const presenceCalls: string[] = [];
    const fetchMock = vi.fn(async (url: unknown) => {
      if (!String(url).startsWith('/api/attendance/users')) return json({ date: '2026-11-26', rows: [] });
      presenceCalls.push(String(url));
      return json([presenceCalls.length === 1 ? absent : present]);
    });
    vi.stubGlobal('fetch', fetchMock);
    showPresence();

    const row = await screen.findByTestId('presence-row');
    expect(row).toHaveAttribute('data-state', 'ABSENT');
    expect(screen.getByTestId('count-ABSENT')).toHaveTextContent('Assente: 1');
    expect(presenceCalls).toEqual(['/api/attendance/users?companyId=1']);

    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(presenceCalls).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(presenceCalls).toHaveLength(2);
    await waitFor(() => expect(screen.getByTestId('presence-row')).toHaveAttribute('data-state', 'PRESENT'));
    expect(screen.getByTestId('count-PRESENT')).toHaveTextContent('Presente: 1');
    expect(screen.getByTestId('count-ABSENT')).toHaveTextContent('Assente: 0');
    expect(screen.getByText(/presso Ingresso Porta Est/)).toBeInTheDocument();
  });

  it("links an absent person's name to their page only for those who may open it (not accounting)", async () => {
    vi.stubGlobal('fetch', vi.fn(async (url: unknown) => json(String(url).startsWith('/api/attendance/users') ? [absent] : { date: '2026-11-26', rows: [] })));
    const first = showPresence();
    const admin = await screen.findByTestId('presence-row');
    expect(admin.querySelector('a')).toHaveAttribute('href', `/user/${absent.userId}/show`);
    first.unmount();
    appStore.set({ auth: { user: { ...user, roles: ['ROLE_ACCOUNTING'] }, token: 't' }, company: { id: 1, name: 'Presidio Sicurezza S.r.l.' } });
    showPresence();
    const accounting = await screen.findByTestId('presence-row');
    expect(accounting.querySelector('a')).toBeNull();
    expect(accounting).toHaveTextContent(absent.userName ?? '');
  });

  it.each([
    ['an administrator', ['ROLE_ADMIN'], true],
    ['accounting, who has no company selector', ['ROLE_ACCOUNTING'], false],
  ] as const)('with every company, %s is told to pick one in the top bar: %s', async (_who, roles, hinted) => {
    appStore.set({ auth: { user: { ...user, roles: [...roles] }, token: 't' }, company: { id: 0, name: 'Tutte le aziende' } });
    vi.stubGlobal('fetch', vi.fn(async (url: unknown) => json(String(url).startsWith('/api/attendance/users') ? [absent] : { date: '2026-11-26', rows: [] })));
    showPresence();
    await screen.findByTestId('presence-row');
    expect(!!screen.queryByText(/scegli un’azienda nella barra in alto/)).toBe(hinted);
  });
});

