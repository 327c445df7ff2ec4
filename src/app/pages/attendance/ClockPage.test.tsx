import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, memoryStore as adminStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import type { TAttendanceCurrent } from '../../../shared/schemas/attendance-views';
import type { TSessionUser } from '../../../shared/schemas/auth';
import { messages } from '../../i18n/locales/it';
import { appStore } from '../../state/store';
import * as api from './api';
import { ClockPage } from './ClockPage';
import { memoryStore } from './offline-store';
import type * as Position from './position';
import { setClockStoreForTests } from './useOfflineClocks';

vi.mock('./api', async (original) => ({
  ...(await original<typeof api>()),
  fetchCurrent: vi.fn(),
  fetchSites: vi.fn(),
  clockIn: vi.fn(),
  clockOut: vi.fn(),
  acceptNotice: vi.fn(),
}));
vi.mock('../../layout/geolocation', () => ({ reportGeolocationRefused: vi.fn() }));
// The worker taps 7 km from every site.
const FAR = { lat: 41.95, lng: 12.55, accuracy: 10 };
vi.mock('./position', async (original) => ({ ...(await original<typeof Position>()), readPosition: vi.fn(async () => FAR) }));

const current = {
  open: null,
  today: { date: '2026-11-27', minutes: 0, records: [] },
  recent: [],
  notice: { version: 1, accepted: true, acceptedAt: '2026-11-01T08:00:00Z' },
  settings: { geolocation: 'REQUIRED', outsidePolicy: 'REFUSE', retentionDays: 30, offlineMaxHours: 12 },
} as TAttendanceCurrent;

const site = (id: number, name: string, shift: { id: number; postName: string; start: string; end: string } | null, distance: number | null) => ({
  id, type: 'CLIENT_SITE' as const, name, address: null, companyId: 1, lat: 41.9, lng: 12.49, radiusMeters: 150, distance, shift,
});

describe('/home/attendance, a tap from far away', () => {
  beforeEach(() => {
    setClockStoreForTests(memoryStore());
    appStore.set({ auth: { user: { id: 4, roles: ['ROLE_WORKER'] } as unknown as TSessionUser, token: 't' } });
    vi.mocked(api.fetchCurrent).mockResolvedValue(current);
    // Today's night shift names the first site; once a position is known, each site comes with its distance.
    vi.mocked(api.fetchSites).mockImplementation(async (position) => [
      site(1, 'Reception Via Nazionale', { id: 9, postName: 'Portineria', start: '23:00', end: '07:00' }, position ? 6_900 : null),
      site(2, 'Portineria Via Nomentana', null, position ? 4_600 : null),
    ] as never);
    vi.mocked(api.clockIn).mockRejectedValue(Object.assign(new Error('Sei a 6,9 km dalla sede: timbratura rifiutata.'), { status: 422, body: { code: 'OUTSIDE_GEOFENCE' } }));
  });
  afterEach(() => {
    cleanup();
    appStore.set({ auth: null });
    vi.clearAllMocks();
  });

  it('keeps the site tapped for, proposed as today’s shift, selected after the refusal, and the button where the focus is', async () => {
    render(
      <MemoryRouter initialEntries={['/home/attendance']}>
        <AdminContext i18nProvider={polyglotI18nProvider(() => messages, 'it')} store={adminStore()} queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <ClockPage />
        </AdminContext>
      </MemoryRouter>,
    );
    const proposed = await screen.findByRole('radio', { name: /Reception Via Nazionale/ });
    await waitFor(() => expect(proposed).toBeChecked());
    // The worker clicks the option already shown selected, then the button.
    fireEvent.click(proposed);
    const button = screen.getByTestId('clock-button');
    button.focus();
    fireEvent.click(button);
    await screen.findByText('Sei a 6,9 km dalla sede: timbratura rifiutata.');
    expect(vi.mocked(api.clockIn).mock.calls[0].slice(0, 2)).toEqual([expect.objectContaining({ type: 'CLIENT_SITE', id: 1 }), FAR]);
    // The position is far from every site: nothing would be proposed now, but the tapped site stays.
    await waitFor(() => expect(vi.mocked(api.fetchSites).mock.calls.some(([position]) => position !== null)).toBe(true));
    expect(screen.getByRole('radio', { name: /Reception Via Nazionale/ })).toBeChecked();
    expect(screen.getByTestId('clock-button')).not.toBeDisabled();
    expect(document.activeElement).toBe(screen.getByTestId('clock-button'));
  });
});
