import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import { DataTable, FilterButton, List, SimpleList, TopToolbar, useTranslate } from 'react-admin';
import type { TRequest } from '../../../shared/schemas/request';
import { formatDateTime } from '../attendance/format';
import { requestPeriod, requestPlace } from './format';
import { requestPath } from './paths';
import { requestFilters } from './RequestFilters';
import { RequestStatusChip } from '../portal/RequestStatusChip';

const rowClick = (id: number | string) => requestPath(id);

const Actions = () => (
  <TopToolbar>
    <FilterButton />
  </TopToolbar>
);

const Empty = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, width: '100%' }} data-testid="list-empty">
      <InboxOutlined sx={{ fontSize: 48, color: 'text.secondary', mb: 1 }} />
      <Typography variant="h6" component="p">{translate('officeRequests.empty')}</Typography>
      <Typography color="text.secondary">{translate('officeRequests.emptyHint')}</Typography>
    </Box>
  );
};

const Col = DataTable.Col<TRequest>;

const Table = () => {
  const translate = useTranslate();
  return (
    <DataTable<TRequest> rowClick={rowClick} bulkActionButtons={false}>
      <Col source="id" render={(request) => `#${request.id}`} />
      <Col source="createdAt" render={(request) => <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(request.createdAt)}</Box>} />
      <Col source="title" render={(request) => (
        <Box sx={{ maxWidth: 300, minWidth: 180 }}>
          <Typography variant="body2" noWrap sx={{ fontWeight: 600 }} title={request.title}>{request.title}</Typography>
          <Typography variant="body2" color="text.secondary" noWrap title={requestPlace(request)}>{requestPlace(request)}</Typography>
        </Box>
      )} />
      <Col source="serviceType" render={(request) => translate(`request.serviceType.${request.serviceType}`)} />
      <Col source="startDate" label="officeRequests.columns.period" render={(request) => (
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{requestPeriod(request, translate)}</Box>
      )} />
      <Col source="status" render={(request) => <RequestStatusChip status={request.status} />} />
    </DataTable>
  );
};

const PhoneList = () => {
  const translate = useTranslate();
  return (
    <SimpleList<TRequest>
      rowClick={rowClick}
      primaryText={(request) => request.title}
      secondaryText={(request) => (
        <Box component="span" sx={{ display: 'flex', flexDirection: 'column', gap: 0.25 }}>
          <RequestStatusChip status={request.status} />
          <span>{requestPlace(request)}</span>
          <span>{`${translate(`request.serviceType.${request.serviceType}`)} · ${requestPeriod(request, translate)}`}</span>
        </Box>
      )}
      tertiaryText={(request) => `#${request.id}`}
    />
  );
};

/**
 * /client/requests: the clients' service requests in the top bar's companies, newest first, with
 * filters by client, site, service, status and days; a row opens the request.
 */
export const OfficeRequestListPage = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      resource="request"
      title="officeRequests.title"
      filters={requestFilters}
      actions={<Actions />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
      empty={<Empty />}
      sx={{ '& .RaList-main': { minWidth: 0 } }}
    >
      {isSmall ? <PhoneList /> : <Table />}
    </List>
  );
};
