import { useState } from 'react';
import { Box, Button, Card, CardContent, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { Link, useGetList, useRecordContext, useTranslate } from 'react-admin';
import { canAccess } from '../../../shared/access';
import type { TClient } from '../../../shared/schemas/client';
import type { TRequest } from '../../../shared/schemas/request';
import { requestPeriod } from '../../pages/requests/format';
import { NewRequestDialog } from '../../pages/requests/NewRequestDialog';
import { clientRequestsPath, requestPath } from '../../pages/requests/paths';
import { RequestStatusChip } from '../../pages/portal/RequestStatusChip';
import { useSessionUser } from '../../state/useAppState';

const LATEST = 10;

/** The client's latest service requests with their status, a way to all of them, and a new one written by the office. */
export const ClientRequests = () => {
  const client = useRecordContext<TClient>();
  const translate = useTranslate();
  const user = useSessionUser();
  const [creating, setCreating] = useState(false);
  const { data = [], total = 0, isPending } = useGetList<TRequest>(
    'request',
    { filter: { clientId: client?.id, companyId: client?.companyId }, pagination: { page: 1, perPage: LATEST }, sort: { field: 'createdAt', order: 'DESC' } },
    { enabled: !!client },
  );
  if (!client) return null;
  const canCreate = canAccess(user?.roles, { resource: 'request', action: 'create' });

  return (
    <Card variant="outlined" sx={{ borderRadius: 2 }} data-testid="client-requests">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
          <Typography variant="subtitle2" component="h2" color="primary" sx={{ textTransform: 'uppercase', letterSpacing: '0.06em', flex: 1 }}>
            {translate('officeRequests.client.title')}
          </Typography>
          {total > 0 && (
            <Button component={Link} to={clientRequestsPath(client.id)} size="small" data-testid="client-requests-all">
              {translate('officeRequests.client.seeAll', { smart_count: total })}
            </Button>
          )}
          {canCreate && (
            <Button variant="contained" size="small" startIcon={<AddOutlined />} onClick={() => setCreating(true)} data-testid="client-requests-new">
              {translate('officeRequests.client.new')}
            </Button>
          )}
        </Box>
        {!isPending && data.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>{translate('officeRequests.client.empty')}</Typography>
        ) : (
          <List dense disablePadding>
            {data.map((request) => (
              <ListItem key={request.id} disablePadding divider>
                <ListItemButton component={Link} to={requestPath(request.id)} sx={{ gap: 1, flexWrap: 'wrap', minHeight: 44 }}>
                  <ListItemText
                    primary={request.title}
                    secondary={[request.siteName, translate(`request.serviceType.${request.serviceType}`), requestPeriod(request, translate)].filter(Boolean).join(' · ')}
                    slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } } }}
                    sx={{ minWidth: 200 }}
                  />
                  <RequestStatusChip status={request.status} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
      {creating && <NewRequestDialog client={client} onClose={() => setCreating(false)} />}
    </Card>
  );
};
