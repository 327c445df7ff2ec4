import { Box, Button, Card, CardActionArea, CardContent, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import { useQuery } from '@tanstack/react-query';
import {
  DataTable, DateInput, FilterButton, Link, List, Pagination, SearchInput, SelectInput, TopToolbar, useListContext,
  useTranslate,
} from 'react-admin';
import { REQUEST_STATUSES, type TRequest } from '../../../shared/schemas/request';
import { formatDateTime } from '../attendance/format';
import { sitesQuery } from './api';
import { formatRequestPeriod } from './format';
import { CREATE_PATH, requestPath } from './paths';
import { RequestStatusChip } from './RequestStatusChip';

const statusChoices = REQUEST_STATUSES.map((status) => ({ id: status, name: `request.status.${status}` }));

/** Search, site and status at hand; the period (the service's start between two days) behind the filter button. */
const useFilters = () => {
  const translate = useTranslate();
  const { data: sites = [] } = useQuery(sitesQuery);
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('portal.list.search')} />,
    <SelectInput key="siteId" source="siteId" choices={sites} alwaysOn sx={{ minWidth: { xs: 150, md: 220 } }} />,
    <SelectInput key="status" source="status" choices={statusChoices} alwaysOn sx={{ minWidth: { xs: 150, md: 180 } }} />,
    <DateInput key="from" source="startDate_gte" label="portal.list.from" />,
    <DateInput key="to" source="startDate_lte" label="portal.list.to" />,
  ];
};

const NewRequestButton = ({ variant = 'text' }: { variant?: 'text' | 'contained' }) => {
  const translate = useTranslate();
  return (
    <Button component={Link} to={CREATE_PATH} variant={variant} startIcon={<AddOutlined />} sx={{ minHeight: 40 }} data-testid="new-request">
      {translate('menu.requestCreate')}
    </Button>
  );
};

const Actions = () => (
  <TopToolbar>
    <FilterButton />
    <NewRequestButton />
  </TopToolbar>
);

/** No request yet: what the portal is for, and the way to the first one. */
const Empty = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, width: '100%' }} data-testid="list-empty">
      <SupportAgentOutlined sx={{ fontSize: 48, color: 'text.secondary', mb: 1 }} />
      <Typography variant="h6" component="p">{translate('portal.list.emptyTitle')}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 480, mx: 'auto' }}>{translate('portal.list.emptyBody')}</Typography>
      <NewRequestButton variant="contained" />
    </Box>
  );
};

/** Requests there are, but none with these filters. */
const NoMatch = () => {
  const translate = useTranslate();
  return <Typography color="text.secondary" sx={{ p: 2 }} data-testid="no-match">{translate('portal.list.noMatch')}</Typography>;
};

const Where = ({ request }: { request: TRequest }) => {
  const translate = useTranslate();
  return <>{[translate(`request.serviceType.${request.serviceType}`), request.siteName].filter(Boolean).join(' · ')}</>;
};

/** On a phone, a card a request: its subject, status, service, site and period; the card opens it. */
const Cards = () => {
  const translate = useTranslate();
  const { data = [], isPending } = useListContext<TRequest>();
  if (isPending) return null;
  if (!data.length) return <NoMatch />;
  return (
    <Stack spacing={1.5} sx={{ p: 1.5 }} component="ul" aria-label={translate('menu.requestList')} style={{ listStyle: 'none', margin: 0 }}>
      {data.map((request) => (
        <Card key={request.id} component="li" variant="outlined" sx={{ borderRadius: 2 }} data-testid="request-card" data-id={request.id}>
          <CardActionArea component={Link} to={requestPath(request.id)} sx={{ minHeight: 44 }}>
            <CardContent sx={{ display: 'grid', gap: 0.75, p: 1.75 }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{request.title}</Typography>
                <RequestStatusChip status={request.status} />
              </Box>
              <Typography variant="body2" color="text.secondary"><Where request={request} /></Typography>
              <Typography variant="body2">{formatRequestPeriod(translate, request)}</Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Stack>
  );
};

const Col = DataTable.Col<TRequest>;

const Table = () => {
  const translate = useTranslate();
  return (
    <DataTable<TRequest> rowClick={(id) => requestPath(id)} bulkActionButtons={false} empty={<NoMatch />}>
      <Col source="id" />
      <Col source="title" render={(request) => <Box component="span" sx={{ fontWeight: 600 }}>{request.title}</Box>} />
      <Col source="serviceType" render={(request) => translate(`request.serviceType.${request.serviceType}`)} />
      <Col source="siteId" disableSort render={(request) => request.siteName ?? ''} />
      <Col source="startDate" label="portal.list.period" render={(request) => formatRequestPeriod(translate, request)} />
      <Col source="createdAt" render={(request) => <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(request.createdAt)}</Box>} />
      <Col source="status" render={(request) => <RequestStatusChip status={request.status} />} />
    </DataTable>
  );
};

/**
 * /dashclient/home: the client's requests, newest first, with their status in words; cards on a
 * phone, a table on a desk. The server answers only the client's own.
 */
export const RequestListPage = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const filters = useFilters();
  return (
    <List
      resource="request"
      title="menu.requestList"
      filters={filters}
      actions={<Actions />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      empty={<Empty />}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
      sx={{ '& .RaList-main': { minWidth: 0 } }}
    >
      {isSmall ? <Cards /> : <Table />}
    </List>
  );
};
