import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TRequest } from '../../../shared/schemas/request';
import { RequestListPage } from './RequestListPage';
import { aRequest, asPhone, json, renderPortal, signInClient, SITES, stubApi } from './testing';


const ROWS = [
  aRequest({ id: 9, title: 'Ronde notturne', status: 'IN_PROGRESS', serviceType: 'VIGILANZA_ISPETTIVA', roundsPerDay: 3, siteId: 6, siteName: 'Magazzino Tiburtina', endDate: null }),
  aRequest({ id: 7, status: 'OPEN' }),
  aRequest({ id: 4, title: 'Evento di Natale', status: 'REJECTED', serviceType: 'EVENTO', startDate: '2026-12-20', endDate: '2026-12-20' }),
];

/** The list as the server would filter it by status and site, answering the protocol's total. */
const api = (rows: TRequest[]) =>
  stubApi(
    (url) => (url.pathname === '/api/request/sites' ? json(SITES) : undefined),
    (url) => {
      if (url.pathname !== '/api/request') return undefined;
      const filter = JSON.parse(url.searchParams.get('filter') ?? '{}') as { status?: string; siteId?: number };
      const found = rows.filter((row) => (!filter.status || row.status === filter.status) && (!filter.siteId || row.siteId === filter.siteId));
      return json(found, 200, { 'Content-Range': `request 0-${Math.max(found.length - 1, 0)}/${found.length}` });
    },
  );

const listCalls = (fetch: ReturnType<typeof api>) =>
  fetch.mock.calls.map(([input]) => new URL(input, 'http://localhost')).filter((url) => url.pathname === '/api/request');

const choose = async (label: RegExp, option: string) => {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('the client’s requests', () => {
  beforeEach(signInClient);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists them newest first in a table, each status in words, and opens one', async () => {
    const fetch = api(ROWS);
    renderPortal(<RequestListPage />);
    const chips = await screen.findAllByTestId('request-status');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Presa in carico', 'Inviata', 'Rifiutata']);
    const first = listCalls(fetch)[0];
    expect(JSON.parse(first.searchParams.get('sort')!)).toEqual(['createdAt', 'DESC']);
    expect(screen.getByText('Vigilanza ispettiva (ronda)')).toBeInTheDocument();
    expect(screen.getByText('Dal 01/12/2026 al 03/12/2026')).toBeInTheDocument();
    expect(screen.getByText('Il 20/12/2026')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Ronde notturne'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashclient/request/9'));
  });

  it('filters by status and by one of the client’s sites', async () => {
    const fetch = api(ROWS);
    renderPortal(<RequestListPage />);
    await screen.findAllByTestId('request-status');
    await choose(/Stato/, 'Inviata');
    await waitFor(() => expect(screen.getAllByTestId('request-status').map((chip) => chip.textContent)).toEqual(['Inviata']));
    expect(JSON.parse(listCalls(fetch).at(-1)!.searchParams.get('filter')!)).toEqual({ status: 'OPEN' });
    await choose(/Sede/, 'Magazzino Tiburtina');
    await waitFor(() => expect(JSON.parse(listCalls(fetch).at(-1)!.searchParams.get('filter')!)).toEqual({ status: 'OPEN', siteId: 6 }));
    expect(await screen.findByTestId('no-match')).toHaveTextContent('Nessuna richiesta corrisponde ai filtri scelti.');
  });

  it('filters by period: the service starting between two days', async () => {
    const fetch = api(ROWS);
    renderPortal(<RequestListPage />);
    await screen.findAllByTestId('request-status');
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi filtro' }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Inizio dal' }));
    fireEvent.change(await screen.findByLabelText('Inizio dal'), { target: { value: '2026-12-05' } });
    await waitFor(() => expect(JSON.parse(listCalls(fetch).at(-1)!.searchParams.get('filter')!)).toEqual({ startDate_gte: '2026-12-05' }));
  });

  it('shows cards on a phone, each a link to its request', async () => {
    asPhone();
    api(ROWS);
    renderPortal(<RequestListPage />);
    const cards = await screen.findAllByTestId('request-card');
    expect(cards.map((card) => card.dataset.id)).toEqual(['9', '7', '4']);
    expect(within(cards[0]).getByTestId('request-status')).toHaveTextContent('Presa in carico');
    expect(cards[0]).toHaveTextContent('Vigilanza ispettiva (ronda) · Magazzino Tiburtina');
    expect(cards[0]).toHaveTextContent('Dal 01/12/2026');
    expect(within(cards[1]).getByRole('link')).toHaveAttribute('href', '/dashclient/request/7');
  });

  it('invites to send the first request when there is none', async () => {
    api([]);
    renderPortal(<RequestListPage />);
    const empty = await screen.findByTestId('list-empty');
    expect(empty).toHaveTextContent('Nessuna richiesta, per ora');
    expect(within(empty).getByRole('link', { name: 'Nuova richiesta' })).toHaveAttribute('href', '/dashclient/create-request');
  });
});
