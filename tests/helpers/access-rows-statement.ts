import type { AccessContext, AccessRow } from './access-rows';

/** The rows of the statement routes: a site's month as JSON, PDF, XLSX, and the client's answer (issue 25). */
export const statementRows = (_context: AccessContext): Record<string, AccessRow> => ({});
