import { useEffect } from 'react';
import { useNotificationContext, useTranslate } from 'react-admin';
import { justShown, showToast, type TToastSeverity } from '../providers/toast';
import { ToastStack } from './ToastStack';

/** Toasts of the specification's section 8 in the app's words. */
export const Toaster = () => <ToastStack translate={useTranslate()} />;

/** react-admin's words for a saved record: its own, or a resource's (`resources.company.notifications.updated`). */
const RA_SAVED = /^(ra\.notification|resources\.[\w-]+\.notifications)\.(created|updated|deleted)$/;
/** Any of react-admin's generic words, as opposed to a message of the app's own. */
const isGeneric = (message: string) => message.startsWith('ra.notification.') || RA_SAVED.test(message);

const TITLES: Record<TToastSeverity, string> = { success: 'toast.ok', error: 'toast.error', warning: 'toast.warning', info: 'toast.info' };

/**
 * react-admin's notifications (useNotify) shown as the app's toasts, so that every screen has one
 * component and one look: the specification's OK / Errore / Attenzione titles, top right, the
 * toast life. react-admin's generic one about an answer a toast has just told is dropped.
 */
const NotificationBridge = () => {
  const { notifications, takeNotification } = useNotificationContext();
  const translate = useTranslate();
  useEffect(() => {
    if (!notifications.length) return;
    const taken = takeNotification();
    if (!taken) return;
    // react-admin tells a saved record as 'info': to the user it is a success, an 'OK'.
    const key = typeof taken.message === 'string' ? taken.message : '';
    const severity = (RA_SAVED.test(key) ? 'success' : (taken.type ?? 'info')) as TToastSeverity;
    // react-admin's own words for a create or an error ("Elemento creato") repeat the toast the
    // answer has just shown; the app's own messages are sent only where no toast told them.
    if (isGeneric(key) && justShown(severity)) return;
    const { messageArgs, autoHideDuration } = taken.notificationOptions ?? {};
    const message = typeof taken.message === 'string' ? translate(taken.message, { _: taken.message, ...messageArgs }) : '';
    showToast({ severity, title: TITLES[severity], message, ...(typeof autoHideDuration === 'number' ? { life: autoHideDuration } : {}) });
  }, [notifications, takeNotification, translate]);
  return null;
};

/** Every notification of the app, react-admin's and the section 8 toasts, as one stack of toasts. */
export const AppNotification = () => (
  <>
    <NotificationBridge />
    <Toaster />
  </>
);
