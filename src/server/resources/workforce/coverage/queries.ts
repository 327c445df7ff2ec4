import { day } from '../../../../shared/schemas/workforce';
import { id, isoMonth, z } from '../../../../shared/schemas/zod';
import type { SessionUser } from '../../auth/repository';
import { assertRecordInScope, companyScope } from '../../../access';

/** GET api/workforce/coverage: a Rome day (today when absent), narrowed to a company or a site. */
export const ZCoverageQuery = z.object({ date: day().optional(), companyId: id().optional(), siteId: id().optional() });

export const HOURS_BY = ['user', 'site', 'client'] as const;

/** GET api/workforce/hours and hours.xlsx: a month, grouped by person, site or client. */
export const ZHoursQuery = z.object({
  month: isoMonth(),
  by: z.enum(HOURS_BY, 'validation.invalid').default('user'),
  companyId: id().optional(),
});
export type THoursQuery = z.output<typeof ZHoursQuery>;

/** GET api/workforce/roster.pdf: a site's week from a day. */
export const ZRosterPdfQuery = z.object({ siteId: id(), from: day() });

/**
 * The companies a request covers: the one it names (404 outside the caller's), else the caller's
 * own (undefined: every company, for administrators).
 */
export const companiesOf = (user: SessionUser, companyId: number | undefined): number[] | undefined => {
  if (companyId === undefined) return companyScope(user);
  assertRecordInScope(user, companyId);
  return [companyId];
};
