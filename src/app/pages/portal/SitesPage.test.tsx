import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TStatement } from '../../../shared/schemas/request-statement';
import { currentMonth, shiftMonth } from '../attendance/format';
import { SitesPage } from './SitesPage';
import { callsTo, json, renderPortal, signInClient, SITES, stubApi } from './testing';

const LAST_MONTH = shiftMonth(currentMonth(), -1);

const statement = (values: Partial<TStatement> = {}): TStatement => ({
  siteId: 5, siteName: 'Reception Via Nazionale', siteAddress: 'Via Nazionale 7, Roma', clientId: 2, clientName: 'Condominio Aurora', companyName: 'Presidio Sicurezza',
  month: LAST_MONTH,
  days: [
    { date: `${LAST_MONTH}-02`, plannedMinutes: 720, deliveredMinutes: 720 },
    { date: `${LAST_MONTH}-03`, plannedMinutes: 720, deliveredMinutes: 630 },
    { date: `${LAST_MONTH}-04`, plannedMinutes: 0, deliveredMinutes: 0 },
  ],
  duties: [
    { date: `${LAST_MONTH}-02`, name: 'Verdi Giuseppe', postName: 'Portineria', plannedStart: '07:00', plannedEnd: '19:00', checkIn: '06:58', checkOut: '19:02', plannedMinutes: 720, deliveredMinutes: 720 },
    { date: `${LAST_MONTH}-03`, name: 'Neri Luca', postName: 'Portineria', plannedStart: '07:00', plannedEnd: '19:00', checkIn: '08:30', checkOut: '19:00', plannedMinutes: 720, deliveredMinutes: 630 },
  ],
  totals: { plannedMinutes: 1440, deliveredMinutes: 1350 },
  closed: true, status: 'PENDING', note: null, answeredBy: null, answeredAt: null,
  ...values,
});

/** The statement's routes; an answer changes what the statement says next time, as on the server. */
const api = (first: TStatement) => {
  let current = first;
  return stubApi(
    (url) => (url.pathname === '/api/request/sites' ? json(SITES) : undefined),
    (url) => (url.pathname === '/api/request/statement' ? json({ ...current, siteId: Number(url.searchParams.get('siteId')), month: url.searchParams.get('month') }) : undefined),
    (url, init) => {
      const action = /^\/api\/request\/statement\/\d+\/[\d-]+\/(accept|contest)$/.exec(url.pathname)?.[1];
      if (!action || init?.method !== 'POST') return undefined;
      const note = (JSON.parse(String(init.body)) as { note: string | null }).note;
      current = { ...current, status: action === 'accept' ? 'ACCEPTED' : 'CONTESTED', note, answeredBy: 'Conti Anna', answeredAt: '2026-11-26T11:00:00.000Z' };
      return json({ ...current, message: 'Risposta registrata' });
    },
  );
};

describe('Servizio e rendiconti', () => {
  beforeEach(signInClient);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('opens last month of the first site: totals, the days with service and who was on duty, the shortfall in words', async () => {
    const fetch = api(statement());
    renderPortal(<SitesPage />);
    expect(await screen.findByTestId('statement-planned')).toHaveTextContent('24 h');
    expect(screen.getByTestId('statement-delivered')).toHaveTextContent('22,5 h');
    expect(callsTo(fetch, 'GET', '/api/request/statement')[0].url.search).toBe(`?siteId=5&month=${LAST_MONTH}`);
    const days = screen.getAllByTestId('statement-day');
    expect(days.map((day) => day.dataset.date)).toEqual([`${LAST_MONTH}-02`, `${LAST_MONTH}-03`]);
    expect(days[0]).toHaveTextContent('Verdi Giuseppeprevisto 07:00–19:00 · presente 06:58–19:02');
    expect(days[1]).toHaveTextContent('10,5 h (1,5 h in meno)');
    expect(screen.getByTestId('statement-status')).toHaveTextContent('Da confermare');
    fireEvent.click(screen.getByRole('button', { name: 'Mese precedente' }));
    await waitFor(() => expect(callsTo(fetch, 'GET', '/api/request/statement').at(-1)!.url.searchParams.get('month')).toBe(shiftMonth(LAST_MONTH, -1)));
  });

  it('accepts a closed month, and then shows the answer instead of the buttons', async () => {
    const fetch = api(statement());
    renderPortal(<SitesPage />);
    fireEvent.click(await screen.findByTestId('statement-accept'));
    const dialog = await screen.findByRole('dialog', { name: 'Accettare il rendiconto?' });
    fireEvent.click(within(dialog).getByTestId('statement-answer-confirm'));
    expect(await screen.findByTestId('statement-answered')).toHaveTextContent('Rendiconto accettato');
    expect(callsTo(fetch, 'POST', `/api/request/statement/5/${LAST_MONTH}/accept`).map((call) => call.body)).toEqual([{ note: null }]);
    expect(screen.queryByTestId('statement-accept')).toBeNull();
    expect(screen.getByTestId('statement-status')).toHaveTextContent('Accettato');
  });

  it('contests only with a note, which it then shows', async () => {
    const fetch = api(statement());
    renderPortal(<SitesPage />);
    fireEvent.click(await screen.findByTestId('statement-contest'));
    const dialog = await screen.findByRole('dialog', { name: 'Contestare il rendiconto' });
    fireEvent.click(within(dialog).getByTestId('statement-answer-confirm'));
    expect(await within(dialog).findByText('Scrivi il motivo della contestazione')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', `/api/request/statement/5/${LAST_MONTH}/contest`)).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(/Che cosa non torna/), { target: { value: 'Il 3 la guardia è arrivata alle 8:30.' } });
    fireEvent.click(within(dialog).getByTestId('statement-answer-confirm'));
    expect(await screen.findByTestId('statement-answer-note')).toHaveTextContent('Il 3 la guardia è arrivata alle 8:30.');
    expect(screen.getByTestId('statement-answered')).toHaveTextContent('Rendiconto contestato');
    expect(callsTo(fetch, 'POST', `/api/request/statement/5/${LAST_MONTH}/contest`).map((call) => call.body)).toEqual([{ note: 'Il 3 la guardia è arrivata alle 8:30.' }]);
  });

  it('does not take an answer while the month is running', async () => {
    api(statement({ closed: false }));
    renderPortal(<SitesPage />);
    expect(await screen.findByTestId('statement-open')).toHaveTextContent('Il mese non è ancora concluso');
    expect(screen.queryByTestId('statement-accept')).toBeNull();
  });
});
