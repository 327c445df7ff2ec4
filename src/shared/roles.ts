export const ROLES = [
  'ROLE_ADMIN',
  'ROLE_MODERATOR',
  'ROLE_CLIENTMANAGEMENT',
  'ROLE_WORKER',
  'ROLE_CLIENT',
  'ROLE_ACCOUNTING',
] as const;

export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);

export const hasAnyRole = (roles: readonly string[] | undefined, allowed: readonly Role[]): boolean =>
  !!roles && roles.some((role) => (allowed as readonly string[]).includes(role));

/** The top bar's company selector is shown only to admin and moderator (specification, section 6). */
export const hasCompanySelector = (roles: readonly string[] | undefined): boolean => hasAnyRole(roles, ['ROLE_ADMIN', 'ROLE_MODERATOR']);

/**
 * Roles a user may grant: an administrator any; a moderator only the roles below their own
 * (issue 4), so neither ROLE_ADMIN nor ROLE_MODERATOR. A moderator also manages only users whose
 * roles are all among these.
 */
export const rolesGrantableBy = (roles: readonly string[]): Role[] => {
  if (roles.includes('ROLE_ADMIN')) return [...ROLES];
  if (roles.includes('ROLE_MODERATOR')) return ROLES.filter((r) => r !== 'ROLE_ADMIN' && r !== 'ROLE_MODERATOR');
  return [];
};

type TPrincipal = { roles: readonly string[]; companyIds: readonly number[] };

/**
 * Whether `actor` may change `user`'s account (details, roles, companies, activation, password):
 * an administrator anyone; a moderator only users whose every role they could grant and who work
 * for none but the moderator's companies, since the account also opens the other companies' data.
 */
export const mayManageUser = (actor: TPrincipal, user: TPrincipal): 'yes' | 'role' | 'company' => {
  const grantable = rolesGrantableBy(actor.roles);
  if (!user.roles.every((role) => grantable.includes(role as Role))) return 'role';
  if (actor.roles.includes('ROLE_ADMIN')) return 'yes';
  return user.companyIds.every((companyId) => actor.companyIds.includes(companyId)) ? 'yes' : 'company';
};
