import { Alert, AlertTitle, Box, Button, Typography } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import { formatDistance, formatMinutes, formatTime } from './format';
import type { TClockState } from './useClock';

const POSITION_REASON = {
  timeout: 'attendance.clock.positionTimeout',
  unavailable: 'attendance.clock.positionUnavailable',
  denied: 'gps.body',
  unsupported: 'gps.body',
} as const;

/** The answer to the last tap: the server's time and any flag, or what went wrong and what to do. */
export const ClockOutcome = ({ state, onRetry, onWithoutPosition }: {
  state: TClockState;
  onRetry: () => void;
  onWithoutPosition: () => void;
}) => {
  const translate = useTranslate();
  const locale = useLocale();
  const { result, problem, canSkipPosition, busy } = state;
  if (result) {
    const inside = result.kind === 'in' ? result.checkInInside : result.checkOutInside;
    const distance = result.kind === 'in' ? result.checkInDistance : result.checkOutDistance;
    const time = formatTime(result.kind === 'in' ? result.checkIn : (result.checkOut ?? result.checkIn));
    const accuracy = result.kind === 'in' ? result.checkInAccuracy : result.checkOutAccuracy;
    const flag =
      inside === 'NO' ? translate('attendance.clock.flagged', { distance: formatDistance(distance ?? 0, locale) })
        : result.reviewFlag && accuracy == null ? translate('attendance.clock.flaggedNoPosition')
          : result.reviewFlag ? translate('attendance.clock.flaggedUnknown') : null;
    return (
      <Alert severity={flag ? 'warning' : 'success'} data-testid="clock-result" data-inside={inside ?? ''} sx={{ fontSize: '1rem' }}>
        <AlertTitle sx={{ fontWeight: 800, fontSize: '1.15rem' }}>
          {translate(result.kind === 'in' ? 'attendance.clock.clockedIn' : 'attendance.clock.clockedOut', { time })}
        </AlertTitle>
        {result.kind === 'out' && result.minutes != null && <Typography>{translate('attendance.clock.worked', { duration: formatMinutes(result.minutes) })}</Typography>}
        {flag && <Typography sx={{ fontWeight: 600 }} data-testid="clock-flag">{flag}</Typography>}
        <Typography variant="body2" sx={{ mt: 0.5 }}>{translate('attendance.clock.serverTime')}</Typography>
      </Alert>
    );
  }
  if (!problem) return null;
  const skip = canSkipPosition && problem.type !== 'refused' && problem.type !== 'network' && (
    <Box sx={{ mt: 1.5 }}>
      <Button variant="outlined" color="inherit" size="large" fullWidth onClick={onWithoutPosition} disabled={!!busy} data-testid="clock-without-position">
        {translate('attendance.clock.withoutPosition')}
      </Button>
      <Typography variant="body2" sx={{ mt: 0.5 }}>{translate('attendance.clock.withoutPositionHelp')}</Typography>
    </Box>
  );
  const retry = (
    <Button variant="contained" color="inherit" size="large" fullWidth sx={{ mt: 1.5 }} onClick={onRetry} disabled={!!busy} data-testid="clock-retry">
      {translate('attendance.clock.retry')}
    </Button>
  );
  if (problem.type === 'network') {
    return <Alert severity="error" data-testid="clock-problem">{translate('attendance.clock.networkError')}{retry}</Alert>;
  }
  if (problem.type === 'refused') {
    return (
      <Alert severity="error" data-testid="clock-problem">
        <AlertTitle sx={{ fontWeight: 800 }}>{translate('attendance.clock.refused')}</AlertTitle>
        {problem.message}
      </Alert>
    );
  }
  if (problem.type === 'required') {
    return <Alert severity="error" data-testid="clock-problem">{translate('attendance.clock.required')}{skip}</Alert>;
  }
  const blocked = problem.reason === 'denied' || problem.reason === 'unsupported';
  return (
    <Alert severity="warning" data-testid="clock-problem">
      {blocked ? translate(POSITION_REASON[problem.reason]) : translate('attendance.clock.positionError', { reason: translate(POSITION_REASON[problem.reason]) })}
      {!blocked && retry}
      {skip}
    </Alert>
  );
};
