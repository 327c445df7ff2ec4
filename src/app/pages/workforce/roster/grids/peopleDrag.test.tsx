import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TRoster } from '../../../../../shared/schemas/workforce-roster';
import { addDays, todayInRome } from '../../../../../shared/dates';
import { mondayOf } from '../../../../../shared/workforce/shift-time';
import { appStore } from '../../../../state/store';
import { RosterDragProvider } from '../drag/DragProvider';
import { rosterNames } from './names';
import { PeopleGrid } from './PeopleGrid';
import { daysOf, rangeOf } from '../state/range';
import { aPost, aShift, json, renderRoster } from '../testing';

const admin = { id: 1, fiscalCode: 'RSSMRA80A01H501U', username: null, email: 'a@example.it', firstName: 'Mario', lastName: 'Rossi', roles: ['ROLE_ADMIN' as const], companyIds: [1], mustChangePassword: false };
// A week ahead: a past day's shifts are kept, never carried.
const monday = mondayOf(addDays(todayInRome(), 14));
const tuesday = addDays(monday, 1);
const range = rangeOf('week', monday);
const verdi = { id: 4, name: 'Verdi Giuseppe' };
const ricci = { id: 7, name: 'Ricci Alessandro' };
const open = aShift({ id: 30, date: monday });
const verdiMonday = aShift({ id: 31, date: monday, userId: 4, start: '13:00', end: '19:00' });
const roster: TRoster = { from: range.from, to: range.to, view: 'people', total: 2, posts: [aPost], people: [ricci, verdi], shifts: [verdiMonday], absences: [] };

const decree = { code: 'GPG_DECREE', level: 'REFUSE', overridable: false, message: 'Decreto GPG scaduto il 10/12' };
const answer = (userId: number) =>
  userId === verdi.id
    ? { ok: false, code: 'ASSIGNMENT_REFUSED', message: 'Assegnazione rifiutata', refusals: [decree], warnings: [], reasonRequired: false }
    : { ok: true, code: null, message: '', refusals: [], warnings: [], reasonRequired: false };

/** A browser's drag data: its types readable while dragging, its data on the drop. */
const transfer = () => {
  const data: Record<string, string> = {};
  return { get types() { return Object.keys(data); }, setData: (type: string, value: string) => void (data[type] = value), getData: (type: string) => data[type] ?? '', effectAllowed: 'all', dropEffect: 'none' };
};
const cell = (userId: number, day: string) => screen.getAllByTestId('roster-person-cell').find((td) => td.dataset.dropPerson === String(userId) && td.dataset.day === day)!;

describe('dragging a shift in the people grid', () => {
  beforeEach(() => appStore.set({ auth: { user: admin, token: 't' } }));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const render = () => {
    const fetch = vi.fn((url: string, init?: RequestInit) => Promise.resolve(json(url.endsWith('/check') ? answer(JSON.parse(String(init!.body)).userId) : [])));
    vi.stubGlobal('fetch', fetch);
    const onDrop = vi.fn();
    renderRoster(
      <RosterDragProvider onDrop={onDrop}>
        <PeopleGrid roster={roster} names={rosterNames(roster)} range={range} days={daysOf(range)} onOpen={vi.fn()} open={{ shifts: [open], more: 0 }} />
      </RosterDragProvider>,
    );
    return { fetch, onDrop };
  };

  it('lists the open shifts first; carried, only its day’s cells of other people take it, and a refusal is told and not dropped', async () => {
    const { fetch, onDrop } = render();
    const row = screen.getByTestId('roster-open-row');
    expect(within(row).getByRole('rowheader').textContent).toBe('Turni scoperti1 turno scoperto');
    const chip = within(row).getByRole('button', { name: /^07:00–13:00 Sede centrale · Portineria/ });
    const data = transfer();
    fireEvent.dragStart(chip, { dataTransfer: data });
    expect(chip.dataset.carried).toBe('true');
    expect(cell(verdi.id, monday).dataset.takes).toBe('true');
    expect(cell(verdi.id, tuesday).dataset.takes).toBe('false');

    // Another day: not a target, nothing asked.
    fireEvent.dragOver(cell(verdi.id, tuesday), { dataTransfer: data });
    expect(cell(verdi.id, tuesday).dataset.verdict).toBeUndefined();
    expect(fetch.mock.calls.filter(([url]) => String(url).endsWith('/check'))).toHaveLength(0);

    fireEvent.dragOver(cell(verdi.id, monday), { dataTransfer: data });
    await waitFor(() => expect(cell(verdi.id, monday).dataset.verdict).toBe('refused'));
    expect(within(cell(verdi.id, monday)).getByTestId('roster-drop-status').textContent).toBe('RifiutatoDecreto GPG scaduto il 10/12');
    expect(screen.getByTestId('roster-drop-live').textContent).toBe('Verdi Giuseppe non si può assegnare: Decreto GPG scaduto il 10/12');
    fireEvent.drop(cell(verdi.id, monday), { dataTransfer: data });
    expect(onDrop).not.toHaveBeenCalled();
    expect(cell(verdi.id, monday).dataset.verdict).toBeUndefined();
  });

  it('drops an open shift, or someone’s, on a person who passes: the same assignment, with that person', async () => {
    const { onDrop } = render();
    const data = transfer();
    fireEvent.dragStart(within(screen.getByTestId('roster-open-row')).getByTestId('roster-shift'), { dataTransfer: data });
    fireEvent.dragOver(cell(ricci.id, monday), { dataTransfer: data });
    await waitFor(() => expect(cell(ricci.id, monday).dataset.verdict).toBe('ok'));
    fireEvent.drop(cell(ricci.id, monday), { dataTransfer: data });
    expect(onDrop).toHaveBeenCalledWith(open.id, ricci);

    // Verdi's own Monday shift: his row takes nothing, Ricci's does.
    const moved = transfer();
    fireEvent.dragStart(within(cell(verdi.id, monday)).getByTestId('roster-shift'), { dataTransfer: moved });
    expect(cell(verdi.id, monday).dataset.takes).toBe('false');
    fireEvent.dragOver(cell(ricci.id, monday), { dataTransfer: moved });
    await waitFor(() => expect(cell(ricci.id, monday).dataset.verdict).toBe('ok'));
    fireEvent.drop(cell(ricci.id, monday), { dataTransfer: moved });
    expect(onDrop).toHaveBeenLastCalledWith(verdiMonday.id, ricci);
  });
});
