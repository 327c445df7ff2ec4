import { useEffect, useState } from 'react';

type Listener = () => void;
const listeners = new Set<Listener>();

/** Screens that read the position (clock-in) call this when the browser refuses it. */
export const reportGeolocationRefused = () => listeners.forEach((listener) => listener());

/**
 * True when geolocation is unsupported or refused. Only the permission state is read; the
 * position itself is asked for only when `probe` is set (workers, who clock in with it) and the
 * browser has not decided yet, and it is discarded at once.
 */
export const useGeolocationBlocked = (probe: boolean): [boolean, () => void] => {
  const [blocked, setBlocked] = useState(false);

  useEffect(() => {
    let cancelled = false;
    const block = () => !cancelled && setBlocked(true);
    listeners.add(block);
    if (!('geolocation' in navigator) || !navigator.geolocation) {
      block();
      return () => {
        cancelled = true;
        listeners.delete(block);
      };
    }
    const ask = () =>
      navigator.geolocation.getCurrentPosition(
        () => undefined,
        (error) => error.code === error.PERMISSION_DENIED && block(),
        { maximumAge: Infinity, timeout: 30_000 },
      );
    let status: PermissionStatus | undefined;
    const onChange = () => status?.state === 'denied' && block();
    navigator.permissions
      ?.query({ name: 'geolocation' })
      .then((result) => {
        status = result;
        if (result.state === 'denied') block();
        else if (result.state === 'prompt' && probe) ask();
        result.addEventListener('change', onChange);
      })
      .catch(() => probe && ask());
    if (!navigator.permissions && probe) ask();
    return () => {
      cancelled = true;
      listeners.delete(block);
      status?.removeEventListener('change', onChange);
    };
  }, [probe]);

  return [blocked, () => setBlocked(false)];
};
