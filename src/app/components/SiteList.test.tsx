import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, HttpError, memoryStore, type DataProvider } from 'react-admin';
import { messages } from '../i18n/locales/it';
import { SiteList, type TSite } from './SiteList';

const site = (id: number, name: string, assignedGuards?: number): TSite => ({ id, name, address: null, lat: 41.9, lng: 12.5, radiusMeters: 150, assignedGuards });
const REFUSED = 'La sede ha presenze registrate (25), che vanno conservate: non può essere eliminata';

const renderList = (sites: TSite[], remove: DataProvider['delete']) => {
  const onDeleted = vi.fn();
  render(
    <AdminContext dataProvider={{ delete: remove } as unknown as DataProvider} i18nProvider={polyglotI18nProvider(() => messages, 'it')} store={memoryStore()}>
      <SiteList resource="client-site" sites={sites} onSelect={() => undefined} onEdit={() => undefined} onDeleted={onDeleted} />
    </AdminContext>,
  );
  return onDeleted;
};
const askToDelete = async (name: string) => {
  fireEvent.click(screen.getByRole('button', { name: `Elimina ${name}` }));
  return within(await screen.findByRole('dialog'));
};

describe('deleting a site from the list', () => {
  afterEach(cleanup);

  it('says that a site with guards on published shifts is kept, and how many', async () => {
    renderList([site(1, 'Reception', 2), site(2, 'Varco', 0)], vi.fn());
    expect((await askToDelete('Reception')).getByText(/ha 2 guardie nei turni pubblicati: una sede con turni pubblicati non si elimina/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Annulla/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const plain = await askToDelete('Varco');
    expect(plain.getByText('La sede «Varco» verrà eliminata con il suo raggio di timbratura.')).toBeInTheDocument();
  });

  it("keeps the server's refusal on screen until it is read, and the site in the list", async () => {
    const onDeleted = renderList([site(1, 'Reception', 3)], vi.fn(async () => Promise.reject(new HttpError(REFUSED, 409, { message: REFUSED }))));
    fireEvent.click((await askToDelete('Reception')).getByRole('button', { name: /Conferma/ }));
    const refusal = within(await screen.findByTestId('refusal-dialog'));
    expect(refusal.getByText('Impossibile eliminare «Reception»')).toBeInTheDocument();
    expect(refusal.getByText(REFUSED)).toBeInTheDocument();
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
