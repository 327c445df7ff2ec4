import type { TStatementAnswer } from '../../../../shared/schemas/request-statement';
import { type DbOrTx, nowIso } from '../../../db/database';
import { AppError } from '../../../errors';
import { writeAudit } from '../../audit/repository';
import type { SessionUser } from '../../auth/repository';
import { findClientOfficeIds } from '../../notification/repository';
import { notifyUsers } from '../../notification/service';
import { isMonthClosed, signature, type StatementSite } from './statement';


/**
 * The client's answer to a site's month: only once the month is over (409 before), and never again
 * once accepted (409); a contested month may be accepted later or contested again with a new note.
 * One statement writes it, so two answers at once cannot both pass the check. The office is told
 * and the answer audited.
 */
export const answerStatement = async (
  db: DbOrTx,
  user: SessionUser,
  site: StatementSite,
  answer: { month: string; status: 'ACCEPTED' | 'CONTESTED'; note: string | null },
  now: Date,
) => {
  if (!isMonthClosed(answer.month, now)) throw new AppError('CONFLICT', 'request.statement.notClosed');
  const values = { status: answer.status, note: answer.note, answeredBy: user.id, answeredAt: nowIso() };
  await db.transaction().execute(async (tx) => {
    const before = await tx.selectFrom('siteStatement').select(['status', 'note']).where('siteId', '=', site.siteId).where('month', '=', answer.month).executeTakeFirst();
    const written = await tx
      .insertInto('siteStatement')
      .values({ siteId: site.siteId, month: answer.month, ...values })
      .onConflict((oc) => oc.columns(['siteId', 'month']).doUpdateSet(values).where('siteStatement.status', '!=', 'ACCEPTED'))
      .returning('id')
      .executeTakeFirst();
    if (!written) throw new AppError('CONFLICT', 'request.statement.alreadyAccepted');
    await writeAudit(tx, {
      actorId: user.id,
      action: answer.status === 'ACCEPTED' ? 'ACCEPT' : 'CONTEST',
      entity: 'site_statement',
      entityId: written.id,
      before: before ?? null,
      after: { siteId: site.siteId, month: answer.month, status: answer.status, note: answer.note },
    });
    await notifyUsers(tx, await findClientOfficeIds(tx, site.companyId), {
      kind: 'STATEMENT_ANSWERED',
      params: {
        status: { t: `request.statement.answered.${answer.status}` },
        site: site.siteName,
        client: site.clientName,
        month: `${answer.month.slice(5, 7)}/${answer.month.slice(0, 4)}`,
        note: answer.note ? { t: 'notification.note', p: { note: answer.note } } : '',
      },
      link: `/client/${site.clientId}/show`,
    });
  });
};

/** A client's answers, newest month first, then by site. */
export const findAnswers = async (db: DbOrTx, clientId: number): Promise<TStatementAnswer[]> => {
  const rows = await db
    .selectFrom('siteStatement')
    .innerJoin('clientSite', 'clientSite.id', 'siteStatement.siteId')
    .leftJoin('user', 'user.id', 'siteStatement.answeredBy')
    .select(['siteStatement.siteId', 'clientSite.name as siteName', 'siteStatement.month', 'siteStatement.status', 'siteStatement.note', 'siteStatement.answeredAt', 'user.firstName', 'user.lastName'])
    .where('clientSite.clientId', '=', clientId)
    .orderBy('siteStatement.month', 'desc')
    .orderBy('clientSite.name')
    .orderBy('siteStatement.siteId')
    .execute();
  return rows.map(({ firstName, lastName, ...row }) => ({
    ...row,
    status: row.status as TStatementAnswer['status'],
    answeredBy: signature(firstName, lastName),
  }));
};
