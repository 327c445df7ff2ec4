import { Alert, Box, Card, CardContent, Chip, LinearProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { romeDateOf } from '../../../../shared/attendance';
import { todayInRome } from '../../../../shared/dates';
import { hasAnyRole } from '../../../../shared/roles';
import type { TCoverage, TCoverageRow } from '../../../../shared/schemas/workforce';
import { request } from '../../../providers/httpClient';
import { useAppState, useSessionUser } from '../../../state/useAppState';
import { formatTime } from '../../attendance/format';
import { CoverageChip } from './CoverageChip';
import { CHIP_LOOK, coverageCounts, sortedRows } from './states';

export const COVERAGE_REFRESH_MS = 60_000;

/** Today's shifts of the top bar's company (all in scope for 'Tutte le aziende') against their clock-ins, read again every minute. */
const useCoverage = (enabled: boolean) => {
  const companyId = useAppState((s) => s.company.id);
  const date = todayInRome();
  return useQuery({
    queryKey: ['workforce', 'coverage', date, companyId],
    enabled,
    queryFn: async ({ signal }) =>
      (await request<TCoverage>('api/workforce/coverage', { query: { date, companyId: companyId ? String(companyId) : undefined }, signal })).json,
    refetchInterval: COVERAGE_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
};

const timeOf = (row: TCoverageRow) => (row.start && row.end ? `${row.start}–${row.end}` : row.checkIn ? formatTime(row.checkIn) : '—');

/** Begun before the panel's day: last night's shift or clock-in still running after midnight. */
const begunBefore = (row: TCoverageRow, date: string) => {
  const begun = row.startsAt ?? row.checkIn;
  return begun !== null && romeDateOf(begun) < date;
};

const Row = ({ row, date }: { row: TCoverageRow; date: string }) => {
  const translate = useTranslate();
  const where = [row.postName, row.siteName].filter(Boolean).join(' · ') || '—';
  return (
    <Box
      component="li"
      data-testid="coverage-row"
      data-state={row.state}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'auto minmax(0, 1fr)', md: '120px minmax(0, 1.4fr) minmax(0, 1fr) auto' },
        gap: { xs: 0.5, md: 2 },
        alignItems: 'center',
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
        {begunBefore(row, date) ? translate('posts.coverage.yesterday', { time: timeOf(row) }) : timeOf(row)}
      </Typography>
      <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{where}</Typography>
      <Typography variant="body2" color={row.userName ? 'text.primary' : 'text.secondary'} sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
        {row.userName ?? translate('posts.coverage.unassigned')}
        {row.checkIn && row.state !== 'UNPLANNED' && (
          <Box component="span" sx={{ color: 'text.secondary' }}>{` · ${translate('posts.coverage.checkedIn', { time: formatTime(row.checkIn) })}`}</Box>
        )}
      </Typography>
      <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
        <CoverageChip row={row} />
      </Box>
    </Box>
  );
};

/**
 * /attendance/users' planned against actual: today's shifts (last night's still running too, said
 * "ieri") with who should be there and whether they clocked in (late, no-show, uncovered), and
 * clock-ins with no shift. Only the back office
 * plans shifts: for anyone else the panel is not drawn.
 */
export const CoveragePanel = () => {
  const translate = useTranslate();
  const user = useSessionUser();
  const office = hasAnyRole(user?.roles, ['ROLE_ADMIN', 'ROLE_MODERATOR']);
  const { data, dataUpdatedAt, isError, isPending } = useCoverage(office);
  if (!office) return null;
  const rows = sortedRows(data?.rows ?? []);
  return (
    <Card variant="outlined" component="section" aria-labelledby="coverage-title" data-testid="coverage-panel" sx={{ borderRadius: 2 }}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography id="coverage-title" variant="h6" component="h2" sx={{ mr: 1 }}>{translate('posts.coverage.title')}</Typography>
          {coverageCounts(rows).map(([state, count]) => (
            <Chip
              key={state}
              size="small"
              variant={CHIP_LOOK[state].variant}
              color={CHIP_LOOK[state].color}
              label={`${translate(`posts.coverage.states.${state}`)}: ${count}`}
              data-testid={`coverage-count-${state}`}
              sx={CHIP_LOOK[state].purple ? { bgcolor: '#6a1b9a', color: '#fff' } : undefined}
            />
          ))}
        </Box>
        {isPending && <LinearProgress aria-label={translate('ra.page.loading')} />}
        {isError && <Alert severity="error">{translate('posts.coverage.loadError')}</Alert>}
        {data && !rows.length && <Typography color="text.secondary" data-testid="coverage-empty">{translate('posts.coverage.empty')}</Typography>}
        {rows.length > 0 && (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: 420, overflowY: 'auto' }} aria-labelledby="coverage-title" tabIndex={0}>
            {rows.map((row) => (
              <Row key={row.shiftId ?? `a${row.attendanceId}`} row={row} date={data?.date ?? ''} />
            ))}
          </Box>
        )}
        {dataUpdatedAt > 0 && (
          <Typography variant="caption" color="text.secondary">
            {translate('posts.coverage.updated', { time: formatTime(new Date(dataUpdatedAt).toISOString()) })}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
};
