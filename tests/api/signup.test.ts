import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../helpers/app';
import { demoCompanyIds, expectNoPasswordHash, nextNumber, validFiscalCode } from '../helpers/api';

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

const newUser = (overrides: Record<string, unknown> = {}) => {
  const n = nextNumber();
  return { fiscalCode: validFiscalCode(n), email: `nuovo${n}@example.it`, password: 'Turno-di-notte-7', companyIds: [companies[0]], ...overrides };
};

const signup = async (as: 'admin' | 'moderator' | 'worker' | 'clientManagement' | null, payload: object) =>
  t.call({ method: 'POST', url: '/api/auth/signup', token: as ? await t.login(as) : undefined, payload });

const userRow = (fiscalCode: string) => t.app.db.selectFrom('user').selectAll().where('fiscalCode', '=', fiscalCode).executeTakeFirst();

describe('POST /api/auth/signup by an administrator', () => {
  it('creates the user (201 with message and id), who can then sign in', async () => {
    const user = newUser({ firstName: 'Gino', lastName: 'Bruno', roles: ['ROLE_WORKER'], companyIds: [companies[2]] });
    const response = await signup('admin', user);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['id', 'message']);
    expect(body.message).toBe('Utente creato');
    expect(Number.isInteger(body.id)).toBe(true);

    const signin = await t.call({ method: 'POST', url: '/api/auth/signin', payload: { fiscalCode: user.fiscalCode, password: user.password } });
    expect(signin.statusCode).toBe(200);
    expect(signin.json()).toMatchObject({
      id: body.id,
      fiscalCode: user.fiscalCode,
      email: user.email,
      firstName: 'Gino',
      lastName: 'Bruno',
      roles: ['ROLE_WORKER'],
      companyIds: [companies[2]],
    });
  });

  it('stores the password as argon2id, never in clear', async () => {
    const user = newUser();
    expect((await signup('admin', user)).statusCode).toBe(201);
    const row = await userRow(user.fiscalCode);
    expect(row?.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(row?.passwordHash).not.toContain(user.password);
  });

  it('normalises the fiscal code and the email, and makes a worker by default', async () => {
    const user = newUser();
    const response = await signup('admin', { ...user, fiscalCode: ` ${user.fiscalCode.toLowerCase()} `, email: user.email.toUpperCase() });
    expect(response.statusCode).toBe(201);
    const row = await userRow(user.fiscalCode);
    expect(row?.email).toBe(user.email);
    const roles = await t.app.db.selectFrom('userRole').select('role').where('userId', '=', response.json().id).execute();
    expect(roles.map((r) => r.role)).toEqual(['ROLE_WORKER']);
  });

  it('refuses a user of no company, but for an administrator (every company) and a client user (their client\'s)', async () => {
    for (const roles of [['ROLE_WORKER'], ['ROLE_ACCOUNTING'], ['ROLE_MODERATOR']]) {
      const response = await signup('admin', newUser({ roles, companyIds: [] }));
      expect(response.statusCode, roles[0]).toBe(400);
      expect(response.json().errors).toEqual({ companyIds: 'Scegli l’azienda per cui lavora' });
    }
    expect((await signup('moderator', newUser({ companyIds: [] }))).statusCode).toBe(400);
    expect((await signup('admin', newUser({ roles: ['ROLE_ADMIN'], companyIds: [] }))).statusCode).toBe(201);
  });

  it('refuses a fiscal code with a wrong check character (400 errors.fiscalCode)', async () => {
    const user = newUser();
    const last = user.fiscalCode[15];
    const response = await signup('admin', { ...user, fiscalCode: user.fiscalCode.slice(0, 15) + (last === 'A' ? 'B' : 'A') });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ fiscalCode: 'Codice fiscale non valido' });
  });

  it.each([
    ['shorter than 10 characters', 'Corta-1'],
    ['a common one', 'password123'],
    ['a common one in other case', 'Password123'],
    ['one character repeated', 'zzzzzzzzzzzz'],
  ])('refuses a password %s (400 errors.password)', async (_label, password) => {
    const user = newUser({ password });
    const response = await signup('admin', user);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['password']);
    expect(await userRow(user.fiscalCode)).toBeUndefined();
  });

  it('refuses a bad email, an unknown role and an unknown company (400)', async () => {
    for (const [field, value] of [['email', 'non-una-email'], ['roles', ['ROLE_KING']], ['companyIds', [999_999]], ['companyIds', [99_999_999_999]]] as const) {
      const response = await signup('admin', newUser({ [field]: value }));
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(response.json().errors).join()).toMatch(new RegExp(`^${field}`));
    }
  });

  it('answers 409 for a fiscal code already registered', async () => {
    const response = await signup('admin', newUser({ fiscalCode: DEMO.worker }));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Codice fiscale già registrato');
  });

  it('answers 409 for an email already registered, whatever its case', async () => {
    const response = await signup('admin', newUser({ email: 'Giuseppe.Verdi@PresidioSicurezza.it' }));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Email già registrata');
  });

  it('writes an audit entry for the new user', async () => {
    const response = await signup('admin', newUser({ roles: ['ROLE_CLIENTMANAGEMENT'] }));
    const entry = await t.app.db
      .selectFrom('auditEntry')
      .selectAll()
      .where('entity', '=', 'user')
      .where('entityId', '=', response.json().id)
      .executeTakeFirstOrThrow();
    expect(entry.action).toBe('CREATE');
    expect(entry.actorId).not.toBeNull();
    expect(entry.after).toContain('ROLE_CLIENTMANAGEMENT');
    expect(entry.after ?? '').not.toContain('argon2');
  });
});

describe('POST /api/auth/signup by other roles', () => {
  it('lets a moderator create a worker in one of their companies', async () => {
    const user = newUser({ roles: ['ROLE_WORKER'], companyIds: [companies[0]] });
    const response = await signup('moderator', user);
    expect(response.statusCode, response.body).toBe(201);
    expect(await userRow(user.fiscalCode)).toBeDefined();
  });

  it('does not let a moderator grant ROLE_ADMIN (403)', async () => {
    const user = newUser({ roles: ['ROLE_ADMIN'], companyIds: [companies[0]] });
    const response = await signup('moderator', user);
    expect(response.statusCode).toBe(403);
    expect(response.json().errors).toEqual({ roles: 'Non puoi assegnare questo ruolo' });
    expect(await userRow(user.fiscalCode)).toBeUndefined();
  });

  it("does not let a moderator assign a company outside their own (403)", async () => {
    const user = newUser({ companyIds: [companies[0], companies[2]] });
    const response = await signup('moderator', user);
    expect(response.statusCode).toBe(403);
    expect(response.json().errors).toEqual({ companyIds: 'Azienda non gestita da te' });
    expect(await userRow(user.fiscalCode)).toBeUndefined();
  });

  it.each(['worker', 'clientManagement'] as const)('refuses a %s (403)', async (role) => {
    const user = newUser();
    const response = await signup(role, user);
    expect(response.statusCode).toBe(403);
    expect(await userRow(user.fiscalCode)).toBeUndefined();
  });

  it('refuses an anonymous caller (401)', async () => {
    const user = newUser();
    const response = await signup(null, user);
    expect(response.statusCode).toBe(401);
    expect(await userRow(user.fiscalCode)).toBeUndefined();
  });
});
