import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ZStatement,
  ZStatementAccept,
  ZStatementAnswer,
  ZStatementAnswersQuery,
  ZStatementContest,
  ZStatementParams,
  ZStatementQuery,
} from '../../../../shared/schemas/request-statement';
import { parse } from '../../../http/validate';
import { fileSlug } from '../../attendance/month-report-http';
import { answerStatement, findAnswers } from './answer';
import { readableClient } from '../client-account';
import { readableSite, readableSites } from './scope';
import { statementPdf } from './statement-pdf';
import { findStatements } from './statement';
import { statementXlsx } from './statement-xlsx';

const OFFICE = ['ROLE_ADMIN', 'ROLE_MODERATOR', 'ROLE_CLIENTMANAGEMENT'] as const;
const TYPES = { pdf: 'application/pdf', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } as const;

/**
 * api/request/statement: a site's month of service (or every site of a client at once) as JSON,
 * PDF or XLSX, for the client of the site and the office of its company; the client's answer to a
 * month over (accept, or contest with a note); the office reads a client's answers.
 */
export const statementRoutes = async (app: FastifyInstance) => {
  app.get('/api/request/statement', { config: { roles: [...OFFICE, 'ROLE_CLIENT'] } }, async (request, reply) => {
    const query = parse(ZStatementQuery, request.query);
    const sites = await readableSites(app.db, request.user, query);
    const now = new Date();
    const statements = await findStatements(app.db, sites, query.month, now);
    const single = query.siteId !== undefined;
    if (query.format === 'json') return single ? ZStatement.parse(statements[0]) : z.array(ZStatement).parse(statements);
    // Written first: a failure is then answered as an error, without the download's headers.
    const document = query.format === 'pdf' ? await statementPdf(statements, request.locale, now) : await statementXlsx(statements, request.locale, now);
    const client = sites[0]?.clientName ?? '';
    const name = ['rendiconto', fileSlug(client), single ? fileSlug(sites[0].siteName) || String(sites[0].siteId) : '', query.month].filter(Boolean).join('-');
    return reply.type(TYPES[query.format]).header('content-disposition', `attachment; filename="${name}.${query.format}"`).send(document);
  });

  app.get('/api/request/statement/answers', { config: { roles: OFFICE } }, async (request) => {
    const { clientId } = parse(ZStatementAnswersQuery, request.query);
    await readableClient(app.db, request.user, clientId);
    return z.array(ZStatementAnswer).parse(await findAnswers(app.db, clientId));
  });

  app.post('/api/request/statement/:siteId/:month/:action', { config: { roles: ['ROLE_CLIENT'] } }, async (request) => {
    const { siteId, month, action } = parse(ZStatementParams, request.params);
    const { note } = action === 'accept' ? parse(ZStatementAccept, request.body) : parse(ZStatementContest, request.body);
    const site = await readableSite(app.db, request.user, siteId);
    const now = new Date();
    await answerStatement(app.db, request.user, site, { month, status: action === 'accept' ? 'ACCEPTED' : 'CONTESTED', note }, now);
    return ZStatement.parse((await findStatements(app.db, [site], month, now))[0]);
  });
};
