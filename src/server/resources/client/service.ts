import { clientIdentityIssue, type TClient, type TClientPatch, type ZClientCreate } from '../../../shared/schemas/client';
import type { z } from 'zod';
import { type Db, type DbOrTx, isForeignKeyViolation, isUniqueViolation, nowIso, violatedConstraint } from '../../db/database';
import { AppError, invalidField } from '../../errors';
import type { CrudStore } from '../../http/crud';
import { writeAudit } from '../audit/repository';
import type { SessionUser } from '../auth/repository';
import * as repo from './repository';
import { lockForDeletion } from '../attendance/repository';
import { countPublishedShiftsAt } from '../workforce/shifts/repository';

type Create = z.output<typeof ZClientCreate>;

const duplicate = (field: 'vat' | 'fiscalCode') =>
  new AppError('CONFLICT', `client.duplicate.${field}`, { fields: { [field]: `client.duplicate.${field}` } });

/** One record per client and serving company: its VAT and fiscal code are unique within the company. */
const assertUnique = async (db: Db, client: Pick<TClient, 'companyId' | 'vat' | 'fiscalCode'>, exceptId?: number) => {
  for (const field of ['vat', 'fiscalCode'] as const) {
    const value = client[field];
    if (value && (await repo.findClientWith(db, client.companyId, field, value, exceptId))) throw duplicate(field);
  }
};

const guard = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(/fiscal_code/.test(violatedConstraint(error)) ? 'fiscalCode' : 'vat');
    throw error;
  }
};

const toColumns = <T extends { active?: boolean }>({ active, ...rest }: T) => ({
  ...rest,
  ...(active === undefined ? {} : { active: active ? 1 : 0 }),
});

const audit = (db: DbOrTx, actor: SessionUser, action: string, id: number, before?: TClient, after?: TClient) =>
  writeAudit(db, { actorId: actor.id, action, entity: 'client', entityId: id, before, after });

export const clientStore: CrudStore<TClient, Create, TClientPatch> = {
  list: repo.CLIENT_LIST,
  find: (db, list, scope) => repo.findClients(db, list, scope),
  get: (db, id) => repo.getClient(db, id),
  create: async (db, input, actor) => {
    await assertUnique(db, input);
    const now = nowIso();
    const client = await guard(() => repo.insertClient(db, { ...toColumns(input), createdAt: now, updatedAt: now }));
    await audit(db, actor, 'CREATE', client.id, undefined, client);
    return client;
  },
  update: async (db, id, input, actor) => {
    const before = await repo.getClient(db, id);
    const merged = { ...before, ...input };
    const issue = clientIdentityIssue(merged);
    if (issue) throw invalidField('vat', issue);
    await assertUnique(db, merged, id);
    const after = await guard(() =>
      db.transaction().execute(async (tx) => {
        const updated = await repo.updateClient(tx, id, { ...toColumns(input), updatedAt: nowIso() });
        // Client users work for their client's company, wherever the client moves.
        if (updated.companyId !== before.companyId) await repo.moveClientUsers(tx, id, updated.companyId);
        return updated;
      }),
    );
    await audit(db, actor, 'UPDATE', id, before, after);
    return after;
  },
  // Deleting a client deletes its sites: not while any of them has attendance (kept 5 years) or a published roster (2 years).
  remove: async (db, id, actor) => {
    try {
      await db.transaction().execute(async (tx) => {
        const before = await repo.getClient(tx, id);
        const siteIds = await repo.findClientSiteIds(tx, id);
        const attendance = await lockForDeletion(tx, 'CLIENT_SITE', siteIds);
        if (attendance > 0) throw new AppError('CONFLICT', 'client.hasAttendance', { params: { count: attendance } });
        const shifts = await countPublishedShiftsAt(tx, siteIds);
        if (shifts > 0) throw new AppError('CONFLICT', 'client.hasShifts', { params: { count: shifts } });
        await repo.deleteClient(tx, id);
        await audit(tx, actor, 'DELETE', id, before);
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new AppError('CONFLICT', 'client.inUse');
      throw error;
    }
  },
  companyOf: (client) => client.companyId,
  companyOfInput: (input) => input.companyId,
};
