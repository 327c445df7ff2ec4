import type { TPayslipResult } from '../../../shared/schemas/payslip';
import { sendForm } from '../../providers/sendForm';

export type TPayslipOutcome =
  | { ok: true; result: TPayslipResult }
  /** status 0: no answer (the connection dropped, or the upload was cancelled). */
  | { ok: false; status: number; message: string; errors: Record<string, string> };

export interface TPayslipRequest {
  companyId: number;
  /** 'yyyy-MM' */
  month: string;
  files: readonly File[];
  /** 0…1 as the bytes of all the files leave the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Tests hand in a fake; the browser's own otherwise. */
  createRequest?: () => XMLHttpRequest;
}

/** The company and month first: the server checks them before it reads a single file. */
export const payslipForm = ({ companyId, month, files }: Pick<TPayslipRequest, 'companyId' | 'month' | 'files'>) => {
  const form = new FormData();
  form.append('companyId', String(companyId));
  form.append('month', month);
  files.forEach((file) => form.append('file', file, file.name));
  return form;
};

/**
 * POSTs a month's payslips in one multipart request, so the server matches them as one batch and
 * tells each person once, reporting the upload's progress (see sendForm). The answer is returned, never thrown.
 */
export const uploadPayslips = async ({ onProgress, signal, createRequest, ...form }: TPayslipRequest): Promise<TPayslipOutcome> => {
  const outcome = await sendForm<TPayslipResult>({ path: 'api/document/payslips', form: payslipForm(form), onProgress, signal, createRequest });
  return outcome.ok ? { ok: true, result: outcome.json } : outcome;
};
