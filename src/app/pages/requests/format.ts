import { formatDate } from '../../../shared/dates';
import type { TRequest } from '../../../shared/schemas/request';

type TTranslate = (key: string, options?: object) => string;

/** The days a request asks for: one day, from a day on, or from one to another (dd/MM/yyyy). */
export const requestPeriod = ({ startDate, endDate }: Pick<TRequest, 'startDate' | 'endDate'>, translate: TTranslate): string => {
  if (!endDate) return translate('officeRequests.period.from', { start: formatDate(startDate) });
  if (endDate === startDate) return formatDate(startDate);
  return translate('officeRequests.period.range', { start: formatDate(startDate), end: formatDate(endDate) });
};

/** Where: the client and its site, or the client alone when the site is gone. */
export const requestPlace = ({ clientName, siteName }: Pick<TRequest, 'clientName' | 'siteName'>): string =>
  siteName ? `${clientName} · ${siteName}` : clientName;
