import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore } from 'react-admin';
import { messages } from '../i18n/locales/it';
import { isPageLoadFailure, PageError } from './PageError';

const chunkError = new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:3000/assets/ClockPage-x1.js');

const renderError = (error: unknown) =>
  render(
    <AdminContext i18nProvider={polyglotI18nProvider(() => messages, 'it')} store={memoryStore()}>
      <PageError error={error} resetErrorBoundary={() => undefined} />
    </AdminContext>,
  );

describe('PageError', () => {
  const reload = vi.fn();
  const realLocation = window.location;
  afterEach(() => {
    cleanup();
    reload.mockReset();
    Object.defineProperty(window, 'location', { value: realLocation, configurable: true });
  });
  const stubReload = () => Object.defineProperty(window, 'location', { value: { ...realLocation, reload }, configurable: true });

  it("tells a page's code that did not arrive from any other error, in every browser's words", () => {
    expect(isPageLoadFailure(chunkError)).toBe(true);
    expect(isPageLoadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isPageLoadFailure(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isPageLoadFailure(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isPageLoadFailure('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('says the connection dropped, reloads on a tap, and by itself when the connection is back', () => {
    stubReload();
    renderError(chunkError);
    expect(screen.getByText('Pagina non caricata')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ricarica' }));
    expect(reload).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('online'));
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('leaves any other error to the usual error page, without reloading when the connection comes back', () => {
    stubReload();
    renderError(new Error('Cannot read properties of undefined'));
    expect(screen.queryByText('Pagina non caricata')).toBeNull();
    window.dispatchEvent(new Event('online'));
    expect(reload).not.toHaveBeenCalled();
  });
});
