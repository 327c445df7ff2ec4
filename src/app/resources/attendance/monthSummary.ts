import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PERMISSION_TYPES } from '../../../shared/leave';
import type { TMonthSummary, TMonthTotals } from '../../../shared/schemas/attendance-views';
import { request } from '../../providers/httpClient';
import { formatAmount, type TTranslate } from '../permission/leaveFormat';

export interface TMonthSummaryQuery {
  companyId: number | '';
  month: string;
  userId?: number;
}

/** The month's totals per person (one person with userId), as the month sheet counts them; nothing until a company is known. */
export const useMonthSummary = ({ companyId, month, userId }: TMonthSummaryQuery, enabled = true) =>
  useQuery({
    queryKey: ['attendance', 'month-summary', companyId, month, userId ?? null],
    queryFn: async ({ signal }) =>
      (
        await request<TMonthSummary>('api/attendance/month-summary', {
          signal,
          toast: 'silent',
          query: { companyId: String(companyId), month, ...(userId !== undefined ? { userId: String(userId) } : {}) },
        })
      ).json,
    enabled: enabled && companyId !== '',
    retry: false,
    // The month shown stays while the next one loads (dimmed), instead of the card collapsing.
    placeholderData: keepPreviousData,
    // A month being closed changes while the office corrects it: read it again on return to the page.
    staleTime: 0,
  });

/** Between words that a line must not part ('Malattia 7 giorni'). */
const NBSP = '\u00a0';

/** The leave of a month, type by type, in words: 'Ferie 2 giorni', 'ROL 2 ore', 'Malattia 3 giorni' (each on one line); nothing for a type not taken. */
export const leaveParts = (translate: TTranslate, locale: string, leave: TMonthTotals['leave']): string[] =>
  PERMISSION_TYPES.flatMap((type) => {
    const { days, hours } = leave[type];
    const name = translate(`resources.permission.types.${type}`);
    const part = (amount: string) => `${name} ${amount}`.replace(/ /g, NBSP);
    return [...(days ? [part(formatAmount(translate, locale, days, 'DAYS'))] : []), ...(hours ? [part(formatAmount(translate, locale, hours, 'HOURS'))] : [])];
  });

/** The back office's list of a person's records in a month (the Rome days, both ends included). */
export const monthRecordsPath = (userId: number, month: string, lastDay: string) =>
  `/attendance?filter=${encodeURIComponent(JSON.stringify({ userId, checkIn_gte: `${month}-01`, checkIn_lte: lastDay }))}`;
