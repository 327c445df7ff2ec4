import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_LIFE_MS } from '../../shared/resources';
import { appEn } from '../i18n/app/en';
import { appEs } from '../i18n/app/es';
import { appIt } from '../i18n/app/it';
import { takeTemporaryPassword } from '../pages/auth/temporaryPassword';
import { takeEarly } from '../providers/earlyFetch';
import { onToast, type TToast } from '../providers/toast';
import { appStore, initialState } from '../state/store';
import { targetAfterSignIn } from './session';
import { SignInApp } from './SignInApp';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const USER = { id: 7, fiscalCode: 'VRDGPP90C10F839E', username: null, email: 'g.verdi@example.it', firstName: 'Giuseppe', lastName: 'Verdi', companyIds: [1] };

const answer = (roles: string[], extra: object = {}) => json(200, { ...USER, roles, accessToken: 'token-123', ...extra });

const renderPage = (variant: 'staff' | 'client' = 'staff') => {
  const onTap = vi.fn();
  const onSignedIn = vi.fn(async () => undefined);
  render(<SignInApp variant={variant} onTap={onTap} onSignedIn={onSignedIn} />);
  return { onTap, onSignedIn };
};

const submit = (identifier: string, password: string, field = /Codice fiscale/) => {
  fireEvent.change(screen.getByLabelText(field), { target: { value: identifier } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Accedi' }));
};

const stored = () => JSON.parse(window.localStorage.getItem('state') ?? 'null') as { auth: { token: string; user: { roles: string[] } } | null; locale: string } | null;

describe('the light sign-in page', () => {
  beforeEach(() => {
    window.localStorage.clear();
    appStore.set(initialState());
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it.each([
    ['it', appIt],
    ['es', appEs],
    ['en', appEn],
  ] as const)('speaks %s with the catalogue’s own words', (locale, app) => {
    appStore.set({ locale });
    renderPage();
    expect(screen.getByRole('heading', { name: app.auth.staffTitle })).toBeTruthy();
    expect(screen.getByText(app.auth.staffSubtitle)).toBeTruthy();
    expect(screen.getByLabelText(new RegExp(app.auth.fiscalCode))).toBeTruthy();
    expect(screen.getByRole('button', { name: app.auth.submit })).toBeTruthy();
    expect(screen.getByRole('button', { name: app.auth.showPassword })).toBeTruthy();
    expect(screen.getByText(app.app.tagline)).toBeTruthy();
    expect(screen.getByTestId('language-selector').getAttribute('aria-label')).toContain(app.topbar.language);
    expect(document.documentElement.lang).toBe(locale);
  });

  it('links to the app’s password recovery and to the other sign-in page, as page loads', () => {
    renderPage('client');
    expect(screen.getByRole('heading', { name: 'Area clienti' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Password dimenticata?' }).getAttribute('href')).toBe('/auth/forgot-password?client=1');
    expect(screen.getByRole('link', { name: appIt.auth.toStaff }).getAttribute('href')).toBe('/auth/login');
  });

  it('the corner’s choice changes the words and is kept under `state`', async () => {
    renderPage();
    fireEvent.click(screen.getByTestId('language-selector'));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Español' }));
    await screen.findByRole('heading', { name: appEs.auth.staffTitle });
    expect(stored()?.locale).toBe('es');
  });

  it("a refusal shows the 'Error' toast with the server's message for 3000 ms, and nothing is stored", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(401, { message: 'Credenziali non valide' })));
    const toasts: TToast[] = [];
    const stop = onToast((toast) => toasts.push(toast));
    const { onSignedIn } = renderPage();
    submit('VRDGPP90C10F839E', 'wrong');
    const toast = await screen.findByTestId('toast');
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
