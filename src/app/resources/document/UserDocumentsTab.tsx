import { Box, Button, useMediaQuery, type Theme } from '@mui/material';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { DataTable, Link, Pagination, ReferenceManyField, SimpleList, useRecordContext, useTranslate } from 'react-admin';
import { canAccess } from '../../../shared/access';
import type { TDocument } from '../../../shared/schemas/document';
import { formatDay } from '../../pages/attendance/format';
import { useSessionUser } from '../../state/useAppState';
import { ExpiryChip } from '../vehicle/ExpiryField';
import { AcknowledgedText, DownloadButton, ReplacedChip, ReviewChip, TypeLabel } from './fields';

const Col = DataTable.Col<TDocument>;

const replacedSx = (record: TDocument) => (record.status === 'REPLACED' ? { bgcolor: 'action.hover', '& td': { color: 'text.secondary' } } : {});

/**
 * The Documents tab of a person's page: theirs, newest first, with whether they have seen each,
 * and the upload prefilled for them.
 */
export const UserDocumentsTab = () => {
  const translate = useTranslate();
  const user = useRecordContext();
  const roles = useSessionUser()?.roles;
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  if (!user) return null;
  const empty = <Box sx={{ p: 2, color: 'text.secondary' }} data-testid="user-documents-empty">{translate('resources.document.tab.empty')}</Box>;
  const filter = { ownerType: 'USER' };
  return (
    <Box data-testid="user-documents" sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {canAccess(roles, { resource: 'document', action: 'create' }) && (
          <Button component={Link} to={`/document/create?ownerType=USER&ownerId=${user.id}`} variant="contained" startIcon={<UploadFileOutlined />} sx={{ minHeight: 44 }} data-testid="user-documents-upload">
            {translate('resources.document.tab.upload')}
          </Button>
        )}
        <Button component={Link} to={`/document?filter=${encodeURIComponent(JSON.stringify({ ownerType: 'USER', ownerId: user.id }))}`} sx={{ minHeight: 44 }}>
          {translate('resources.document.tab.all')}
        </Button>
      </Box>
      <ReferenceManyField
        reference="document"
        target="ownerId"
        filter={filter}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={10}
        pagination={<Pagination rowsPerPageOptions={[10, 25]} />}
      >
        {isSmall ? (
          <SimpleList<TDocument>
            linkType="show"
            empty={empty}
            rowSx={replacedSx}
            primaryText={(record) => record.title}
            secondaryText={(record) => (
              <Box component="span" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
                <span>{translate(`resources.document.types.${record.type}`)}{record.issuedAt ? ` · ${formatDay(record.issuedAt)}` : ''}</span>
                <Box component="span" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                  {record.expiresAt && record.status === 'ACTIVE' && <ExpiryChip date={record.expiresAt} translate={translate} />}
                  <AcknowledgedText document={record} spelled />
                  <ReviewChip document={record} />
                  <ReplacedChip document={record} />
                </Box>
              </Box>
            )}
          />
        ) : (
          <DataTable<TDocument> rowClick="show" bulkActionButtons={false} empty={empty} rowSx={replacedSx}>
            <Col source="title" label="resources.document.sections.document" render={(record) => (
              <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.25 }}>
                <Box component="span" sx={{ fontWeight: 600 }}>{record.title}</Box>
                <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8rem' }}><TypeLabel document={record} /></Box>
                <Box component="span" sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                  <ReplacedChip document={record} />
                  <ReviewChip document={record} />
                </Box>
              </Box>
            )} />
            <Col source="issuedAt" render={(record) => (record.issuedAt ? formatDay(record.issuedAt) : '—')} />
            <Col source="expiresAt" render={(record) => (record.status === 'REPLACED' ? (record.expiresAt ? formatDay(record.expiresAt) : '—') : <ExpiryChip date={record.expiresAt} translate={translate} />)} />
            <Col source="acknowledgedAt" render={(record) => <AcknowledgedText document={record} />} />
            <Col label="resources.document.fields.file" disableSort render={(record) => <DownloadButton document={record} compact />} />
          </DataTable>
        )}
      </ReferenceManyField>
    </Box>
  );
};
