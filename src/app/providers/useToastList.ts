import { useEffect, useState } from 'react';
import { onToast, type TToast } from './toast';

/**
 * The toasts on screen (the specification's section 8): the last four shown, each gone after its
 * life or when dismissed. The app's stack and the light sign-in page's draw them each their way.
 */
export const useToastList = () => {
  const [toasts, setToasts] = useState<TToast[]>([]);
  useEffect(
    () =>
      onToast((toast) => {
        setToasts((current) => [...current.slice(-3), toast]);
        window.setTimeout(() => setToasts((current) => current.filter((t) => t.id !== toast.id)), toast.life);
      }),
    [],
  );
  const dismiss = (id: number) => setToasts((current) => current.filter((t) => t.id !== id));
  return { toasts, dismiss };
};
