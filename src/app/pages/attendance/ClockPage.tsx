import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import LoginOutlined from '@mui/icons-material/LoginOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import { Confirm, Link, Loading, Title, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { CURRENT_KEY, fetchCurrent, fetchSites } from './api';
import { ClockOutcome } from './ClockOutcome';
import { DutyStatus } from './DutyStatus';
import { NoticeDialog } from './NoticeDialog';
import { dutyOf } from './pending';
import { PendingClocks } from './PendingClocks';
import { SitePicker } from './SitePicker';
import { formatTime } from './format';
import { isQuickClockOut, oneTapSite, preferredSite, siteKey, siteRows } from './sites';
import { useClock, type TClockKind } from './useClock';
import { useOfflineClocks } from './useOfflineClocks';

/**
 * /home/attendance: one big button. Clock-in asks where (the worker's sites, nearest first once a
 * position is known); the position is read only at the tap, the time is the server's. Opened by the
 * landing page's big button, it reads the position at once (after the notice) and, when exactly one
 * site contains the worker, asks a single confirmation to clock in there.
 */
export const ClockPage = () => {
  const translate = useTranslate();
  const { data: current, isError, refetch } = useQuery({ queryKey: CURRENT_KEY, queryFn: ({ signal }) => fetchCurrent(signal) });
  const clock = useClock(current);
  const offline = useOfflineClocks();
  // A clock-in kept on the phone (no network) puts the worker on duty already: the button clocks out.
  const onDuty = !!current && dutyOf(current, offline.pending).open;
  const { state } = clock;
  const position = state.position;
  const { data: sites = [] } = useQuery({
    queryKey: ['attendance', 'sites', position?.lat ?? null, position?.lng ?? null],
    queryFn: ({ signal }) => fetchSites(position, signal),
    enabled: !!current && !onDuty,
    placeholderData: (previous) => previous,
  });
  const rows = useMemo(() => siteRows(sites, position), [sites, position]);
  const [chosen, setChosen] = useState<string | null>(null);
  const [lastKind, setLastKind] = useState<TClockKind>('in');
  const [skip, setSkip] = useState(false);
  const [confirmingOut, setConfirmingOut] = useState(false);
  // The one-tap flow (from the landing page's big button): the position is read at once, then the
  // one site containing the worker is proposed; it ends with the answer, a problem, or no such site.
  const oneTap = (useLocation().state as { oneTap?: boolean } | null)?.oneTap === true;
  const [ended, setEnded] = useState(false);
  const started = useRef(false);
  const inFlow = oneTap && !ended && !!current && !onDuty && clock.mode !== 'OFF' && !state.problem && !state.result && !state.queued;
  useEffect(() => {
    if (!inFlow || started.current) return;
    started.current = true;
    void clock.locate();
  }, [inFlow, clock]);
  const positioned = rows.some((r) => r.inside !== null);
  const asked = inFlow && position && positioned ? oneTapSite(rows) : undefined;

  // Until the worker picks, follow the site they are inside (or today's shift's) as positions arrive; never a guess from afar.
  const preferred = preferredSite(rows);
  const selected = chosen && rows.some((r) => siteKey(r) === chosen) ? chosen : preferred ? siteKey(preferred) : null;

  if (isError) {
    return <Alert severity="error" action={<Button onClick={() => void refetch()}>{translate('attendance.clock.retry')}</Button>}>{translate('attendance.landing.loadError')}</Alert>;
  }
  if (!current) return <Loading />;

  const kind: TClockKind = onDuty ? 'out' : 'in';
  const site = rows.find((r) => siteKey(r) === selected);
  const tap = (options: { retry?: boolean; withoutPosition?: boolean; confirmed?: boolean } = {}) => {
    const k = options.retry ? lastKind : kind;
    // A second tap on the button that has just turned into "Timbra uscita" must not end the shift.
    // Going on without a position follows a clock-out already asked for (and confirmed): not again.
    if (k === 'out' && !options.retry && !options.confirmed && !options.withoutPosition && isQuickClockOut(current.open)) {
      setConfirmingOut(true);
      return;
    }
    setLastKind(k);
    // The site shown selected is the one tapped for, picked or proposed (today's shift's): it stays
    // selected whatever the tap's position says, rather than vanish when the worker turns out far.
    if (site && k === 'in') setChosen(siteKey(site));
    const withoutPosition = options.withoutPosition ?? (options.retry ? skip : false);
    setSkip(withoutPosition);
    void clock.run({ kind: k, site: site ? { type: site.type, id: site.id, name: site.name } : null, retry: options.retry, withoutPosition });
  };
  const clockInAtProposed = () => {
    if (!asked) return;
    setEnded(true);
    setChosen(siteKey(asked));
    setLastKind('in');
    setSkip(false);
    // The position read for the proposal, moments ago, is the clock-in's: not read a second time.
    void clock.run({ kind: 'in', site: { type: asked.type, id: asked.id, name: asked.name }, position });
  };
  const noneNear = oneTap && kind === 'in' && positioned && !state.result && !rows.some((r) => r.inside === 'YES');
  // While a tap is at work the button stays focusable (aria-disabled, taps ignored): a disabled
  // button drops the focus, and with it a screen reader's place, for up to 40 s.
  const busy = !!state.busy;
  const outcome = <ClockOutcome state={state} onRetry={() => tap({ retry: true })} onWithoutPosition={() => tap({ withoutPosition: true })} />;

  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', display: 'grid', gap: 2 }}>
      <Title title="attendance.clock.title" />
      <DutyStatus current={current} pending={offline.pending} />
      {/* A recorded clocking is confirmed at the top, beside the state it changed: after a clock-out
          the site list comes back above the button and would push it off a small screen. */}
      {(state.result || state.queued) && outcome}
      {noneNear && <Alert severity="info" data-testid="none-near">{translate('attendance.clock.noneNear')}</Alert>}
      {kind === 'in' && (
        <SitePicker
          rows={rows}
          selected={selected}
          onSelect={setChosen}
          onLocate={() => void clock.locate()}
          locating={busy}
          canLocate={clock.mode !== 'OFF'}
        />
      )}
      <Button
        variant="contained"
        color={kind === 'in' ? 'success' : 'error'}
        size="large"
        fullWidth
        disabled={kind === 'in' && !site}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        onClick={() => !busy && tap()}
        data-testid="clock-button"
        data-kind={kind}
        startIcon={busy ? <CircularProgress size={24} color="inherit" /> : kind === 'in' ? <LoginOutlined /> : <LogoutOutlined />}
        sx={{ minHeight: 72, fontSize: '1.35rem', fontWeight: 800, borderRadius: 3, '& .MuiButton-startIcon svg': { fontSize: 30 } }}
      >
        {state.busy === 'locating' ? translate('attendance.clock.locating')
          : state.busy === 'sending' ? translate('attendance.clock.sending')
            : translate(kind === 'in' ? 'attendance.clock.clockIn' : 'attendance.clock.clockOut')}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mt: -1 }}>
        {translate(clock.mode === 'OFF' ? 'attendance.clock.positionOff' : 'attendance.clock.onlyAtTap')}
      </Typography>
      {!state.result && !state.queued && outcome}
      <PendingClocks offline={offline} />
      <Button component={Link} to="/home/landing" size="large" sx={{ minHeight: 48 }}>{translate('attendance.clock.back')}</Button>
      <Confirm
        isOpen={confirmingOut}
        title="attendance.clock.quickOutTitle"
        content="attendance.clock.quickOutBody"
        contentTranslateOptions={{ time: current.open ? formatTime(current.open.checkIn) : '' }}
        confirm="attendance.clock.clockOut"
        confirmColor="warning"
        onConfirm={() => {
          setConfirmingOut(false);
          tap({ confirmed: true });
        }}
        onClose={() => setConfirmingOut(false)}
      />
      <Confirm
        isOpen={!!asked}
        title="attendance.clock.oneTapTitle"
        titleTranslateOptions={{ site: asked?.name ?? '' }}
        content="attendance.clock.oneTapBody"
        confirm="attendance.clock.clockIn"
        confirmColor="primary"
        cancel="attendance.clock.oneTapOther"
        onConfirm={clockInAtProposed}
        onClose={() => setEnded(true)}
      />
      <Confirm
        isOpen={state.sickLeave !== null}
        title="attendance.clock.sickTitle"
        content={state.sickLeave ?? ''}
        confirm="attendance.clock.sickBack"
        confirmColor="primary"
        cancel="attendance.clock.sickNotBack"
        onConfirm={() => void clock.answerSickLeave(true)}
        onClose={() => void clock.answerSickLeave(false)}
      />
      <NoticeDialog
        open={state.noticeOpen}
        retentionDays={current.settings.retentionDays}
        onAccept={clock.accept}
        onClose={clock.dismissNotice}
      />
    </Box>
  );
};
