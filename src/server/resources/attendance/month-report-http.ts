import type { FastifyReply } from 'fastify';
import type { Locale } from '../../../shared/i18n/validation';
import type { MonthReport } from './month-report';
import { monthReportPdf } from './month-report-pdf';
import { monthReportXlsx } from './month-report-xlsx';

const TYPES = { pdf: 'application/pdf', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } as const;

/** Answers a month sheet as a download: `foglio-presenze-<company>-<month>[-<user>].<format>`. */
export const sendMonthReport = (reply: FastifyReply, report: MonthReport, options: { format: keyof typeof TYPES; userId?: number; locale: Locale; now: Date }) => {
  const name = `foglio-presenze-${report.company.id}-${report.month}${options.userId ? `-${options.userId}` : ''}.${options.format}`;
  reply.type(TYPES[options.format]).header('content-disposition', `attachment; filename="${name}"`);
  return options.format === 'pdf' ? monthReportPdf(report, options.locale, options.now) : monthReportXlsx(report, options.locale, options.now);
};
