import { alpha, Box, Card, CardContent, Chip, Typography } from '@mui/material';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { useTranslate } from 'react-admin';
import type { TRequestEvent } from '../../../shared/schemas/request';
import { formatDateTime } from '../attendance/format';

const Event = ({ event }: { event: TRequestEvent }) => {
  const translate = useTranslate();
  const side = translate(event.byClient ? 'officeRequests.history.client' : 'officeRequests.history.office');
  return (
    <Box
      component="li"
      data-testid="request-event"
      data-kind={event.kind}
      data-internal={event.internal}
      sx={{
        listStyle: 'none',
        p: 1.5,
        borderRadius: 1.5,
        border: 1,
        borderColor: event.internal ? 'warning.main' : 'divider',
        borderStyle: event.internal ? 'dashed' : 'solid',
        bgcolor: (theme) => (event.internal ? alpha(theme.palette.warning.main, 0.08) : event.byClient ? theme.palette.action.hover : theme.palette.background.paper),
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1, rowGap: 0.5 }}>
        <Typography variant="body2" component="span" sx={{ fontWeight: 700 }}>{translate(`request.event.${event.kind}`)}</Typography>
        <Typography variant="body2" component="span" color="text.secondary">
          {`${event.authorName ?? '—'} (${side}) · ${formatDateTime(event.createdAt)}`}
        </Typography>
      </Box>
      {event.internal && (
        <Chip
          size="small"
          color="warning"
          variant="outlined"
          icon={<LockOutlined />}
          label={translate('officeRequests.internal')}
          data-testid="internal-mark"
          // The dark shade: the note's tinted background would take the plain one below AA contrast.
          sx={{ mt: 0.75, fontWeight: 600, maxWidth: '100%', height: 'auto', color: 'warning.dark', borderColor: 'warning.dark', '& .MuiChip-icon': { color: 'warning.dark' }, '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
        />
      )}
      {event.fromStatus && event.toStatus && event.fromStatus !== event.toStatus && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {translate('officeRequests.history.status', { from: translate(`request.status.${event.fromStatus}`), to: translate(`request.status.${event.toStatus}`) })}
        </Typography>
      )}
      {event.text && <Typography variant="body2" sx={{ mt: 0.75, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{event.text}</Typography>}
    </Box>
  );
};

/** What happened to the request, oldest first; the office's internal notes stand apart and say the client never reads them. */
export const RequestHistory = ({ events, loading }: { events: TRequestEvent[] | undefined; loading: boolean }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ borderRadius: 2 }} data-testid="request-history">
      <CardContent>
        <Typography variant="subtitle2" component="h2" color="primary" sx={{ mb: 1, textTransform: 'uppercase', letterSpacing: '0.06em' }}>
          {translate('officeRequests.sections.history')}
        </Typography>
        {!loading && !events?.length && <Typography color="text.secondary">{translate('officeRequests.history.empty')}</Typography>}
        <Box component="ol" sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
          {events?.map((event) => <Event key={event.id} event={event} />)}
        </Box>
      </CardContent>
    </Card>
  );
};
