import { todayInRome } from '../dates';
import { isoMonth, z } from './zod';

/** The month after today's in Europe/Rome, 'yyyy-MM': payslips are often prepared before the month ends. */
export const latestPayslipMonth = (now: Date = new Date()): string => {
  const [year, month] = todayInRome(now).split('-').map(Number);
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
};

/** The fields of POST api/document/payslips (multipart, sent before the files in `file`). */
export const ZPayslipUpload = z.object({
  companyId: z.coerce.number().int().positive().max(2_147_483_647),
  month: isoMonth()
    .refine((month) => month >= '2000-01', 'validation.month')
    .refine((month) => month <= latestPayslipMonth(), 'validation.payslipMonthTooLate'),
});
export type TPayslipUpload = z.output<typeof ZPayslipUpload>;

/** What became of each file: a person's payslip, or listed with the reason nobody got it (nothing is dropped). */
export const ZPayslipResult = z.object({
  matched: z.array(
    z.object({
      fileName: z.string(),
      userId: z.number(),
      name: z.string(),
      documentId: z.number(),
      /** The pages of a split file that went to this person (1-based). */
      pages: z.array(z.number()).optional(),
    }),
  ),
  unmatched: z.array(
    z.object({
      fileName: z.string(),
      /** In the caller's language. */
      reason: z.string(),
      /** The pages of a split file nobody got; absent when the whole file went to nobody. */
      pages: z.array(z.number()).optional(),
    }),
  ),
});
export type TPayslipResult = z.infer<typeof ZPayslipResult>;
