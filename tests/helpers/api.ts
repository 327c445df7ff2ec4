import { expect } from 'vitest';
import { fiscalCodeCheckChar } from '../../src/shared/italian';
import { DEMO, DEMO_PASSWORD, type DemoRole, type TestApp } from './app';

/** Every demo role plus a caller without a token, in the order the access table lists them. */
export const CALLERS = ['admin', 'moderator', 'worker', 'clientManagement', 'accounting', 'client', 'anonymous'] as const;
export type Caller = (typeof CALLERS)[number];

/** A valid codice fiscale, different for every n below 100 000 and from every demo account's. */
export const validFiscalCode = (n: number): string => {
  const year = String(Math.floor(n / 1000) % 100).padStart(2, '0');
  const first15 = `TSTUSR${year}A01H${String(n % 1000).padStart(3, '0')}`;
  return first15 + fiscalCodeCheckChar(first15);
};

/** A valid partita IVA (check digit computed), different for every n below 10^9. */
export const validVat = (n: number): string => {
  const first10 = `9${String(n).padStart(9, '0')}`;
  let sum = 0;
  for (let i = 0; i < 10; i += 1) {
    const digit = Number(first10[i]);
    sum += i % 2 === 0 ? digit : digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
  }
  return first10 + ((10 - (sum % 10)) % 10);
};

/** The same partita IVA with a wrong check digit. */
export const withWrongCheckDigit = (vat: string): string => vat.slice(0, 10) + ((Number(vat[10]) + 1) % 10);

let counter = 0;
/** A number not used before in this test file, for unique fiscal codes, VATs and emails. */
export const nextNumber = () => {
  counter += 1;
  return counter;
};

export const signinPayload = (who: DemoRole, password = DEMO_PASSWORD) =>
  who === 'client' ? { username: DEMO[who], password } : { fiscalCode: DEMO[who], password };

/** A new session for a demo account (not the cached one of `login`), e.g. to sign it out. */
export const freshToken = async (t: TestApp, who: DemoRole): Promise<string> => {
  const response = await t.call({ method: 'POST', url: '/api/auth/signin', payload: signinPayload(who) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().accessToken as string;
};

/** The claims of a JWT, read without checking it. */
export const jwtClaims = (token: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;

export const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A user created through the API by the demo administrator; answers its id. */
export const createUser = async (
  t: TestApp,
  body: { fiscalCode?: string; email?: string; password?: string; roles?: string[]; companyIds?: number[] } = {},
): Promise<{ id: number; fiscalCode: string; password: string }> => {
  const n = nextNumber();
  const user = {
    fiscalCode: validFiscalCode(n),
    email: `utente${n}@example.it`,
    password: 'Sicura-Password-42',
    roles: ['ROLE_WORKER'],
    // Everyone but an administrator works for a company: the first demo one unless told.
    companyIds: body.roles?.includes('ROLE_ADMIN') ? [] : [(await demoCompanyIds(t))[0]],
    ...body,
  };
  const response = await t.call({ method: 'POST', url: '/api/auth/signup', token: await t.login('admin'), payload: user });
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json().id as number, fiscalCode: user.fiscalCode, password: user.password };
};

/** A minimal valid company body with a fresh partita IVA. */
export const companyBody = (overrides: Record<string, unknown> = {}) => {
  const n = nextNumber();
  return { name: `Azienda di prova ${n}`, vat: validVat(n), ...overrides };
};

/** The demo companies' ids, by their position in the demo data (the moderator manages the first two). */
export const demoCompanyIds = async (t: TestApp): Promise<[number, number, number]> => {
  const rows = await t.app.db
    .selectFrom('company')
    .select(['id', 'vat'])
    .where('vat', 'in', ['01114601006', '00743110157', '12345678903'])
    .execute();
  const byVat = new Map(rows.map((row) => [row.vat, row.id]));
  return [byVat.get('01114601006')!, byVat.get('00743110157')!, byVat.get('12345678903')!];
};

export const userIdOf = async (t: TestApp, who: DemoRole): Promise<number> => {
  const column = who === 'client' ? 'username' : 'fiscalCode';
  const row = await t.app.db.selectFrom('user').select('id').where(column, '=', DEMO[who]).executeTakeFirstOrThrow();
  return row.id;
};

/** No answer of the file may carry a password hash. */
export const expectNoPasswordHash = (t: TestApp) => {
  expect(t.bodies.length).toBeGreaterThan(0);
  const leaking = t.bodies.filter((body) => body.includes('$argon2') || /"password_?[hH]ash"\s*:/.test(body));
  expect(leaking).toEqual([]);
};
