import type { TPersonChoice } from '../api';

/** The drag's own type: only a person dragged from this screen is dropped on a shift, never a stray text. */
export const PERSON_TYPE = 'application/x-presidio-person';

type TTransfer = Pick<DataTransfer, 'types' | 'getData'>;

export const writePerson = (transfer: DataTransfer, person: TPersonChoice) => {
  transfer.setData(PERSON_TYPE, JSON.stringify({ id: person.id, name: person.name }));
  transfer.setData('text/plain', person.name);
  transfer.effectAllowed = 'copy';
};

/** Whether a drag carries a person: while dragging, browsers tell the types but not the data. */
export const carriesPerson = (transfer: Pick<DataTransfer, 'types'> | null): boolean => !!transfer && Array.from(transfer.types).includes(PERSON_TYPE);

/** The person a drop brings, or null when it brings something else. */
export const readPerson = (transfer: TTransfer | null): TPersonChoice | null => {
  if (!carriesPerson(transfer)) return null;
  try {
    const value = JSON.parse(transfer!.getData(PERSON_TYPE)) as { id?: unknown; name?: unknown };
    return typeof value.id === 'number' && Number.isInteger(value.id) && value.id > 0 && typeof value.name === 'string' ? { id: value.id, name: value.name } : null;
  } catch {
    return null;
  }
};

/** A shift carried in the people grid: which one, its day (only that day's cells take it) and who works it now. */
export interface TCarriedShift {
  id: number;
  date: string;
  userId: number | null;
}

/** The drag's type for a shift carried from the people grid, never mistaken for a person. */
export const SHIFT_TYPE = 'application/x-presidio-shift';

export const writeShift = (transfer: DataTransfer, shift: TCarriedShift, label: string) => {
  transfer.setData(SHIFT_TYPE, JSON.stringify({ id: shift.id, date: shift.date, userId: shift.userId }));
  transfer.setData('text/plain', label);
  transfer.effectAllowed = 'move';
};

export const carriesShift = (transfer: Pick<DataTransfer, 'types'> | null): boolean => !!transfer && Array.from(transfer.types).includes(SHIFT_TYPE);

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

/** The shift a drop brings, or null when it brings something else. */
export const readShift = (transfer: TTransfer | null): TCarriedShift | null => {
  if (!carriesShift(transfer)) return null;
  try {
    const value = JSON.parse(transfer!.getData(SHIFT_TYPE)) as { id?: unknown; date?: unknown; userId?: unknown };
    const userId = value.userId === null || isId(value.userId) ? value.userId : undefined;
    return isId(value.id) && typeof value.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value.date) && userId !== undefined ? { id: value.id, date: value.date, userId } : null;
  } catch {
    return null;
  }
};
