import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, ListBase, memoryStore, type DataProvider } from 'react-admin';
import { messages } from '../../i18n/locales/it';
import { StatusTabs } from './StatusTabs';

const TOTALS: Record<string, number> = { PENDING: 3, APPROVED: 12, REJECTED: 1, CANCELLED: 0 };

const fakeProvider = () => {
  const getList = vi.fn(async (_resource: string, { filter }: { filter: Record<string, unknown> }) => ({
    data: [],
    // Filtering by type halves what each tab holds, so the counts must follow the other filters.
    total: Math.floor(TOTALS[String(filter.status)] / (filter.type ? 2 : 1)),
  }));
  return { getList } as unknown as DataProvider & { getList: typeof getList };
};

const renderTabs = (dataProvider: DataProvider, filter: Record<string, unknown> = {}) =>
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={polyglotI18nProvider(() => messages, 'it')} store={memoryStore()}>
      <ListBase resource="permission" filterDefaultValues={{ status: 'PENDING', ...filter }} disableSyncWithLocation>
        <StatusTabs />
      </ListBase>
    </AdminContext>,
  );

const count = (status: string) => screen.getByTestId(`tab-count-${status}`).textContent;

describe('status tabs', () => {
  afterEach(cleanup);

  it('lists the statuses pending first, each with its count', async () => {
    renderTabs(fakeProvider());
    await waitFor(() => expect(count('APPROVED')).toBe('12'));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['In attesa3', 'Approvate12', 'Rifiutate1', 'Annullate0']);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('In attesa');
  });

  it('counts under the list’s other filters', async () => {
    const provider = fakeProvider();
    renderTabs(provider, { type: 'FERIE' });
    await waitFor(() => expect(count('APPROVED')).toBe('6'));
    expect(count('PENDING')).toBe('1');
    const filters = provider.getList.mock.calls.map(([, params]) => params.filter);
    expect(filters).toContainEqual({ type: 'FERIE', status: 'REJECTED' });
  });

  it('switching tab filters the list by that status', async () => {
    const provider = fakeProvider();
    renderTabs(provider);
    fireEvent.click(await screen.findByRole('tab', { name: /Rifiutate/ }));
    await waitFor(() => expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Rifiutate'));
    // The list's own query (the tabs' counts ask for one row each, and may answer in any order).
    type Params = { filter: Record<string, unknown>; sort: { order: string }; pagination: { perPage: number } };
    const listCall = () => provider.getList.mock.calls.map(([, params]) => params as unknown as Params).filter((params) => params.pagination.perPage !== 1).at(-1);
    await waitFor(() => expect(listCall()?.filter.status).toBe('REJECTED'));
    expect(listCall()?.sort.order).toBe('DESC');
  });
});
