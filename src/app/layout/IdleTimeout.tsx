import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, LinearProgress } from '@mui/material';
import { useLogout, useTranslate } from 'react-admin';
import { useLayoutSettings } from '../state/useAppState';

export const IDLE_COUNTDOWN_SECONDS = 60;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'mousemove'] as const;

/** After the configured minutes without input, a countdown asks to stay; at zero the user is signed out. */
export const IdleTimeout = () => {
  const translate = useTranslate();
  const logout = useLogout();
  const { idleMinutes } = useLayoutSettings();
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const prompting = secondsLeft !== null;

  const arm = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setSecondsLeft(IDLE_COUNTDOWN_SECONDS), idleMinutes * 60_000);
  }, [idleMinutes]);

  useEffect(() => {
    if (prompting) return undefined;
    arm();
    const onActivity = () => arm();
    ACTIVITY_EVENTS.forEach((name) => window.addEventListener(name, onActivity, { passive: true }));
    return () => {
      window.clearTimeout(timer.current);
      ACTIVITY_EVENTS.forEach((name) => window.removeEventListener(name, onActivity));
    };
  }, [arm, prompting]);

  useEffect(() => {
    if (secondsLeft === null) return undefined;
    const tick = window.setTimeout(() => {
      if (secondsLeft > 1) return setSecondsLeft(secondsLeft - 1);
      setSecondsLeft(null);
      logout();
    }, 1000);
    return () => window.clearTimeout(tick);
  }, [secondsLeft, logout]);

  return (
    <Dialog open={prompting} onClose={() => setSecondsLeft(null)} aria-labelledby="idle-title" data-testid="idle-dialog">
      <DialogTitle id="idle-title">{translate('idle.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('idle.body', { seconds: secondsLeft ?? 0 })}</DialogContentText>
        <LinearProgress
          variant="determinate"
          value={((secondsLeft ?? 0) / IDLE_COUNTDOWN_SECONDS) * 100}
          sx={{ mt: 2, height: 6, borderRadius: 3 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => logout()} color="inherit">{translate('idle.logout')}</Button>
        <Button onClick={() => setSecondsLeft(null)} variant="contained" autoFocus>{translate('idle.stay')}</Button>
      </DialogActions>
    </Dialog>
  );
};
