import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, Form, memoryStore, type DataProvider } from 'react-admin';
import { messages } from '../../i18n/locales/it';
import { appStore } from '../../state/store';
import { SiteInput } from './SiteInput';

const ROWS: Record<string, Array<Record<string, unknown>>> = {
  place: [
    { id: 1, name: 'Sede legale', address: 'Via del Corso 120', companyId: 1 },
    { id: 2, name: 'Sede di Napoli', address: 'Via Toledo 200', companyId: 3 },
  ],
  'client-site': [
    { id: 7, name: 'Reception', address: 'Via Veneto 1', clientId: 20, clientName: 'Banca Roma', companyId: 1 },
    { id: 8, name: 'Varco', address: null, clientId: 21, clientName: 'Porto S.r.l.', companyId: 1 },
    { id: 9, name: 'Portineria', address: null, clientId: 30, clientName: 'Condominio Parco', companyId: 3 },
  ],
  company: [{ id: 1, name: 'Presidio Roma' }, { id: 3, name: 'Presidio Napoli' }],
};

/** Lists filtered as the server does: by company and by id. */
const fakeProvider = () => {
  const getList = vi.fn(async (resource: string, { filter }: { filter: Record<string, unknown> }) => {
    const wanted = (value: unknown, field: unknown) => value === undefined || (Array.isArray(value) ? value.includes(field) : value === field);
    const data = (ROWS[resource] ?? []).filter((row) => wanted(filter.companyId, row.companyId) && wanted(filter.id, row.id));
    return { data, total: data.length };
  });
  return { getList } as unknown as DataProvider & { getList: typeof getList };
};

const renderInput = (dataProvider: DataProvider, props: Parameters<typeof SiteInput>[0], onSubmit = vi.fn()) => {
  const view = (p: Parameters<typeof SiteInput>[0]) => (
    <AdminContext dataProvider={dataProvider} i18nProvider={polyglotI18nProvider(() => messages, 'it')} store={memoryStore()}>
      <Form onSubmit={onSubmit}>
        <SiteInput {...p} />
        <button type="submit">salva</button>
      </Form>
    </AdminContext>
  );
  const result = render(view(props));
  return { ...result, rerenderWith: (p: Parameters<typeof SiteInput>[0]) => result.rerender(view(p)), onSubmit };
};

const openOptions = async () => {
  const input = screen.getByRole('combobox');
  fireEvent.mouseDown(input);
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  return within(await screen.findByRole('listbox'));
};

describe('the site picker of manual records and corrections', () => {
  afterEach(() => {
    cleanup();
    appStore.set({ auth: null });
  });

  it("lists the company's places and its clients' sites, grouped, each with its kind or client", async () => {
    const provider = fakeProvider();
    renderInput(provider, { companyIds: [1] });
    await waitFor(() => expect(provider.getList).toHaveBeenCalledWith('client-site', expect.anything()));
    const list = await openOptions();
    await list.findByText('Banca Roma · Via Veneto 1');
    expect(list.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Sede legaleSede aziendale · Via del Corso 120',
      'ReceptionBanca Roma · Via Veneto 1',
      'VarcoPorto S.r.l.',
    ]);
    expect(list.getByText('Sedi aziendali')).toBeInTheDocument();
    expect(list.getByText('Sedi dei clienti')).toBeInTheDocument();
    const filters = provider.getList.mock.calls.filter(([resource]) => resource !== 'company').map(([resource, params]) => [resource, params.filter]);
    expect(filters).toContainEqual(['place', { companyId: [1] }]);
    expect(filters).toContainEqual(['client-site', { companyId: [1] }]);
    // The sites name their client: no third request waits for the first two, and the field fills at once.
    expect(filters.map(([resource]) => resource).sort()).toEqual(['client-site', 'place']);
  });

  it("finds a site by its client's name and keeps the choice as type:id", async () => {
    const { onSubmit } = renderInput(fakeProvider(), { companyIds: [1] });
    const input = screen.getByRole('combobox');
    await openOptions();
    fireEvent.change(input, { target: { value: 'porto' } });
    const list = within(await screen.findByRole('listbox'));
    await waitFor(() => expect(list.getAllByRole('option').map((o) => o.textContent)).toEqual(['VarcoPorto S.r.l.']));
    fireEvent.click(list.getByRole('option'));
    expect(input).toHaveValue('Varco · Porto S.r.l.');
    fireEvent.click(screen.getByRole('button', { name: 'salva' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ site: 'CLIENT_SITE:8' });
  });

  it('names the company of each place when several companies are listed', async () => {
    const admin = { id: 1, fiscalCode: 'RSSMRA80A01H501U', username: null, email: 'a@example.it', firstName: 'Mario', lastName: 'Rossi', roles: ['ROLE_ADMIN' as const], companyIds: [], mustChangePassword: false };
    appStore.set({ auth: { user: admin, token: 't' } });
    renderInput(fakeProvider(), { companyIds: undefined });
    const list = await openOptions();
    await list.findByText('Sede aziendale · Presidio Napoli · Via Toledo 200');
    expect(list.getByText('Sede aziendale · Presidio Roma · Via del Corso 120')).toBeInTheDocument();
  });

  it("clears a site that another worker's company does not have, and keeps a record's own site", async () => {
    const provider = fakeProvider();
    const { rerenderWith, onSubmit } = renderInput(provider, { companyIds: [1] });
    const list = await openOptions();
    fireEvent.click(await list.findByText('Sede legale'));
    expect(screen.getByRole('combobox')).toHaveValue('Sede legale · Sede aziendale');
    rerenderWith({ companyIds: [3] });
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveValue(''));
    cleanup();

    const current = { id: 'PLACE:99', type: 'PLACE' as const, name: 'Vecchia sede', address: null, companyId: 1, clientName: null };
    renderInput(provider, { companyIds: [1], current }, onSubmit);
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveValue('Vecchia sede · Sede aziendale'));
    fireEvent.click(screen.getByRole('button', { name: 'salva' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ site: 'PLACE:99' });
  });
});
