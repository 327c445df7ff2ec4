/** 'Rossi Mario', or the username, the email or the id when the name is missing. */
export const fullName = (user: { firstName?: string | null; lastName?: string | null; username?: string | null; email?: string; id?: unknown }) =>
  [user.lastName, user.firstName].filter(Boolean).join(' ') || user.username || user.email || `#${String(user.id ?? '')}`;
