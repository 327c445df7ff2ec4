import { useEffect } from 'react';
import { useNotificationContext, useTranslate } from 'react-admin';
import { justShown, showToast, type TToastSeverity } from '../providers/toast';
import { ToastStack } from './ToastStack';

/** Toasts of the specification's section 8 in the app's words. */
export const Toaster = () => <ToastStack translate={useTranslate()} />;

const TITLES: Record<TToastSeverity, string> = { success: 'toast.ok', error: 'toast.error', warning: 'toast.warning', info: 'toast.info' };

/**
 * react-admin's notifications (useNotify) shown as the app's toasts, so that every screen has one
 * component and one look: the specification's OK / Errore / Attenzione titles, top right, the
 * toast life. One about an answer a toast has just told (same severity) is dropped.
 */
const NotificationBridge = () => {
  const { notifications, takeNotification } = useNotificationContext();
  const translate = useTranslate();
  useEffect(() => {
    if (!notifications.length) return;
    const taken = takeNotification();
    if (!taken) return;
    const severity = (taken.type ?? 'info') as TToastSeverity;
    if (justShown(severity)) return;
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
