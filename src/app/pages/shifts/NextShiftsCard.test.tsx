import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { addDays, todayInRome } from '../../../shared/dates';
import type { TShift } from '../../../shared/schemas/workforce';
import type { TPostOrders } from '../../../shared/schemas/workforce-roster';
import { shiftSpan } from '../../../shared/workforce/shift-time';
import { messages } from '../../i18n/locales/it';
import { appStore } from '../../state/store';
import { MyShiftsPage } from './MyShiftsPage';
import { NextShiftsCard } from './NextShiftsCard';

const worker = { id: 4, fiscalCode: 'VRDGPP90C10F839E', username: null, email: 'g@example.it', firstName: 'Giuseppe', lastName: 'Verdi', roles: ['ROLE_WORKER' as const], companyIds: [1], mustChangePassword: false };

const today = todayInRome();
const shift = (id: number, date: string, start: string, end: string, extra: Partial<TShift> = {}): TShift => ({
  id, companyId: 1, postId: 10, postName: 'Portineria', siteId: 3, siteName: 'Reception Via Nazionale', clientName: 'Cliente Demo',
  userId: 4, userName: 'Verdi Giuseppe', date, start, end, ...shiftSpan(date, start, end), status: 'PUBLISHED', ordersAcknowledged: true,
  note: null, version: 1, publishedAt: '2026-11-01T08:00:00Z', createdAt: '2026-11-01T08:00:00Z', updatedAt: '2026-11-01T08:00:00Z', ...extra,
});

const orders = (acknowledged: boolean): TPostOrders => ({
  postId: 10, postName: 'Portineria', siteName: 'Reception Via Nazionale', siteAddress: 'Via Nazionale 7, Roma',
  orders: 'Aprire il varco alle 07:00.\nControllare i badge.', ordersVersion: 2, ordersUpdatedAt: '2026-11-20T09:00:00.000Z',
  documents: [{ id: 5, title: 'Planimetria', fileName: 'planimetria.pdf' }],
  acknowledgedVersion: acknowledged ? 2 : 1, acknowledgedAt: acknowledged ? '2026-11-23T05:42:00.000Z' : '2026-11-02T07:00:00.000Z',
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const stubApi = (shifts: TShift[]) => {
  const posts: string[] = [];
  vi.stubGlobal('fetch', vi.fn((url: string, init?: RequestInit) => {
    const path = String(url);
    // Once acknowledged, the list says so, as the server would.
    if (path.startsWith('/api/workforce/shifts/my')) return Promise.resolve(json(posts.length ? shifts.map((s) => ({ ...s, ordersAcknowledged: true })) : shifts));
    if (path.startsWith('/api/workforce/posts/10/orders')) return Promise.resolve(json(orders(false)));
    if (path.startsWith('/api/workforce/posts/10/acknowledge') && init?.method === 'POST') {
      posts.push(path);
      return Promise.resolve(json(orders(true)));
    }
    return new Promise<Response>(() => undefined);
  }));
  return posts;
};

const show = (page: React.ReactNode) =>
  render(
    <MemoryRouter>
      <AdminContext i18nProvider={polyglotI18nProvider(() => messages, 'it')} store={memoryStore()} queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        {page}
      </AdminContext>
    </MemoryRouter>,
  );

describe('the next shifts on the landing page', () => {
  beforeEach(() => appStore.set({ auth: { user: worker, token: 't' } }));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows three, today’s first, the cancelled one struck through, and the orders to read', async () => {
    stubApi([
      shift(3, addDays(today, 5), '07:00', '19:00'),
      shift(2, addDays(today, 1), '22:00', '06:00', { status: 'CANCELLED' }),
      shift(1, today, '00:00', '00:00', { ordersAcknowledged: false }),
      shift(4, addDays(today, 9), '07:00', '19:00'),
    ]);
    show(<NextShiftsCard />);
    const rows = await screen.findAllByTestId('next-shift');
    expect(rows.map((row) => row.dataset.id)).toEqual(['1', '2', '3']);
    expect(rows[0]).toHaveTextContent('Oggi 00:00–00:00 (+1)');
    expect(rows[0]).toHaveTextContent('Portineria · Reception Via Nazionale');
    expect(within(rows[0]).getByRole('button', { name: 'Consegne da leggere' })).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Domani 22:00–06:00 (+1)');
    expect(within(rows[1]).getByTestId('shift-cancelled')).toHaveTextContent('Annullato');
    expect(within(rows[1]).getByTestId('shift-when')).toHaveStyle({ textDecoration: 'line-through' });
    // Read orders are not in the way on the landing page.
    expect(within(rows[2]).queryByTestId('orders-button')).toBeNull();
    expect(screen.getByRole('link', { name: 'I miei turni' })).toHaveAttribute('href', '/home/shifts');
  });

  it('says quietly that nothing is planned', async () => {
    stubApi([]);
    show(<NextShiftsCard />);
    expect(await screen.findByText('Nessun turno in programma')).toBeInTheDocument();
  });

  it('opens the orders, with their line breaks and documents, and records that they were read', async () => {
    // Tomorrow's, so that it is still to come whatever the hour the suite runs at.
    const posts = stubApi([shift(1, addDays(today, 1), '07:00', '19:00', { ordersAcknowledged: false })]);
    show(<NextShiftsCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Consegne da leggere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Consegne: Portineria' });
    const text = await within(dialog).findByTestId('orders-text');
    expect(text.textContent).toBe('Aprire il varco alle 07:00.\nControllare i badge.');
    expect(text).toHaveStyle({ whiteSpace: 'pre-wrap' });
    expect(within(dialog).getByRole('button', { name: /Planimetria/ })).toBeInTheDocument();
    expect(within(dialog).getByTestId('orders-version')).toHaveTextContent('Versione 2 del 20/11/2026');
    expect(within(dialog).getByText('Le consegne sono cambiate dalla tua ultima presa visione.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ho letto e compreso le consegne' }));
    expect(await within(dialog).findByTestId('orders-acknowledged')).toHaveTextContent('Presa visione il 23/11/2026 06:42');
    expect(posts).toEqual(['/api/workforce/posts/10/acknowledge']);
    expect(within(dialog).queryByRole('button', { name: 'Ho letto e compreso le consegne' })).toBeNull();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Chiudi' })).toHaveFocus());
    // The list read again drops the button on the card, and the dialog stays until closed.
    await waitFor(() => expect(screen.queryByTestId('orders-button')).toBeNull());
    expect(screen.getByRole('dialog')).toHaveTextContent('Presa visione il 23/11/2026 06:42');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('I miei turni', () => {
  beforeEach(() => appStore.set({ auth: { user: worker, token: 't' } }));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the coming weeks from Monday, with client and orders of each shift', async () => {
    stubApi([shift(1, addDays(today, 1), '07:00', '19:00', { ordersAcknowledged: false }), shift(2, addDays(today, 8), '22:00', '06:00', { ordersAcknowledged: null })]);
    show(<MyShiftsPage />);
    const weeks = await screen.findAllByTestId('shift-week');
    expect(weeks).toHaveLength(2);
    expect(weeks[0]).toHaveTextContent(/Settimana dal \d\d\/\d\d\/\d{4}/);
    const [first, second] = screen.getAllByTestId('my-shift');
    expect(first).toHaveTextContent('Portineria · Reception Via Nazionale · Cliente Demo');
    expect(within(first).getByTestId('orders-button')).toHaveAttribute('data-state', 'to-read');
    expect(second).toHaveTextContent('22:00–06:00 (+1)');
    expect(within(second).queryByTestId('orders-button')).toBeNull();
  });
});
