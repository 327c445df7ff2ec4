import { expect } from 'vitest';
import type { DemoRole, TestApp } from './app';
import { nextNumber, validFiscalCode, validVat } from './api';

/** Letters issued on Italian plates (no I, O, Q, U). */
const PLATE_LETTERS = 'ABCDEFGHJKLMNPRSTVWXYZ';

/** A valid current-format plate (AA123BB), different for every n below 10 million. */
export const validPlate = (n: number): string => {
  const letter = (k: number) => PLATE_LETTERS[k % PLATE_LETTERS.length];
  const high = Math.floor(n / 1000);
  return `${letter(high)}${letter(Math.floor(high / 22))}${String(n % 1000).padStart(3, '0')}${letter(Math.floor(high / 484))}${letter(n)}`;
};

export const clientBody = (companyId: number, overrides: Record<string, unknown> = {}) => {
  const n = nextNumber();
  return { companyId, name: `Cliente di prova ${n}`, vat: validVat(500_000 + n), ...overrides };
};

export const siteBody = (clientId: number, overrides: Record<string, unknown> = {}) => ({
  clientId,
  name: `Sede ${nextNumber()}`,
  address: 'Via del Tritone 10, 00187 Roma (RM)',
  lat: 41.9029,
  lng: 12.4851,
  ...overrides,
});

export const placeBody = (companyId: number, overrides: Record<string, unknown> = {}) => ({
  companyId,
  name: `Sede aziendale ${nextNumber()}`,
  address: 'Via Tiburtina 650, 00159 Roma (RM)',
  lat: 41.9107,
  lng: 12.5448,
  ...overrides,
});

export const vehicleBody = (companyId: number, overrides: Record<string, unknown> = {}) => ({
  companyId,
  plate: validPlate(nextNumber() + 100_000),
  brand: 'Fiat',
  model: 'Panda',
  ...overrides,
});

export const userBody = (overrides: Record<string, unknown> = {}) => {
  const n = nextNumber();
  return {
    fiscalCode: validFiscalCode(n),
    email: `persona${n}@example.it`,
    firstName: 'Nome',
    lastName: `Cognome${n}`,
    roles: ['ROLE_WORKER'],
    ...overrides,
  };
};

/** A record created through the API (201 expected); answers the body. */
export const created = async (t: TestApp, url: string, payload: object, as: DemoRole = 'admin') => {
  const response = await t.call({ method: 'POST', url, token: await t.login(as), payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};

/** A user made through api/user, with the temporary password answered once. */
export const createPerson = async (t: TestApp, overrides: Record<string, unknown> = {}, as: DemoRole = 'admin') => {
  const body = userBody(overrides);
  const user = await created(t, '/api/user', body, as);
  return { ...user, temporaryPassword: user.temporaryPassword as string, id: user.id as number };
};

export const signinAs = (t: TestApp, account: { fiscalCode?: string | null; username?: string | null }, password: string) =>
  t.call({
    method: 'POST',
    url: '/api/auth/signin',
    payload: account.fiscalCode ? { fiscalCode: account.fiscalCode, password } : { username: account.username, password },
  });

/** Signs in with a temporary password and replaces it: answers a token that reaches every route. */
export const activatedToken = async (t: TestApp, account: { fiscalCode?: string | null; username?: string | null }, temporary: string) => {
  const signin = await signinAs(t, account, temporary);
  expect(signin.statusCode, signin.body).toBe(200);
  const token = signin.json().accessToken as string;
  const change = await t.call({
    method: 'POST',
    url: '/api/auth/change-password',
    token,
    payload: { currentPassword: temporary, newPassword: 'Nuova-Password-2026' },
  });
  expect(change.statusCode, change.body).toBe(200);
  return token;
};
