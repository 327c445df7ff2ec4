import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore } from 'react-admin';
import type { TPermission } from '../../../shared/schemas/permission';
import { messages } from '../../i18n/locales/it';
import { DecisionDialog } from './DecisionDialog';

const approved = {
  id: 41, userId: 7, userName: 'Verdi Giuseppe', companyId: 1, type: 'FERIE', status: 'APPROVED',
  startDate: '2026-12-14', endDate: '2026-12-15', startTime: null, endTime: null, hours: null, reason: null,
  decidedBy: 2, decidedAt: '2026-11-20T09:00:00.000Z', decisionNote: null, protocolNumber: null, kind: null, availabilityAddress: null,
  parentId: null, patronDay: null, createdAt: '2026-11-20T08:00:00.000Z',
} as TPermission;

describe('withdrawing an approved request', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('explains what happens, needs the note for the worker, then sends it', async () => {
    const sent: Array<{ url: string; body: unknown }> = [];
    vi.stubGlobal('fetch', vi.fn(async (input: string, init?: RequestInit) => {
      sent.push({ url: new URL(input, 'http://localhost').pathname, body: JSON.parse(String(init?.body ?? 'null')) });
      return new Response(JSON.stringify({ ...approved, status: 'CANCELLED', message: 'Richiesta revocata: il dipendente è stato avvisato' }), {
        status: 200, headers: { 'Content-Type': 'application/json' },
      });
    }));
    const onClose = vi.fn();
    render(
      <AdminContext i18nProvider={polyglotI18nProvider(() => messages, 'it')} store={memoryStore()}>
        <DecisionDialog records={[approved]} decision="revoke" onClose={onClose} />
      </AdminContext>,
    );
    expect(screen.getByText('Revocare la richiesta già approvata?')).toBeTruthy();
    expect(screen.getByText(/i giorni o le ore torneranno nel suo saldo/)).toBeTruthy();
    const confirm = screen.getByTestId('decision-confirm');
    expect(confirm).toHaveTextContent('Revoca la richiesta');
    expect(confirm).toBeDisabled();
    fireEvent.change(screen.getByTestId('decision-note'), { target: { value: '  Turni cambiati  ' } });
    expect(confirm).toBeEnabled();
    // Escape keeps the dialog and the note.
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByTestId('decision-note')).toHaveValue('  Turni cambiati  ');
    fireEvent.click(confirm);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([{ url: '/api/permission/41/revoke', body: { note: 'Turni cambiati' } }]);
  });
});
