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
