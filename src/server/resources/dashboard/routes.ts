import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { todayInRome } from '../../../shared/dates';
import { type TDashboard, ZDashboard, ZDashboardQuery } from '../../../shared/schemas/dashboard';
import { type DbOrTx, readerOf } from '../../db/database';
import { notFound } from '../../errors';
import { parse } from '../../http/validate';
import { companiesOf } from '../workforce/coverage/queries';
import { sharedFigures } from './kept';
import { monthFigures } from './month';
import { nowFigures } from './now';
import { todoFigures } from './todo';

const OFFICE = ['ROLE_ADMIN', 'ROLE_MODERATOR'] as const;

/** The whole answer of a scope, computed once for the requests asking at the same time (kept no longer). */
const inFlight = sharedFigures<TDashboard>(0);

const readDashboard = async (db: DbOrTx, scope: number[] | undefined): Promise<TDashboard> => {
  // Every company named, so that the indexes led by company_id serve an administrator's too; a
  // moderator without companies sees nothing (no company has id 0).
  const named = scope ?? (await db.selectFrom('company').select('id').execute()).map((row) => row.id);
  const companies = named.length ? named : [0];
  const now = new Date();
  const today = todayInRome(now);
  const [current, todo, month] = await Promise.all([nowFigures(db, companies, today, now), todoFigures(db, companies, today, now), monthFigures(db, companies, today, now)]);
  return ZDashboard.parse({ at: now.toISOString(), today, now: current, ...todo, month });
};

/**
 * GET api/dashboard?companyId=: the office's dashboard in one answer, of one company (404 outside
 * the caller's) or of all the caller's; read on the reader (SQLite) beside the event loop. After
 * any write of this server no figure read before is served (see kept.ts and db/changes.ts).
 */
export const dashboardRoutes = fp(
  async (app: FastifyInstance) => {
    app.get('/api/dashboard', { config: { roles: OFFICE } }, async (request) => {
      const { companyId } = parse(ZDashboardQuery, request.query);
      const scope = companiesOf(request.user, companyId);
      if (companyId !== undefined && !(await app.db.selectFrom('company').select('id').where('id', '=', companyId).executeTakeFirst())) throw notFound();
      const db = readerOf(app.db);
      return inFlight(db, scope?.join(',') ?? '*', () => readDashboard(db, scope));
    });
  },
  { name: 'dashboard' },
);
