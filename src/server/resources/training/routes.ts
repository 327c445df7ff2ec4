import type { FastifyInstance } from 'fastify';
import { companyScope, isAdmin } from '../../access';
import { contentRange, parseListQuery } from '../../http/list-query';
import type { SessionUser } from '../auth/repository';
import { findOwnTrainingRecords, findTrainingRecords, TRAINING_LIST, type TrainingView } from './repository';

/** Readers of the records, as of the documents: the back office of their companies, client management what they generated. */
const READERS = ['ROLE_ADMIN', 'ROLE_MODERATOR', 'ROLE_CLIENTMANAGEMENT'] as const;
/** Everyone employed reads their own; a client's login has none. */
const STAFF = ['ROLE_ADMIN', 'ROLE_MODERATOR', 'ROLE_CLIENTMANAGEMENT', 'ROLE_WORKER', 'ROLE_ACCOUNTING'] as const;

const viewOf = (user: SessionUser): TrainingView =>
  isAdmin(user) || user.roles.includes('ROLE_MODERATOR') ? { scope: companyScope(user) } : { scope: companyScope(user), createdBy: user.id };

/** api/training: the courses people completed (written by the attestati's generation). */
export const trainingRoutes = async (app: FastifyInstance) => {
  app.get('/api/training', { config: { roles: READERS } }, async (request, reply) => {
    const list = parseListQuery(request.query as Record<string, unknown>, TRAINING_LIST);
    const { rows, total } = await findTrainingRecords(app.db, list, viewOf(request.user));
    reply.header('content-range', contentRange('training', list, rows.length, total));
    return rows;
  });

  app.get('/api/training/my', { config: { roles: STAFF } }, async (request) => findOwnTrainingRecords(app.db, request.user.id));
};
