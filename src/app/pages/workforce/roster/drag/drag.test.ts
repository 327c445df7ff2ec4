import { describe, expect, it } from 'vitest';
import { carriesPerson, PERSON_TYPE, readPerson } from './drag';

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
