import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '../../../../state/store';
import { AssignDialog } from './AssignDialog';
import { aPost, aShift, json, renderRoster } from '../testing';

const admin = { id: 1, fiscalCode: 'RSSMRA80A01H501U', username: null, email: 'a@example.it', firstName: 'Mario', lastName: 'Rossi', roles: ['ROLE_ADMIN' as const], companyIds: [1], mustChangePassword: false };

const candidate = { userId: 4, name: 'Verdi Giuseppe', qualification: 'GPG', weekMinutes: 1920, contractMinutes: 2400, warnings: [{ code: 'ORDERS_NOT_ACKNOWLEDGED', level: 'WARN', overridable: true, message: 'Consegne del posto non ancora lette' }] };
const overlap = { code: 'OVERLAP', level: 'REFUSE', overridable: false, message: 'Verdi Giuseppe ha già un turno dalle 07:00 alle 19:00' };
const rest = { code: 'REST_BETWEEN', level: 'REFUSE', overridable: true, message: 'Solo 8 ore di riposo dal turno precedente' };

const passes = { ok: true, code: null, message: '', refusals: [], warnings: [], reasonRequired: false };

/** The API as the dialog calls it: candidates, the checks before assigning, then the assignments answered in turn. */
const api = (assignments: Response[], check: unknown = passes) => {
  const fetch = vi.fn((url: string, _init?: RequestInit) => {
    if (url.endsWith('/candidates')) return Promise.resolve(json([candidate]));
    if (url.endsWith('/check')) return Promise.resolve(json(check));
    if (url.endsWith('/assign')) return Promise.resolve(assignments.shift()!);
    return Promise.resolve(json([]));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
};
const assignBodies = (fetch: ReturnType<typeof api>) => fetch.mock.calls.filter(([url]) => url.endsWith('/assign')).map(([, init]) => JSON.parse(String(init!.body)));

describe('the shift dialog', () => {
  beforeEach(() => appStore.set({ auth: { user: admin, token: 't' } }));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('names the shift, lists who can cover it with their warnings, and shows a refusal the law allows no way around', async () => {
    const fetch = api([json({ message: 'Assegnazione rifiutata', code: 'ASSIGNMENT_REFUSED', reasons: [overlap] }, 409)]);
    const onClose = vi.fn();
    renderRoster(<AssignDialog shift={aShift()} post={aPost} userName={null} people={[]} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Turno del lunedì 30/11/2026' });
    expect(dialog.textContent).toContain('Portineria');
    expect(dialog.textContent).toContain('Sede centrale · Banca Demo');
    expect(within(dialog).getByTestId('roster-assign-user').textContent).toBe('Scoperto');
    expect(within(dialog).getByTestId('roster-assign-status').textContent).toBe('Bozza');
    const row = await within(dialog).findByTestId('roster-candidate');
    expect(row.textContent).toContain('32/40 h questa settimana');
    expect(within(row).getByTestId('roster-candidate-warning').textContent).toBe('Consegne del posto non ancora lette');
    fireEvent.click(within(row).getByRole('button', { name: 'Assegna a Verdi Giuseppe' }));
    const refusal = await within(dialog).findByTestId('roster-refusal');
    expect(refusal.dataset.code).toBe('ASSIGNMENT_REFUSED');
    expect(within(refusal).getByTestId('roster-refusal-reason').textContent).toBe(overlap.message);
    expect(within(refusal).queryByRole('button', { name: 'Assegna comunque' })).toBeNull();
    expect(assignBodies(fetch)).toEqual([{ userId: 4 }]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks for a reason when the company’s rules need an override, and sends it again with it', async () => {
    const done = { shift: { ...aShift({ userId: 4 }), userName: 'Verdi Giuseppe' }, warnings: [rest], message: 'Turno assegnato' };
    const fetch = api([json({ message: 'Serve una deroga', code: 'OVERRIDE_REQUIRED', reasons: [rest] }, 409), json(done)]);
    const onClose = vi.fn();
    renderRoster(<AssignDialog shift={aShift()} post={aPost} userName={null} people={[]} dropped={{ id: 4, name: 'Verdi Giuseppe' }} onClose={onClose} />);
    const refusal = await screen.findByTestId('roster-refusal');
    expect(refusal.dataset.code).toBe('OVERRIDE_REQUIRED');
    const override = within(refusal).getByRole('button', { name: 'Assegna comunque' });
    expect(override).toBeDisabled();
    fireEvent.change(within(refusal).getByLabelText(/Motivo della deroga/), { target: { value: 'Unico disponibile per la notte' } });
    fireEvent.click(override);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(assignBodies(fetch)).toEqual([{ userId: 4 }, { userId: 4, overrideReason: 'Unico disponibile per la notte' }]);
  });

  it('moves a published shift to someone else only with a reason, asked in the same way', async () => {
    const done = { shift: { ...aShift({ userId: 7, status: 'PUBLISHED' }), userName: 'Ricci Alessandro' }, warnings: [], message: 'Turno assegnato' };
    const published = json({ message: 'Dati non validi', errors: { overrideReason: 'Il turno è pubblicato: indica il motivo della modifica' } }, 400);
    const fetch = api([published, json(done)]);
    const onClose = vi.fn();
    renderRoster(<AssignDialog shift={aShift({ status: 'PUBLISHED', userId: 4, version: 2 })} post={aPost} userName="Verdi Giuseppe" people={[]} dropped={{ id: 7, name: 'Ricci Alessandro' }} onClose={onClose} />);
    const notice = await screen.findByTestId('roster-refusal');
    expect(notice.dataset.code).toBe('REASON_REQUIRED');
    expect(notice.textContent).toContain('Il turno è pubblicato: serve un motivo');
    const send = within(notice).getByRole('button', { name: 'Assegna e avvisa' });
    expect(send).toBeDisabled();
    fireEvent.change(within(notice).getByLabelText(/Motivo della modifica/), { target: { value: 'Verdi in malattia' } });
    fireEvent.click(send);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(assignBodies(fetch)).toEqual([{ userId: 7 }, { userId: 7, overrideReason: 'Verdi in malattia' }]);
  });

  it('checks a picked person before Assegna, and shows the law’s refusal with its reason', async () => {
    const fetch = api([], { ok: false, code: 'ASSIGNMENT_REFUSED', message: `Assegnazione rifiutata: ${overlap.message}`, refusals: [overlap], warnings: [], reasonRequired: false });
    renderRoster(<AssignDialog shift={aShift()} post={aPost} userName={null} people={[{ id: 4, name: 'Verdi Giuseppe' }]} onClose={vi.fn()} />);
    const input = screen.getByTestId('roster-assign-person');
    fireEvent.change(input, { target: { value: 'Verdi' } });
    fireEvent.click(await screen.findByRole('option', { name: /^Verdi Giuseppe/ }));
    const status = await screen.findByTestId('roster-drop-status');
    await waitFor(() => expect(status.dataset.verdict).toBe('refused'));
    expect(status).toHaveAttribute('role', 'status');
    expect(status.textContent).toBe(`Rifiutato${overlap.message}`);
    const checks = fetch.mock.calls.filter(([url]) => url.endsWith('/check'));
    expect(checks.map(([url, init]) => [url, JSON.parse(String(init!.body))])).toEqual([['/api/workforce/shifts/11/check', { userId: 4 }]]);
    expect(assignBodies(fetch)).toEqual([]);
  });

  it('asks for the reason before cancelling a published shift', async () => {
    const fetch = api([]);
    renderRoster(<AssignDialog shift={aShift({ status: 'PUBLISHED', userId: 4, version: 2 })} post={aPost} userName="Verdi Giuseppe" people={[]} onClose={vi.fn()} />);
    expect(screen.getByTestId('roster-assign-user').textContent).toBe('Verdi Giuseppe');
    fireEvent.click(screen.getByRole('button', { name: 'Annulla turno' }));
    const confirm = screen.getByRole('button', { name: 'Conferma annullamento' });
    expect(confirm).toBeDisabled();
    fireEvent.change(screen.getByLabelText(/Motivo dell’annullamento/), { target: { value: 'Il cliente ha chiuso la sede' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(fetch.mock.calls.some(([url, init]) => url === '/api/workforce/shifts/11' && init?.method === 'PATCH')).toBe(true));
    const [, init] = fetch.mock.calls.find(([url]) => url === '/api/workforce/shifts/11')!;
    expect(JSON.parse(String(init!.body))).toEqual({ status: 'CANCELLED', reason: 'Il cliente ha chiuso la sede' });
    expect(screen.queryByTestId('roster-candidates')).toBeNull();
  });
});
