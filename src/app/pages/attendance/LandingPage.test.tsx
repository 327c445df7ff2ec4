import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import type { TAttendanceCurrent } from '../../../shared/schemas/attendance-views';
import { messages } from '../../i18n/locales/it';
import { appStore } from '../../state/store';
import { LandingPage } from './LandingPage';

const worker = { id: 4, fiscalCode: 'VRDGPP90C10F839E', username: null, email: 'g@example.it', firstName: 'Giuseppe', lastName: 'Verdi', roles: ['ROLE_WORKER' as const], companyIds: [1], mustChangePassword: false };

const onDuty = {
  open: {
    id: 7, userId: 4, userName: 'Verdi Giuseppe', companyId: 1, siteType: 'CLIENT_SITE', siteId: 3, siteName: 'Reception Via Nazionale',
    checkIn: '2026-11-22T05:00:00.000Z', checkOut: null, checkInInside: 'YES', checkOutInside: null, checkInAccuracy: 12, checkOutAccuracy: null,
    checkInDistance: 20, checkOutDistance: null, source: 'APP', note: null, reviewFlag: false, missed: false, minutes: null,
  },
  today: { date: '2026-11-22', minutes: 180, records: [] },
  recent: [],
  notice: { version: 1, accepted: true, acceptedAt: '2026-11-01T08:00:00Z' },
  settings: { geolocation: 'REQUIRED', outsidePolicy: 'FLAG', retentionDays: 30 },
} as unknown as TAttendanceCurrent;

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const never = () => new Promise<Response>(() => undefined);

/** Answers the landing page's two calls; each handler gets the number of the call. */
const stubFetch = (current: (call: number) => Promise<Response>, pending: () => Promise<Response>) => {
  const calls = { current: 0 };
  vi.stubGlobal('fetch', vi.fn((url: string) => {
    if (String(url).startsWith('/api/attendance/current')) return current(++calls.current);
    if (String(url).startsWith('/api/permission')) return pending();
    return never();
  }));
  return calls;
};

const renderLanding = () =>
  render(
    <MemoryRouter initialEntries={['/home/landing']}>
      <AdminContext
        i18nProvider={polyglotI18nProvider(() => messages, 'it')}
        store={memoryStore()}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <LandingPage />
      </AdminContext>
    </MemoryRouter>,
  );

describe('/home/landing before today’s state is known', () => {
  beforeEach(() => appStore.set({ auth: { user: worker, token: 't' } }));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('while loading offers no clock-in and claims no count of requests', async () => {
    stubFetch(never, never);
    renderLanding();
    const button = screen.getByTestId('landing-clock');
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('data-state', 'loading');
    expect(button).toHaveTextContent('Caricamento…');
    expect(screen.queryByText('Timbra entrata')).toBeNull();
    expect(screen.getByTestId('duty-loading')).toBeInTheDocument();
    expect(screen.getByTestId('pending-leave')).not.toHaveTextContent('Nessuna richiesta in attesa');
    expect(screen.getByTestId('pending-loading')).toBeInTheDocument();
  });

  it('when loading fails, says so with a retry, and after it shows the real state: on duty, clock out', async () => {
    const calls = stubFetch(
      (call) => Promise.resolve(call === 1 ? json({ message: 'boom' }, 500) : json(onDuty)),
      () => Promise.resolve(json([], 200, { 'Content-Range': 'permission 0-0/2' })),
    );
    renderLanding();
    const alert = await screen.findByTestId('landing-error');
    expect(alert).toHaveTextContent('Non è stato possibile caricare la situazione di oggi.');
    expect(screen.getByTestId('landing-clock')).toBeDisabled();
    expect(screen.getByTestId('landing-clock')).toHaveTextContent('Timbratura non disponibile');
    expect(screen.queryByText('Timbra entrata')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('pending-leave')).toHaveTextContent('2 richieste di permesso in attesa'));

    fireEvent.click(screen.getByTestId('landing-retry'));
    await waitFor(() => expect(screen.getByTestId('landing-clock')).toHaveAttribute('data-state', 'out'));
    expect(screen.getByTestId('landing-clock')).toHaveTextContent('Timbra uscita');
    expect(screen.queryByTestId('landing-error')).toBeNull();
    expect(calls.current).toBe(2);
  });

  it('when the count of requests fails, points to them without claiming there are none', async () => {
    stubFetch(() => Promise.resolve(json(onDuty)), () => Promise.resolve(json({ message: 'boom' }, 500)));
    renderLanding();
    await waitFor(() => expect(screen.getByTestId('pending-leave')).toHaveTextContent('Vedi le tue richieste di permesso'));
    expect(screen.getByTestId('landing-clock')).toHaveTextContent('Timbra uscita');
  });
});
