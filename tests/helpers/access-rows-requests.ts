import type { AccessContext, AccessRow } from './access-rows';

/** The rows of the request routes: list, create, read, transitions, conversation, attachments (issue 25). */
export const requestRows = (_context: AccessContext): Record<string, AccessRow> => ({});
