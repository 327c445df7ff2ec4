import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, DataTable, ListBase, memoryStore, ResourceContextProvider, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { messages } from '../i18n/locales/it';
import { buildTheme } from '../theme';

const companies = [{ id: 1, name: 'Presidio Sicurezza S.r.l.' }, { id: 2, name: 'Vigilanza Nord S.r.l.' }];
const dataProvider = { getList: async () => ({ data: companies, total: companies.length }) } as unknown as DataProvider;

const Where = () => <p data-testid="where">{useLocation().pathname}</p>;

const renderList = () =>
  render(
    <MemoryRouter initialEntries={['/company']}>
      <AdminContext theme={buildTheme({ inputStyle: 'outlined', ripple: false })} i18nProvider={polyglotI18nProvider(() => messages, 'it')} store={memoryStore()} dataProvider={dataProvider}>
        <ResourceContextProvider value="company">
          <Routes>
            <Route
              path="/company"
              element={
                <ListBase>
                  <DataTable rowClick="show">
                    <DataTable.Col source="name" />
                  </DataTable>
                </ListBase>
              }
            />
            <Route path="*" element={null} />
          </Routes>
          <Where />
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );

describe('list rows from the keyboard', () => {
  afterEach(cleanup);

  it('reaches a row with Tab and opens its record with Enter, as a click does', async () => {
    renderList();
    const row = (await screen.findByText('Vigilanza Nord S.r.l.')).closest('tr') as HTMLElement;
    expect(row).toHaveAttribute('tabindex', '0');
    row.focus();
    fireEvent.keyDown(row, { key: 'Enter' });
    // The navigation lands after the key's handler: wait for it (on a busy machine it came late).
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/company/2/show'));
  });

  it('leaves other keys, and keys pressed in a control of the row, alone', async () => {
    renderList();
    const row = (await screen.findByText('Presidio Sicurezza S.r.l.')).closest('tr') as HTMLElement;
    fireEvent.keyDown(row, { key: ' ' });
    const cell = row.querySelector('td') as HTMLElement;
    fireEvent.keyDown(cell, { key: 'Enter' });
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/company$/);
  });
});
