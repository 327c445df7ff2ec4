import { Box, Typography } from '@mui/material';
import {
  EditButton, FunctionField, Labeled, ReferenceField, Show, TopToolbar, useLocale, useRecordContext, useTranslate,
} from 'react-admin';
import { canAccess } from '../../../shared/access';
import type { TDocument } from '../../../shared/schemas/document';
import { CompanyNameField } from '../../components/companies';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { missingProps } from '../../components/RecordMissing';
import { ShowGroup } from '../../components/ShowGroup';
import { formatDateTime, formatDay } from '../../pages/attendance/format';
import { formatSize } from '../../pages/documents/kinds';
import { useSessionUser } from '../../state/useAppState';
import { ExpiryChip } from '../vehicle/ExpiryField';
import { fullName } from '../user/name';
import { DocumentHistory } from './DocumentHistory';
import { AcknowledgedText, DownloadButton, OwnerText, ReplacedChip, ReviewChip, TypeLabel } from './fields';
import { acknowledgeable } from './owners';
import { ReviewPanel } from './ReviewPanel';

const Actions = () => {
  const record = useRecordContext<TDocument>();
  const roles = useSessionUser()?.roles;
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', justifyContent: 'flex-end', gap: 0.5 }}>
      {record && <DownloadButton document={record} variant="contained" />}
      {canAccess(roles, { resource: 'document', action: 'edit' }) && <EditButton />}
      {canAccess(roles, { resource: 'document', action: 'delete' }) && <ConfirmDeleteButton />}
    </TopToolbar>
  );
};

/** Fields read from the record as a whole (not one source), each under its label. */
const Field = ({ label, render }: { label: string; render: (document: TDocument) => React.ReactNode }) => (
  <Labeled label={label}>
    <FunctionField<TDocument> render={render} />
  </Labeled>
);

const Acknowledgement = ({ document }: { document: TDocument }) => {
  const translate = useTranslate();
  if (acknowledgeable(document) && document.acknowledgedAt) {
    return <Typography variant="body2" data-testid="acknowledged">{translate('resources.document.seenAt', { date: formatDateTime(document.acknowledgedAt) })}</Typography>;
  }
  return <AcknowledgedText document={document} />;
};

/**
 * A document's page: what it is and until when, whose it is and whether they have seen it, the
 * file, and the renewals of the same type; a worker's upload waits here for confirmation.
 */
export const DocumentShow = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const day = (date: string | null) => (date ? formatDay(date) : '—');
  return (
    <Show actions={<Actions />} sx={{ '& .RaShow-card': { bgcolor: 'transparent', border: 0, boxShadow: 'none' } }} {...missingProps}>
      <ReviewPanel />
      <Box sx={{ display: 'grid', gap: 2 }}>
        <ShowGroup title="resources.document.sections.document" testId="document-details">
          <Field label="resources.document.fields.title" render={(d) => (
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{d.title}</Typography>
              <ReplacedChip document={d} />
            </Box>
          )} />
          <Field label="resources.document.fields.type" render={(d) => <TypeLabel document={d} />} />
          <Field label="resources.document.fields.issuedAt" render={(d) => day(d.issuedAt)} />
          <Field label="resources.document.fields.expiresAt" render={(d) => <ExpiryChip date={d.expiresAt} translate={translate} />} />
          <Field label="resources.document.fields.status" render={(d) => translate(`resources.document.status.${d.status}`)} />
          <Field label="resources.document.fields.review" render={(d) => (d.review === 'NONE' ? translate('resources.document.review.NONE') : <ReviewChip document={d} />)} />
        </ShowGroup>
        <ShowGroup title="resources.document.sections.owner">
          <Field label="resources.document.fields.ownerName" render={(d) => <OwnerText document={d} />} />
          <Labeled source="companyId"><CompanyNameField /></Labeled>
          <Field label="resources.document.fields.visibleToOwner" render={(d) => translate(d.visibleToOwner ? 'resources.document.visibility.shown' : 'resources.document.visibility.hidden')} />
          <Field label="resources.document.fields.acknowledgedAt" render={(d) => <Acknowledgement document={d} />} />
        </ShowGroup>
        <ShowGroup title="resources.document.sections.file">
          <Field label="resources.document.fields.fileName" render={(d) => <Box component="span" sx={{ overflowWrap: 'anywhere' }}>{d.fileName}</Box>} />
          <Field label="resources.document.fields.mimeType" render={(d) => `${d.mimeType} · ${formatSize(d.size, locale)}`} />
          <Field label="resources.document.fields.createdAt" render={(d) => formatDateTime(d.createdAt)} />
          <Labeled source="uploadedBy">
            <ReferenceField source="uploadedBy" reference="user" link="show" emptyText="—">
              <FunctionField render={(u) => fullName(u)} />
            </ReferenceField>
          </Labeled>
        </ShowGroup>
        <DocumentHistory />
      </Box>
    </Show>
  );
};
