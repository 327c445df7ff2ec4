import type { Locale } from '../../shared/i18n/validation';
import type { MonthReport } from '../resources/attendance/month-report';
import { monthReportPdf } from '../resources/attendance/month-report-pdf';
import { monthReportXlsx } from '../resources/attendance/month-report-xlsx';

/**
 * A document to write, as plain data: it crosses to the document worker by structured clone. A
 * month sheet holds one company's report, or several in one document (a worker's own month).
 */
export type RenderJob = { kind: 'month-report'; format: 'pdf' | 'xlsx'; reports: MonthReport[]; locale: Locale; now: Date };

/** Writes a document; runs in the document worker (see renderer.ts). */
export const renderJob = (job: RenderJob): Promise<Buffer> =>
  job.format === 'pdf' ? monthReportPdf(job.reports, job.locale, job.now) : monthReportXlsx(job.reports, job.locale, job.now);
