import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { addDays, todayInRome } from '../../src/shared/dates';
import type { TDeadline, TMedicalOutcome } from '../../src/shared/schemas/deadline';
import { syncDocumentDeadline, syncMedicalDeadline } from '../../src/server/resources/deadline/derive';
import type { DemoRole, TestApp } from './app';
import { uploaded } from './documents';
import type { FormFile } from './files';

/** A day counted from today in Europe/Rome: `day(-1)` yesterday, `day(30)` a month ahead. */
export const day = (offset: number) => addDays(todayInRome(), offset);

/** GET api/deadlines as a demo role with a filter (and more query), answered as it came. */
export const listDeadlines = async (t: TestApp, who: DemoRole, filter: Record<string, unknown> = {}, query: Record<string, string> = {}): Promise<LightMyRequestResponse> =>
  t.call({ method: 'GET', url: '/api/deadlines', token: await t.login(who), query: { filter: JSON.stringify(filter), ...query } });

/** The rows of a list that must succeed. */
export const deadlineRows = async (t: TestApp, who: DemoRole, filter: Record<string, unknown> = {}, query: Record<string, string> = {}) => {
  const response = await listDeadlines(t, who, filter, { range: '[0,999]', ...query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TDeadline[];
};

/** POST api/deadlines that must succeed: a manual deadline. */
export const manualDeadline = async (
  t: TestApp,
  body: { subjectType?: string; subjectId: number; kind?: string; title?: string; dueDate: string; note?: string },
  who: DemoRole = 'admin',
) => {
  const response = await t.call({ method: 'POST', url: '/api/deadlines', token: await t.login(who), payload: { subjectType: 'USER', title: 'Scadenza di prova', ...body } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as TDeadline;
};

/**
 * A document filed by the administrator and the deadline it feeds. Filing derives the deadline;
 * should the hook not run, the derivation is called here, as the document service does.
 */
export const documentDeadline = async (
  t: TestApp,
  fields: { ownerId: number; type: string; expiresAt: string; issuedAt?: string; ownerType?: string },
  file?: FormFile,
) => {
  const document = await uploaded(t, 'admin', { ownerType: 'USER', ...fields }, file);
  const find = () => t.app.db.selectFrom('deadline').selectAll().where('source', '=', 'DOCUMENT').where('sourceId', '=', document.id).executeTakeFirst();
  let row = await find();
  if (!row) {
    await t.app.db.transaction().execute((tx) => syncDocumentDeadline(tx, document.id));
    row = await find();
  }
  expect(row, `no deadline for document ${document.id}`).toBeDefined();
  return { document, deadline: row! };
};

/** A person's qualification, citizenship and licence, written straight to the table. */
export const setPerson = async (t: TestApp, userId: number, person: { qualification?: string | null; citizenship?: 'EU' | 'NON_EU'; armed?: boolean }) => {
  const set = {
    ...(person.qualification !== undefined ? { qualification: person.qualification } : {}),
    ...(person.citizenship ? { citizenship: person.citizenship } : {}),
    ...(person.armed !== undefined ? { armed: person.armed ? 1 : 0 } : {}),
  };
  if (Object.keys(set).length) await t.app.db.updateTable('user').set(set).where('id', '=', userId).execute();
};

/** A medical visit recorded straight in the table, with its deadline derived as the medical service does. */
export const medicalVisit = async (
  t: TestApp,
  userId: number,
  visit: { visitDate: string; outcome: TMedicalOutcome; validUntil?: string; unfitUntil?: string | null; limits?: string | null },
) => {
  const { companyId } = await t.app.db.selectFrom('userCompany').select('companyId').where('userId', '=', userId).orderBy('companyId').executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  return t.app.db.transaction().execute(async (tx) => {
    const { id } = await tx
      .insertInto('medicalFitness')
      .values({
        userId,
        companyId,
        visitDate: visit.visitDate,
        outcome: visit.outcome,
        limits: visit.limits ?? null,
        unfitUntil: visit.unfitUntil ?? null,
        validUntil: visit.validUntil ?? addDays(visit.visitDate, 365),
        doctor: null,
        documentId: null,
        createdBy: null,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await syncMedicalDeadline(tx, userId);
    return id;
  });
};

/** PATCH api/deadlines/{id} as a demo role. */
export const patchDeadline = async (t: TestApp, id: number, payload: Record<string, unknown>, who: DemoRole = 'admin') =>
  t.call({ method: 'PATCH', url: `/api/deadlines/${id}`, token: await t.login(who), payload });
