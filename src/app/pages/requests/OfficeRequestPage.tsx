import { Box, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, ResourceContextProvider, Title, useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { TRequest } from '../../../shared/schemas/request';
import { RecordMissing } from '../../components/RecordMissing';
import { fetchHistory } from './api';
import { RequestActions } from './RequestActions';
import { RequestDetails } from './RequestDetails';
import { RequestHistory } from './RequestHistory';
import { RequestStatusChip } from '../portal/RequestStatusChip';

/**
 * /client/requests/:id: a client's request, what happened to it (the office's internal notes
 * marked) and the actions its status allows.
 */
export const OfficeRequestPage = () => {
  const translate = useTranslate();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const queryClient = useQueryClient();
  const { data: request, isPending, error, refetch } = useGetOne<TRequest>('request', { id }, { enabled: valid, retry: false });
  const history = useQuery({
    queryKey: ['request', id, 'history'],
    enabled: valid && !!request,
    queryFn: ({ signal }) => fetchHistory(id, signal),
  });

  const changed = () => {
    void refetch();
    void history.refetch();
    void queryClient.invalidateQueries({ queryKey: ['request', 'getList'] });
  };

  if (!valid || error) return <ResourceContextProvider value="request"><RecordMissing /></ResourceContextProvider>;
  if (isPending || !request) return <LinearProgress />;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)', py: 2 }}>
      <Title title={translate('officeRequests.titleOne', { id: request.id })} />
      <Box>
        <Link to="/client/requests" variant="body2">{translate('officeRequests.back')}</Link>
      </Box>
      <Card variant="outlined" sx={{ borderRadius: 2 }}>
        <CardContent sx={{ display: 'grid', gap: 1.5 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{request.title}</Typography>
            <RequestStatusChip status={request.status} size="medium" />
          </Box>
          <Typography variant="body2" color="text.secondary">{`#${request.id} · ${request.clientName}${request.siteName ? ` · ${request.siteName}` : ''}`}</Typography>
          <RequestActions request={request} onChanged={changed} />
        </CardContent>
      </Card>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
        <RequestDetails request={request} />
        <RequestHistory events={history.data} loading={history.isPending} />
      </Box>
    </Box>
  );
};
