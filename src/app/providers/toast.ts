import { TOAST_LIFE_MS } from '../../shared/resources';

export type TToastSeverity = 'success' | 'error' | 'warning' | 'info';

/** A toast with a translatable title key and a message already in the user's language. */
export interface TToast {
  id: number;
  severity: TToastSeverity;
  title: string;
  message: string;
  life: number;
}

/** Which call produced the answer: the specification titles login and registration toasts apart. */
export type TToastContext = 'default' | 'login' | 'signup' | 'silent';

const messageOf = (body: unknown): string =>
  body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
    ? body.message
    : '';

/** The specification's section 8: which answers show a toast, with what title. */
export const toastFor = (
  status: number,
  body: unknown,
  context: TToastContext = 'default',
): Omit<TToast, 'id'> | null => {
  const message = messageOf(body);
  const toast = (severity: TToastSeverity, title: string) => ({ severity, title, message, life: TOAST_LIFE_MS });
  if (context === 'silent') return null;
  if (context === 'login') return status >= 400 ? toast('error', 'toast.loginError') : null;
  if (context === 'signup' && status === 201) return toast('success', 'toast.createdUser');
  if (status === 201) return toast('success', 'toast.ok');
  if (status === 400) return toast('error', 'toast.error');
  if (status === 409) return toast('warning', 'toast.warning');
  return null;
};

type Listener = (toast: TToast) => void;
const listeners = new Set<Listener>();
let nextId = 1;

let lastShown: { severity: TToastSeverity; at: number } | null = null;

export const showToast = (toast: Omit<TToast, 'id' | 'life'> & { life?: number }) => {
  const full: TToast = { life: TOAST_LIFE_MS, ...toast, id: nextId++ };
  lastShown = { severity: full.severity, at: Date.now() };
  listeners.forEach((listener) => listener(full));
};

/**
 * Whether a toast of this severity was shown in the last moment: the answer a react-admin
 * notification is about has then been told already (e.g. 'OK' for a 201 and react-admin's
 * "Elemento creato"), and one toast is enough.
 */
export const justShown = (severity: TToastSeverity, withinMs = 1500) =>
  lastShown !== null && lastShown.severity === severity && Date.now() - lastShown.at < withinMs;

export const onToast = (listener: Listener) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
