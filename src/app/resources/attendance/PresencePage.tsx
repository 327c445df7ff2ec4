import { lazy, Suspense, useState } from 'react';
import { Alert, Box, Card, CardContent, Chip, InputAdornment, TextField, Typography } from '@mui/material';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { Link, Loading, Title, useTranslate } from 'react-admin';
import type { TPresence } from '../../../shared/schemas/attendance-views';
import { formatDate, formatDateTime, formatMinutes, formatTime } from '../../pages/attendance/format';
import { canAccessPath } from '../../../shared/access';
import { hasCompanySelector } from '../../../shared/roles';
import { useAppState, useSessionUser } from '../../state/useAppState';
import { COLOR, presenceCounts, usePresence } from './presence';

/** Today's shifts against their clock-ins (workforce): loaded on demand, drawn only for the back office. */
const CoveragePanel = lazy(() => import('../../pages/workforce/coverage/CoveragePanel').then((m) => ({ default: m.CoveragePanel })));

/** Today's times as hh:mm; an attendance open since an earlier day with its date. */
const timeOf = (iso: string) => (formatDate(iso) === formatDate(new Date().toISOString()) ? formatTime(iso) : formatDateTime(iso));

const Detail = ({ person }: { person: TPresence }) => {
  const translate = useTranslate();
  const parts = [
    person.state === 'PRESENT' && person.since ? translate('resources.attendance.users.since', { time: timeOf(person.since) }) : null,
    person.siteName && person.state === 'PRESENT' ? translate('resources.attendance.users.at', { site: person.siteName }) : null,
    person.state === 'LEFT' && person.lastCheckOut ? translate('resources.attendance.users.left', { time: timeOf(person.lastCheckOut) }) : null,
    person.state === 'ON_LEAVE' && person.leaveType ? translate(`resources.permission.types.${person.leaveType}`) : null,
    person.todayMinutes ? translate('resources.attendance.users.today', { duration: formatMinutes(person.todayMinutes) }) : null,
  ].filter(Boolean);
  return <Typography variant="body2" color="text.secondary">{parts.join(' · ') || '—'}</Typography>;
};

/** /attendance/users: the people of the selected company with today's state, read again every 30 s. */
export const PresencePage = () => {
  const translate = useTranslate();
  const company = useAppState((s) => s.company);
  // The hint points to the top bar's company selector, which accounting does not have (it reads its own company).
  const user = useSessionUser();
  const picksCompany = hasCompanySelector(user?.roles);
  const [q, setQ] = useState('');
  const { data, dataUpdatedAt, isError } = usePresence();
  const people = (data ?? []).filter((p) => !q || (p.userName ?? '').toLowerCase().includes(q.toLowerCase()));
  const counts = presenceCounts(data);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Title title="resources.attendance.users.title" />
      {!company.id && picksCompany && <Alert severity="info">{translate('resources.attendance.users.pickCompany')}</Alert>}
      {isError && <Alert severity="error">{translate('attendance.landing.loadError')}</Alert>}
      <Suspense fallback={null}><CoveragePanel /></Suspense>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {counts.map(([state, count]) => (
          <Chip key={state} color={COLOR[state]} label={`${translate(`resources.attendance.users.states.${state}`)}: ${count}`} data-testid={`count-${state}`} />
        ))}
        <TextField
          size="small"
          placeholder={translate('resources.attendance.users.search')}
          value={q}
          onChange={(e) => setQ(e.target.value)}
          sx={{ ml: { sm: 'auto' }, width: { xs: '100%', sm: 260 } }}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchOutlined /></InputAdornment> } }}
        />
      </Box>
      {!data && !isError && <Loading />}
      {data && !data.length && <Typography color="text.secondary">{translate('resources.attendance.users.empty')}</Typography>}
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: '1fr 1fr 1fr' } }}>
        {people.map((person) => {
          // Who is at work opens the record; anyone else opens the person's page, for those who may read it.
          const target = person.attendanceId ? `/attendance/${person.attendanceId}/show` : `/user/${person.userId}/show`;
          const linked = canAccessPath(user?.roles, target);
          return (
            <Card key={`${person.companyId}-${person.userId}`} variant="outlined" data-testid="presence-row" data-state={person.state}>
              <CardContent sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: '12px !important' }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography
                    {...(linked ? { component: Link, to: target } : {})}
                    sx={{ fontWeight: 700, color: 'text.primary' }}
                  >
                    {person.userName ?? `#${person.userId}`}
                  </Typography>
                  <Detail person={person} />
                </Box>
                <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, alignItems: 'flex-end' }}>
                  <Chip size="small" color={COLOR[person.state]} label={translate(`resources.attendance.users.states.${person.state}`)} />
                  {person.missed && <Chip size="small" color="error" label={translate('resources.attendance.users.missed')} />}
                </Box>
              </CardContent>
            </Card>
          );
        })}
      </Box>
      {dataUpdatedAt > 0 && (
        <Typography variant="body2" color="text.secondary" data-testid="presence-updated">
          {translate('resources.attendance.users.updated', { time: formatTime(new Date(dataUpdatedAt).toISOString()) })}
        </Typography>
      )}
    </Box>
  );
};
