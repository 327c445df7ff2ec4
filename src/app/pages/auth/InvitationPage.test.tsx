import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../i18n/locales/it';
import { onToast, type TToast } from '../../providers/toast';
import { browserLocale } from '../../i18n/browserLanguage';
import { InvitationPage } from './InvitationPage';

const INVITATION = { firstName: 'Lucia', lastName: 'Ferri', username: 'lucia.ferri', email: 'lucia.ferri@condominioaurora.it' };
const STRONG = 'Portineria-Aurora-77';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The API as the page meets it: GET reads the link, POST sets the password (or answers `posted`). */
const stubApi = ({ read = () => json(200, INVITATION), posted = () => json(200, { message: 'Password impostata: ora puoi accedere', username: 'lucia.ferri', loginPath: '/login-client' }) } = {}) => {
  const fetch = vi.fn(async (_url: string, init?: RequestInit) => (init?.method === 'POST' ? posted() : read()));
  vi.stubGlobal('fetch', fetch);
  return fetch;
};

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext i18nProvider={polyglotI18nProvider(() => messages, 'it')} store={memoryStore()}>
        <Routes>
          <Route path="/auth/invitation" element={<InvitationPage />} />
          <Route path="/login-client" element={<div data-testid="where">login-client</div>} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the invitation page', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows whom the link is for, checks the password twice, then sends to /login-client with a toast', async () => {
    const fetch = stubApi();
    const toasts: TToast[] = [];
    const stop = onToast((toast) => toasts.push(toast));
    renderAt('/auth/invitation?token=abc_DEF-123');
    expect(await screen.findByText('Lucia Ferri')).toBeInTheDocument();
    expect(screen.getByText('Nome utente: lucia.ferri')).toBeInTheDocument();
    expect(screen.getByText('E-mail: lucia.ferri@condominioaurora.it')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/invitation/abc_DEF-123', expect.objectContaining({ method: 'GET' }));

    type(/^Nuova password/, 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Imposta la password' }));
    expect(await screen.findByText(/Password troppo debole/)).toBeInTheDocument();
    type(/^Nuova password/, STRONG);
    type(/^Ripeti la password/, `${STRONG}!`);
    fireEvent.click(screen.getByRole('button', { name: 'Imposta la password' }));
    expect(await screen.findByText('Le due password non coincidono')).toBeInTheDocument();
    const posts = () => fetch.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts()).toHaveLength(0);

    type(/^Ripeti la password/, STRONG);
    fireEvent.click(screen.getByRole('button', { name: 'Imposta la password' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('login-client');
    expect(posts()).toHaveLength(1);
    expect(posts()[0][0]).toBe('/api/invitation/abc_DEF-123');
    expect(JSON.parse(String(posts()[0][1]?.body))).toEqual({ password: STRONG });
    expect(toasts).toEqual([expect.objectContaining({ severity: 'success', message: 'Password impostata: ora puoi accedere' })]);
    stop();
  });

  it("puts the server's refusal of the password on its field and stays", async () => {
    stubApi({ posted: () => json(400, { message: 'Dati non validi', errors: { password: 'Password troppo debole: almeno 10 caratteri e non tra le più comuni' } }) });
    renderAt('/auth/invitation?token=abc');
    await screen.findByText('Lucia Ferri');
    type(/^Nuova password/, STRONG);
    type(/^Ripeti la password/, STRONG);
    fireEvent.click(screen.getByRole('button', { name: 'Imposta la password' }));
    expect(await screen.findByText('Password troppo debole: almeno 10 caratteri e non tra le più comuni')).toBeInTheDocument();
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('says why a used or expired link cannot be used, and leads to sign-in', async () => {
    stubApi({ read: () => json(404, { message: 'Questo invito è già stato usato: accedi con la password che hai scelto', code: 'NOT_FOUND' }) });
    renderAt('/auth/invitation?token=spent');
    expect(await screen.findByTestId('invitation-invalid')).toHaveTextContent('Questo invito è già stato usato');
    expect(screen.queryByTestId('invitation-form')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Vai all’accesso' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('login-client');
  });

  it('without a token asks to open the link again, without calling the server', async () => {
    const fetch = stubApi();
    renderAt('/auth/invitation');
    expect(await screen.findByTestId('invitation-invalid')).toHaveTextContent('manca il codice di invito');
    await waitFor(() => expect(fetch).not.toHaveBeenCalled());
  });

  it('takes the first of the browser’s languages the app speaks', () => {
    expect(browserLocale(['es-ES', 'en'])).toBe('es');
    expect(browserLocale(['de-DE', 'en-GB', 'it'])).toBe('en');
    expect(browserLocale(['fr-FR'])).toBeUndefined();
  });
});
