import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../shared/i18n/validation';
import { type TPayslipResult, ZPayslipResult, ZPayslipUpload } from '../../../shared/schemas/payslip';
import type { Config } from '../../config';
import { invalidField } from '../../errors';
import { parse } from '../../http/validate';
import { translate } from '../../i18n/messages';
import { type Distribution, distributePdf, notifyPayees, openBatch, reasonKey } from './payslips';
import { registerUploads, withUpload } from './upload';

const PAYSLIP_SENDERS = ['ROLE_ADMIN', 'ROLE_MODERATOR'] as const;
/** A month's payslips of a large company, one file each, with room to spare. */
const MAX_FILES = 2000;

/** The upload's own refusals in this room's words: for payslips, any type but PDF is simply 'not a PDF'. */
const REFUSALS: Record<string, string> = {
  'validation.fileType': reasonKey('NOT_PDF'),
  'validation.fileExtension': reasonKey('NOT_PDF'),
  'validation.fileTooLarge': reasonKey('TOO_LARGE'),
};

const answer = (locale: Locale, config: Config, { matched, unmatched }: Distribution): TPayslipResult =>
  ZPayslipResult.parse({
    matched,
    unmatched: unmatched.map((entry) => ({
      ...entry,
      reason: translate(locale, entry.reason, { mb: Math.round((config.uploadMaxBytes / (1024 * 1024)) * 10) / 10 }),
    })),
  });

/**
 * POST api/document/payslips: a month's payslips for the people of one company, each file named
 * with a fiscal code or split by the codes printed on its pages. Every file and page that goes to
 * nobody is listed with its reason; one bad file never fails the others.
 */
export const payslipRoutes = async (app: FastifyInstance, { config }: { config: Config }) => {
  await registerUploads(app, config);

  app.post('/api/document/payslips', { config: { roles: PAYSLIP_SENDERS } }, async (request) =>
    withUpload(request, { config, maxFiles: MAX_FILES, accept: ['application/pdf'], onRefused: 'list' }, async ({ fields, files, refused }) => {
      const input = parse(ZPayslipUpload, fields);
      const batch = await openBatch(app.db, app.storage, request.user, input);
      if (!files.length && !refused.length) throw invalidField('file', 'validation.required');
      const result: Distribution = {
        matched: [],
        unmatched: refused.map(({ fileName, reason }) => ({ fileName, reason: REFUSALS[reason] ?? reason })),
      };
      try {
        for (const file of files) {
          const { matched, unmatched } = await distributePdf(batch, file);
          result.matched.push(...matched);
          result.unmatched.push(...unmatched);
        }
      } finally {
        await batch.splitter.close();
        // Whoever got a payslip is told, even when a later file failed the request.
        await notifyPayees(batch);
      }
      return answer(request.locale, config, result);
    }),
  );
};
