import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInRome } from '../../src/shared/dates';
import { createTestApp, type DemoRole, type TestApp } from '../helpers/app';
import { createUser, demoCompanyIds, userIdOf } from '../helpers/api';
import { download, uploaded } from '../helpers/documents';
import { pdfFile } from '../helpers/files';
import { pdfText } from '../helpers/pdf';

let t: TestApp;
let companies: [number, number, number];
let workerId: number;

beforeAll(async () => {
  t = await createTestApp();
  companies = await demoCompanyIds(t);
  workerId = await userIdOf(t, 'worker');
});
afterAll(async () => {
  await t.close();
});

interface Row {
  id: number;
  type: string;
  title: string;
  ownerName: string | null;
  acknowledgedAt: string | null;
  expiresAt: string | null;
  review: string;
  status: string;
}
const list = async (query: { filter?: object; sort?: [string, string]; range?: [number, number] }, who: DemoRole = 'admin') => {
  const params = new URLSearchParams();
  if (query.filter) params.set('filter', JSON.stringify(query.filter));
  if (query.sort) params.set('sort', JSON.stringify(query.sort));
  params.set('range', JSON.stringify(query.range ?? [0, 999]));
  const response = await t.call({ method: 'GET', url: `/api/document?${params}`, token: await t.login(who) });
  return response;
};
const rows = async (filter: object, who: DemoRole = 'admin') => {
  const response = await list({ filter }, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Row[];
};

describe('the demo documents', () => {
  it('give the demo worker payslips (the last not yet opened), a contract, an ID card, expiring licences and a pending photo', async () => {
    const mine = (await t.call({ method: 'GET', url: '/api/document/my', token: await t.login('worker') })).json() as Row[];
    const byType = (type: string) => mine.filter((d) => d.type === type);
    expect(byType('PAYSLIP')).toHaveLength(2);
    expect(byType('PAYSLIP').filter((d) => d.acknowledgedAt === null)).toHaveLength(1);
    expect(byType('CONTRACT')[0].acknowledgedAt).not.toBeNull();
    expect(byType('ID_CARD')).toHaveLength(1);
    expect(byType('DECRETO_GPG')[0].expiresAt).toBe(addDays(todayInRome(), 20));
    // The expired licence stays in the history, replaced by its renewal (the demo of deadlines).
    const [renewed, expired] = byType('PORTO_ARMI');
    expect([renewed.status, expired.status]).toEqual(['ACTIVE', 'REPLACED']);
    expect(renewed.expiresAt! > todayInRome()).toBe(true);
    expect(expired.expiresAt! < todayInRome()).toBe(true);
    expect(byType('DRIVING_LICENCE')[0].review).toBe('PENDING');
    const insurance = await rows({ type: 'VEHICLE_INSURANCE', ownerType: 'VEHICLE' });
    expect(insurance).toHaveLength(1);
  });

  it('are real PDFs with the company in the header', async () => {
    const [payslip] = await rows({ type: 'PAYSLIP', ownerId: workerId, acknowledged: false });
    const file = await download(t, 'admin', payslip.id);
    const text = pdfText(file.rawPayload);
    expect(text).toContain('Presidio Sicurezza S.r.l.');
    expect(text).toContain('Codice fiscale: VRDGPP90C10F839E');
  });
});

describe('GET api/document filters', () => {
  it('by acknowledged true and false', async () => {
    const opened = await rows({ ownerId: workerId, acknowledged: true });
    const unopened = await rows({ ownerId: workerId, acknowledged: 'false' });
    expect(opened.length).toBeGreaterThan(0);
    expect(unopened.length).toBeGreaterThan(0);
    expect(opened.every((d) => d.acknowledgedAt !== null)).toBe(true);
    expect(unopened.every((d) => d.acknowledgedAt === null)).toBe(true);
    expect((await list({ filter: { acknowledged: 'maybe' } })).statusCode).toBe(400);
  });

  it('by expiry window, type, owner, company and uploader', async () => {
    const soon = await rows({ expiresAt_gte: todayInRome(), expiresAt_lte: addDays(todayInRome(), 30), ownerType: 'USER' });
    expect(soon.map((d) => d.type)).toContain('DECRETO_GPG');
    expect(soon.every((d) => d.expiresAt! >= todayInRome())).toBe(true);
    expect((await rows({ type: ['PORTO_ARMI', 'DECRETO_GPG'], ownerId: workerId })).map((d) => d.type).sort()).toEqual(['DECRETO_GPG', 'PORTO_ARMI', 'PORTO_ARMI']);
    expect((await rows({ companyId: companies[2] })).length).toBe(0);
    const byWorker = await rows({ uploadedBy: workerId });
    expect(byWorker.map((d) => d.type)).toEqual(['DRIVING_LICENCE']);
    expect((await list({ filter: { uploadedBy: 'nessuno' } })).statusCode).toBe(400);
    expect((await list({ filter: { storageKey: 'x' } })).statusCode).toBe(400);
  });

  it('searches title, file name and owner name', async () => {
    const person = await createUser(t, { companyIds: [companies[1]] });
    await t.app.db.updateTable('user').set({ firstName: 'Ottavia', lastName: 'Zanzibari' }).where('id', '=', person.id).execute();
    const document = await uploaded(t, 'admin', { ownerType: 'USER', ownerId: person.id, type: 'OTHER', title: 'Verbale 50%_sconto' }, { name: 'verbale-notte.pdf', content: await pdfFile() });
    expect(document.ownerName).toBe('Zanzibari Ottavia');
    for (const q of ['zanzibari ott', 'VERBALE-NOTTE', '50%_']) expect((await rows({ q })).map((d) => d.id)).toEqual([document.id]);
    expect(await rows({ q: '%' })).not.toHaveLength(0);
    expect(await rows({ q: '50%x' })).toEqual([]);
  });

  it('sorts by owner name and pages with Content-Range', async () => {
    const sorted = (await list({ sort: ['ownerName', 'ASC'] })).json() as Row[];
    const names = sorted.map((d) => d.ownerName ?? '');
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const page = await list({ sort: ['createdAt', 'DESC'], range: [0, 2] });
    expect(page.json()).toHaveLength(3);
    expect(page.headers['content-range']).toMatch(/^document 0-2\/\d+$/);
    expect((await list({ sort: ['storageKey', 'ASC'] })).statusCode).toBe(400);
  });

  it('never shows a deleted document', async () => {
    const document = await uploaded(t, 'admin', { ownerType: 'USER', ownerId: workerId, type: 'OTHER', title: 'Cancellato' });
    await t.call({ method: 'DELETE', url: `/api/document/${document.id}`, token: await t.login('admin') });
    expect(await rows({ q: 'Cancellato' })).toEqual([]);
    expect(await rows({ id: document.id })).toEqual([]);
  });
});
