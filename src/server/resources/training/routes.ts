import type { FastifyInstance } from 'fastify';
import { ZTrainingCreate } from '../../../shared/schemas/deadline';
import { ZTrainingRecord } from '../../../shared/schemas/training';
import { id as ZId, z } from '../../../shared/schemas/zod';
import { companyScope, isAdmin } from '../../access';
import { contentRange, parseListQuery } from '../../http/list-query';
import { parse } from '../../http/validate';
import { translate } from '../../i18n/messages';
import type { SessionUser } from '../auth/repository';
import { findOwnTrainingRecords, findTrainingRecord, findTrainingRecords, TRAINING_LIST, type TrainingView } from './repository';
import { createTraining, deleteTraining } from './service';

/** Readers of the records, as of the documents: the back office of their companies, client management what they generated. */
const READERS = ['ROLE_ADMIN', 'ROLE_MODERATOR', 'ROLE_CLIENTMANAGEMENT'] as const;
/** Who records a course done elsewhere: whoever generates the attestati. */
const WRITERS = READERS;
const BACK_OFFICE = ['ROLE_ADMIN', 'ROLE_MODERATOR'] as const;
/** Everyone employed reads their own; a client's login has none. */
const STAFF = ['ROLE_ADMIN', 'ROLE_MODERATOR', 'ROLE_CLIENTMANAGEMENT', 'ROLE_WORKER', 'ROLE_ACCOUNTING'] as const;
const ZParams = z.object({ id: ZId() });

const viewOf = (user: SessionUser): TrainingView =>
  isAdmin(user) || user.roles.includes('ROLE_MODERATOR') ? { scope: companyScope(user) } : { scope: companyScope(user), createdBy: user.id };

/** api/training: the courses people completed, from the attestati's generation or recorded by the office. */
export const trainingRoutes = async (app: FastifyInstance) => {
  app.get('/api/training', { config: { roles: READERS } }, async (request, reply) => {
    const list = parseListQuery(request.query as Record<string, unknown>, TRAINING_LIST);
    const { rows, total } = await findTrainingRecords(app.db, list, viewOf(request.user));
    reply.header('content-range', contentRange('training', list, rows.length, total));
    return rows;
  });

  app.get('/api/training/my', { config: { roles: STAFF } }, async (request) => findOwnTrainingRecords(app.db, request.user.id));

  app.post('/api/training', { config: { roles: WRITERS } }, async (request, reply) => {
    const input = parse(ZTrainingCreate, request.body);
    const id = await createTraining(app.db, request.user, input);
    const record = ZTrainingRecord.parse(await findTrainingRecord(app.db, id));
    return reply.status(201).send({ message: translate(request.locale, 'training.created'), ...record });
  });

  app.delete('/api/training/:id', { config: { roles: BACK_OFFICE } }, async (request) => {
    const { id } = parse(ZParams, request.params);
    await deleteTraining(app.db, request.user, id);
    return { message: translate(request.locale, 'training.deleted'), id };
  });
};
