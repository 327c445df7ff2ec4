import { useEffect, useState } from 'react';
import { onToast, type TToast } from './toast';

/**
 * The toasts on screen (the specification's section 8): the last four shown, each gone after its
 * life or when dismissed. The app's stack and the light sign-in page's draw them each their way.
 * A stack that goes away takes its toasts' timers with it: none fires on a page that is gone.
 */
export const useToastList = () => {
  const [toasts, setToasts] = useState<TToast[]>([]);
  useEffect(() => {
    const timers = new Set<number>();
    const stop = onToast((toast) => {
      setToasts((current) => [...current.slice(-3), toast]);
      const timer = window.setTimeout(() => {
        timers.delete(timer);
        setToasts((current) => current.filter((t) => t.id !== toast.id));
      }, toast.life);
      timers.add(timer);
    });
    return () => {
      stop();
      timers.forEach((timer) => window.clearTimeout(timer));
    };
  }, []);
  const dismiss = (id: number) => setToasts((current) => current.filter((t) => t.id !== id));
  return { toasts, dismiss };
};
