import { hasAnyRole, type Role } from '../shared/roles';
import { AppError, notFound } from './errors';
import type { SessionUser } from './resources/auth/repository';

export const isAdmin = (user: SessionUser) => user.roles.includes('ROLE_ADMIN');

export const requireRoles = (user: SessionUser, roles: readonly Role[]) => {
  if (!hasAnyRole(user.roles, roles)) throw new AppError('FORBIDDEN', 'error.forbidden');
};

/** The companies whose rows a user may see; undefined means every company (administrators). */
export const companyScope = (user: SessionUser): number[] | undefined => (isAdmin(user) ? undefined : user.companyIds);

export const inScope = (user: SessionUser, companyId: number | null | undefined): boolean => {
  const scope = companyScope(user);
  return scope === undefined || (companyId != null && scope.includes(companyId));
};

/**
 * Whether a caller may be told the details (dates, times) of a worker's record at a company: the
 * worker knows their own; anyone else only within their companies. A clash with a record they
 * may not read is told without them.
 */
export const mayDescribe = (user: SessionUser, record: { userId: number; companyId: number | null | undefined }): boolean =>
  user.id === record.userId || inScope(user, record.companyId);

/** A record of another company is answered as if it did not exist. */
export const assertRecordInScope = (user: SessionUser, companyId: number | null | undefined) => {
  if (!inScope(user, companyId)) throw notFound();
};

/** A company named in a request body outside the caller's companies is refused outright. */
export const assertBodyCompanyInScope = (user: SessionUser, companyId: number, field = 'companyId') => {
  if (!inScope(user, companyId)) {
    throw new AppError('FORBIDDEN', 'error.forbidden', { fields: { [field]: 'validation.companyOutOfScope' } });
  }
};
