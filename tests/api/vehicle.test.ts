import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInRome } from '../../src/shared/dates';
import { createTestApp, type DemoRole, type TestApp } from '../helpers/app';
import { demoCompanyIds, expectNoPasswordHash, userIdOf } from '../helpers/api';
import { clientBody, created, createPerson, validPlate, vehicleBody } from '../helpers/people';

let t: TestApp;
let companies: [number, number, number];
beforeAll(async () => {
  t = await createTestApp();
  companies = await demoCompanyIds(t);
});
afterAll(async () => {
  expectNoPasswordHash(t);
  await t.close();
});

const call = async (as: DemoRole, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.call({ method, url, token: await t.login(as), ...(payload ? { payload } : {}) });
const list = async (as: DemoRole, query: Record<string, unknown> = {}) =>
  t.call({ method: 'GET', url: '/api/vehicle', token: await t.login(as), query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])) });

describe('GET /api/vehicle', () => {
  it('filters the demo fleet by expiry windows: some within 30 days, some past due', async () => {
    const today = todayInRome();
    const soon = (await list('admin', { filter: { insuranceExpiry_gte: today, insuranceExpiry_lte: addDays(today, 30) }, sort: ['insuranceExpiry', 'ASC'] })).json();
    expect(soon.map((v: { plate: string }) => v.plate)).toEqual(['GA418BX', 'EX75218']);
    const pastInspection = (await list('admin', { filter: { inspectionExpiry_lte: addDays(today, -1) } })).json();
    expect(pastInspection.map((v: { plate: string }) => v.plate)).toEqual(['FZ237KL']);
    const pastTax = (await list('admin', { filter: { taxExpiry_lte: addDays(today, -1) } })).json();
    expect(pastTax.map((v: { plate: string }) => v.plate)).toEqual(['FP384DS']);
  });

  it('filters by company and assigned user, searches plates and models, and whitelists sorting', async () => {
    const worker = await userIdOf(t, 'worker');
    const assigned = await list('admin', { filter: { assignedUserId: worker } });
    expect(assigned.headers['content-range']).toBe('vehicle 0-0/1');
    expect(assigned.json()[0]).toMatchObject({ plate: 'GA418BX', companyId: companies[0], type: 'CAR', fuel: 'HYBRID' });
    const ofCompany = (await list('admin', { filter: { companyId: companies[2] } })).json();
    expect(ofCompany.map((v: { plate: string }) => v.plate).sort()).toEqual(['FP384DS', 'GD119PA']);
    expect((await list('admin', { filter: { q: 'ducato' } })).json()).toHaveLength(1);
    expect((await list('admin', { sort: ['notes', 'ASC'] })).statusCode).toBe(400);
    expect((await list('admin', { filter: { assignedUserId: 'Verdi' } })).statusCode).toBe(400);
  });

  it("keeps a moderator to their companies' vehicles and closes the fleet to other roles", async () => {
    const rows = (await list('moderator', { range: [0, 99] })).json();
    expect(rows.every((v: { companyId: number }) => v.companyId !== companies[2])).toBe(true);
    const napoli = (await list('admin', { filter: { companyId: companies[2] } })).json()[0];
    expect((await call('moderator', 'GET', `/api/vehicle/${napoli.id}`)).statusCode).toBe(404);
    for (const who of ['clientManagement', 'worker', 'accounting', 'client'] as const) expect((await list(who)).statusCode).toBe(403);
  });
});

