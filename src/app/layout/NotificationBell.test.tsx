import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { messages } from '../i18n/locales/it';
import { appStore } from '../state/store';
import { NotificationBell } from './NotificationBell';
import { timeAgo } from './notifications';

const decision = { id: 7, kind: 'PERMISSION_APPROVED', title: 'Richiesta approvata', body: 'La tua richiesta di Ferie è stata approvata.', link: '/home/permission', readAt: null, createdAt: new Date().toISOString() };
const older = { ...decision, id: 5, title: 'Richiesta rifiutata', readAt: '2026-01-01T10:00:00.000Z' };

const provider = (unread: number, rows: unknown[]) =>
  ({
    getList: vi.fn(async (_r: string, { filter }: { filter: Record<string, unknown> }) =>
      filter.unread ? { data: rows.slice(0, 1), total: unread } : { data: rows, total: rows.length }),
  }) as unknown as DataProvider;

const renderBell = (dataProvider: DataProvider) =>
  render(
    <MemoryRouter initialEntries={['/home/landing']}>
      <AdminContext dataProvider={dataProvider} i18nProvider={polyglotI18nProvider(() => messages, 'it')} store={memoryStore()}>
        <Routes>
          <Route path="/home/landing" element={<NotificationBell />} />
          <Route path="/home/permission" element={<div data-testid="leave-page" />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );

const user = { id: 3, fiscalCode: 'VRDGPP90C10F839E', username: null, email: 'g@example.it', firstName: 'Giuseppe', lastName: 'Verdi', roles: ['ROLE_WORKER' as const], companyIds: [1], mustChangePassword: false };

describe('the notification bell', () => {
  beforeEach(() => appStore.set({ auth: { user, token: 't' } }));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the unread total and reads 'Nessuna notifica' when there is none", async () => {
    renderBell(provider(0, []));
    const bell = await screen.findByTestId('notification-bell');
    await waitFor(() => expect(bell).toHaveAttribute('aria-label', 'Notifiche: 0'));
    fireEvent.click(bell);
    expect(await screen.findByTestId('notification-empty')).toHaveTextContent('Nessuna notifica');
  });

  it('lists the latest, marks one read when opened and follows its link', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ ...decision, readAt: 'now' }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    renderBell(provider(3, [decision, older]));
    const bell = await screen.findByTestId('notification-bell');
    await waitFor(() => expect(bell).toHaveAttribute('data-count', '3'));
    fireEvent.click(bell);
    const items = await screen.findAllByTestId('notification-item');
    expect(items.map((item) => item.getAttribute('data-unread'))).toEqual(['true', 'false']);
    fireEvent.click(items[0]);
    await screen.findByTestId('leave-page');
    expect(fetchMock).toHaveBeenCalledWith('/api/notification/7/read', expect.objectContaining({ method: 'POST' }));
  });

  it('says how long ago, in the user’s language', () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    expect(timeAgo('2026-03-10T11:55:00Z', 'it', now)).toBe('5 minuti fa');
    expect(timeAgo('2026-03-07T12:00:00Z', 'it', now)).toBe('3 giorni fa');
    expect(timeAgo('2026-03-09T12:00:00Z', 'en', now)).toBe('yesterday');
    expect(timeAgo('2026-02-01T12:00:00Z', 'it', now)).toBe('01/02/2026');
    // After a week a date, dd/MM/yyyy in every language.
    expect(timeAgo('2026-02-01T12:00:00Z', 'en', now)).toBe('01/02/2026');
  });
});
