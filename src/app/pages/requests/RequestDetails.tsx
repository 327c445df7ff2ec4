import type { ReactNode } from 'react';
import { Box, Button, Typography } from '@mui/material';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import { Labeled, Link, useLocale, useNotify, useTranslate } from 'react-admin';
import type { TRequest } from '../../../shared/schemas/request';
import { notifyUnlessToasted } from '../../components/mutationErrors';
import { ShowGroup } from '../../components/ShowGroup';
import { slotsSummary } from '../../resources/workforce/posts/slots';
import { formatDateTime } from '../attendance/format';
import { downloadAttachment } from './api';
import { formatSize } from '../documents/kinds';
import { requestPeriod } from './format';
import { rosterPath } from './paths';

const Value = ({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) => (
  <Box sx={wide ? { gridColumn: '1 / -1' } : undefined}>
    <Labeled label={label.includes('.') ? label : `resources.request.fields.${label}`}>
      <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>{children || '—'}</Typography>
    </Labeled>
  </Box>
);

const Attachments = ({ request }: { request: TRequest }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  if (request.attachments.length === 0) return <>{translate('officeRequests.noAttachments')}</>;
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
      {request.attachments.map((file) => (
        <li key={file.id}>
          <Button
            size="small"
            startIcon={<AttachFileOutlined />}
            onClick={() => void downloadAttachment(request.id, file.id).catch(notifyUnlessToasted(notify))}
            aria-label={translate('officeRequests.download', { name: file.fileName })}
            sx={{ textTransform: 'none', justifyContent: 'flex-start', textAlign: 'left', overflowWrap: 'anywhere' }}
          >
            {`${file.fileName} (${formatSize(file.size, locale)})`}
          </Button>
        </li>
      ))}
    </Box>
  );
};

/** The request as the client sent it, who handles it, and where it was scheduled. */
export const RequestDetails = ({ request }: { request: TRequest }) => {
  const translate = useTranslate();
  const rounds = request.roundsPerDay ?? (request.serviceType === 'VIGILANZA_ISPETTIVA' ? null : undefined);
  return (
    <ShowGroup title="officeRequests.sections.request" testId="request-details">
      <Value label="clientId"><Link to={`/client/${request.clientId}/show`}>{request.clientName}</Link></Value>
      <Value label="siteId">{request.siteName}</Value>
      <Value label="serviceType">{translate(`request.serviceType.${request.serviceType}`)}</Value>
      <Value label="officeRequests.columns.period">{requestPeriod(request, translate)}</Value>
      <Value label="timeSlots">{request.timeSlots.length ? slotsSummary(request.timeSlots, translate) : translate('officeRequests.noSlots')}</Value>
      <Value label="headcount">{String(request.headcount)}</Value>
      <Value label="armed">{translate(request.armed ? 'officeRequests.yes' : 'officeRequests.no')}</Value>
      {rounds !== undefined && <Value label="roundsPerDay">{rounds === null ? null : String(rounds)}</Value>}
      <Value label="description" wide>{request.description}</Value>
      <Value label="createdBy">{`${request.createdByName ?? '—'} · ${formatDateTime(request.createdAt)}`}</Value>
      <Value label="handledBy">{request.handledByName}</Value>
      {request.rejectReason && <Value label="rejectReason" wide>{request.rejectReason}</Value>}
      {request.postId && (
        <Value label="officeRequests.scheduledOn" wide>
          <Link to={rosterPath(request.startDate, request.siteId)}>
            {translate('officeRequests.shifts', { smart_count: request.shiftCount })}
          </Link>
        </Value>
      )}
      <Value label="attachments" wide><Attachments request={request} /></Value>
    </ShowGroup>
  );
};
