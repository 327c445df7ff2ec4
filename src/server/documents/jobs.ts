import type { Locale } from '../../shared/i18n/validation';
import type { MonthReport } from '../resources/attendance/month-report';
import { monthReportPdf } from '../resources/attendance/month-report-pdf';
import { monthReportXlsx } from '../resources/attendance/month-report-xlsx';
import { type Attestato, attestatoPdf } from '../resources/document/generate/attestato-pdf';
import { fillDocx } from '../resources/document/generate/contract-docx';
import type { ContractLetter } from '../resources/document/generate/contract-letter';
import { contractPdf } from '../resources/document/generate/contract-pdf';

/**
 * A document to write, as plain data: it crosses to the document worker by structured clone. A
 * month sheet holds one company's report, or several in one document (a worker's own month).
 */
export type RenderJob =
  | { kind: 'month-report'; format: 'pdf' | 'xlsx'; reports: MonthReport[]; locale: Locale; now: Date }
  | { kind: 'contract-pdf'; letter: ContractLetter }
  /** A company's DOCX template filled with the letter's placeholders. */
  | { kind: 'contract-docx'; template: Uint8Array; values: Record<string, string> }
  | { kind: 'attestato-pdf'; attestato: Attestato };

/** Writes a document; runs in the document worker (see renderer.ts). */
export const renderJob = async (job: RenderJob): Promise<Buffer> => {
  switch (job.kind) {
    case 'month-report':
      return job.format === 'pdf' ? monthReportPdf(job.reports, job.locale, job.now) : monthReportXlsx(job.reports, job.locale, job.now);
    case 'contract-pdf':
      return contractPdf(job.letter);
    case 'contract-docx':
      return fillDocx(job.template, job.values);
    case 'attestato-pdf':
      return attestatoPdf(job.attestato);
  }
};
