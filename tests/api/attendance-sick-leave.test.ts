import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatDate, todayInRome } from '../../src/shared/dates';
import { createTestApp, type TestApp } from '../helpers/app';
import { demoCompanyIds, expectNoPasswordHash } from '../helpers/api';
import { clockIn, clockInBody, newClocker, rowsOf, type Clocker } from '../helpers/attendance';
import { askLeave, createLeave } from '../helpers/leave';

let t: TestApp;
let c1: number;

beforeAll(async () => {
  t = await createTestApp();
  [c1] = await demoCompanyIds(t);
});
afterAll(async () => {
  expectNoPasswordHash(t);
  await t.close();
});

const today = todayInRome();
const yesterday = addDays(today, -1);

/** The worker reports sick leave from `startDate` (open-ended unless `endDate`). */
const reportSick = (c: Clocker, startDate: string, endDate: string | null = null) =>
  createLeave(t, c.token, { type: 'MALATTIA', startDate, endDate, protocolNumber: '2611271234', kind: 'FIRST' });

const permissionOf = (id: number) => t.app.db.selectFrom('permission').select(['endDate', 'updatedAt']).where('id', '=', id).executeTakeFirstOrThrow();

const auditOf = (id: number) =>
  t.app.db.selectFrom('auditEntry').select(['action', 'actorId']).where('entity', '=', 'permission').where('entityId', '=', id).orderBy('id').execute();

describe('clocking in during sick leave', () => {
  it('asks whether the worker is back at work, and records nothing until they say so', async () => {
    const c = await newClocker(t, c1);
    const sick = await reportSick(c, addDays(today, -3));
    const response = await clockIn(t, c);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'SICK_LEAVE_OPEN',
      message: `Risulti in malattia dal ${formatDate(addDays(today, -3))}. Se sei rientrato al lavoro, timbrando l’entrata il certificato si chiude al ${formatDate(yesterday)}. Se rientri prima della fine indicata dal medico, fatti inviare il certificato di rettifica all’INPS.`,
    });
    expect(await rowsOf(t, c.id)).toHaveLength(0);
    expect((await permissionOf(sick.id)).endDate).toBeNull();
  });

  it('back at work: clocks in and ends the certificate the day before, audited and told to the office', async () => {
    const c = await newClocker(t, c1);
    const sick = await reportSick(c, addDays(today, -5), addDays(today, 4));
    const response = await clockIn(t, c, { ...clockInBody(c), backFromSickLeave: true });
    expect(response.statusCode, response.body).toBe(201);
    expect(await rowsOf(t, c.id)).toHaveLength(1);
    expect((await permissionOf(sick.id)).endDate).toBe(yesterday);
    expect(await auditOf(sick.id)).toEqual([
      { action: 'CREATE', actorId: c.id },
      { action: 'CLOSED_AT_CLOCK_IN', actorId: c.id },
    ]);
    const told = await t.app.db.selectFrom('notification').select('kind').where('kind', '=', 'SICK_LEAVE_UPDATED').where('link', 'like', `%/${sick.id}%`).execute();
    expect(told.length).toBeGreaterThan(0);
  });

  it('a certificate that began today ends today', async () => {
    const c = await newClocker(t, c1);
    const sick = await reportSick(c, today);
    const asked = await clockIn(t, c);
    expect(asked.json().message).toContain(`il certificato si chiude al ${formatDate(today)}`);
    expect((await clockIn(t, c, { ...clockInBody(c), backFromSickLeave: true })).statusCode).toBe(201);
    expect((await permissionOf(sick.id)).endDate).toBe(today);
  });

  it('asks nothing once the sick leave has ended, and the answer changes nothing without one', async () => {
    const ended = await newClocker(t, c1);
    const sick = await reportSick(ended, addDays(today, -4), yesterday);
    const before = await permissionOf(sick.id);
    expect((await clockIn(t, ended)).statusCode).toBe(201);
    expect(await permissionOf(sick.id)).toEqual(before);
    const never = await newClocker(t, c1);
    expect((await clockIn(t, never, { ...clockInBody(never), backFromSickLeave: true })).statusCode).toBe(201);
  });

  it('asks in the worker’s language, and refuses an answer that is not yes or no', async () => {
    const c = await newClocker(t, c1);
    await reportSick(c, addDays(today, -2));
    const english = await clockIn(t, c, clockInBody(c), { 'accept-language': 'en' });
    expect(english.json().message).toBe(
      `You are on sick leave since ${formatDate(addDays(today, -2))}. If you are back at work, clocking in closes the certificate on ${formatDate(yesterday)}. If you return before the end your doctor set, ask them to send INPS the correcting certificate.`,
    );
    const bad = await clockIn(t, c, { ...clockInBody(c), backFromSickLeave: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('backFromSickLeave');
    expect(await rowsOf(t, c.id)).toHaveLength(0);
  });
});

describe('leave over sick leave', () => {
  it('tells the worker that sickness comes first and how to end an open certificate', async () => {
    const c = await newClocker(t, c1);
    await reportSick(c, addDays(today, -2));
    const response = await askLeave(t, c.token, { type: 'FERIE', startDate: addDays(today, 20), endDate: addDays(today, 24) });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: `Il periodo si sovrappone alla tua malattia (${formatDate(addDays(today, -2))} – …): durante la malattia non si prendono ferie né permessi. Se sei rientrato al lavoro, apri la malattia e indica la data di fine.`,
      errors: { startDate: 'Si sovrappone alla tua malattia' },
    });
  });

  it('tells the office the same of the worker it asks for', async () => {
    const c = await newClocker(t, c1);
    await reportSick(c, addDays(today, -2));
    const response = await askLeave(t, await t.login('admin'), { userId: c.id, type: 'FERIE', startDate: addDays(today, 20), endDate: addDays(today, 24) });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toEqual({ startDate: 'Si sovrappone alla malattia del dipendente' });
  });
});
