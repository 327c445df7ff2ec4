import type { ReactNode } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../i18n/locales/it';
import type { TQueuedClock } from './pending';
import { PendingClocks } from './PendingClocks';

const Wrapper = ({ children }: { children: ReactNode }) => (
  <AdminContext i18nProvider={polyglotI18nProvider(() => messages, 'it')} store={memoryStore()}>{children}</AdminContext>
);

const now = new Date();
const tap = (over: Partial<TQueuedClock> = {}): TQueuedClock => ({
  key: 'k1', userId: 7, kind: 'in', tappedAt: now.toISOString(), site: { type: 'CLIENT_SITE', id: 3, name: 'Reception' }, position: null, ...over,
});
const hhmm = new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(now);

const show = (pending: TQueuedClock[], refused: TQueuedClock[] = []) => {
  const offline = { pending, refused, sending: false, sendNow: vi.fn(async () => undefined), dismiss: vi.fn(async () => undefined), userId: 7 };
  render(<PendingClocks offline={offline} />, { wrapper: Wrapper });
  return offline;
};

describe('the taps kept on the phone', () => {
  afterEach(cleanup);

  it('shows each tap waiting with its time and site, and "Invia ora" sends them', async () => {
    const offline = show([tap(), tap({ key: 'k2', kind: 'out', site: null })]);
    expect(screen.getByTestId('pending-clocks')).toHaveTextContent(`In attesa di invio`);
    expect(screen.getAllByTestId('pending-clock').map((row) => row.textContent)).toEqual([`Entrata delle ${hhmm} presso Reception`, `Uscita delle ${hhmm}`]);
    await userEvent.click(screen.getByRole('button', { name: 'Invia ora' }));
    expect(offline.sendNow).toHaveBeenCalledTimes(1);
  });

  it('keeps the server’s reason for a refused tap on screen until the worker dismisses it', async () => {
    const offline = show([], [tap({ refused: 'La timbratura delle 07:00 è arrivata dopo più di 12 ore: non è stata registrata.' })]);
    expect(screen.queryByTestId('pending-clocks')).toBeNull();
    expect(screen.getByTestId('pending-refused')).toHaveTextContent('Timbratura non registrataLa timbratura delle 07:00 è arrivata dopo più di 12 ore');
    await userEvent.click(screen.getByRole('button', { name: 'Ho capito' }));
    expect(offline.dismiss).toHaveBeenCalledWith('k1');
  });

  it('shows nothing without kept taps', () => {
    show([]);
    expect(screen.queryByTestId('pending-clocks')).toBeNull();
    expect(screen.queryByTestId('pending-refused')).toBeNull();
  });
});
