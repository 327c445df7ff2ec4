import { hasAnyRole } from '../../../shared/roles';
import { canDo, REQUEST_ACTIONS, REQUEST_ACTORS, type TRequestAction, type TRequestStatus } from '../../../shared/schemas/request';

/**
 * Scheduling writes the roster's shifts, which the server lets only the roster's roles do (the
 * workforce area: admin and moderator); client management handles the rest of a request.
 */
const SCHEDULERS = ['ROLE_ADMIN', 'ROLE_MODERATOR'] as const;

/** The office's actions on a request in this status, in the order the page shows them. */
export const officeActions = (status: TRequestStatus, roles: readonly string[] | undefined): TRequestAction[] =>
  REQUEST_ACTIONS.filter(
    (action) => REQUEST_ACTORS[action].includes('office') && canDo(action, status) && (action !== 'schedule' || hasAnyRole(roles, SCHEDULERS)),
  );

/** Actions that need words: a message, a note, a reason. */
export const TEXT_ACTIONS = ['reply', 'comment', 'reject'] as const satisfies readonly TRequestAction[];
export type TTextAction = (typeof TEXT_ACTIONS)[number];
export const isTextAction = (action: TRequestAction): action is TTextAction => (TEXT_ACTIONS as readonly string[]).includes(action);

/** The body each text action sends: a rejection's words are its reason, the others' a text. */
export const textBody = (action: TTextAction, text: string) => (action === 'reject' ? { reason: text } : { text });
