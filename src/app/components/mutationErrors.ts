import type { useNotify } from 'react-admin';

/** Statuses whose answer the HTTP client already turned into a toast (section 8), or a logout. */
const HANDLED = new Set([400, 401, 409]);

/** onError for react-admin mutations: no second message for answers that already have a toast. */
export const notifyUnlessToasted = (notify: ReturnType<typeof useNotify>) => (error: unknown) => {
  const status = (error as { status?: number } | null)?.status;
  if (status !== undefined && HANDLED.has(status)) return;
  const message = (error as Error | null)?.message;
  notify(message || 'ra.notification.http_error', { type: 'error', messageArgs: { _: message } });
};
