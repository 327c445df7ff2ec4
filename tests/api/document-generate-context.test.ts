import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInRome } from '../../src/shared/dates';
import { createTestApp, DEMO, type DemoRole, type TestApp } from '../helpers/app';
import { createUser, demoCompanyIds, expectNoPasswordHash, userIdOf } from '../helpers/api';

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

const contextOf = async (who: DemoRole, companyId: number | string) =>
  t.call({ method: 'GET', url: `/api/document/generate/context?companyId=${companyId}`, token: await t.login(who) });

interface Context {
  company: Record<string, unknown>;
  places: Array<Record<string, unknown>>;
  people: Array<{ id: number; firstName: string | null; lastName: string | null; fiscalCode: string | null } & Record<string, unknown>>;
}
const readContext = async (who: DemoRole, companyId: number) => {
  const response = await contextOf(who, companyId);
  expect(response.statusCode, response.body).toBe(200);
  return { body: response.body, context: response.json() as Context };
};

const PERSON_FIELDS = ['contractType', 'endDate', 'firstName', 'fiscalCode', 'hireDate', 'id', 'jobTitle', 'lastName'];

describe('GET api/document/generate/context', () => {
  it('gives client management its company, places and staff by surname, with only what the documents print', async () => {
    const worker = await t.app.db.selectFrom('user').selectAll().where('fiscalCode', '=', DEMO.worker).executeTakeFirstOrThrow();
    const { body, context } = await readContext('clientManagement', companies[0]);

    expect(context.company).toEqual({
      id: companies[0],
      name: 'Presidio Sicurezza S.r.l.',
      vat: '01114601006',
      registeredOffice: expect.any(String),
      headOffice: expect.any(String),
      // The demo company's CEO is the demo administrator, who signs its attestati.
      legalRepresentative: 'Mario Rossi',
    });
    const places = await t.app.db.selectFrom('place').select(['id', 'name', 'address']).where('companyId', '=', companies[0]).execute();
    expect(places.length).toBeGreaterThan(0);
    expect([...context.places].sort((a, b) => Number(a.id) - Number(b.id))).toEqual(places.sort((a, b) => a.id - b.id));

    expect(context.people.find((p) => p.id === worker.id)).toEqual({
      id: worker.id,
      firstName: 'Giuseppe',
      lastName: 'Verdi',
      fiscalCode: DEMO.worker,
      jobTitle: worker.jobTitle,
      contractType: worker.contractType,
      hireDate: worker.hireDate,
      endDate: worker.endDate,
    });
    for (const person of context.people) expect(Object.keys(person).sort()).toEqual(PERSON_FIELDS);
    const surnames = context.people.map((p) => p.lastName ?? '');
    expect(surnames).toEqual([...surnames].sort(new Intl.Collator('it', { sensitivity: 'base' }).compare));
    expect(context.people.length).toBeGreaterThan(3);

    // Nothing personal beyond what the letter and the attestato print.
    expect(body).not.toContain(worker.email);
    if (worker.phone) expect(body).not.toContain(worker.phone);
    expect(body).not.toMatch(/"(email|phone|roles|birthDate|companyIds|passwordHash|username|active)"/);
    expect(body).not.toContain('ROLE_');
  });

  it('lists neither client logins, nor people no longer active, nor those whose employment has ended; a fixed term ending later is listed', async () => {
    const today = todayInRome();
    const inactive = await createUser(t, { companyIds: [companies[0]] });
    const ended = await createUser(t, { companyIds: [companies[0]] });
    const endsToday = await createUser(t, { companyIds: [companies[0]] });
    const fixedTerm = await createUser(t, { companyIds: [companies[0]] });
    const elsewhere = await createUser(t, { companyIds: [companies[2]] });
    await t.app.db.updateTable('user').set({ active: 0 }).where('id', '=', inactive.id).execute();
    await t.app.db.updateTable('user').set({ endDate: addDays(today, -1) }).where('id', '=', ended.id).execute();
    await t.app.db.updateTable('user').set({ endDate: today }).where('id', '=', endsToday.id).execute();
    await t.app.db.updateTable('user').set({ endDate: addDays(today, 90), contractType: 'Tempo determinato' }).where('id', '=', fixedTerm.id).execute();

    const ids = (await readContext('clientManagement', companies[0])).context.people.map((p) => p.id);
    expect(ids).toContain(await userIdOf(t, 'worker'));
    expect(ids).toContain(fixedTerm.id);
    expect(ids).toContain(endsToday.id);
    expect(ids).not.toContain(inactive.id);
    expect(ids).not.toContain(ended.id);
    expect(ids).not.toContain(elsewhere.id);
    // The demo client's login belongs to the first company, and is nobody's employee.
    expect(ids).not.toContain(await userIdOf(t, 'client'));
  });

  it('answers 404 for a company outside the caller’s scope or missing, as if it did not exist', async () => {
    for (const [who, companyId] of [
      ['clientManagement', companies[1]],
      ['clientManagement', companies[2]],
      ['moderator', companies[2]],
      ['admin', 987654],
    ] as const) {
      const response = await contextOf(who, companyId);
      expect(response.statusCode, `${who} ${companyId}`).toBe(404);
      expect(response.body).not.toContain('people');
    }
    for (const companyId of [companies[0], companies[1]]) {
      const { context } = await readContext('moderator', companyId);
      expect(context.company.id).toBe(companyId);
    }
    expect((await readContext('admin', companies[2])).context.company.id).toBe(companies[2]);
  });

  it('names no legal representative when the company records no CEO, and refuses a missing or malformed company', async () => {
    expect((await readContext('admin', companies[2])).context.company.legalRepresentative).toBeNull();
    for (const query of ['', 'abc', '0']) {
      const response = await contextOf('admin', query);
      expect(response.statusCode, query).toBe(400);
    }
  });
});
