import type { FastifyInstance } from 'fastify';

/** api/request/statement: a site's month of service, as JSON, PDF or XLSX, and the client's answer. */
export const statementRoutes = async (_app: FastifyInstance) => {};
