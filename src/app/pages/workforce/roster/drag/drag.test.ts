import { describe, expect, it } from 'vitest';
import { carriesPerson, carriesShift, PERSON_TYPE, readPerson, readShift, SHIFT_TYPE } from './drag';

const transfer = (data: Record<string, string>) => ({ types: Object.keys(data), getData: (type: string) => data[type] ?? '' });

describe('dragging a person', () => {
  it('reads the person a drop brings', () => {
    expect(readPerson(transfer({ [PERSON_TYPE]: JSON.stringify({ id: 4, name: 'Verdi Giuseppe' }), 'text/plain': 'Verdi Giuseppe' }))).toEqual({ id: 4, name: 'Verdi Giuseppe' });
  });

  it('ignores a text, a broken or a forged drag', () => {
    expect(carriesPerson(transfer({ 'text/plain': 'Verdi' }))).toBe(false);
    expect(readPerson(transfer({ 'text/plain': 'Verdi' }))).toBeNull();
    expect(readPerson(transfer({ [PERSON_TYPE]: '{oops' }))).toBeNull();
    expect(readPerson(transfer({ [PERSON_TYPE]: JSON.stringify({ id: '4', name: 'x' }) }))).toBeNull();
    expect(readPerson(transfer({ [PERSON_TYPE]: JSON.stringify({ id: -1, name: 'x' }) }))).toBeNull();
    expect(readPerson(null)).toBeNull();
  });
});

describe('dragging a shift', () => {
  it('reads the shift a drop brings, open or someone’s', () => {
    expect(readShift(transfer({ [SHIFT_TYPE]: JSON.stringify({ id: 21, date: '2026-11-30', userId: 4 }) }))).toEqual({ id: 21, date: '2026-11-30', userId: 4 });
    expect(readShift(transfer({ [SHIFT_TYPE]: JSON.stringify({ id: 21, date: '2026-11-30', userId: null }) }))).toEqual({ id: 21, date: '2026-11-30', userId: null });
  });

  it('is never a person, and ignores a broken or a forged shift', () => {
    const shift = transfer({ [SHIFT_TYPE]: JSON.stringify({ id: 21, date: '2026-11-30', userId: 4 }) });
    expect(carriesPerson(shift)).toBe(false);
    expect(carriesShift(transfer({ [PERSON_TYPE]: '{}' }))).toBe(false);
    expect(readShift(transfer({ [SHIFT_TYPE]: '{oops' }))).toBeNull();
    expect(readShift(transfer({ [SHIFT_TYPE]: JSON.stringify({ id: 21, date: '30/11/2026', userId: 4 }) }))).toBeNull();
    expect(readShift(transfer({ [SHIFT_TYPE]: JSON.stringify({ id: 21, date: '2026-11-30' }) }))).toBeNull();
    expect(readShift(transfer({ [SHIFT_TYPE]: JSON.stringify({ id: 0, date: '2026-11-30', userId: null }) }))).toBeNull();
  });
});
