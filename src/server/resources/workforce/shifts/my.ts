import { addDays, todayInRome } from '../../../../shared/dates';
import { day, MAX_GENERATE_DAYS, type TShift } from '../../../../shared/schemas/workforce';
import { z } from '../../../../shared/schemas/zod';
import type { DbOrTx } from '../../../db/database';
import { shiftSelect, toShift } from './repository';

/** GET api/workforce/shifts/my?from=&to=: by default from yesterday (a night still running) to four weeks ahead. */
export const ZMyShiftsQuery = z
  .object({ from: day().optional(), to: day().optional() })
  .transform((input) => {
    const today = todayInRome();
    return { from: input.from ?? addDays(today, -1), to: input.to ?? addDays(today, 28) };
  })
  .superRefine((input, ctx) => {
    if (input.from > input.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.endBeforeStart' });
    else if ((Date.parse(input.to) - Date.parse(input.from)) / 86_400_000 >= MAX_GENERATE_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'workforce.rangeTooLong' });
    }
  });

/**
 * The caller's published shifts of the range, and those cancelled after publication (the guard
 * saw them, and must see they are off); drafts never, nor anyone else's shifts.
 */
export const findMyShifts = async (db: DbOrTx, userId: number, range: { from: string; to: string }): Promise<TShift[]> => {
  const rows = await shiftSelect(db)
    .where('shift.userId', '=', userId)
    .where('shift.date', '>=', range.from)
    .where('shift.date', '<=', range.to)
    .where((eb) => eb.or([eb('shift.status', '=', 'PUBLISHED'), eb.and([eb('shift.status', '=', 'CANCELLED'), eb('shift.publishedAt', 'is not', null)])]))
    .orderBy('shift.startsAt')
    .orderBy('shift.id')
    .execute();
  return rows.map(toShift);
};
