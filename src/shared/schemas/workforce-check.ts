import { refId } from './fields';
import { ZCheckResult } from './workforce';
import { z } from './zod';

/** POST api/workforce/shifts/{id}/check: who would be put on the shift. */
export const ZAssignCheck = z.object({ userId: refId() });
export type TAssignCheck = z.output<typeof ZAssignCheck>;

/**
 * What an assignment of that person would answer, asked before it is made (the grid while a person
 * is dragged over a shift, the pick list before choosing): the same checks as the assignment, nothing
 * written. `code` and `refusals` are the 409's `code` and `reasons` the assignment would give;
 * `ok` when it would go through as it is; `reasonRequired` when the shift is published, so any
 * change of it asks for a reason.
 */
export const ZAssignCheckResult = z.object({
  ok: z.boolean(),
  code: z.enum(['ASSIGNMENT_REFUSED', 'OVERRIDE_REQUIRED']).nullable(),
  /** The assignment's 409 message, with every reason in the caller's language; empty when ok. */
  message: z.string(),
  refusals: z.array(ZCheckResult),
  warnings: z.array(ZCheckResult),
  reasonRequired: z.boolean(),
});
export type TAssignCheckResult = z.infer<typeof ZAssignCheckResult>;
