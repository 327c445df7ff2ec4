import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type DemoRole, type TestApp } from '../helpers/app';
import { demoCompanyIds, expectNoPasswordHash, userIdOf, validFiscalCode } from '../helpers/api';
import { activatedToken, clientBody, created, createPerson, signinAs, userBody } from '../helpers/people';

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

const list = async (as: DemoRole, query: Record<string, unknown> = {}) =>
  t.call({
    method: 'GET',
    url: '/api/user',
    token: await t.login(as),
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])),
  });
const get = async (as: DemoRole, id: number) => t.call({ method: 'GET', url: `/api/user/${id}`, token: await t.login(as) });
const post = async (as: DemoRole, payload: object) => t.call({ method: 'POST', url: '/api/user', token: await t.login(as), payload });
const patch = async (as: DemoRole, id: number, payload: object) =>
  t.call({ method: 'PATCH', url: `/api/user/${id}`, token: await t.login(as), payload });
const action = async (as: DemoRole, id: number, name: string) =>
  t.call({ method: 'POST', url: `/api/user/${id}/${name}`, token: await t.login(as) });

describe('GET /api/user (list protocol)', () => {
  it('answers users with roles and companies, a Content-Range, and never a password hash', async () => {
    const response = await list('admin', { sort: ['lastName', 'ASC'], range: [0, 4] });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-range']).toMatch(/^user 0-4\/\d+$/);
    const rows = response.json();
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveProperty('roles');
    expect(rows[0]).toHaveProperty('companyIds');
    expect(rows[0]).not.toHaveProperty('passwordHash');
    const names = rows.map((row: { lastName: string }) => row.lastName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('filters by company, role, active and client, and searches names, fiscal code and email', async () => {
    const byCompany = (await list('admin', { filter: { companyId: companies[2] }, range: [0, 99] })).json();
    expect(byCompany.length).toBeGreaterThan(0);
    expect(byCompany.every((u: { companyIds: number[] }) => u.companyIds.includes(companies[2]))).toBe(true);

    const moderators = (await list('admin', { filter: { role: 'ROLE_MODERATOR' } })).json();
    expect(moderators.map((u: { fiscalCode: string }) => u.fiscalCode)).toEqual([DEMO.moderator]);

    const clients = (await list('admin', { filter: { role: ['ROLE_CLIENT'], clientId: (await clientOfDemoUser()) } })).json();
    expect(clients.map((u: { username: string }) => u.username)).toEqual([DEMO.client]);

    const byCode = (await list('admin', { filter: { q: DEMO.worker.slice(0, 9).toLowerCase() } })).json();
    expect(byCode.map((u: { fiscalCode: string }) => u.fiscalCode)).toEqual([DEMO.worker]);
    const byEmail = (await list('admin', { filter: { q: 'presidioportierato' } })).json();
    expect(byEmail.length).toBeGreaterThanOrEqual(3);

    const inactive = await createPerson(t, { companyIds: [companies[0]] });
    expect((await action('admin', inactive.id, 'deactivate')).statusCode).toBe(200);
    const inactiveRows = (await list('admin', { filter: { active: false }, range: [0, 99] })).json();
    expect(inactiveRows.map((u: { id: number }) => u.id)).toContain(inactive.id);
    expect(inactiveRows.every((u: { active: boolean }) => !u.active)).toBe(true);
  });

  it('refuses to sort or filter by a field that is not whitelisted (400)', async () => {
    for (const query of [{ sort: ['passwordHash', 'ASC'] }, { filter: { passwordHash: 'x' } }, { filter: { companyId_gte: 1 } }, { filter: { companyId: 'uno' } }]) {
      const response = await list('admin', query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(Object.keys(response.json().errors)[0]).toMatch(/^(sort|filter\.)/);
    }
  });

  it("shows a moderator only their companies' users; another company's user is 404", async () => {
    const rows = (await list('moderator', { range: [0, 499] })).json();
    const mine = [companies[0], companies[1]];
    expect(rows.every((u: { companyIds: number[] }) => u.companyIds.some((c) => mine.includes(c)))).toBe(true);
    expect(rows.some((u: { fiscalCode: string }) => u.fiscalCode === DEMO.admin)).toBe(false);
    const napoli = await createPerson(t, { companyIds: [companies[2]] });
    expect((await get('moderator', napoli.id)).statusCode).toBe(404);
    expect((await get('admin', napoli.id)).statusCode).toBe(200);
    expect((await get('admin', 999_999)).statusCode).toBe(404);
  });
});

const clientOfDemoUser = async () =>
  (await t.app.db.selectFrom('user').select('clientId').where('username', '=', DEMO.client).executeTakeFirstOrThrow()).clientId;

describe('POST /api/user', () => {
  it('creates a worker (201, Created User) with a temporary password answered once', async () => {
    const body = userBody({ companyIds: [companies[0]], phone: '+39 333 123 4567', hireDate: '2025-01-07', sex: 'M' });
    const response = await post('admin', body);
    expect(response.statusCode, response.body).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({ message: 'Utente creato', fiscalCode: body.fiscalCode, roles: ['ROLE_WORKER'], companyIds: [companies[0]], mustChangePassword: true, active: true });
    expect(user.temporaryPassword).toMatch(/^[\w]{4}-[\w]{4}-[\w]{4}$/);
    expect((await get('admin', user.id)).json()).not.toHaveProperty('temporaryPassword');
    const row = await t.app.db.selectFrom('user').select('passwordHash').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.passwordHash).not.toContain(user.temporaryPassword);
  });

  it.each([
    ['a wrong check character', { fiscalCode: `${validFiscalCode(90_001).slice(0, 15)}Z` }, 'fiscalCode', 'Codice fiscale non valido'],
    ['no fiscal code for staff', { fiscalCode: null }, 'fiscalCode', 'Campo obbligatorio'],
    ['a bad email', { email: 'non-una-email' }, 'email', 'Indirizzo email non valido'],
    ['no last name', { lastName: '' }, 'lastName', 'Campo obbligatorio'],
    ['an impossible date', { birthDate: '1990-02-30' }, 'birthDate', 'Data non valida (aaaa-mm-gg)'],
    ['an end before the hire date', { hireDate: '2025-05-01', endDate: '2025-04-30' }, 'endDate', 'La data di fine non può precedere quella di inizio'],
    ['a worker in two companies', { companyIds: [1, 2] }, 'companyIds', 'Un dipendente appartiene a una sola azienda'],
    ['a worker of no company', { companyIds: [] }, 'companyIds', 'Scegli l’azienda per cui lavora'],
    ['a client user without client', { roles: ['ROLE_CLIENT'], username: 'portineria.x' }, 'clientId', 'Un utente cliente deve appartenere a un cliente'],
    ['a client role with another one', { roles: ['ROLE_CLIENT', 'ROLE_WORKER'], username: 'misto', clientId: 1 }, 'roles', 'Il ruolo Cliente non si combina con altri ruoli'],
    ['a client for a staff user', { clientId: 1 }, 'clientId', 'Solo gli utenti con ruolo Cliente appartengono a un cliente'],
    ['a bad username', { roles: ['ROLE_CLIENT'], username: 'Ma Rio', clientId: 1 }, 'username', 'Nome utente non valido: da 3 a 100 caratteri tra lettere minuscole, cifre, punto, trattino e trattino basso'],
    ['an unknown sex', { sex: 'X' }, 'sex', 'Valore non valido'],
  ])('refuses %s (400 with the field error)', async (_label, overrides, field, message) => {
    const response = await post('admin', userBody(overrides));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors[field]).toBe(message);
  });

  it('creates a client user with a username and no fiscal code; their company is the client\'s', async () => {
    const client = await created(t, '/api/client', clientBody(companies[1]));
    const response = await post('admin', userBody({ fiscalCode: null, roles: ['ROLE_CLIENT'], username: ' Reception.Nord ', clientId: client.id, companyIds: [companies[2]] }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ username: 'reception.nord', fiscalCode: null, clientId: client.id, companyIds: [companies[1]] });
    const signin = await signinAs(t, { username: 'reception.nord' }, response.json().temporaryPassword);
    expect(signin.statusCode).toBe(200);
    expect(signin.json().mustChangePassword).toBe(true);
  });

  it('answers 409 naming the field for a fiscal code, email or username already registered', async () => {
    for (const [field, value] of [['fiscalCode', DEMO.worker], ['email', 'Laura.Bianchi@presidiosicurezza.it']] as const) {
      const response = await post('admin', userBody({ [field]: value, companyIds: [companies[0]] }));
      expect(response.statusCode).toBe(409);
      expect(Object.keys(response.json().errors)).toEqual([field]);
    }
    const response = await post('admin', userBody({ fiscalCode: null, roles: ['ROLE_CLIENT'], username: DEMO.client, clientId: await clientOfDemoUser() }));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Nome utente già registrato');
  });

  it('lets a moderator create users of their companies with roles below their own only', async () => {
    expect((await post('moderator', userBody({ companyIds: [companies[1]] }))).statusCode).toBe(201);
    for (const roles of [['ROLE_ADMIN'], ['ROLE_MODERATOR']]) {
      const response = await post('moderator', userBody({ roles, companyIds: [companies[0]] }));
      expect(response.statusCode).toBe(403);
      expect(response.json().errors).toEqual({ roles: 'Non puoi assegnare questo ruolo' });
    }
    const outside = await post('moderator', userBody({ companyIds: [companies[2]] }));
    expect(outside.statusCode).toBe(403);
    expect(outside.json().errors).toEqual({ companyIds: 'Azienda non gestita da te' });
    const napoliClient = await created(t, '/api/client', clientBody(companies[2]));
    const client = await post('moderator', userBody({ fiscalCode: null, roles: ['ROLE_CLIENT'], username: 'fuori.zona', clientId: napoliClient.id }));
    expect(client.statusCode).toBe(403);
    expect(client.json().errors).toEqual({ clientId: 'Azienda non gestita da te' });
  });
});

describe('PUT and PATCH /api/user/{id}', () => {
  it('changes fields and roles; a change of roles ends the user\'s sessions at once', async () => {
    const person = await createPerson(t, { companyIds: [companies[0]] });
    const token = await activatedToken(t, person, person.temporaryPassword);
    expect((await t.call({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(200);

    const phone = await patch('admin', person.id, { phone: '+39 06 1234 5678' });
    expect(phone.statusCode, phone.body).toBe(200);
    expect(phone.json()).toMatchObject({ phone: '+39 06 1234 5678', lastName: person.lastName, roles: ['ROLE_WORKER'] });
    expect((await t.call({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(200);

    const roles = await patch('admin', person.id, { roles: ['ROLE_WORKER', 'ROLE_CLIENTMANAGEMENT'] });
    expect(roles.statusCode).toBe(200);
    expect(roles.json().roles).toEqual(['ROLE_CLIENTMANAGEMENT', 'ROLE_WORKER']);
    expect((await t.call({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(401);
  });

  it('replaces the whole record with PUT, with the same rules as creation', async () => {
    const person = await createPerson(t, { companyIds: [companies[0]], jobTitle: 'Portiere' });
    const body = userBody({ fiscalCode: person.fiscalCode, email: person.email, companyIds: [companies[0]] });
    const response = await t.call({ method: 'PUT', url: `/api/user/${person.id}`, token: await t.login('admin'), payload: body });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ lastName: body.lastName, jobTitle: null });
    const bad = await t.call({ method: 'PUT', url: `/api/user/${person.id}`, token: await t.login('admin'), payload: { ...body, email: '' } });
    expect(bad.statusCode).toBe(400);
  });

  it('answers 409 for another user\'s email, and checks the rules on the result of a PATCH', async () => {
    const person = await createPerson(t, { companyIds: [companies[0]] });
    expect((await patch('admin', person.id, { email: 'mario.rossi@presidiosicurezza.it' })).statusCode).toBe(409);
    const toClient = await patch('admin', person.id, { roles: ['ROLE_CLIENT'] });
    expect(toClient.statusCode).toBe(400);
    expect(Object.keys(toClient.json().errors).sort()).toEqual(['clientId', 'username']);
  });

  it("keeps a moderator to their companies' workers, and to companies of their own", async () => {
    const napoli = await createPerson(t, { companyIds: [companies[2]] });
    expect((await patch('moderator', napoli.id, { phone: '+39 081 000 0000' })).statusCode).toBe(404);
    const roma = await createPerson(t, { companyIds: [companies[0]] });
    expect((await patch('moderator', roma.id, { companyIds: [companies[1]] })).json().companyIds).toEqual([companies[1]]);
    const moved = await patch('moderator', roma.id, { companyIds: [companies[2]] });
    expect(moved.statusCode).toBe(403);
    expect(moved.json().errors).toEqual({ companyIds: 'Azienda non gestita da te' });
    expect((await patch('moderator', roma.id, { roles: ['ROLE_MODERATOR'] })).statusCode).toBe(403);
  });

  it("leaves a user who also works for another company to the administrators: a moderator reads but cannot change the account", async () => {
    const shared = await createPerson(t, { roles: ['ROLE_ACCOUNTING'], companyIds: [companies[0], companies[2]] });
    expect((await get('moderator', shared.id)).statusCode).toBe(200);
    const refusals = [
      await patch('moderator', shared.id, { email: 'presa@example.it' }),
      await patch('moderator', shared.id, { companyIds: [companies[1]] }),
      await patch('moderator', shared.id, { roles: ['ROLE_CLIENT'], clientId: await clientOfDemoUser(), username: 'presa.cliente' }),
      await action('moderator', shared.id, 'reset-password'),
      await action('moderator', shared.id, 'deactivate'),
    ];
    for (const response of refusals) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().message).toBe('Questo utente lavora anche per aziende che non gestisci: può modificarlo solo un amministratore');
    }
    const after = (await get('admin', shared.id)).json();
    expect(after).toMatchObject({ email: shared.email, roles: ['ROLE_ACCOUNTING'], active: true });
    expect(after.companyIds).toEqual([companies[0], companies[2]].sort((a, b) => a - b));
    expect((await signinAs(t, shared, shared.temporaryPassword)).statusCode).toBe(200);
    expect((await patch('admin', shared.id, { companyIds: [companies[0]] })).json().companyIds).toEqual([companies[0]]);
    expect((await patch('moderator', shared.id, { phone: '+39 06 555 0101' })).statusCode).toBe(200);
  });

  it("keeps a client user at their client's company, whatever companies the body names", async () => {
    const client = await created(t, '/api/client', clientBody(companies[0]));
    const user = await post('admin', userBody({ fiscalCode: null, roles: ['ROLE_CLIENT'], username: `portineria.${client.id}`, clientId: client.id }));
    expect(user.statusCode, user.body).toBe(201);
    for (const companyIds of [[], [companies[1]], [companies[0], companies[1]]]) {
      const response = await patch('moderator', user.json().id, { companyIds });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().companyIds).toEqual([companies[0]]);
    }
  });

  it('keeps a moderator away from administrators and other moderators, and from their own roles', async () => {
    const peer = await createPerson(t, { roles: ['ROLE_MODERATOR'], companyIds: [companies[0]] });
    expect((await patch('moderator', peer.id, { phone: '+39 06 555 0000' })).statusCode).toBe(403);
    expect((await action('moderator', peer.id, 'reset-password')).statusCode).toBe(403);
    const self = await patch('admin', await userIdOf(t, 'admin'), { roles: ['ROLE_WORKER'] });
    expect(self.statusCode).toBe(403);
    expect((await get('admin', await userIdOf(t, 'admin'))).json().roles).toEqual(['ROLE_ADMIN']);
  });
});

describe('activation, deactivation and deletion', () => {
  it('deactivation ends every token at once and refuses sign-in; activation lets the user back', async () => {
    const person = await createPerson(t, { companyIds: [companies[0]] });
    const token = await activatedToken(t, person, person.temporaryPassword);
    const response = await action('moderator', person.id, 'deactivate');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ active: false, message: 'Utente disattivato: le sue sessioni sono terminate' });
    expect((await t.call({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(401);
    expect((await signinAs(t, person, 'Nuova-Password-2026')).statusCode).toBe(401);

    expect((await action('moderator', person.id, 'activate')).json().active).toBe(true);
    expect((await signinAs(t, person, 'Nuova-Password-2026')).statusCode).toBe(200);
  });

  it('refuses to deactivate oneself (409) and a user of another company (404)', async () => {
    expect((await action('admin', await userIdOf(t, 'admin'), 'deactivate')).statusCode).toBe(409);
    const napoli = await createPerson(t, { companyIds: [companies[2]] });
    expect((await action('moderator', napoli.id, 'deactivate')).statusCode).toBe(404);
  });

  it('lets only an administrator delete a user', async () => {
    const person = await createPerson(t, { companyIds: [companies[0]] });
    const token = await t.login('moderator');
    expect((await t.call({ method: 'DELETE', url: `/api/user/${person.id}`, token })).statusCode).toBe(403);
    const response = await t.call({ method: 'DELETE', url: `/api/user/${person.id}`, token: await t.login('admin') });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Utente eliminato', id: person.id });
    expect((await get('admin', person.id)).statusCode).toBe(404);
  });
});
