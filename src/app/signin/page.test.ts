import { fireEvent, screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { appEn } from '../i18n/app/en';
import { appEs } from '../i18n/app/es';
import { appIt } from '../i18n/app/it';
import { signinEn } from '../i18n/app/signin/en';
import { signinEs } from '../i18n/app/signin/es';
import { signinIt } from '../i18n/app/signin/it';
import { appStore, initialState } from '../state/store';
import { signInPages } from './testing';

const page = signInPages();
const renderPage = page.render;

const stored = () => JSON.parse(window.localStorage.getItem('state') ?? 'null') as { locale: string } | null;
const corner = () => screen.getByTestId('language-selector');
const focusedName = () => document.activeElement?.getAttribute('name') ?? document.activeElement?.textContent;

describe('the light sign-in page, in plain DOM', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('style');
  });

  it.each([
    ['it', appIt, signinIt],
    ['es', appEs, signinEs],
    ['en', appEn, signinEn],
  ] as const)('speaks %s with the catalogue’s own words', (locale, app, signin) => {
    appStore.set({ locale });
    renderPage();
    expect(screen.getByRole('heading', { name: app.auth.staffTitle })).toBeTruthy();
    expect(screen.getByText(app.auth.staffSubtitle)).toBeTruthy();
    expect(screen.getByLabelText(new RegExp(app.auth.fiscalCode))).toBeTruthy();
    expect(screen.getByRole('button', { name: app.auth.submit })).toBeTruthy();
    expect(screen.getByRole('button', { name: app.auth.showPassword })).toBeTruthy();
    expect(screen.getByText(app.app.tagline)).toBeTruthy();
    expect(screen.getByText(app.auth.secure)).toBeTruthy();
    expect(screen.getByRole('link', { name: signin.forgot })).toBeTruthy();
    expect(corner().getAttribute('aria-label')).toContain(app.topbar.language);
    expect(document.documentElement.lang).toBe(locale);
  });

  it('links to the app’s password recovery and to the other sign-in page, as page loads', () => {
    renderPage('client');
    expect(screen.getByRole('heading', { name: 'Area clienti' })).toBeTruthy();
    expect(screen.getByLabelText(/Nome utente/).getAttribute('name')).toBe('username');
    expect(screen.getByRole('link', { name: 'Password dimenticata?' }).getAttribute('href')).toBe('/auth/forgot-password?client=1');
    expect(screen.getByRole('link', { name: appIt.auth.toStaff }).getAttribute('href')).toBe('/auth/login');
  });

  it('the staff page links to its recovery and to the clients’ page', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Password dimenticata?' }).getAttribute('href')).toBe('/auth/forgot-password');
    expect(screen.getByRole('link', { name: appIt.auth.toClient }).getAttribute('href')).toBe('/login-client');
  });

  it('opens on its first field; both fields are required, with their marks hidden from screen readers', () => {
    renderPage();
    expect(focusedName()).toBe('fiscalCode');
    const identifier = screen.getByLabelText(/Codice fiscale/) as HTMLInputElement;
    const password = screen.getByLabelText(/^Password/) as HTMLInputElement;
    expect(identifier.required && password.required).toBe(true);
    expect(identifier.autocomplete).toBe('username');
    expect(password.autocomplete).toBe('current-password');
    expect(screen.getByText('Codice fiscale').querySelector('[aria-hidden="true"]')?.textContent).toBe('\u2009*');
  });

  it('drops the spaces of a fiscal code and writes it in capitals; a username is left as typed', () => {
    renderPage();
    const identifier = screen.getByLabelText(/Codice fiscale/) as HTMLInputElement;
    fireEvent.input(identifier, { target: { value: 'vrdgpp 90c10 f839e ' } });
    expect(identifier.value).toBe('VRDGPP90C10F839E');
    page.dispose();
    renderPage('client');
    const username = screen.getByLabelText(/Nome utente/) as HTMLInputElement;
    fireEvent.input(username, { target: { value: 'Mario Rossi' } });
    expect(username.value).toBe('Mario Rossi');
  });

  it('the eye shows the password and says it will hide it, and back', async () => {
    renderPage();
    const password = screen.getByLabelText(/^Password/) as HTMLInputElement;
    await userEvent.click(screen.getByRole('button', { name: 'Mostra password' }));
    expect(password.type).toBe('text');
    await userEvent.click(screen.getByRole('button', { name: 'Nascondi password' }));
    expect(password.type).toBe('password');
  });

  it('the corner’s choice changes the words in place and is kept under `state`', async () => {
    renderPage();
    const identifier = screen.getByLabelText(/Codice fiscale/) as HTMLInputElement;
    fireEvent.input(identifier, { target: { value: 'VRDGPP90C10F839E' } });
    await userEvent.click(corner());
    await userEvent.click(screen.getByRole('menuitem', { name: 'Español' }));
    expect(screen.getByRole('heading', { name: appEs.auth.staffTitle })).toBeTruthy();
    expect(stored()?.locale).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    // The same field, its value kept; the focus back on the corner, which names the new language.
    expect(screen.getByLabelText(new RegExp(appEs.auth.fiscalCode))).toBe(identifier);
    expect(identifier.value).toBe('VRDGPP90C10F839E');
    expect(document.activeElement).toBe(corner());
    expect(corner().getAttribute('aria-label')).toBe(`ES – ${appEs.topbar.language}: Español`);
    expect(corner().textContent).toBe('ES');
  });

  it('the language menu from the keyboard: opens on the language in use, arrows wrap, Home and End, Escape gives the focus back', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(corner().getAttribute('aria-haspopup')).toBe('menu');
    expect(corner().getAttribute('aria-expanded')).toBe('false');
    corner().focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: 'Lingua' });
    expect(corner().getAttribute('aria-expanded')).toBe('true');
    expect(corner().getAttribute('aria-controls')).toBe(menu.id);
    expect(focusedName()).toBe('Italiano');
    expect(screen.getByRole('menuitem', { name: 'Italiano' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('menuitem', { name: 'English' }).hasAttribute('aria-current')).toBe(false);
    await user.keyboard('{ArrowUp}');
    expect(focusedName()).toBe('English');
    await user.keyboard('{ArrowDown}');
    expect(focusedName()).toBe('Italiano');
    await user.keyboard('{End}');
    expect(focusedName()).toBe('English');
    await user.keyboard('{Home}');
    expect(focusedName()).toBe('Italiano');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(corner());
    expect(corner().getAttribute('aria-expanded')).toBe('false');
    expect(corner().hasAttribute('aria-controls')).toBe(false);
    // Tab closes it too, the focus back on the corner; Enter on a language chooses it.
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(corner());
    await user.keyboard('{Enter}{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByRole('heading', { name: appEn.auth.staffTitle })).toBeTruthy();
    expect(document.activeElement).toBe(corner());
    expect(stored()?.locale).toBe('en');
  });

  it('a tap outside the open menu closes it without choosing', async () => {
    renderPage();
    await userEvent.click(corner());
    const backdrop = screen.getByRole('menu').previousElementSibling as HTMLElement;
    await userEvent.click(backdrop);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(corner());
    expect(stored()?.locale).toBe('it');
  });

  it('Tab goes from the corner to the fields, the eye and the button, in that order', async () => {
    const user = userEvent.setup();
    renderPage();
    corner().focus();
    const order: Array<string | null | undefined> = [];
    for (let step = 0; step < 4; step += 1) {
      await user.tab();
      order.push(document.activeElement?.getAttribute('name') ?? document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent);
    }
    expect(order).toEqual(['fiscalCode', 'password', 'Mostra password', 'Accedi']);
  });

  it('takes the display settings: the filled fields and the zoom', () => {
    appStore.set({ layout: { ...initialState().layout, inputStyle: 'filled', scale: 16 } });
    renderPage();
    expect(screen.getByRole('button', { name: 'Accedi' }).closest('form')?.className).toMatch(/filled/);
    expect(document.documentElement.style.fontSize).toBe('16px');
  });

  it('stops following the language once disposed (the app has the page)', () => {
    renderPage();
    page.dispose();
    appStore.set({ locale: 'en' });
    expect(screen.getByRole('heading', { name: appIt.auth.staffTitle })).toBeTruthy();
    expect(document.documentElement.lang).toBe('it');
  });
});
