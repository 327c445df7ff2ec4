import type { FastifyInstance } from 'fastify';
import { ZMedicalFitness, ZMedicalFitnessCreate } from '../../../shared/schemas/deadline';
import { id as ZId, z } from '../../../shared/schemas/zod';
import { companyScope } from '../../access';
import { contentRange, parseListQuery } from '../../http/list-query';
import { parse } from '../../http/validate';
import { translate } from '../../i18n/messages';
import { findMedicalFitness, MEDICAL_LIST } from './repository';
import { createMedicalVisit, getMedicalVisitInScope, removeMedicalVisit } from './service';

/** Health data: the back office only, each moderator their companies'. */
const BACK_OFFICE = ['ROLE_ADMIN', 'ROLE_MODERATOR'] as const;
const ZParams = z.object({ id: ZId() });
const output = (visit: object) => ZMedicalFitness.parse(visit);

/** api/medical-fitness: the occupational doctor's judgements, which feed the MEDICAL_FITNESS deadline and the qualification check. */
export const medicalFitnessRoutes = async (app: FastifyInstance) => {
  app.get('/api/medical-fitness', { config: { roles: BACK_OFFICE } }, async (request, reply) => {
    const list = parseListQuery(request.query as Record<string, unknown>, MEDICAL_LIST);
    const { rows, total } = await findMedicalFitness(app.db, list, companyScope(request.user));
    reply.header('content-range', contentRange('medical-fitness', list, rows.length, total));
    return rows.map(output);
  });

  app.get('/api/medical-fitness/:id', { config: { roles: BACK_OFFICE } }, async (request) => {
    const { id } = parse(ZParams, request.params);
    return output(await getMedicalVisitInScope(app.db, request.user, id));
  });

  app.post('/api/medical-fitness', { config: { roles: BACK_OFFICE } }, async (request, reply) => {
    const input = parse(ZMedicalFitnessCreate, request.body);
    const id = await createMedicalVisit(app.db, request.user, input);
    const visit = await getMedicalVisitInScope(app.db, request.user, id);
    return reply.status(201).send({ message: translate(request.locale, 'medicalFitness.created'), ...output(visit) });
  });

  app.delete('/api/medical-fitness/:id', { config: { roles: BACK_OFFICE } }, async (request) => {
    const { id } = parse(ZParams, request.params);
    await removeMedicalVisit(app.db, request.user, id);
    return { message: translate(request.locale, 'medicalFitness.deleted'), id };
  });
};
