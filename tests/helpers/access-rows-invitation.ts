import type { AccessContext, AccessRow } from './access-rows';

/** The rows of the invitation routes: invite a user, read and use a single-use link (issue 25). */
export const invitationRows = (_context: AccessContext): Record<string, AccessRow> => ({});
