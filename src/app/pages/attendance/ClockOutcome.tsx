import { Alert, AlertTitle, Box, Button, Typography } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import { formatDistance, formatMinutes, formatTime } from './format';
import type { TClockAnswer } from './api';
import type { TClockState } from './useClock';

const POSITION_REASON = {
  timeout: 'attendance.clock.positionTimeout',
  unavailable: 'attendance.clock.positionUnavailable',
  denied: 'gps.body',
  unsupported: 'gps.body',
} as const;

type TFlag = 'outside' | 'noPosition' | 'unknown' | null;

/**
 * What the answer to a tap says about that tap. A record's review flag is its entry's and its
 * exit's together: a clock-out is judged by its own position, and an entry flagged earlier is
 * told apart. A clock-out past the missed clock-out limit counts no hours until corrected.
 */
export const outcomeOf = (result: TClockAnswer & { kind: 'in' | 'out' }) => {
  const exit = result.kind === 'out';
  const inside = exit ? result.checkOutInside : result.checkInInside;
  const distance = exit ? result.checkOutDistance : result.checkInDistance;
  const accuracy = exit ? result.checkOutAccuracy : result.checkInAccuracy;
  // An uncertain fix has a distance, no fix has no accuracy; a position at a site without an area has neither flag.
  const ownFlag = inside === 'NO' || (result.reviewFlag && inside === 'UNKNOWN' && (distance != null || accuracy == null));
  const flag: TFlag = inside === 'NO' ? 'outside' : !ownFlag ? null : accuracy == null ? 'noPosition' : 'unknown';
  const missed = exit && result.missed;
  const entryFlagged = exit && result.reviewFlag && !ownFlag && !missed;
  return { inside, distance, flag, missed, entryFlagged, warning: !!flag || missed };
};

/** The answer to the last tap: the server's time and any flag, or what went wrong and what to do. */
export const ClockOutcome = ({ state, onRetry, onWithoutPosition }: {
  state: TClockState;
  onRetry: () => void;
  onWithoutPosition: () => void;
}) => {
  const translate = useTranslate();
  const locale = useLocale();
  const { result, problem, canSkipPosition, busy, queued } = state;
  if (queued) {
    return (
      <Alert severity="info" data-testid="clock-queued" sx={{ fontSize: '1rem' }}>
        {translate('attendance.offline.kept', { time: formatTime(queued.tappedAt) })}
      </Alert>
    );
  }
  if (result) {
    const outcome = outcomeOf(result);
    const time = formatTime(result.kind === 'in' ? result.checkIn : (result.checkOut ?? result.checkIn));
    const flag =
      outcome.flag === 'outside' ? translate('attendance.clock.flagged', { distance: formatDistance(outcome.distance ?? 0, locale) })
        : outcome.flag === 'noPosition' ? translate('attendance.clock.flaggedNoPosition')
          : outcome.flag === 'unknown' ? translate('attendance.clock.flaggedUnknown') : null;
    return (
      <Alert severity={outcome.warning ? 'warning' : 'success'} data-testid="clock-result" data-inside={outcome.inside ?? ''} sx={{ fontSize: '1rem' }}>
        <AlertTitle sx={{ fontWeight: 800, fontSize: '1.15rem' }}>
          {translate(result.kind === 'in' ? 'attendance.clock.clockedIn' : 'attendance.clock.clockedOut', { time })}
        </AlertTitle>
        {outcome.missed && <Typography sx={{ fontWeight: 700 }} data-testid="clock-missed">{translate('attendance.clock.missedHours')}</Typography>}
        {!outcome.missed && result.kind === 'out' && result.minutes != null && (
          <Typography>{translate('attendance.clock.worked', { duration: formatMinutes(result.minutes) })}</Typography>
        )}
        {flag && <Typography sx={{ fontWeight: 600 }} data-testid="clock-flag">{flag}</Typography>}
        {outcome.entryFlagged && <Typography data-testid="clock-entry-flag">{translate('attendance.clock.entryFlagged')}</Typography>}
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
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {translate(state.kind === 'out' ? 'attendance.clock.withoutPositionHelpOut' : 'attendance.clock.withoutPositionHelp')}
      </Typography>
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
  if (problem.type === 'notice') {
    return <Alert severity="info" data-testid="clock-problem">{translate('attendance.clock.noticeDeclined')}{skip}</Alert>;
  }
  if (problem.type === 'required') {
    return <Alert severity="error" data-testid="clock-problem">{translate('attendance.clock.required')}{skip}</Alert>;
  }
  const blocked = problem.reason === 'denied' || problem.reason === 'unsupported';
  return (
    <Alert severity="warning" data-testid="clock-problem">
      {blocked
        ? translate(state.kind === 'out' ? 'attendance.clock.positionOffOut' : POSITION_REASON[problem.reason])
        : translate('attendance.clock.positionError', { reason: translate(POSITION_REASON[problem.reason]) })}
      {!blocked && retry}
      {skip}
    </Alert>
  );
};
