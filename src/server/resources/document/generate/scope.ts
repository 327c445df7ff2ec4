import { inScope, isAdmin } from '../../../access';
import type { Db } from '../../../db/database';
import { notFound } from '../../../errors';
import type { SessionUser } from '../../auth/repository';
import { companyExists, type Person } from './repository';

/** Who writes letters, attestati and templates: the back office and client management, within their companies. */
export const GENERATORS = ['ROLE_ADMIN', 'ROLE_MODERATOR', 'ROLE_CLIENTMANAGEMENT'] as const;

/** The company a document for this person is issued by: the first of theirs the caller manages. */
export const companyFor = (actor: SessionUser, person: Pick<Person, 'companyIds'>): number | undefined =>
  person.companyIds.find((companyId) => inScope(actor, companyId));

/** A company named in the query: one of the caller's and existing, or 404 as if it did not exist. */
export const assertCompanyReachable = async (db: Db, actor: SessionUser, companyId: number) => {
  if (!inScope(actor, companyId) || !(await companyExists(db, companyId))) throw notFound();
};

/**
 * Whether the caller may read a generated document, as for the documents list: the back office
 * within its companies; client management only what they generated themselves.
 */
export const mayReadGenerated = (actor: SessionUser, document: { companyId: number; uploadedBy: number | null }) => {
  if (!inScope(actor, document.companyId)) return false;
  return isAdmin(actor) || actor.roles.includes('ROLE_MODERATOR') || document.uploadedBy === actor.id;
};
