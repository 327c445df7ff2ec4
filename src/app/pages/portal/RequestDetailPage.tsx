import type { ReactNode } from 'react';
import { Alert, AlertTitle, Box, Button, Card, CardContent, Skeleton, Typography } from '@mui/material';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { useQuery } from '@tanstack/react-query';
import { Link, Title, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { canDo, type TRequest } from '../../../shared/schemas/request';
import { slotsSummary } from '../../resources/workforce/posts/slots';
import { formatDateTime } from '../attendance/format';
import { requestQuery } from './api';
import { CancelRequestButton } from './CancelRequestButton';
import { Conversation } from './Conversation';
import { formatRequestPeriod } from './format';
import { LIST_PATH } from './paths';
import { RequestAttachments } from './RequestAttachments';
import { RequestHistory } from './RequestHistory';
import { RequestStatusChip } from './RequestStatusChip';

const BackLink = () => {
  const translate = useTranslate();
  return (
    <Button component={Link} to={LIST_PATH} startIcon={<ArrowBackOutlined />} sx={{ justifySelf: 'start', minHeight: 44 }}>
      {translate('portal.detail.back')}
    </Button>
  );
};

/** Not the client's, or not there at all: the server answers 404 for both, and so does this page. */
const NotFound = () => {
  const translate = useTranslate();
  return (
    <Box data-testid="request-missing" sx={{ textAlign: 'center', py: 6, px: 2 }}>
      <SearchOffOutlined sx={{ fontSize: 48, color: 'text.secondary', mb: 1 }} />
      <Typography variant="h6" component="h1">{translate('portal.detail.missingTitle')}</Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 460, mx: 'auto' }}>{translate('portal.detail.missingBody')}</Typography>
      <Button component={Link} to={LIST_PATH} variant="outlined">{translate('portal.detail.back')}</Button>
    </Box>
  );
};

const Fact = ({ label, children }: { label: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">{translate(label)}</Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>{children}</Typography>
    </Box>
  );
};

const Details = ({ request }: { request: TRequest }) => {
  const translate = useTranslate();
  const fields = 'resources.request.fields';
  return (
    <Card component="section" aria-labelledby="details-title" sx={{ borderRadius: 3 }} data-testid="request-details">
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id="details-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>{translate('portal.detail.details')}</Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: 2 }}>
          <Fact label={`${fields}.serviceType`}>{translate(`request.serviceType.${request.serviceType}`)}</Fact>
          <Fact label={`${fields}.siteId`}>{request.siteName ?? '—'}</Fact>
          <Fact label="portal.list.period">{formatRequestPeriod(translate, request)}</Fact>
          <Fact label={`${fields}.timeSlots`}>{slotsSummary(request.timeSlots, translate)}</Fact>
          <Fact label={`${fields}.headcount`}>{request.headcount}</Fact>
          <Fact label={`${fields}.armed`}>{translate(request.armed ? 'portal.yes' : 'portal.no')}</Fact>
          {request.roundsPerDay != null && <Fact label={`${fields}.roundsPerDay`}>{request.roundsPerDay}</Fact>}
          <Fact label={`${fields}.createdAt`}>{`${formatDateTime(request.createdAt)}${request.createdByName ? ` · ${request.createdByName}` : ''}`}</Fact>
          {request.handledByName && <Fact label={`${fields}.handledBy`}>{request.handledByName}</Fact>}
        </Box>
        {request.description && (
          <Box>
            <Typography variant="body2" color="text.secondary">{translate(`${fields}.description`)}</Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="request-description">{request.description}</Typography>
          </Box>
        )}
      </CardContent>
    </Card>
  );
};

/**
 * /dashclient/request/:id: the request as sent, its status and history, the conversation with the
 * office and the attachments; the client may cancel it until the office takes it in charge.
 */
export const RequestDetailPage = () => {
  const translate = useTranslate();
  const { id = '' } = useParams();
  // An id that is no number is no request: not even asked for.
  const valid = /^\d{1,10}$/.test(id);
  const { data: request, isPending, error } = useQuery({ ...requestQuery(id), enabled: valid });
  if (!valid || (error as { status?: number } | null)?.status === 404) return <NotFound />;
  if (isPending) return <Skeleton variant="rounded" height={240} sx={{ borderRadius: 3, maxWidth: 1100, mx: 'auto' }} />;
  if (error || !request) return <Alert severity="error">{translate('portal.detail.loadError')}</Alert>;
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', display: 'grid', gap: 2 }} data-testid="request-page" data-status={request.status}>
      {/* The layout's heading (h1) is the request's subject. */}
      <Title title={request.title} />
      <BackLink />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Typography color="text.secondary">{translate('portal.detail.number', { id: request.id })}</Typography>
          <RequestStatusChip status={request.status} size="medium" />
        </Box>
        {canDo('cancel', request.status) && <CancelRequestButton request={request} />}
      </Box>
      {request.status === 'REJECTED' && (
        <Alert severity="error" data-testid="reject-reason">
          <AlertTitle>{translate('resources.request.fields.rejectReason')}</AlertTitle>
          <Box sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{request.rejectReason ?? '—'}</Box>
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Details request={request} />
          <Conversation request={request} />
        </Box>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <RequestHistory id={id} />
          <RequestAttachments request={request} />
        </Box>
      </Box>
    </Box>
  );
};
