import type { FastifyInstance } from 'fastify';
import type { TAssignCheckResult } from '../../../../shared/schemas/workforce-check';
import { ZAssignCheck } from '../../../../shared/schemas/workforce-check';
import { ZIdParam } from '../../../../shared/schemas/workforce';
import { companyScope } from '../../../access';
import type { DbOrTx } from '../../../db/database';
import { AppError } from '../../../errors';
import { parse } from '../../../http/validate';
import { translate } from '../../../i18n/messages';
import { decideAssignment } from '../rules/decide';
import { type Actor, assertNotPast, checksOf, lockPerson, lockShift } from './assign';

/**
 * What assigning `userId` to the shift would answer, without assigning: the assignment's own steps
 * (the person and the shift in the caller's scope, not past, not cancelled) and its own checks and
 * decision, read outside a transaction, so nothing is locked and nothing written.
 */
export const checkAssign = async (db: DbOrTx, shiftId: number, userId: number, actor: Pick<Actor, 'locale' | 'scope'>): Promise<TAssignCheckResult> => {
  await lockPerson(db, userId, actor.scope);
  const shift = await lockShift(db, shiftId, actor.scope);
  assertNotPast(shift);
  if (shift.status === 'CANCELLED') throw new AppError('CONFLICT', 'workforce.shift.isCancelled');
  const results = await checksOf(db, shift, userId, actor.locale);
  const warnings = results.filter((result) => result.level === 'WARN');
  const reasonRequired = shift.publishedAt !== null;
  const decision = decideAssignment(results, null);
  if (decision.allowed) return { ok: true, code: null, message: '', refusals: [], warnings, reasonRequired };
  const key = decision.code === 'ASSIGNMENT_REFUSED' ? 'workforce.shift.refused' : 'workforce.shift.overrideRequired';
  const message = translate(actor.locale, key, { reasons: decision.reasons.map((reason) => reason.message).join('; ') });
  return { ok: false, code: decision.code, message, refusals: decision.reasons, warnings, reasonRequired };
};

/** POST api/workforce/shifts/{id}/check: the office asks before it assigns (while dragging, while picking). */
export const shiftCheckRoutes = async (app: FastifyInstance) => {
  app.post('/api/workforce/shifts/:id/check', { config: { roles: ['ROLE_ADMIN', 'ROLE_MODERATOR'] } }, async (request) => {
    const { id } = parse(ZIdParam, request.params);
    const { userId } = parse(ZAssignCheck, request.body);
    return checkAssign(app.db, id, userId, { locale: request.locale, scope: companyScope(request.user) });
  });
};
