import { Alert, Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { TRequestEvent } from '../../../shared/schemas/request';
import { formatDateTime } from '../attendance/format';
import { historyQuery } from './api';

/** The messages have their own place (the conversation); the history is what happened to the request. */
const isStep = (event: TRequestEvent) => event.kind !== 'REPLY' && event.kind !== 'COMMENT' && !event.internal;

/** What happened to the request, oldest first: sent, taken in charge, scheduled…, each with when, who and their word. */
export const RequestHistory = ({ id }: { id: string }) => {
  const translate = useTranslate();
  const { data, isPending, isError } = useQuery(historyQuery(id));
  const steps = (data ?? []).filter(isStep);
  return (
    <Card component="section" aria-labelledby="history-title" sx={{ borderRadius: 3 }} data-testid="request-history">
      <CardContent>
        <Typography id="history-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>{translate('portal.detail.history')}</Typography>
        {isPending && <Skeleton variant="rounded" height={80} />}
        {isError && <Alert severity="error">{translate('portal.detail.historyError')}</Alert>}
        <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {steps.map((event, index) => (
            <Box
              component="li"
              key={event.id}
              data-testid="history-step"
              data-kind={event.kind}
              sx={{ position: 'relative', pl: 3, pb: index < steps.length - 1 ? 1.5 : 0, borderLeft: 2, borderColor: index < steps.length - 1 ? 'divider' : 'transparent', ml: 0.75 }}
            >
              <Box aria-hidden sx={{ position: 'absolute', left: -7, top: 4, width: 12, height: 12, borderRadius: '50%', bgcolor: 'primary.main' }} />
              <Typography sx={{ fontWeight: 600, lineHeight: 1.3 }}>{translate(`request.event.${event.kind}`)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {[formatDateTime(event.createdAt), event.authorName].filter(Boolean).join(' · ')}
              </Typography>
              {event.text && <Typography variant="body2" sx={{ mt: 0.25, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{event.text}</Typography>}
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
};
