import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore } from 'react-admin';
import type { TBalance, TPermission } from '../../../shared/schemas/permission';
import { messages } from '../../i18n/locales/it';
import { DecisionDialog } from './DecisionDialog';
import { RequestBalance } from './RequestBalance';

/** Worker 7's FERIE by year, as GET api/permission/balance?userId=7&year= answers. */
const FERIE: Record<number, { used: number; pending: number }> = { 2026: { used: 13, pending: 2 }, 2027: { used: 0, pending: 5 } };

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const stubApi = () => {
  const calls: string[] = [];
  vi.stubGlobal('fetch', vi.fn(async (input: string) => {
    const url = new URL(input, 'http://localhost');
    calls.push(`${url.pathname}${url.search}`);
    if (url.pathname.endsWith('/warnings')) return answer([]);
    const year = Number(url.searchParams.get('year'));
    const ferie = FERIE[year];
    if (url.searchParams.get('userId') !== '7' || !ferie) return answer({ message: 'Non trovato' }, 404);
    const balance: TBalance = {
      userId: 7, year, patronDay: null,
      items: [{ type: 'FERIE', unit: 'DAYS', allowance: 24, planned: 0, ...ferie, remaining: 24 - ferie.used, available: 24 - ferie.used - ferie.pending }],
    };
    return answer(balance);
  }));
  return calls;
};

const request = (overrides: Partial<TPermission> = {}): TPermission => ({
  id: 41, userId: 7, userName: 'Verdi Giuseppe', companyId: 1, type: 'FERIE', status: 'PENDING',
  startDate: '2026-12-14', endDate: '2026-12-15', startTime: null, endTime: null, hours: null, reason: null,
  decidedBy: null, decidedAt: null, decisionNote: null, protocolNumber: null, kind: null, availabilityAddress: null,
  parentId: null, patronDay: null, createdAt: '2026-11-20T08:00:00.000Z', ...overrides,
} as TPermission);

const show = (children: React.ReactNode) =>
  render(
    <AdminContext i18nProvider={polyglotI18nProvider(() => messages, 'it')} store={memoryStore()}>
      {children}
    </AdminContext>,
  );

describe('a request beside the worker’s balance', () => {
  beforeEach(() => stubApi());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('tells what remains, what may still be asked and what would remain once approved', async () => {
    show(<RequestBalance record={request()} />);
    const line = await screen.findByTestId('request-balance-2026');
    expect(line).toHaveTextContent('Ferie 2026: residuo 11 giorni, ancora richiedibili 9 giorni, dopo l’approvazione 9 giorni');
    expect(screen.getByTestId('request-balance')).toHaveAttribute('data-below-zero', 'false');
    expect(screen.queryByText(/sotto zero/)).toBeNull();
  });

  it('warns when approving would take the year below zero', async () => {
    show(<RequestBalance record={request({ startDate: '2026-11-30', endDate: '2026-12-19' })} />);
    const line = await screen.findByTestId('request-balance-2026');
    // 30 Nov – 19 Dec: 20 days less two Sundays and 8 December, 17 from 11.
    expect(line).toHaveTextContent('dopo l’approvazione -6 giorni');
    expect(screen.getByTestId('request-balance')).toHaveAttribute('data-below-zero', 'true');
    expect(screen.getByText('Approvandola il residuo andrebbe sotto zero.')).toBeInTheDocument();
  });

  it('across the new year, each year with its share of the request and its own balance', async () => {
    show(<RequestBalance record={request({ startDate: '2026-12-28', endDate: '2027-01-08' })} />);
    expect(await screen.findByTestId('request-balance-2026')).toHaveTextContent(
      'Ferie 2026 (4 giorni di questa richiesta): residuo 11 giorni, ancora richiedibili 9 giorni, dopo l’approvazione 7 giorni',
    );
    expect(screen.getByTestId('request-balance-2027')).toHaveTextContent(
      'Ferie 2027 (5 giorni di questa richiesta): residuo 24 giorni, ancora richiedibili 19 giorni, dopo l’approvazione 19 giorni',
    );
  });

  it('a decided request shows the balance without an approval to come; a type without allowance shows nothing', async () => {
    show(<RequestBalance record={request({ status: 'APPROVED' })} />);
    const line = await screen.findByTestId('request-balance-2026');
    expect(line).toHaveTextContent('Ferie 2026: residuo 11 giorni, ancora richiedibili 9 giorni');
    expect(line).not.toHaveTextContent('dopo l’approvazione');
    cleanup();
    const { container } = show(<RequestBalance record={request({ type: 'L104' })} />);
    expect(container.querySelector('[data-testid^="request-balance"]')).toBeNull();
  });

  it('says so when the balance cannot be read', async () => {
    show(<RequestBalance record={request({ userId: 8 })} />);
    expect(await screen.findByText('Saldo non disponibile in questo momento.')).toBeInTheDocument();
  });

  it('sits in the dialog of one request, approving or rejecting, not in a bulk decision', async () => {
    show(<DecisionDialog records={[request()]} decision="reject" onClose={() => undefined} />);
    expect(await screen.findByTestId('request-balance-2026')).toHaveTextContent('dopo l’approvazione 9 giorni');
    cleanup();
    show(<DecisionDialog records={[request(), request({ id: 42 })]} decision="approve" onClose={() => undefined} />);
    await screen.findByTestId('no-warnings');
    expect(screen.queryByTestId('request-balance')).toBeNull();
  });
});
