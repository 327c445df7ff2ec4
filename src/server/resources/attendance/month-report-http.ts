import type { FastifyReply } from 'fastify';
import type { Locale } from '../../../shared/i18n/validation';
import type { MonthReport } from './month-report';

const TYPES = { pdf: 'application/pdf', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } as const;

/**
 * Answers a month sheet as a download, written by the document worker:
 * `foglio-presenze-<company>-<month>[-<user>].<format>`; several companies' sheets in one document
 * (a worker's own month) are named by their ids joined with '+'.
 */
export const sendMonthReport = async (reply: FastifyReply, reports: MonthReport[], options: { format: keyof typeof TYPES; userId?: number; locale: Locale; now: Date }) => {
  const name = `foglio-presenze-${reports.map((r) => r.company.id).join('+')}-${reports[0].month}${options.userId ? `-${options.userId}` : ''}.${options.format}`;
  // Written first: a failure is then answered as an error, without the download's headers.
  const document = await reply.server.renderer.render({ kind: 'month-report', format: options.format, reports, locale: options.locale, now: options.now });
  reply.type(TYPES[options.format]).header('content-disposition', `attachment; filename="${name}"`);
  return document;
};
