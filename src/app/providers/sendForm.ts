import { appStore, clearSession } from '../state/store';
import { buildHeaders } from './httpClient';

export type TFormOutcome<T> =
  | { ok: true; json: T }
  /** status 0: no answer (the connection dropped, or the upload was cancelled). */
  | { ok: false; status: number; message: string; errors: Record<string, string> };

export interface TFormRequest {
  path: string;
  form: FormData;
  method?: 'POST' | 'PUT';
  /** 0…1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Tests hand in a fake; the browser's own otherwise. */
  createRequest?: () => XMLHttpRequest;
}

const parse = (text: string): Record<string, unknown> => {
  try {
    const json: unknown = JSON.parse(text);
    return json && typeof json === 'object' ? (json as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/**
 * Sends multipart/form-data with XMLHttpRequest, which (unlike fetch) reports upload progress.
 * Same headers as every other call but the Content-Type, which the browser writes with the
 * multipart boundary; a 401 of a signed-in session ends it, as elsewhere. The answer is returned,
 * never thrown: each upload shows its own outcome.
 */
export const sendForm = <T>({ path, form, method = 'POST', onProgress, signal, createRequest = () => new XMLHttpRequest() }: TFormRequest) =>
  new Promise<TFormOutcome<T>>((resolve) => {
    const hadToken = !!appStore.get().auth?.token;
    const xhr = createRequest();
    xhr.open(method, `/${path.replace(/^\/+/, '')}`);
    buildHeaders().forEach((value, name) => {
      if (name.toLowerCase() !== 'content-type') xhr.setRequestHeader(name, value);
    });
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const json = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve({ ok: true, json: json as T });
        return;
      }
      if (xhr.status === 401 && hadToken) clearSession();
      const message = typeof json.message === 'string' ? json.message : xhr.statusText;
      const errors = json.errors && typeof json.errors === 'object' ? (json.errors as Record<string, string>) : {};
      resolve({ ok: false, status: xhr.status, message, errors });
    };
    const unanswered = () => resolve({ ok: false, status: 0, message: '', errors: {} });
    xhr.onerror = unanswered;
    xhr.onabort = unanswered;
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
