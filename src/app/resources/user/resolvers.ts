import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { userRuleIssues, ZUserCreate, ZUserPatch } from '../../../shared/schemas/user';
import { CONFIRM_MISMATCH, checkFiscalCode } from './fiscal';

/**
 * A birth date or sex that disagrees with the fiscal code is a warning, not an error: the
 * administrator saves anyway by ticking the confirmation that appears with it.
 */
export const withMismatchConfirmation =
  (resolver: Resolver<FieldValues>): Resolver<FieldValues> =>
  async (values, context, options) => {
    const result = await resolver(values, context, options);
    const check = checkFiscalCode(values);
    if (!check?.mismatches.length || values[CONFIRM_MISMATCH]) return result;
    return {
      values: {},
      errors: { ...result.errors, [CONFIRM_MISMATCH]: { type: 'custom', message: 'resources.user.fiscal.confirmRequired' } } as FieldErrors,
    };
  };

/** PATCH with the whole form: the rules across fields are checked on it, as the server does. */
const ZUserEdit = ZUserPatch.required({ email: true, firstName: true, lastName: true, roles: true, companyIds: true }).superRefine(
  (value, ctx) => {
    for (const [field, message] of userRuleIssues(value)) ctx.addIssue({ code: 'custom', path: [field], message });
  },
);

export const userCreateResolver = withMismatchConfirmation(zodResolver(ZUserCreate) as unknown as Resolver<FieldValues>);
export const userEditResolver = withMismatchConfirmation(zodResolver(ZUserEdit) as unknown as Resolver<FieldValues>);
