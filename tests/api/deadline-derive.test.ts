import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInRome } from '../../src/shared/dates';
import { createTestApp, type DemoRole, type TestApp } from '../helpers/app';
import { createUser, demoCompanyIds, expectNoPasswordHash, userIdOf } from '../helpers/api';
import { attestatoBody } from '../helpers/access-rows-generation';
import { uploaded } from '../helpers/documents';
import { created, vehicleBody } from '../helpers/people';

let t: TestApp;
let companies: [number, number, number];
let workerId: number;
const today = todayInRome();

beforeAll(async () => {
  t = await createTestApp();
  companies = await demoCompanyIds(t);
  workerId = await userIdOf(t, 'worker');
});
afterAll(async () => {
  expectNoPasswordHash(t);
  await t.close();
});

const call = async (as: DemoRole, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.call({ method, url, token: await t.login(as), ...(payload ? { payload } : {}) });
const deadlinesOf = (subjectType: string, subjectId: number, kind?: string) =>
  t.app.db
    .selectFrom('deadline')
    .selectAll()
    .where('subjectType', '=', subjectType)
    .where('subjectId', '=', subjectId)
    .$if(!!kind, (q) => q.where('kind', '=', kind!))
    .orderBy('id')
    .execute();
const ofSource = (source: string, sourceId: number) =>
  t.app.db.selectFrom('deadline').selectAll().where('source', '=', source).where('sourceId', '=', sourceId).execute();
const userDocument = (who: DemoRole, ownerId: number, type: string, expiresAt: string, issuedAt = addDays(today, -30)) =>
  uploaded(t, who, { ownerType: 'USER', ownerId, type, issuedAt, expiresAt });

describe('a document with an expiry', () => {
  it("opens a deadline with the company's reminder window, and a renewal closes the old one", async () => {
    const person = await createUser(t, { companyIds: [companies[1]] });
    await t.app.db.insertInto('deadlineKindSetting').values({ companyId: companies[1], kind: 'DECRETO_GPG', validityMonths: 24, leadDays: 45, remindTo: 'BOTH', blocks: 'GPG' }).execute();
    const first = await userDocument('admin', person.id, 'DECRETO_GPG', addDays(today, 100));
    const [deadline] = await ofSource('DOCUMENT', first.id);
    expect(deadline).toMatchObject({ companyId: companies[1], subjectType: 'USER', subjectId: person.id, kind: 'DECRETO_GPG', state: 'OPEN', dueDate: addDays(today, 100), leadDays: 45, remindFrom: addDays(today, 55) });

    const renewal = await userDocument('admin', person.id, 'DECRETO_GPG', addDays(today, 800), today);
    const all = await deadlinesOf('USER', person.id, 'DECRETO_GPG');
    expect(all.map((d) => [d.sourceId, d.state, d.dueDate])).toEqual([
      [first.id, 'DONE', addDays(today, 100)],
      [renewal.id, 'OPEN', addDays(today, 800)],
    ]);
  });

  it("a worker's own photo changes nothing until the office confirms it; a rejected one never does", async () => {
    const before = await deadlinesOf('USER', workerId, 'ID_CARD');
    expect(before.map((d) => d.state)).toEqual(['OPEN']);
    const photo = await userDocument('worker', workerId, 'ID_CARD', addDays(today, 3650), addDays(today, -1));
    expect(await ofSource('DOCUMENT', photo.id)).toEqual([]);
    expect(await deadlinesOf('USER', workerId, 'ID_CARD')).toEqual(before);

    const confirmed = await call('admin', 'PATCH', `/api/document/${photo.id}`, { review: 'CONFIRMED' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const after = await deadlinesOf('USER', workerId, 'ID_CARD');
    expect(after.map((d) => [d.sourceId, d.state])).toEqual([
      [before[0].sourceId, 'DONE'],
      [photo.id, 'OPEN'],
    ]);

    const rejectedPhoto = await userDocument('worker', workerId, 'ID_CARD', addDays(today, 3000), addDays(today, -1));
    expect((await call('admin', 'PATCH', `/api/document/${rejectedPhoto.id}`, { review: 'REJECTED' })).statusCode).toBe(200);
    expect(await ofSource('DOCUMENT', rejectedPhoto.id)).toEqual([]);
    expect(await deadlinesOf('USER', workerId, 'ID_CARD')).toEqual(after);
  });

  it('follows a corrected expiry, and a deleted renewal gives the deadline back to the document it replaced', async () => {
    const person = await createUser(t, { companyIds: [companies[0]] });
    const old = await userDocument('admin', person.id, 'PERMESSO_SOGGIORNO', addDays(today, 20));
    const renewal = await userDocument('admin', person.id, 'PERMESSO_SOGGIORNO', addDays(today, 700), today);
    expect((await call('admin', 'PATCH', `/api/document/${renewal.id}`, { expiresAt: addDays(today, 730) })).statusCode).toBe(200);
    expect((await ofSource('DOCUMENT', renewal.id))[0]).toMatchObject({ dueDate: addDays(today, 730), state: 'OPEN', remindFrom: addDays(today, 640) });

    expect((await call('admin', 'DELETE', `/api/document/${renewal.id}`)).statusCode).toBe(200);
    expect(await ofSource('DOCUMENT', renewal.id)).toEqual([]);
    expect((await deadlinesOf('USER', person.id, 'PERMESSO_SOGGIORNO')).map((d) => [d.sourceId, d.state, d.dueDate])).toEqual([[old.id, 'OPEN', addDays(today, 20)]]);

    expect((await call('admin', 'DELETE', `/api/document/${old.id}`)).statusCode).toBe(200);
    expect(await deadlinesOf('USER', person.id)).toEqual([]);
  });

  it('a document without a kind or without an expiry has none', async () => {
    const person = await createUser(t, { companyIds: [companies[0]] });
    await uploaded(t, 'admin', { ownerType: 'USER', ownerId: person.id, type: 'PAYSLIP', issuedAt: '2026-10-31' });
    await uploaded(t, 'admin', { ownerType: 'USER', ownerId: person.id, type: 'ID_CARD', issuedAt: '2026-10-31' });
    expect(await deadlinesOf('USER', person.id)).toEqual([]);
  });
});

describe('a vehicle', () => {
  it('has a deadline per date, which follows an edit, a cleared date and the removal', async () => {
    const vehicle = await created(t, '/api/vehicle', vehicleBody(companies[0], { insuranceExpiry: addDays(today, 10), inspectionExpiry: addDays(today, 200), taxExpiry: addDays(today, -3) }));
    const kinds = async () => (await deadlinesOf('VEHICLE', vehicle.id)).map((d) => [d.kind, d.dueDate, d.state, d.leadDays]);
    expect(await kinds()).toEqual([
      ['VEHICLE_INSURANCE', addDays(today, 10), 'OPEN', 30],
      ['VEHICLE_INSPECTION', addDays(today, 200), 'OPEN', 30],
      ['VEHICLE_TAX', addDays(today, -3), 'OPEN', 30],
    ]);
    expect((await call('admin', 'PATCH', `/api/vehicle/${vehicle.id}`, { insuranceExpiry: addDays(today, 375), taxExpiry: null })).statusCode).toBe(200);
    expect(await kinds()).toEqual([
      ['VEHICLE_INSURANCE', addDays(today, 375), 'OPEN', 30],
      ['VEHICLE_INSPECTION', addDays(today, 200), 'OPEN', 30],
    ]);
    expect((await call('admin', 'DELETE', `/api/vehicle/${vehicle.id}`)).statusCode).toBe(200);
    expect(await deadlinesOf('VEHICLE', vehicle.id)).toEqual([]);
  });

  it("a new insurance policy filed as a document moves the vehicle's date and its deadline", async () => {
    const vehicle = await created(t, '/api/vehicle', vehicleBody(companies[0], { insuranceExpiry: addDays(today, 5) }));
    await uploaded(t, 'admin', { ownerType: 'VEHICLE', ownerId: vehicle.id, type: 'VEHICLE_INSURANCE', issuedAt: today, expiresAt: addDays(today, 365) });
    expect((await call('admin', 'GET', `/api/vehicle/${vehicle.id}`)).json().insuranceExpiry).toBe(addDays(today, 365));
    expect((await deadlinesOf('VEHICLE', vehicle.id, 'VEHICLE_INSURANCE')).map((d) => [d.dueDate, d.state])).toEqual([[addDays(today, 365), 'OPEN']]);
  });

  it('moves nothing when the change fails: the date and its deadline are one transaction', async () => {
    const vehicle = await created(t, '/api/vehicle', vehicleBody(companies[0], { insuranceExpiry: addDays(today, 40) }));
    // The audit entry, written last in the transaction, is refused: the whole change must go.
    if (t.app.dialect === 'postgres') {
      await sql`create function refuse_vehicle_audit() returns trigger language plpgsql as $$ begin if new.entity = 'vehicle' and new.action = 'UPDATE' then raise exception 'refused'; end if; return new; end $$`.execute(t.app.db);
      await sql`create trigger refuse_vehicle_audit before insert on audit_entry for each row execute function refuse_vehicle_audit()`.execute(t.app.db);
    } else {
      await sql`create trigger refuse_vehicle_audit before insert on audit_entry when new.entity = 'vehicle' and new.action = 'UPDATE' begin select raise(abort, 'refused'); end`.execute(t.app.db);
    }
    try {
      const response = await call('admin', 'PATCH', `/api/vehicle/${vehicle.id}`, { insuranceExpiry: addDays(today, 400) });
      expect(response.statusCode).toBe(500);
    } finally {
      await sql`drop trigger refuse_vehicle_audit${sql.raw(t.app.dialect === 'postgres' ? ' on audit_entry' : '')}`.execute(t.app.db);
    }
    expect((await deadlinesOf('VEHICLE', vehicle.id)).map((d) => d.dueDate)).toEqual([addDays(today, 40)]);
    expect((await call('admin', 'GET', `/api/vehicle/${vehicle.id}`)).json().insuranceExpiry).toBe(addDays(today, 40));
  });
});

describe('training and medical visits', () => {
  it('an attestato gives its course kind; a newer record supersedes it, and withdrawing that brings it back', async () => {
    const person = await createUser(t, { companyIds: [companies[0]] });
    const response = await call('admin', 'POST', '/api/document/generate/attestato', attestatoBody([person.id], { courseCode: 'PRIMO_SOCCORSO_BC', endDate: '2026-03-04' }));
    expect(response.statusCode, response.body).toBe(201);
    const [first] = await deadlinesOf('USER', person.id, 'FIRST_AID');
    expect(first).toMatchObject({ source: 'TRAINING', dueDate: '2029-03-04', state: 'OPEN', leadDays: 90, title: 'Addetto al primo soccorso – aziende dei gruppi B e C' });

    const refresher = await created(t, '/api/training', { userId: person.id, courseCode: 'AGGIORNAMENTO_PRIMO_SOCCORSO', completedAt: addDays(today, -1), hours: 4, provider: 'Croce Rossa Italiana' });
    const after = await deadlinesOf('USER', person.id, 'FIRST_AID');
    expect(after.map((d) => [d.sourceId, d.state])).toEqual([
      [first.sourceId, 'DONE'],
      [refresher.id, 'OPEN'],
    ]);
    expect(after[1].dueDate).toBe(refresher.validUntil);

    expect((await call('admin', 'DELETE', `/api/training/${refresher.id}`)).statusCode).toBe(200);
    expect((await deadlinesOf('USER', person.id, 'FIRST_AID')).map((d) => [d.sourceId, d.state, d.dueDate])).toEqual([[first.sourceId, 'OPEN', '2029-03-04']]);
    // The general course never expires: no deadline.
    await created(t, '/api/training', { userId: person.id, courseCode: 'FORMAZIONE_GENERALE', completedAt: '2026-01-10', hours: 4, provider: 'Ente bilaterale' });
    expect((await deadlinesOf('USER', person.id)).map((d) => d.kind)).toEqual(['FIRST_AID']);
  });

  it("a medical visit sets the next one's deadline; the latest visit wins", async () => {
    const person = await createUser(t, { companyIds: [companies[0]] });
    const first = await created(t, '/api/medical-fitness', { userId: person.id, visitDate: '2026-01-15', outcome: 'FIT' });
    expect(await deadlinesOf('USER', person.id, 'MEDICAL_FITNESS')).toMatchObject([{ source: 'MEDICAL', sourceId: first.id, dueDate: '2027-01-15', state: 'OPEN', leadDays: 60 }]);
    const second = await created(t, '/api/medical-fitness', { userId: person.id, visitDate: '2026-11-02', outcome: 'FIT_WITH_LIMITS', limits: 'Niente turni notturni', validUntil: '2027-05-02' });
    expect((await deadlinesOf('USER', person.id, 'MEDICAL_FITNESS')).map((d) => [d.sourceId, d.state, d.dueDate])).toEqual([
      [first.id, 'DONE', '2027-01-15'],
      [second.id, 'OPEN', '2027-05-02'],
    ]);
  });
});

describe('the demo data and the backfill', () => {
  it('gives the demo vehicles their deadlines and the guards theirs, once', async () => {
    const gf = await t.app.db.selectFrom('vehicle').select(['id', 'insuranceExpiry']).where('plate', '=', 'GF902TR').executeTakeFirstOrThrow();
    expect(gf.insuranceExpiry! < today).toBe(true);
    expect((await deadlinesOf('VEHICLE', gf.id, 'VEHICLE_INSURANCE')).map((d) => d.dueDate)).toEqual([gf.insuranceExpiry]);
    expect(await t.app.db.selectFrom('jobRun').select('name').where('name', '=', 'deadline-backfill').execute()).toHaveLength(1);
    const open = await t.app.db.selectFrom('deadline').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const { backfillDeadlines, backfillDeadlinesOnce } = await import('../../src/server/resources/deadline/backfill');
    const { seedDemoDocuments } = await import('../../src/server/db/seed/documents');
    expect(await seedDemoDocuments(t.app.db, t.app.storage)).toBe(false);
    expect(await backfillDeadlinesOnce(t.app.db)).toBeUndefined();
    expect(await backfillDeadlines(t.app.db)).toBe(0);
    expect((await t.app.db.selectFrom('deadline').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n).toEqual(open.n);

    const licence = await t.app.db
      .selectFrom('deadline')
      .innerJoin('user', 'user.id', 'deadline.subjectId')
      .select(['deadline.state', 'deadline.dueDate', 'deadline.renewalFiledAt', 'deadline.renewalDocumentId', 'user.lastName'])
      .where('deadline.kind', '=', 'PORTO_ARMI')
      .where('deadline.state', '=', 'RENEWAL_FILED')
      .execute();
    expect(licence).toHaveLength(1);
    expect(licence[0].dueDate < today && licence[0].renewalFiledAt! < licence[0].dueDate && licence[0].renewalDocumentId !== null).toBe(true);
    const decree = await deadlinesOf('USER', workerId, 'DECRETO_GPG');
    expect(decree.map((d) => [d.state, d.dueDate])).toEqual([['OPEN', addDays(today, 20)]]);
    const firstAid = await t.app.db.selectFrom('deadline').select('dueDate').where('kind', '=', 'FIRST_AID').execute();
    expect(firstAid.some((d) => d.dueDate >= today && d.dueDate <= addDays(today, 90))).toBe(true);
  });

  it('derives the deadlines of sources kept before deadlines existed, and only theirs', async () => {
    const person = await createUser(t, { companyIds: [companies[1]] });
    const now = new Date().toISOString();
    const { backfillDeadlines } = await import('../../src/server/resources/deadline/backfill');
    const raw = (type: string, expiresAt: string, extra: object = {}) =>
      t.app.db
        .insertInto('document')
        .values({ ownerType: 'USER', ownerId: person.id, companyId: companies[1], type, title: type, fileName: 'x.pdf', mimeType: 'application/pdf', size: 1, sha256: 'x', storageKey: `legacy-${type}-${expiresAt}`, expiresAt, visibleToOwner: 1, createdAt: now, updatedAt: now, ...extra })
        .returning('id')
        .executeTakeFirstOrThrow();
    const older = await raw('DRIVING_LICENCE', '2027-01-10');
    const newer = await raw('DRIVING_LICENCE', '2036-01-10');
    const pending = await raw('PORTO_ARMI', '2028-01-10', { review: 'PENDING' });
    const vehicle = await t.app.db.insertInto('vehicle').values({ companyId: companies[1], plate: 'ZZ999ZZ', brand: 'Fiat', model: 'Uno', type: 'CAR', taxExpiry: '2027-02-28', createdAt: now, updatedAt: now }).returning('id').executeTakeFirstOrThrow();
    await t.app.db.insertInto('trainingRecord').values({ userId: person.id, companyId: companies[1], courseCode: 'RLS', completedAt: '2026-03-01', hours: 32, validUntil: '2027-03-01', createdAt: now, updatedAt: now }).execute();
    await t.app.db.insertInto('medicalFitness').values({ userId: person.id, companyId: companies[1], visitDate: '2026-04-01', outcome: 'FIT', validUntil: '2027-04-01', createdAt: now, updatedAt: now }).execute();

    expect(await backfillDeadlines(t.app.db)).toBe(5);
    const mine = (await deadlinesOf('USER', person.id)).map((d) => [d.kind, d.sourceId, d.state, d.dueDate]);
    expect(mine).toEqual(
      expect.arrayContaining([
        ['DRIVING_LICENCE', older.id, 'DONE', '2027-01-10'],
        ['DRIVING_LICENCE', newer.id, 'OPEN', '2036-01-10'],
        ['RLS', expect.any(Number), 'OPEN', '2027-03-01'],
        ['MEDICAL_FITNESS', expect.any(Number), 'OPEN', '2027-04-01'],
      ]),
    );
    expect(mine).toHaveLength(4);
    expect(await ofSource('DOCUMENT', pending.id)).toEqual([]);
    expect((await deadlinesOf('VEHICLE', vehicle.id)).map((d) => [d.kind, d.dueDate])).toEqual([['VEHICLE_TAX', '2027-02-28']]);
    expect(await backfillDeadlines(t.app.db)).toBe(0);

    // What the bulk wrote is what derive.ts gives: syncing every source again changes nothing.
    const snapshot = async () => (await t.app.db.selectFrom('deadline').selectAll().orderBy('id').execute()).map(({ updatedAt: _u, ...d }) => d);
    const before = await snapshot();
    const derive = await import('../../src/server/resources/deadline/derive');
    await t.app.db.transaction().execute(async (tx) => {
      for (const id of [older.id, newer.id, pending.id]) await derive.syncDocumentDeadline(tx, id);
      await derive.syncVehicleDeadlines(tx, vehicle.id);
      await derive.syncTrainingDeadlines(tx, person.id, 'RLS');
      await derive.syncMedicalDeadline(tx, person.id);
    });
    expect(await snapshot()).toEqual(before);
  });
});
