import { afterEach, describe, expect, it } from 'vitest';
import { sameTarget, targetAt } from './target';

const grid = () => {
  document.body.innerHTML = `
    <table><tbody><tr>
      <th>Portineria</th>
      <td data-drop-cell="3:2026-11-30" data-first-open="12">
        <button data-shift="11" data-open="false"><span id="held">07:00 Verdi</span></button>
        <button data-shift="12" data-open="true">13:00 Scoperto</button>
        <button data-shift="13" data-open="true"><span id="second">19:00 Scoperto</span></button>
      </td>
      <td data-drop-cell="3:2026-12-01"><button data-shift="14" data-open="false">07:00 Ricci</button></td>
    </tr></tbody></table>`;
  return (selector: string) => document.querySelector(selector);
};

describe('where a carried person would land', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('on the open shift under the pointer, else on the cell’s first open shift', () => {
    const at = grid();
    expect(targetAt(at('#second'))).toEqual({ cell: '3:2026-11-30', shiftId: 13 });
    expect(targetAt(at('#held'))).toEqual({ cell: '3:2026-11-30', shiftId: 12 });
    expect(targetAt(at('td[data-drop-cell="3:2026-11-30"]'))).toEqual({ cell: '3:2026-11-30', shiftId: 12 });
  });

  it('nowhere on a full cell, a row head or nothing', () => {
    const at = grid();
    expect(targetAt(at('button[data-shift="14"]'))).toBeNull();
    expect(targetAt(at('th'))).toBeNull();
    expect(targetAt(null)).toBeNull();
  });

  it('tells a new target from the same one', () => {
    expect(sameTarget({ cell: 'a', shiftId: 1 }, { cell: 'a', shiftId: 1 })).toBe(true);
    expect(sameTarget({ cell: 'a', shiftId: 1 }, { cell: 'a', shiftId: 2 })).toBe(false);
    expect(sameTarget(null, null)).toBe(true);
    expect(sameTarget(null, { cell: 'a', shiftId: 1 })).toBe(false);
  });
});
