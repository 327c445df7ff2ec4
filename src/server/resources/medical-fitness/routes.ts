import type { FastifyInstance } from 'fastify';

/** api/medical-fitness: the occupational doctor's judgements, which feed the MEDICAL_FITNESS deadline and the qualification check. */
export const medicalFitnessRoutes = async (_app: FastifyInstance) => {};
