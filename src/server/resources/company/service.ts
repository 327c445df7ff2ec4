import type { TCompanyPatch } from '../../../shared/schemas/company';
import type { z } from 'zod';
import type { ZCompanyCreate } from '../../../shared/schemas/company';
import { assertRecordInScope } from '../../access';
import { type Db, isForeignKeyViolation, isUniqueViolation, nowIso } from '../../db/database';
import { AppError } from '../../errors';
import type { SessionUser } from '../auth/repository';
import { writeAudit } from '../audit/repository';
import * as repo from './repository';

const duplicateVat = () => new AppError('CONFLICT', 'company.duplicateVat', { fields: { vat: 'company.duplicateVat' } });

const vatTaken = async (db: Db, vat: string, exceptId?: number) => {
  const row = await db.selectFrom('company').select('id').where('vat', '=', vat).executeTakeFirst();
  return !!row && row.id !== exceptId;
};

const uniqueVatGuard = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateVat();
    throw error;
  }
};

export const createCompany = async (db: Db, actor: SessionUser, input: z.output<typeof ZCompanyCreate>) => {
  if (await vatTaken(db, input.vat)) throw duplicateVat();
  const now = nowIso();
  const company = await uniqueVatGuard(() => repo.createCompany(db, { ...input, createdAt: now, updatedAt: now }));
  await writeAudit(db, { actorId: actor.id, action: 'CREATE', entity: 'company', entityId: company.id, after: company });
  return company;
};

export const patchCompany = async (db: Db, actor: SessionUser, id: number, input: TCompanyPatch) => {
  const before = await repo.getCompany(db, id);
  assertRecordInScope(actor, before.id);
  if (input.vat && (await vatTaken(db, input.vat, id))) throw duplicateVat();
  // Only a new CEO is checked: an edit form sends back the one already set, who may since have left.
  if (input.ceoId != null && input.ceoId !== before.ceoId && !(await repo.isCompanyMember(db, id, input.ceoId))) {
    throw new AppError('VALIDATION', 'error.validation', { fields: { ceoId: 'validation.ceoNotMember' } });
  }
  const after = await uniqueVatGuard(() => repo.updateCompany(db, id, { ...input, updatedAt: nowIso() }));
  await writeAudit(db, { actorId: actor.id, action: 'UPDATE', entity: 'company', entityId: id, before, after });
  return after;
};

export const deleteCompany = async (db: Db, actor: SessionUser, id: number) => {
  const before = await repo.getCompany(db, id);
  const activeUsers = await repo.countActiveUsers(db, id);
  if (activeUsers > 0) throw new AppError('CONFLICT', 'company.hasActiveUsers', { params: { count: activeUsers } });
  try {
    await repo.deleteCompany(db, id);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError('CONFLICT', 'company.inUse');
    throw error;
  }
  await writeAudit(db, { actorId: actor.id, action: 'DELETE', entity: 'company', entityId: id, before });
};
