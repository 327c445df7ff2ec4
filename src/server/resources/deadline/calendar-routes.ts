import type { FastifyInstance, FastifyRequest } from 'fastify';
import { todayInRome } from '../../../shared/dates';
import type { Role } from '../../../shared/roles';
import { z } from '../../../shared/schemas/zod';
import { nowIso } from '../../db/database';
import { notFound } from '../../errors';
import { buildCalendar } from './calendar';
import { type CalendarScope, createLink, findActiveLink, findCalendarDeadlines, findCalendarShifts, findLinkOwner, isCalendarToken, revokeLinks } from './calendar-repository';

/** Staff of every kind keep a link; a client's users have no deadlines of their own. */
const STAFF: readonly Role[] = ['ROLE_ADMIN', 'ROLE_MODERATOR', 'ROLE_CLIENTMANAGEMENT', 'ROLE_WORKER', 'ROLE_ACCOUNTING'];

export const ZCalendarLink = z.object({ active: z.boolean(), createdAt: z.string().nullable() });

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** The office sees its companies' deadlines (an administrator every company's); anyone else their own. */
const scopeOf = (owner: { id: number; roles: string[]; companyIds: number[] }): CalendarScope | undefined => {
  if (owner.roles.includes('ROLE_ADMIN')) return { all: true };
  if (owner.roles.includes('ROLE_MODERATOR')) return { companyIds: owner.companyIds };
  return owner.roles.some((role) => (STAFF as readonly string[]).includes(role)) ? { userId: owner.id } : undefined;
};

/** A user's private iCalendar link to their deadlines and published shifts: created, revoked, and read by the calendar app. */
export const calendarRoutes = async (app: FastifyInstance) => {
  app.get('/api/deadlines/calendar', { config: { roles: STAFF } }, async (request) => {
    const link = await findActiveLink(app.db, request.user.id);
    return ZCalendarLink.parse({ active: !!link, createdAt: link?.createdAt ?? null });
  });

  app.post('/api/deadlines/calendar', { config: { roles: STAFF } }, async (request, reply) => {
    const token = await createLink(app.db, request.user.id, nowIso());
    reply.code(201);
    return { url: `${originOf(request)}/api/calendar/${token}` };
  });

  app.delete('/api/deadlines/calendar', { config: { roles: STAFF } }, async (request) => {
    await revokeLinks(app.db, request.user.id, nowIso());
    return ZCalendarLink.parse({ active: false, createdAt: null });
  });

  // The token is the credential: an unknown, malformed or revoked one is a plain 404, like any missing page.
  app.get('/api/calendar/:token', { config: { public: true } }, async (request, reply) => {
    const { token } = request.params as { token: string };
    const owner = isCalendarToken(token) ? await findLinkOwner(app.db, token) : undefined;
    const scope = owner && scopeOf(owner);
    if (!owner || !scope) throw notFound();
    const [deadlines, shifts] = await Promise.all([findCalendarDeadlines(app.db, scope), findCalendarShifts(app.db, owner.id, todayInRome())]);
    const body = buildCalendar({ deadlines, shifts, language: owner.language, baseUrl: originOf(request), office: !('userId' in scope) });
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-disposition', 'inline; filename="presidio-scadenze.ics"')
      .send(body);
  });
};
