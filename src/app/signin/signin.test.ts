import { fireEvent, screen, waitFor } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_LIFE_MS } from '../../shared/resources';
import { takeTemporaryPassword } from '../pages/auth/temporaryPassword';
import { takeEarly } from '../providers/earlyFetch';
import { onToast, showToast, type TToast } from '../providers/toast';
import { appStore } from '../state/store';
import { signInPages } from './testing';
import { prefetchApp, preloadWords } from './prefetch';
import { targetAfterSignIn } from './session';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const USER = { id: 7, fiscalCode: 'VRDGPP90C10F839E', username: null, email: 'g.verdi@example.it', firstName: 'Giuseppe', lastName: 'Verdi', companyIds: [1] };

const answer = (roles: string[], extra: object = {}) => json(200, { ...USER, roles, accessToken: 'token-123', ...extra });

const page = signInPages();
const renderPage = page.render;

const submit = (identifier: string, password: string, field = /Codice fiscale/) => {
  fireEvent.input(screen.getByLabelText(field), { target: { value: identifier } });
  fireEvent.input(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Accedi' }));
};

const stored = () => JSON.parse(window.localStorage.getItem('state') ?? 'null') as { auth: { token: string; user: { roles: string[] } } | null; locale: string } | null;

describe('signing in on the light page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("a refusal shows the 'Error' toast with the server's message for 3000 ms, and nothing is stored", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(401, { message: 'Credenziali non valide' })));
    const toasts: TToast[] = [];
    const stop = onToast((toast) => toasts.push(toast));
    const { onSignedIn } = renderPage();
    submit('VRDGPP90C10F839E', 'wrong');
    // Busy until the answer: disabled, still named for screen readers.
    expect(screen.getByRole('button', { name: 'Accedi' }).hasAttribute('disabled')).toBe(true);
    const toast = await screen.findByTestId('toast');
    expect(toast.getAttribute('role')).toBe('alert');
    expect(toast.textContent).toMatch(/^Error/);
    expect(toast.textContent).toContain('Credenziali non valide');
    expect(toast.getAttribute('data-severity')).toBe('error');
    expect(toasts[0]).toMatchObject({ title: 'toast.loginError', life: TOAST_LIFE_MS });
    expect(TOAST_LIFE_MS).toBe(3000);
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(stored()?.auth ?? null).toBeNull();
    // The form takes the credentials again.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Accedi' }).hasAttribute('disabled')).toBe(false));
    stop();
  });

  it("the server out of reach is an 'Error' toast too", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    renderPage();
    submit('VRDGPP90C10F839E', 'Presidio.2026');
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toBe('ErrorErrore di comunicazione con il server');
  });

  it.each([
    [['ROLE_ADMIN'], '/dashboard'],
    [['ROLE_MODERATOR'], '/dashboard'],
    [['ROLE_WORKER'], '/home/landing'],
    [['ROLE_CLIENTMANAGEMENT'], '/home/landing'],
    [['ROLE_CLIENT'], '/dashclient/home'],
    [['ROLE_ACCOUNTING'], '/attendance/months'],
  ])('%j: the session under `state`, then its home %s', async (roles, home) => {
    const fetch = vi.fn(async (url: string) => (url === '/api/auth/signin' ? answer(roles) : json(200, { open: null })));
    vi.stubGlobal('fetch', fetch);
    const { onTap, onSignedIn } = renderPage();
    submit('vrdgpp90c10f839e', 'Presidio.2026');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(home));
    expect(onTap).toHaveBeenCalledWith({ fiscalCode: 'VRDGPP90C10F839E', password: 'Presidio.2026' });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ fiscalCode: 'VRDGPP90C10F839E', password: 'Presidio.2026' });
    expect((init.headers as Headers).get('Accept-Language')).toBe('it');
    expect(stored()?.auth).toEqual({ user: { ...USER, roles }, token: 'token-123' });
    // The landing's first read is on its way with the new token, for the landing to take.
    const early = takeEarly('api/attendance/current');
    expect(!!early).toBe(home === '/home/landing');
    if (early) expect(((fetch.mock.calls[1] as unknown as [string, RequestInit])[1].headers as Headers).get('Authorization')).toBe('Bearer token-123');
    // Signed in, the button stays busy until the app takes the page.
    expect(screen.getByRole('button', { name: 'Accedi' }).hasAttribute('disabled')).toBe(true);
  });

  it('a client signs in with a username, trimmed, in the language chosen', async () => {
    appStore.set({ locale: 'es' });
    const fetch = vi.fn(async () => answer(['ROLE_CLIENT'], { username: 'portineria' }));
    vi.stubGlobal('fetch', fetch);
    const { onSignedIn } = renderPage('client');
    fireEvent.input(screen.getByLabelText(/Nombre de usuario/), { target: { value: ' portineria ' } });
    fireEvent.input(screen.getByLabelText(/^Contraseña/), { target: { value: 'Presidio.2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('/dashclient/home'));
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ username: 'portineria', password: 'Presidio.2026' });
    expect((init.headers as Headers).get('Accept-Language')).toBe('es');
  });

  it('a temporary password is kept in memory for the forced change, never stored', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer(['ROLE_WORKER'], { mustChangePassword: true })));
    const { onSignedIn } = renderPage();
    submit('VRDGPP90C10F839E', 'Temporanea-2026');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('/home/landing'));
    expect(window.localStorage.getItem('state')).not.toContain('Temporanea-2026');
    expect(takeTemporaryPassword()).toBe('Temporanea-2026');
    expect(takeEarly('api/attendance/current')).toBeUndefined();
  });

  it('returns where the router was sending the user, when their role may go there', () => {
    const state = (nextPathname: string) => ({ usr: { nextPathname, nextSearch: '?x=1' } });
    expect(targetAfterSignIn(['ROLE_ADMIN'], state('/company/create'))).toBe('/company/create?x=1');
    expect(targetAfterSignIn(['ROLE_WORKER'], state('/company/create'))).toBe('/home/landing');
    expect(targetAfterSignIn(['ROLE_ADMIN'], state('/auth/change-password'))).toBe('/dashboard');
    expect(targetAfterSignIn(['ROLE_ADMIN'], null)).toBe('/dashboard');
  });
});

