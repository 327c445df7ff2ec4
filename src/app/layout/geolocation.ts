import { useEffect, useState } from 'react';

type Listener = () => void;
const listeners = new Set<Listener>();

/** Screens that read the position (clock-in) call this when the browser refuses it. */
export const reportGeolocationRefused = () => listeners.forEach((listener) => listener());

/**
 * True when geolocation is unsupported or refused. Only the permission state is read, never the
 * position: a worker's position is read at the tap that clocks, after the notice, and nowhere
 * else, so the browser's question comes with the clocking it is for. A refusal at the tap is
 * reported here (`reportGeolocationRefused`).
 */
export const useGeolocationBlocked = (): [boolean, () => void] => {
  const [blocked, setBlocked] = useState(false);

  useEffect(() => {
    let cancelled = false;
    const block = () => !cancelled && setBlocked(true);
    listeners.add(block);
    if (!('geolocation' in navigator) || !navigator.geolocation) block();
    let status: PermissionStatus | undefined;
    const onChange = () => status?.state === 'denied' && block();
    navigator.permissions
      ?.query({ name: 'geolocation' })
      .then((result) => {
        if (cancelled) return;
        status = result;
        if (result.state === 'denied') block();
        result.addEventListener('change', onChange);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      listeners.delete(block);
      status?.removeEventListener('change', onChange);
    };
  }, []);

  return [blocked, () => setBlocked(false)];
};
