/** Invitations: the page where an invited user sets their password (public, so in the first chunk). */
export const inviteIt = {};
