import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore } from 'react-admin';
import type { TBalance } from '../../../shared/schemas/permission';
import { messages } from '../../i18n/locales/it';
import { BalanceCard } from './BalanceCard';
import { balanceShares } from './balance';

const balance: TBalance = {
  userId: 7,
  year: 2026,
  patronDay: null,
  items: [
    { type: 'FERIE', unit: 'DAYS', allowance: 26, used: 9, planned: 3, pending: 4, remaining: 14, available: 10 },
    { type: 'ROL', unit: 'HOURS', allowance: 72, used: 4.5, planned: 0, pending: 0, remaining: 67.5, available: 67.5 },
    { type: 'EX_FESTIVITA', unit: 'HOURS', allowance: 32, used: 33, planned: 0, pending: 0, remaining: -1, available: -1 },
  ],
};

const show = (props: Partial<Parameters<typeof BalanceCard>[0]> = {}) =>
  render(
    <AdminContext i18nProvider={polyglotI18nProvider(() => messages, 'it')} store={memoryStore()}>
      <BalanceCard balance={balance} isPending={false} isError={false} year={2026} {...props} />
    </AdminContext>,
  );

describe('the balance card (the worker’s page, a user’s leave tab, a request’s page)', () => {
  afterEach(cleanup);

  it('shows FERIE in days and ROL and ex-festività in hours: allowance, used, planned, pending, remaining', () => {
    show();
    expect(screen.getByText('Saldo 2026')).toBeInTheDocument();
    const ferie = within(screen.getByTestId('balance-FERIE'));
    expect(ferie.getByText('Ferie')).toBeInTheDocument();
    expect(screen.getByTestId('balance-FERIE-remaining')).toHaveTextContent('14 giorni');
    expect(screen.getByTestId('balance-FERIE-allowance')).toHaveTextContent('26 giorni');
    expect(screen.getByTestId('balance-FERIE-used')).toHaveTextContent('9 giorni');
    expect(ferie.getByText('Goduti')).toBeInTheDocument();
    expect(screen.getByTestId('balance-FERIE-planned')).toHaveTextContent('3 giorni');
    expect(ferie.getByText('Pianificati')).toBeInTheDocument();
    expect(screen.getByTestId('balance-FERIE-pending')).toHaveTextContent('4 giorni');
    expect(ferie.getByText('Ancora richiedibili: 10 giorni')).toBeInTheDocument();
    expect(screen.getByTestId('balance-ROL-remaining')).toHaveTextContent('67,5 ore');
    expect(screen.getByTestId('balance-ROL-used')).toHaveTextContent('4,5 ore');
    expect(within(screen.getByTestId('balance-ROL')).queryByText(/Ancora richiedibili/)).toBeNull();
    expect(screen.getByTestId('balance-EX_FESTIVITA-remaining')).toHaveTextContent('-1 ora');
  });

  it('says so when no allowance is set, or when the balance cannot be read', () => {
    show({ balance: { userId: 7, year: 2026, patronDay: null, items: [] } });
    expect(screen.getByText(/Nessun monte ferie o permessi/)).toBeInTheDocument();
    cleanup();
    show({ balance: undefined, isError: true });
    expect(screen.getByText('Saldo non disponibile in questo momento.')).toBeInTheDocument();
  });

  it('steps to the previous or the next year when the reader may change it, and only then', () => {
    const onYearChange = vi.fn();
    show({ onYearChange });
    fireEvent.click(screen.getByRole('button', { name: 'Anno precedente' }));
    fireEvent.click(screen.getByRole('button', { name: 'Anno successivo' }));
    expect(onYearChange.mock.calls).toEqual([[2025], [2027]]);
    cleanup();
    show();
    expect(screen.queryByRole('button', { name: 'Anno precedente' })).toBeNull();
  });

  it('never lets the bar overflow', () => {
    expect(balanceShares(balance.items[0])).toEqual({ used: (9 / 26) * 100, planned: (3 / 26) * 100, pending: (4 / 26) * 100 });
    const full = balanceShares({ ...balance.items[0], used: 20, planned: 5 });
    expect(full.pending).toBeCloseTo((1 / 26) * 100);
    expect(full.used + full.planned + full.pending).toBeCloseTo(100);
    expect(balanceShares(balance.items[2])).toEqual({ used: 100, planned: 0, pending: 0 });
    expect(balanceShares({ ...balance.items[0], allowance: 0, used: 0, planned: 0 })).toEqual({ used: 0, planned: 0, pending: 0 });
    expect(balanceShares({ ...balance.items[0], allowance: 0, used: 0 })).toEqual({ used: 0, planned: 100, pending: 0 });
  });
});
