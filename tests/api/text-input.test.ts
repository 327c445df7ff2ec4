import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { companyBody } from '../helpers/api';

// Inputs both databases must refuse alike, with a message per field: SQLite would store a NUL
// character that PostgreSQL refuses with an error, and a number too large is not "text too long".
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});

describe('text and numbers no column can hold', () => {
  it('refuses a NUL character in required and optional text, and stores nothing', async () => {
    const before = (await t.app.db.selectFrom('company').select('id').execute()).length;
    for (const [field, value] of [
      ['name', 'Vigilanza\u0000 Nord'],
      ['description', 'Armata\u0000'],
    ]) {
      const response = await t.call({ method: 'POST', url: '/api/company/createCompany', token: admin, payload: companyBody({ [field]: value }) });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors).toEqual({ [field]: 'Valore non valido' });
    }
    expect((await t.app.db.selectFrom('company').select('id').execute()).length).toBe(before);
  });

  it('calls an id beyond the 32-bit range invalid, not too long', async () => {
    const response = await t.call({ method: 'POST', url: '/api/attendance', token: admin, payload: { userId: 2_147_483_648, checkIn: new Date().toISOString(), reason: 'Prova' } });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors.userId).toBe('Valore non valido');
  });
});