describe('the light page’s toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const shown = () => screen.queryAllByTestId('toast');

  it('each goes after its 3000 ms, in a polite live region, with a close button in the page’s language', () => {
    renderPage();
    showToast({ severity: 'warning', title: 'toast.warning', message: 'Turno già assegnato' });
    const [toast] = shown();
    expect(toast.parentElement?.getAttribute('aria-live')).toBe('polite');
    expect(toast.textContent).toBe('AttenzioneTurno già assegnato');
    expect(toast.getAttribute('data-severity')).toBe('warning');
    expect(screen.getByRole('button', { name: 'Chiudi' }).getAttribute('title')).toBe('Chiudi');
    appStore.set({ locale: 'en' });
    expect(toast.textContent).toBe('WarningTurno già assegnato');
    vi.advanceTimersByTime(TOAST_LIFE_MS - 1);
    expect(shown()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(shown()).toHaveLength(0);
  });

  it('the close button takes one away at once; the last four stay on screen', () => {
    renderPage();
    for (const title of ['toast.ok', 'toast.error', 'toast.warning', 'toast.info', 'toast.loginError']) showToast({ severity: 'info', title, message: '' });
    expect(shown().map((toast) => toast.textContent)).toEqual(['Errore', 'Attenzione', 'Avviso', 'Error']);
    fireEvent.click(screen.getAllByRole('button', { name: 'Chiudi' })[0]);
    expect(shown().map((toast) => toast.textContent)).toEqual(['Attenzione', 'Avviso', 'Error']);
  });

  it('disposed, the stack shows no new toast and its timers end', () => {
    renderPage();
    const others = vi.getTimerCount();
    showToast({ severity: 'success', title: 'toast.ok', message: '' });
    expect(vi.getTimerCount()).toBe(others + 1);
    page.dispose();
    expect(vi.getTimerCount()).toBe(others);
    showToast({ severity: 'error', title: 'toast.error', message: '' });
    expect(shown()).toHaveLength(1);
  });
});

describe('the app prefetched by the light page', () => {
  // The page adds each file once in its life: every test names files of its own.
  let round = 0;
  const file = (name: string) => `/assets/${name}-${round}.js`;
  const meta = (name: string, content: string) => document.head.appendChild(Object.assign(document.createElement('meta'), { name, content }));
  const links = (rel: string) => [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].map((link) => link.getAttribute('href'));

  beforeEach(() => {
    round += 1;
    meta('presidio-prefetch-app', `${file('boot')} ${file('Shell')}`);
    meta('presidio-prefetch-words-it', file('it'));
    meta('presidio-prefetch-words-es', file('es'));
  });
  afterEach(() => {
    document.head.querySelectorAll('meta[name^="presidio-prefetch"], link[rel="prefetch"], link[rel="modulepreload"]').forEach((element) => element.remove());
  });

  it("waits for the page's load event, then, once the page is idle, fetches the app's code and the language's words", async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    prefetchApp('it');
    expect(links('prefetch')).toEqual([]);
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    // Not in the load's own task, which stands between the drawn form and the first key.
    expect(links('prefetch')).toEqual([]);
    await vi.waitFor(() => expect(links('prefetch')).toEqual([file('boot'), file('Shell'), file('it')]));
    readyState.mockRestore();
  });

  it('a language chosen on the page fetches its words too, and at the tap they are preloaded as modules', async () => {
    renderPage();
    await vi.waitFor(() => expect(links('prefetch')).toEqual([file('boot'), file('Shell'), file('it')]));
    appStore.set({ locale: 'es' });
    await vi.waitFor(() => expect(links('prefetch')).toEqual([file('boot'), file('Shell'), file('it'), file('es')]));
    preloadWords('es');
    expect(links('modulepreload')).toEqual([file('es')]);
    expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute('crossorigin')).toBe('');
  });
});
