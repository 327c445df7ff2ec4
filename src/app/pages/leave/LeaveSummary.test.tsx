import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, Form, memoryStore } from 'react-admin';
import type { TBalance } from '../../../shared/schemas/permission';
import { messages } from '../../i18n/locales/it';
import type { TLeaveFormValues } from './leaveForm';
import { LeaveSummary } from './LeaveSummary';

/** The worker's own FERIE: 2026 nearly spent, 2027 whole; nothing assigned yet for 2028. */
const balanceOf = (year: number): TBalance | undefined => {
  const ferie = { 2026: { used: 20, pending: 1 }, 2027: { used: 0, pending: 0 } }[year];
  if (!ferie) return undefined;
  const remaining = 24 - ferie.used;
  return { userId: 7, year, patronDay: null, items: [{ type: 'FERIE', unit: 'DAYS', allowance: 24, planned: 0, ...ferie, remaining, available: remaining - ferie.pending }] };
};

const thisYear = balanceOf(2026);

const stubApi = () => {
  const years: string[] = [];
  vi.stubGlobal('fetch', vi.fn(async (input: string) => {
    const url = new URL(input, 'http://localhost');
    const year = url.searchParams.get('year') ?? '';
    years.push(year);
    const balance = balanceOf(Number(year)) ?? { userId: 7, year: Number(year), patronDay: null, items: [] };
    return new Response(JSON.stringify(balance), { status: 200, headers: { 'Content-Type': 'application/json' } });
  }));
  return years;
};

const showSummary = (values: Partial<TLeaveFormValues>) =>
  render(
    <AdminContext i18nProvider={polyglotI18nProvider(() => messages, 'it')} store={memoryStore()}>
      <Form defaultValues={{ type: 'FERIE', mode: 'DAYS', ...values }}>
        <LeaveSummary balance={thisYear} />
      </Form>
    </AdminContext>,
  );

const summary = () => screen.getByTestId('leave-summary');

describe('the new request’s summary on /home/permission', () => {
  let years: string[];
  beforeEach(() => {
    years = stubApi();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('within this year: what may still be asked after it, naming the year', async () => {
    showSummary({ startDate: '2026-12-14', endDate: '2026-12-15' });
    await waitFor(() => expect(summary()).toHaveTextContent('Totale: 2 giorni · Dopo la richiesta resteranno 1 giorno (saldo 2026)'));
    expect(summary()).toHaveAttribute('data-overdrawn', 'false');
  });

  it('in another year: that year’s balance, never this year’s minus the whole request', async () => {
    showSummary({ startDate: '2027-03-01', endDate: '2027-03-20' });
    await waitFor(() => expect(summary()).toHaveTextContent('Totale: 18 giorni · Dopo la richiesta resteranno 6 giorni (saldo 2027)'));
    expect(summary()).not.toHaveTextContent('-');
    expect(years).toContain('2027');
  });

  it('across the new year: what it takes from each year, each against its own balance', async () => {
    showSummary({ startDate: '2026-12-28', endDate: '2027-01-08' });
    await waitFor(() =>
      expect(summary()).toHaveTextContent(
        'Totale: 9 giorni · 2026: 4 giorni, poi resteranno -1 giorno · 2027: 5 giorni, poi resteranno 19 giorni · Chiedi più di quanto ti resta: l’ufficio potrebbe non approvarla',
      ),
    );
    expect(summary()).toHaveAttribute('data-overdrawn', 'true');
  });

  it('a year without an allowance yet: only the request’s total, no figure taken from another year', async () => {
    showSummary({ startDate: '2028-02-01', endDate: '2028-02-02' });
    await waitFor(() => expect(years).toContain('2028'));
    expect(summary()).toHaveTextContent(/^Totale: 2 giorni$/);
  });

  it('L.104 has no allowance: only its total, and no balance is asked for', async () => {
    showSummary({ type: 'L104', startDate: '2026-12-14', endDate: '2026-12-15' });
    expect(summary()).toHaveTextContent(/^Totale: 2 giorni$/);
    expect(years).toEqual([]);
  });
});
