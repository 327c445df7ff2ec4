import { afterEach, describe, expect, it } from 'vitest';
import { locateFor, pairOf, type TCarried } from './carry';
import { personTargetAt } from './target';

const ricci = { id: 7, name: 'Ricci Alessandro' };
const shift = { id: 21, date: '2026-11-30', userId: 4 };
const carriedShift: TCarried = { kind: 'shift', shift, label: '07:00–13:00 · Sede centrale · Portineria' };

/** Two people's rows of the people grid: Verdi (who works shift 21) and Ricci, Monday and Tuesday. */
const rows = () => {
  document.body.innerHTML = `
    <table><tbody>
      <tr><th>Verdi</th>
        <td data-drop-person="4" data-drop-name="Verdi Giuseppe" data-day="2026-11-30"><button data-shift="21" data-open="false"><span id="own">07:00</span></button></td>
        <td data-drop-person="4" data-drop-name="Verdi Giuseppe" data-day="2026-12-01"></td></tr>
      <tr><th id="head">Ricci</th>
        <td id="monday" data-drop-person="7" data-drop-name="Ricci Alessandro" data-day="2026-11-30"><span id="inside">Ferie</span></td>
        <td id="tuesday" data-drop-person="7" data-drop-name="Ricci Alessandro" data-day="2026-12-01"></td></tr>
    </tbody></table>`;
  return (selector: string) => document.querySelector(selector);
};

describe('a shift carried in the people grid', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('lands on another person’s cell of its own day, from anywhere inside it', () => {
    const at = rows();
    const target = { cell: 'person:7|2026-11-30', shiftId: 21, person: ricci };
    expect(personTargetAt(at('#monday'), shift)).toEqual(target);
    expect(personTargetAt(at('#inside'), shift)).toEqual(target);
    expect(locateFor(carriedShift, at('#inside'))).toEqual(target);
  });

  it('not on another day, on who already works it, on a row head or nowhere', () => {
    const at = rows();
    expect(personTargetAt(at('#tuesday'), shift)).toBeNull();
    expect(personTargetAt(at('#own'), shift)).toBeNull();
    expect(personTargetAt(at('#head'), shift)).toBeNull();
    expect(personTargetAt(null, shift)).toBeNull();
    expect(locateFor(null, at('#monday'))).toBeNull();
  });

  it('an open shift lands on anyone of its day', () => {
    const at = rows();
    expect(personTargetAt(at('td[data-drop-person="4"][data-day="2026-11-30"]'), { ...shift, userId: null })?.person).toEqual({ id: 4, name: 'Verdi Giuseppe' });
  });
});

describe('the pair the server is asked about', () => {
  it('a carried person on the shift under them; a carried shift on the person under it', () => {
    expect(pairOf({ kind: 'person', person: ricci }, { cell: '3|2026-11-30', shiftId: 12 })).toEqual({ shiftId: 12, person: ricci });
    expect(pairOf(carriedShift, { cell: 'person:7|2026-11-30', shiftId: 21, person: ricci })).toEqual({ shiftId: 21, person: ricci });
  });

  it('none without a target, a shift over a posts-grid cell, or a target of another shift', () => {
    expect(pairOf(carriedShift, null)).toBeNull();
    expect(pairOf(null, { cell: '3|2026-11-30', shiftId: 12 })).toBeNull();
    expect(pairOf(carriedShift, { cell: '3|2026-11-30', shiftId: 21 })).toBeNull();
    expect(pairOf(carriedShift, { cell: 'person:7|2026-11-30', shiftId: 22, person: ricci })).toBeNull();
  });
});
