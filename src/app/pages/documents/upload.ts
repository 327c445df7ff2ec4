import type { TDocument } from '../../../shared/schemas/document';
import { sendForm } from '../../providers/sendForm';

export type TUploadOutcome =
  | { ok: true; document: TDocument }
  /** status 0: no answer (the connection dropped, or the upload was cancelled). */
  | { ok: false; status: number; message: string; errors: Record<string, string> };

export interface TUploadRequest {
  /** The multipart fields beside the file, in the order the server reads them. */
  fields: Record<string, string | number | boolean | null | undefined>;
  file: File;
  /** 0…1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  path?: string;
  /** Tests hand in a fake; the browser's own otherwise. */
  createRequest?: () => XMLHttpRequest;
}

/** The fields first and the file last: the server reads the parts as they stream in. */
export const uploadForm = (fields: TUploadRequest['fields'], file: File) => {
  const form = new FormData();
  Object.entries(fields).forEach(([name, value]) => {
    if (value !== undefined && value !== null && value !== '') form.append(name, String(value));
  });
  form.append('file', file, file.name);
  return form;
};

/** POSTs one file with its fields, reporting progress (see sendForm); the answer is returned, never thrown. */
export const uploadDocument = async ({ fields, file, onProgress, signal, path = 'api/document', createRequest }: TUploadRequest): Promise<TUploadOutcome> => {
  const outcome = await sendForm<TDocument>({ path, form: uploadForm(fields, file), onProgress, signal, createRequest });
  return outcome.ok ? { ok: true, document: outcome.json } : outcome;
};

/**
 * Why the server refused a file, in its words: the field's reason where there is one (a 400's
 * message only says to look at the fields), else the message, which may already hold it
 * ('File troppo grande: il limite è 20 MB').
 */
export const reasonOf = ({ status, message, errors }: { status: number; message: string; errors: Record<string, string> }) => {
  const details = Object.values(errors).filter((text) => text && !message.includes(text));
  if (status === 400 && details.length) return details.join(' · ');
  return [message, ...details].filter(Boolean).join(' · ');
};
