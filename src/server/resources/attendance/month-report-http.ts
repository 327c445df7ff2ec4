import type { FastifyReply } from 'fastify';
import type { Locale } from '../../../shared/i18n/validation';
import type { MonthReport } from './month-report';

const TYPES = { pdf: 'application/pdf', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } as const;

/**
 * A name as a file name may hold it on any system and in a header without encoding: lower-case
 * ASCII letters and digits joined by '-', accents dropped ('Città & C. S.r.l.' → 'citta-c-s-r-l').
 */
export const fileSlug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');

/**
 * The download's name, by the companies' names (their ids when a name has nothing to keep):
 * `foglio-presenze-<company>-<month>[-<person>].<format>`; several companies' sheets in one
 * document (a worker's own month) join their names with '+'; one person's sheet ends with their name.
 */
export const monthReportFileName = (reports: readonly MonthReport[], format: keyof typeof TYPES, person: boolean) => {
  const companies = reports.map((r) => fileSlug(r.company.name) || String(r.company.id)).join('+');
  const row = person ? reports[0].rows[0] : undefined;
  const suffix = row ? `-${fileSlug(row.name) || row.userId}` : '';
  return `foglio-presenze-${companies}-${reports[0].month}${suffix}.${format}`;
};

/** Answers a month sheet as a download, written by the document worker; `userId` when it is one person's. */
export const sendMonthReport = async (reply: FastifyReply, reports: MonthReport[], options: { format: keyof typeof TYPES; userId?: number; locale: Locale; now: Date }) => {
  const name = monthReportFileName(reports, options.format, options.userId !== undefined);
  // Written first: a failure is then answered as an error, without the download's headers.
  const document = await reply.server.renderer.render({ kind: 'month-report', format: options.format, reports, locale: options.locale, now: options.now });
  reply.type(TYPES[options.format]).header('content-disposition', `attachment; filename="${name}"`);
  return document;
};
