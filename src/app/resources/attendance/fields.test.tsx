import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, RecordContextProvider } from 'react-admin';
import type { TAttendance } from '../../../shared/schemas/attendance';
import { messages } from '../../i18n/locales/it';
import { formatMinutes } from '../../pages/attendance/format';
import { FlagChips, HoursField } from './fields';

const record = {
  id: 9, userId: 4, userName: 'Verdi Giuseppe', companyId: 1, checkIn: '2026-11-20T07:00:00.000Z', checkOut: '2026-11-22T07:00:00.000Z',
  minutes: 2880, missed: false, reviewFlag: true,
} as TAttendance;

const renderHours = (value: TAttendance) =>
  render(
    <AdminContext i18nProvider={polyglotI18nProvider(() => messages, 'it')} store={memoryStore()}>
      <RecordContextProvider value={value}>
        <HoursField />
      </RecordContextProvider>
    </AdminContext>,
  );

describe('HoursField', () => {
  afterEach(cleanup);

  it('shows a counted shift’s hours plainly', () => {
    const { container } = renderHours(record);
    expect(container.querySelector('s')).toBeNull();
    expect(container.textContent).toBe(formatMinutes(2880));
  });

  it('strikes through a missed clock-out’s hours and says why they do not count', () => {
    const { container } = renderHours({ ...record, missed: true });
    const hours = container.querySelector('s');
    expect(hours?.textContent).toBe(formatMinutes(2880));
    expect(hours).toHaveAttribute('title', 'Uscita non timbrata: queste ore non contano finché non correggi gli orari');
  });

  it('shows a dash while the shift is open', () => {
    renderHours({ ...record, checkOut: null, minutes: null });
    expect(screen.getByText('—')).toBeInTheDocument();
  });
});

describe('FlagChips', () => {
  afterEach(cleanup);
  const renderChips = (value: TAttendance) =>
    render(
      <AdminContext i18nProvider={polyglotI18nProvider(() => messages, 'it')} store={memoryStore()}>
        <FlagChips record={value} />
      </AdminContext>,
    );

  it('marks a record clocked without a network Offline, for the office to review, and no other', () => {
    renderChips({ ...record, offline: true });
    expect(screen.getByTestId('offline-chip')).toHaveTextContent('Offline');
    expect(screen.getByTestId('offline-chip')).toHaveAccessibleName('Timbrata senza rete: l’orario è quello del telefono, inviato più tardi. Da verificare.');
    cleanup();
    renderChips({ ...record, offline: false });
    expect(screen.queryByTestId('offline-chip')).toBeNull();
  });
});
