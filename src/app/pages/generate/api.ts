import { HttpError } from 'react-admin';
import type { TDocument } from '../../../shared/schemas/document';
import type { TContractTemplate, TGenerationContext } from '../../../shared/schemas/document-generate';
import type { TTrainingRecord } from '../../../shared/schemas/training';
import { buildHeaders, download, request } from '../../providers/httpClient';
import { showToast, toastFor } from '../../providers/toast';
import { clearSession } from '../../state/store';
import type { TAttestatoFormValues } from './attestatoForm';
import type { TContractFormValues } from './contractForm';

/** The pages say success themselves (with a link), so the calls are silent and failures are toasted here. */
export const toastFailure = (error: unknown, notify: (message: string, options: { type: 'error' }) => void) => {
  const toast = error instanceof HttpError ? toastFor(error.status, error.body) : null;
  if (toast) showToast(toast);
  else notify(error instanceof Error && error.message ? error.message : 'ra.notification.http_error', { type: 'error' });
};

/** The server's `{ errors: { field: message } }`, already in the user's language. */
export const fieldErrorsOf = (error: unknown): Record<string, string> => {
  const errors = error instanceof HttpError ? (error.body as { errors?: unknown } | undefined)?.errors : undefined;
  return errors && typeof errors === 'object' ? (errors as Record<string, string>) : {};
};

export const generateContract = async (values: TContractFormValues) =>
  (await request<TDocument>('api/document/generate/contract', { method: 'POST', body: values, toast: 'silent' })).json;

export const generateAttestati = async (values: TAttestatoFormValues) =>
  (await request<{ data: TDocument[] }>('api/document/generate/attestato', { method: 'POST', body: values, toast: 'silent' })).json.data;

/** The training records the session wrote, found by the attestati they point to (their register numbers). */
export const findTrainingRecords = async (documentIds: readonly number[]) =>
  (
    await request<TTrainingRecord[]>('api/training', {
      toast: 'silent',
      query: { filter: { documentId: documentIds }, sort: ['id', 'ASC'], range: [0, documentIds.length - 1] },
    })
  ).json;

/** The company, its places and its staff, as the generation forms need them. */
export const fetchGenerationContext = async (companyId: number, signal?: AbortSignal) =>
  (await request<TGenerationContext>('api/document/generate/context', { query: { companyId: String(companyId) }, toast: 'silent', signal })).json;

const TEMPLATE_PATH = 'api/document/templates/contract';

export const fetchContractTemplate = async (companyId: number, signal?: AbortSignal) =>
  (await request<TContractTemplate>(TEMPLATE_PATH, { query: { companyId: String(companyId) }, toast: 'silent', signal })).json;

export const deleteContractTemplate = async (companyId: number) => {
  await request(TEMPLATE_PATH, { method: 'DELETE', query: { companyId: String(companyId) }, toast: 'silent' });
};

/** PUT multipart/form-data: the browser writes the Content-Type with its boundary. A template is small: no progress. */
export const uploadContractTemplate = async (companyId: number, file: File): Promise<TContractTemplate> => {
  const headers = buildHeaders();
  headers.delete('Content-Type');
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await fetch(`/${TEMPLATE_PATH}?companyId=${companyId}`, { method: 'PUT', headers, body: form });
  const text = await response.text();
  let json: unknown = {};
  try {
    json = text ? JSON.parse(text) : {};
  } catch {
    json = { message: text };
  }
  if (response.status === 401) clearSession();
  if (!response.ok) {
    const message = (json as { message?: unknown }).message;
    throw new HttpError(typeof message === 'string' ? message : response.statusText, response.status, json);
  }
  return json as TContractTemplate;
};

export const downloadDocument = (id: number) => download(`api/document/${id}/file`, {});

export const downloadAttestatiZip = (ids: string) => download('api/document/attestati.zip', { ids });
