import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TRoster } from '../../../../../shared/schemas/workforce-roster';
import { rosterNames } from './names';
import { PeopleGrid } from './PeopleGrid';
import { PostsGrid } from './PostsGrid';
import { daysOf, rangeOf } from '../state/range';
import { aPost, aShift, renderRoster } from '../testing';

const range = rangeOf('week', '2026-11-30');
const days = daysOf(range);
const post = aPost;
const verdi = { id: 4, name: 'Verdi Giuseppe', companyId: 1, qualification: 'GPG', armed: true, weekMinutes: { '2026-11-30': 2880 }, contractMinutes: 2400 };
const roster: TRoster = {
  from: range.from,
  to: range.to,
  view: 'posts',
  total: 1,
  posts: [post],
  people: [verdi],
  shifts: [
    aShift({ id: 1, date: '2026-11-30', userId: 4, status: 'PUBLISHED' }),
    aShift({ id: 2, date: '2026-11-30' }),
    aShift({ id: 3, date: '2026-12-01', userId: 4 }),
    aShift({ id: 4, date: '2026-12-02' }),
  ],
  absences: [{ userId: 4, date: '2026-12-03', type: 'FERIE', startTime: null, endTime: null }],
};

const cell = (day: string) => screen.getAllByTestId('roster-cell').find((td) => td.dataset.day === day)!;

describe('the roster grids', () => {
  afterEach(cleanup);

  it('posts × days: a row per post, each day coloured by coverage and named in words, drafts told apart', () => {
    renderRoster(<PostsGrid roster={roster} names={rosterNames(roster)} range={range} days={days} onOpen={vi.fn()} onDropPerson={vi.fn()} />);
    expect(screen.getByRole('rowheader').textContent).toBe('Sede centrale · PortineriaBanca Demo · 2 per turno');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Posto', 'lun 30/11', 'mar 01/12', 'mer 02/12', 'gio 03/12', 'ven 04/12', 'sab 05/12', 'dom 06/12']);
    expect([cell('2026-11-30'), cell('2026-12-01'), cell('2026-12-02'), cell('2026-12-03')].map((td) => td.dataset.coverage)).toEqual(['PARTIAL', 'FULL', 'EMPTY', 'NONE']);
    expect(cell('2026-11-30').textContent).toContain('Coperto in parte');
    const [published, open] = within(cell('2026-11-30')).getAllByTestId('roster-shift');
    expect(published).toHaveAccessibleName('07:00–13:00 Verdi Giuseppe');
    expect(open).toHaveAccessibleName('07:00–13:00 Scoperto · Bozza');
    expect(open.dataset.open).toBe('true');
  });

  it('people × days: the week’s hours against the contract, red when over, their shifts and their leave', () => {
    renderRoster(<PeopleGrid roster={{ ...roster, view: 'people' }} names={rosterNames(roster)} range={range} days={days} onOpen={vi.fn()} />);
    const hours = screen.getByTestId('roster-hours');
    expect(hours.textContent).toBe('48/40 h · oltre il contratto');
    expect(hours.dataset.over).toBe('true');
    const cells = screen.getAllByTestId('roster-person-cell');
    expect(within(cells[0]).getByRole('button')).toHaveAccessibleName('07:00–13:00 Sede centrale · Portineria');
    expect(within(cells[3]).getByTestId('roster-absence').textContent).toBe('Ferie');
    expect(within(cells[2]).queryAllByTestId('roster-shift')).toHaveLength(0);
  });
});