describe('POST /api/vehicle', () => {
  it('creates a vehicle (201) with the plate normalised', async () => {
    const response = await call('moderator', 'POST', '/api/vehicle', vehicleBody(companies[0], {
      plate: 'gh 123-kl',
      fuel: 'DIESEL',
      insuranceExpiry: '2027-03-31',
      mileage: 12_000,
      assignedUserId: await userIdOf(t, 'worker'),
    }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ message: 'Veicolo creato', plate: 'GH123KL', type: 'CAR', fuel: 'DIESEL', insuranceExpiry: '2027-03-31', mileage: 12_000 });
  });

  it.each([
    ['a plate with letters never issued', { plate: 'AI123BO' }, 'plate', 'Targa non valida (es. AB123CD)'],
    ['a plate of another format', { plate: '12345' }, 'plate', 'Targa non valida (es. AB123CD)'],
    ['an impossible expiry', { inspectionExpiry: '2026-13-01' }, 'inspectionExpiry', 'Data non valida (aaaa-mm-gg)'],
    ['negative mileage', { mileage: -1 }, 'mileage', 'Chilometraggio non valido'],
    ['an unknown fuel', { fuel: 'STEAM' }, 'fuel', 'Valore non valido'],
    ['no brand', { brand: '' }, 'brand', 'Campo obbligatorio'],
  ])('refuses %s (400 with the field error)', async (_label, overrides, field, message) => {
    const response = await call('admin', 'POST', '/api/vehicle', vehicleBody(companies[0], overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
  });

  it('accepts older provincial and motorcycle plates', async () => {
    for (const plate of ['RM A12345', 'MI 123456', 'AB 12345']) {
      expect((await call('admin', 'POST', '/api/vehicle', vehicleBody(companies[0], { plate }))).statusCode, plate).toBe(201);
    }
  });

  it('answers 409 for a plate already registered, in any company and whatever its spelling', async () => {
    const response = await call('admin', 'POST', '/api/vehicle', vehicleBody(companies[1], { plate: 'ga 418 bx' }));
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toEqual({ plate: 'Targa già registrata' });
  });

  it("assigns only users of the vehicle's company (400), and only companies of the moderator (403)", async () => {
    const milan = await call('admin', 'POST', '/api/vehicle', vehicleBody(companies[1], { assignedUserId: await userIdOf(t, 'worker') }));
    expect(milan.statusCode).toBe(400);
    expect(milan.json().errors).toEqual({ assignedUserId: "L'utente non appartiene all'azienda" });
    const outside = await call('moderator', 'POST', '/api/vehicle', vehicleBody(companies[2]));
    expect(outside.statusCode).toBe(403);
    expect(outside.json().errors).toEqual({ companyId: 'Azienda non gestita da te' });
  });
});

describe('the assigned driver', () => {
  it("refuses a client's portal login of the vehicle's company (400 beside assignedUserId), on create and on update", async () => {
    const client = await created(t, '/api/client', clientBody(companies[0]));
    const login = await createPerson(t, { roles: ['ROLE_CLIENT'], clientId: client.id, username: `portale.${client.id}`, fiscalCode: undefined });
    expect(login.companyIds).toEqual([companies[0]]);
    const create = await call('admin', 'POST', '/api/vehicle', vehicleBody(companies[0], { assignedUserId: login.id }));
    expect(create.statusCode).toBe(400);
    expect(create.json().errors).toEqual({ assignedUserId: "L'utente è un accesso dell'area clienti: assegna il veicolo a personale dell'azienda" });
    const vehicle = await created(t, '/api/vehicle', vehicleBody(companies[0]));
    const patch = await call('moderator', 'PATCH', `/api/vehicle/${vehicle.id}`, { assignedUserId: login.id });
    expect(patch.statusCode).toBe(400);
    expect(Object.keys(patch.json().errors)).toEqual(['assignedUserId']);
    expect((await call('admin', 'GET', `/api/vehicle/${vehicle.id}`)).json().assignedUserId).toBeNull();
  });

  it('refuses an inactive user, in the caller\'s language', async () => {
    const former = await createPerson(t, { companyIds: [companies[0]] });
    expect((await t.call({ method: 'POST', url: `/api/user/${former.id}/deactivate`, token: await t.login('admin') })).statusCode).toBe(200);
    const response = await t.call({
      method: 'POST', url: '/api/vehicle', token: await t.login('admin'), headers: { 'accept-language': 'en' },
      payload: vehicleBody(companies[0], { assignedUserId: former.id }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ assignedUserId: "The user is not active or their employment has ended: assign the vehicle to the company's staff in service" });
  });

  it('refuses someone whose employment has ended, though their account is still active; the last day is still in service', async () => {
    const leaving = await createPerson(t, { companyIds: [companies[0]], hireDate: '2020-01-01', endDate: addDays(todayInRome(), -1) });
    const refused = await call('admin', 'POST', '/api/vehicle', vehicleBody(companies[0], { assignedUserId: leaving.id }));
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors)).toEqual(['assignedUserId']);
    const lastDay = await createPerson(t, { companyIds: [companies[0]], hireDate: '2020-01-01', endDate: todayInRome() });
    expect((await call('admin', 'POST', '/api/vehicle', vehicleBody(companies[0], { assignedUserId: lastDay.id }))).statusCode).toBe(201);
  });

  it('lets the other fields of a vehicle be edited when its driver was deactivated after the assignment', async () => {
    const driver = await createPerson(t, { companyIds: [companies[0]] });
    const vehicle = await created(t, '/api/vehicle', vehicleBody(companies[0], { assignedUserId: driver.id }));
    expect((await t.call({ method: 'POST', url: `/api/user/${driver.id}/deactivate`, token: await t.login('admin') })).statusCode).toBe(200);
    const mileage = await call('moderator', 'PUT', `/api/vehicle/${vehicle.id}`, vehicleBody(companies[0], { plate: vehicle.plate, assignedUserId: driver.id, mileage: 80_000 }));
    expect(mileage.statusCode, mileage.body).toBe(200);
    expect(mileage.json()).toMatchObject({ mileage: 80_000, assignedUserId: driver.id });
    const other = await created(t, '/api/vehicle', vehicleBody(companies[0]));
    expect((await call('moderator', 'PATCH', `/api/vehicle/${other.id}`, { assignedUserId: driver.id })).statusCode).toBe(400);
  });
});

describe('PUT, PATCH and DELETE /api/vehicle/{id}', () => {
  it('patches expiries and mileage, unassigns the driver, then deletes', async () => {
    const vehicle = await created(t, '/api/vehicle', vehicleBody(companies[0], { assignedUserId: await userIdOf(t, 'worker'), notes: 'Gomme invernali' }));
    const patched = await call('moderator', 'PATCH', `/api/vehicle/${vehicle.id}`, { taxExpiry: '2027-01-31', mileage: 50_500, assignedUserId: null });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ taxExpiry: '2027-01-31', mileage: 50_500, assignedUserId: null, notes: 'Gomme invernali', plate: vehicle.plate });
    const taken = await call('moderator', 'PATCH', `/api/vehicle/${vehicle.id}`, { plate: 'FZ237KL' });
    expect(taken.statusCode).toBe(409);
    const put = await call('admin', 'PUT', `/api/vehicle/${vehicle.id}`, vehicleBody(companies[0], { plate: vehicle.plate, type: 'VAN' }));
    expect(put.json()).toMatchObject({ type: 'VAN', notes: null });
    expect((await call('worker', 'DELETE', `/api/vehicle/${vehicle.id}`)).statusCode).toBe(403);
    expect((await call('moderator', 'DELETE', `/api/vehicle/${vehicle.id}`)).json()).toEqual({ message: 'Veicolo eliminato', id: vehicle.id });
  });

  it('refuses moving a vehicle whose driver does not work for the new company', async () => {
    const vehicle = await created(t, '/api/vehicle', vehicleBody(companies[0], { plate: validPlate(9_000_001), assignedUserId: await userIdOf(t, 'worker') }));
    const moved = await call('admin', 'PATCH', `/api/vehicle/${vehicle.id}`, { companyId: companies[1] });
    expect(moved.statusCode).toBe(400);
    expect(Object.keys(moved.json().errors)).toEqual(['assignedUserId']);
  });

  it('keeps the vehicle when its driver is deleted, without the assignment', async () => {
    const driver = await createPerson(t, { companyIds: [companies[0]] });
    const vehicle = await created(t, '/api/vehicle', vehicleBody(companies[0], { assignedUserId: driver.id }));
    expect((await call('admin', 'DELETE', `/api/user/${driver.id}`)).statusCode).toBe(200);
    expect((await call('admin', 'GET', `/api/vehicle/${vehicle.id}`)).json().assignedUserId).toBeNull();
  });
});
