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
