import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, useNotify } from 'react-admin';
import { TOAST_LIFE_MS } from '../../shared/resources';
import { messages } from '../i18n/locales/it';
import { showToast } from '../providers/toast';
import { AppNotification } from './Toaster';

const Notifier = ({ message, type = 'info' }: { message: string; type?: 'info' | 'success' | 'error' | 'warning' }) => {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify(message, { type })}>
      notify
    </button>
  );
};

const renderApp = (type?: 'info' | 'success' | 'error' | 'warning') =>
  render(
    <AdminContext i18nProvider={polyglotI18nProvider(() => messages, 'it')} store={memoryStore()}>
      <Notifier message="Salvato" type={type} />
      <AppNotification />
    </AdminContext>,
  );

describe('toasts last the specification’s 3000 ms', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('react-admin’s own notification hides after 3000 ms, not its default 4000', async () => {
    expect(TOAST_LIFE_MS).toBe(3000);
    renderApp();
    act(() => screen.getByRole('button', { name: 'notify' }).click());
    expect(screen.getByText('Salvato')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(TOAST_LIFE_MS - 100));
    expect(screen.getByText('Salvato')).toBeInTheDocument();

    // It starts to close at 3000 ms, and its exit transition is over well before react-admin's default 4000.
    await act(() => vi.advanceTimersByTimeAsync(100));
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.queryByText('Salvato')).not.toBeInTheDocument();
  });

  it('a section 8 toast, titled from the catalogue, is gone after 3000 ms', async () => {
    renderApp();
    act(() => showToast({ severity: 'warning', title: 'toast.warning', message: 'Si sovrappone a un’altra presenza' }));
    const toast = screen.getByTestId('toast');
    expect(toast).toHaveTextContent('Attenzione');
    expect(toast).toHaveTextContent('Si sovrappone a un’altra presenza');

    await act(() => vi.advanceTimersByTimeAsync(TOAST_LIFE_MS - 100));
    expect(screen.getByTestId('toast')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });
});

describe('one component and one look for every notification', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('react-admin’s notifications are the app’s toasts, titled by severity', async () => {
    for (const [type, title] of [['success', 'OK'], ['error', 'Errore'], ['warning', 'Attenzione'], ['info', 'Avviso']] as const) {
      renderApp(type);
      act(() => screen.getByRole('button', { name: 'notify' }).click());
      const toast = screen.getByTestId('toast');
      expect(toast).toHaveAttribute('data-severity', type);
      expect(toast).toHaveTextContent(`${title}Salvato`);
      cleanup();
      await act(() => vi.advanceTimersByTimeAsync(TOAST_LIFE_MS + 500));
    }
  });

  it('a record react-admin says it saved is an OK, whatever severity it gives', () => {
    render(
      <AdminContext i18nProvider={polyglotI18nProvider(() => messages, 'it')} store={memoryStore()}>
        <Notifier message="resources.company.notifications.updated" type="info" />
        <AppNotification />
      </AdminContext>,
    );
    act(() => screen.getByRole('button', { name: 'notify' }).click());
    expect(screen.getByTestId('toast')).toHaveAttribute('data-severity', 'success');
    expect(screen.getByTestId('toast')).toHaveTextContent(/^OK/);
  });

  it('react-admin’s generic words about an answer a toast has just told are dropped; the app’s own messages and other severities are not', async () => {
    const renderWith = (message: string, type: 'success' | 'warning') =>
      render(
        <AdminContext i18nProvider={polyglotI18nProvider(() => messages, 'it')} store={memoryStore()}>
          <Notifier message={message} type={type} />
          <AppNotification />
        </AdminContext>,
      );
    renderWith('ra.notification.created', 'success');
    act(() => showToast({ severity: 'success', title: 'toast.ok', message: 'Richiesta inviata' }));
    act(() => screen.getByRole('button', { name: 'notify' }).click());
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    cleanup();
    renderWith('Malattia aggiornata', 'success');
    act(() => showToast({ severity: 'success', title: 'toast.ok', message: 'Malattia registrata' }));
    act(() => screen.getByRole('button', { name: 'notify' }).click());
    expect(screen.getAllByTestId('toast')).toHaveLength(2);
    expect(screen.getByText('Malattia aggiornata')).toBeInTheDocument();
    cleanup();
    renderWith('ra.notification.http_error', 'warning');
    act(() => showToast({ severity: 'success', title: 'toast.ok', message: 'Richiesta inviata' }));
    act(() => screen.getByRole('button', { name: 'notify' }).click());
    expect(screen.getAllByTestId('toast')).toHaveLength(2);
  });
});
