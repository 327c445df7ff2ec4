import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ZAssign, ZCandidate, ZCopyWeek, ZIdParam, ZPublish, ZShiftCreate, ZShiftGenerate, ZShiftPatch } from '../../../../shared/schemas/workforce';
import { ZRosterQuery } from '../../../../shared/schemas/workforce-roster';
import { companyScope } from '../../../access';
import { contentRange, parseListQuery } from '../../../http/list-query';
import { parse } from '../../../http/validate';
import { translate } from '../../../i18n/messages';
import { findCandidates } from '../rules/candidates';
import { keptRosterPage } from '../roster/kept';
import { rosterCompanies } from '../roster/page';
import { type Actor, assignInTx, lockShift, prereadAssignment } from './assign';
import { deleteShift, findChanges, patchShift } from './changes';
import { copyWeek } from './copy';
import { createShift, generateShifts } from './generate';
import { findMyShifts, ZMyShiftsQuery } from './my';
import { publishShifts } from './publish';
import { findShift, findShifts, SHIFT_LIST } from './repository';

/** Who plans the roster: the administrators and the moderators of their companies. */
const OFFICE = ['ROLE_ADMIN', 'ROLE_MODERATOR'] as const;
/** Whoever may be put on a shift, and so read their own. */
const ON_SHIFTS = ['ROLE_WORKER', 'ROLE_ADMIN', 'ROLE_CLIENTMANAGEMENT', 'ROLE_MODERATOR'] as const;
const CANDIDATES = 20;

const actorOf = (request: FastifyRequest): Actor => ({ id: request.user.id, locale: request.locale, scope: companyScope(request.user) });
const sent = (body: unknown, field: string) => typeof body === 'object' && body !== null && Object.hasOwn(body, field);

/** api/workforce/shifts, publish and roster: the roster's shifts, their assignment, publication and history. */
export const shiftRoutes = async (app: FastifyInstance) => {
  app.get('/api/workforce/shifts', { config: { roles: OFFICE } }, async (request, reply) => {
    const list = parseListQuery(request.query as Record<string, unknown>, SHIFT_LIST);
    const { rows, total } = await findShifts(app.db, list, companyScope(request.user));
    reply.header('content-range', contentRange('shifts', list, rows.length, total));
    return rows;
  });

  app.get('/api/workforce/shifts/my', { config: { roles: ON_SHIFTS } }, async (request) =>
    findMyShifts(app.db, request.user.id, parse(ZMyShiftsQuery, request.query)),
  );

  app.get('/api/workforce/roster', { config: { roles: OFFICE } }, async (request, reply) => {
    const query = parse(ZRosterQuery, request.query);
    // The caller's checks run every time; the page is shared by whoever asks the same (roster/kept.ts).
    const page = await keptRosterPage(app.db, query, await rosterCompanies(app.db, query, companyScope(request.user)));
    // The database wrote the page as the API answers it (see roster/page.ts): sent as it is.
    return reply.type('application/json; charset=utf-8').send(page);
  });

  app.get('/api/workforce/shifts/:id', { config: { roles: OFFICE } }, async (request) => {
    const { id } = parse(ZIdParam, request.params);
    return findShift(app.db, id, companyScope(request.user));
  });

  app.get('/api/workforce/shifts/:id/changes', { config: { roles: OFFICE } }, async (request) => {
    const { id } = parse(ZIdParam, request.params);
    return findChanges(app.db, id, companyScope(request.user));
  });

  app.get('/api/workforce/shifts/:id/candidates', { config: { roles: OFFICE } }, async (request) => {
    const { id } = parse(ZIdParam, request.params);
    const shift = await lockShift(app.db, id, companyScope(request.user));
    const target = { id: shift.id, companyId: shift.companyId, postId: shift.postId, date: shift.date, startsAt: shift.startsAt, endsAt: shift.endsAt, minutes: shift.minutes };
    return (await findCandidates(app.db, target, request.locale, CANDIDATES)).map((candidate) => ZCandidate.parse(candidate));
  });

  app.post('/api/workforce/shifts', { config: { roles: OFFICE } }, async (request, reply) => {
    const input = parse(ZShiftCreate, request.body);
    const actor = actorOf(request);
    const { id, warnings, message } = await createShift(app.db, input, actor);
    const shift = await findShift(app.db, id, actor.scope);
    return reply.status(201).send({ message: message || translate(request.locale, 'workforce.shift.created'), warnings, ...shift });
  });

  app.patch('/api/workforce/shifts/:id', { config: { roles: OFFICE } }, async (request) => {
    const { id } = parse(ZIdParam, request.params);
    const input = parse(ZShiftPatch, request.body);
    const actor = actorOf(request);
    await patchShift(app.db, id, input, sent(request.body, 'note'), actor);
    const shift = await findShift(app.db, id, actor.scope);
    const key = input.status === 'CANCELLED' ? 'workforce.shift.cancelled' : 'workforce.shift.updated';
    return { message: translate(request.locale, key), ...shift };
  });

  app.delete('/api/workforce/shifts/:id', { config: { roles: OFFICE } }, async (request) => {
    const { id } = parse(ZIdParam, request.params);
    await deleteShift(app.db, id, actorOf(request));
    return { message: translate(request.locale, 'workforce.shift.deleted'), id };
  });

  app.post('/api/workforce/shifts/generate', { config: { roles: OFFICE } }, async (request) => {
    const result = await generateShifts(app.db, parse(ZShiftGenerate, request.body), actorOf(request));
    return { ...result, message: translate(request.locale, 'workforce.shift.generated', result) };
  });

  app.post('/api/workforce/shifts/copy-week', { config: { roles: OFFICE } }, async (request) => {
    const result = await copyWeek(app.db, parse(ZCopyWeek, request.body), actorOf(request));
    return { ...result, message: translate(request.locale, 'workforce.shift.copied', result) };
  });

  app.post('/api/workforce/shifts/:id/assign', { config: { roles: OFFICE } }, async (request) => {
    const { id } = parse(ZIdParam, request.params);
    const input = parse(ZAssign, request.body);
    const actor = actorOf(request);
    // What the person's lock does not guard is read first, side by side: the transaction stays short.
    const pre = input.userId === null ? undefined : await prereadAssignment(app.db, id, input.userId, actor.scope);
    const outcome = await app.db.transaction().execute((tx) => assignInTx(tx, id, input, actor, pre));
    return { shift: await findShift(app.db, id, actor.scope), ...outcome };
  });

  app.post('/api/workforce/publish', { config: { roles: OFFICE } }, async (request) => {
    const result = await publishShifts(app.db, parse(ZPublish, request.body), actorOf(request));
    return { ...result, message: translate(request.locale, 'workforce.shift.published', { count: result.published }) };
  });
};
