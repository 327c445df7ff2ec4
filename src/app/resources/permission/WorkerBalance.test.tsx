import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore } from 'react-admin';
import type { TBalance } from '../../../shared/schemas/permission';
import { messages } from '../../i18n/locales/it';
import { WorkerBalance } from './WorkerBalance';

describe('a worker’s balance read by the back office and accounting', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks for that worker’s balance of the year shown, and of the next one on request', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      asked.push(url.search);
      const year = Number(url.searchParams.get('year'));
      const used = year === 2026 ? 20 : 0;
      const balance: TBalance = {
        userId: 7, year, patronDay: null,
        items: [{ type: 'FERIE', unit: 'DAYS', allowance: 24, used, planned: 0, pending: 0, remaining: 24 - used, available: 24 - used }],
      };
      return new Response(JSON.stringify(balance), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }));
    render(
      <AdminContext i18nProvider={polyglotI18nProvider(() => messages, 'it')} store={memoryStore()}>
        <WorkerBalance userId={7} year={2026} />
      </AdminContext>,
    );
    expect(await screen.findByTestId('balance-FERIE-remaining')).toHaveTextContent('4 giorni');
    fireEvent.click(screen.getByRole('button', { name: 'Anno successivo' }));
    expect(await screen.findByText('Saldo 2027')).toBeInTheDocument();
    expect(await screen.findByTestId('balance-FERIE-remaining')).toHaveTextContent('24 giorni');
    expect(asked).toEqual(['?year=2026&userId=7', '?year=2027&userId=7']);
  });
});
