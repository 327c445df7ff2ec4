import type { TRequest } from '../../../shared/schemas/request';
import { formatDay } from '../attendance/format';
import { formatHours } from '../workforce/roster/hours';

type TTranslate = (key: string, options?: Record<string, unknown>) => string;

/** 'Dal 01/12/2026 al 05/12/2026', 'Il 01/12/2026' for one day, 'Dal 01/12/2026' for a service with no end. */
export const formatRequestPeriod = (translate: TTranslate, request: Pick<TRequest, 'startDate' | 'endDate'>): string => {
  if (!request.endDate) return translate('portal.period.from', { from: formatDay(request.startDate) });
  if (request.endDate === request.startDate) return translate('portal.period.day', { from: formatDay(request.startDate) });
  return translate('portal.period.range', { from: formatDay(request.startDate), to: formatDay(request.endDate) });
};

/** '7,5 h' in the reader's decimals, a no-break space before the unit. */
export const formatHoursText = (minutes: number, locale: string): string => `${formatHours(minutes, locale)}\u00a0h`;
