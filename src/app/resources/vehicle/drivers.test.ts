import { describe, expect, it } from 'vitest';
import type { TUser } from '../../../shared/schemas/user';
import { driverChoices } from './VehicleInputs';

const user = (id: number, lastName: string, roles: string[], active = true) => ({ id, firstName: 'Mario', lastName, roles, active }) as unknown as TUser;
const users = [
  user(1, 'Rossi', ['ROLE_WORKER']),
  user(2, 'Portale', ['ROLE_CLIENT']),
  user(3, 'Bianchi', ['ROLE_WORKER'], false),
  user(4, 'Verdi', ['ROLE_MODERATOR']),
];
const translate = (key: string, options?: object) => `${key} ${JSON.stringify(options)}`;

describe('the drivers a vehicle may be assigned to', () => {
  it("are the company's active staff: no client portal login, no deactivated user", () => {
    expect(driverChoices(users, null, translate)).toEqual([{ id: 1, name: 'Rossi Mario' }, { id: 4, name: 'Verdi Mario' }]);
  });

  it('leave out staff whose employment has ended, as the server refuses them', () => {
    const left = { ...user(5, 'Neri', ['ROLE_WORKER']), endDate: '2026-11-15' } as TUser;
    expect(driverChoices([...users, left], null, translate, '2026-11-23').map((c) => c.id)).toEqual([1, 4]);
    expect(driverChoices([...users, left], null, translate, '2026-11-15').map((c) => c.id)).toEqual([1, 4, 5]);
  });

  it('keep showing a driver deactivated since the assignment, marked as such, but never a client login', () => {
    expect(driverChoices(users, 3, translate).map((c) => c.id)).toEqual([1, 3, 4]);
    expect(driverChoices(users, 3, translate)[1].name).toBe('resources.vehicle.inactiveUser {"name":"Bianchi Mario"}');
    expect(driverChoices(users, 2, translate).map((c) => c.id)).toEqual([1, 4]);
  });
});
