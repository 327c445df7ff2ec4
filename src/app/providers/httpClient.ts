import { HttpError } from 'react-admin';
import { appStore, clearSession } from '../state/store';
import { takeEarly } from './earlyFetch';
import { buildHeaders } from './headers';
import { showToast, toastFor, type TToastContext } from './toast';

export { buildHeaders };

export interface TRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, unknown>;
  toast?: TToastContext;
  signal?: AbortSignal;
  /** Extra headers for this call, such as an `Idempotency-Key`. */
  headers?: Record<string, string>;
}

export interface TResponse<T> {
  status: number;
  headers: Headers;
  json: T;
}

const toQuery = (query: Record<string, unknown> | undefined): string => {
  if (!query) return '';
  const params = new URLSearchParams();
  Object.entries(query).forEach(([key, value]) => {
    if (value === undefined) return;
    params.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  });
  const text = params.toString();
  return text ? `?${text}` : '';
};

const parseBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
};

const isPasswordChangeRequired = (body: unknown) =>
  !!body && typeof body === 'object' && (body as { code?: unknown }).code === 'PASSWORD_CHANGE_REQUIRED';

/** The server still wants a temporary password replaced: the layout then opens the change screen. */
const requirePasswordChange = () =>
  appStore.set((s) => (s.auth && !s.auth.user.mustChangePassword ? { auth: { ...s.auth, user: { ...s.auth.user, mustChangePassword: true } } } : {}));

/** Toasts, the 401 logout and the password-change screen for an answer; throws HttpError when it failed. */
const settle = (response: Response, json: unknown, toast: TToastContext, hadToken: boolean) => {
  const shown = toastFor(response.status, json, toast);
  if (shown) showToast(shown);
  if (response.status === 401 && hadToken && toast !== 'login') clearSession();
  if (response.status === 403 && isPasswordChangeRequired(json)) requirePasswordChange();
  if (!response.ok) {
    const message =
      json && typeof json === 'object' && 'message' in json && typeof json.message === 'string'
        ? json.message
        : response.statusText || `HTTP ${response.status}`;
    throw new HttpError(message, response.status, json);
  }
};

/** One place for every call to the API: headers, JSON, toasts of section 8 and the 401 logout. */
export const request = async <T = unknown>(path: string, options: TRequestOptions = {}): Promise<TResponse<T>> => {
  const { method = 'GET', body, query, toast = 'default', signal, headers: extra = {} } = options;
  const hadToken = !!appStore.get().auth?.token;
  const headers = buildHeaders();
  Object.entries(extra).forEach(([name, value]) => headers.set(name, value));
  const url = `${path.replace(/^\/+/, '')}${toQuery(query)}`;
  // A plain read begun by the sign-in page (earlyFetch.ts) is this request's answer.
  const begun = method === 'GET' && body === undefined ? takeEarly(url) : undefined;
  const response = await (begun ?? fetch(`/${url}`, {
    method,
    headers,
    body: body === undefined ? (method === 'GET' || method === 'DELETE' ? undefined : '{}') : JSON.stringify(body),
    signal,
  }));
  const json = await parseBody(response);
  settle(response, json, toast, hadToken);
  return { status: response.status, headers: response.headers, json: json as T };
};

/**
 * Downloads a file the API writes (a PDF, a workbook) under the name its Content-Disposition gives;
 * a refusal is handled as any other answer (toasts, 401 logout) and thrown.
 */
export const download = async (path: string, query: Record<string, unknown>, toast: TToastContext = 'default'): Promise<string> => {
  const hadToken = !!appStore.get().auth?.token;
  const response = await fetch(`/${path.replace(/^\/+/, '')}${toQuery(query)}`, { headers: buildHeaders() });
  if (!response.ok) settle(response, await parseBody(response), toast, hadToken);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'download';
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  return name;
};
