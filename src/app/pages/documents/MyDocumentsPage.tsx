import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, List, Skeleton, Typography } from '@mui/material';
import AddAPhotoOutlined from '@mui/icons-material/AddAPhotoOutlined';
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import { Title, useTranslate } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchMyDocuments, MY_DOCUMENTS_KEY } from './api';
import { groupByType, isUnread } from './group';
import { MyDeadlines } from './MyDeadlines';
import { MyDocumentRow } from './MyDocumentRow';
import { WorkerUploadDialog } from './WorkerUploadDialog';

const Empty = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 5, color: 'text.secondary' }} data-testid="my-documents-empty">
      <FolderOpenOutlined sx={{ fontSize: 44, mb: 1 }} />
      <Typography>{translate('documents.my.empty')}</Typography>
    </Box>
  );
};

/**
 * /home/documents: the worker's own documents by type, newest first, those not yet opened marked
 * 'Nuovo'; and the upload of a renewed ID card, residence permit or licence for the office to
 * confirm; above them, the worker's deadlines ('Le tue scadenze').
 */
export const MyDocumentsPage = () => {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { data, isPending, isError, isFetching, refetch } = useQuery({ queryKey: MY_DOCUMENTS_KEY, queryFn: ({ signal }) => fetchMyDocuments(signal) });
  const [uploading, setUploading] = useState(false);
  const reload = () => void queryClient.invalidateQueries({ queryKey: MY_DOCUMENTS_KEY });
  const groups = groupByType(data ?? []);
  const unread = (data ?? []).filter(isUnread).length;
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', display: 'grid', gap: 2 }} data-testid="my-documents">
      <Title title="menu.myDocuments" />
      <Card sx={{ borderRadius: 3 }}>
        <CardContent sx={{ display: 'grid', gap: 1.5, pb: '16px !important' }}>
          <Typography color="text.secondary" aria-live="polite" data-testid="my-documents-summary">
            {data ? (unread ? translate('documents.my.unread', { smart_count: unread }) : translate('documents.my.allRead')) : translate('documents.my.intro')}
          </Typography>
          <Button variant="outlined" startIcon={<AddAPhotoOutlined />} onClick={() => setUploading(true)} sx={{ minHeight: 48, justifySelf: { sm: 'start' } }} data-testid="worker-upload-open">
            {translate('documents.my.upload')}
          </Button>
        </CardContent>
      </Card>
      <MyDeadlines />
      {isError && (
        <Alert severity="error" action={<Button color="inherit" onClick={() => void refetch()} disabled={isFetching} sx={{ minHeight: 44 }}>{translate('documents.retry')}</Button>}>
          {translate('documents.my.loadError')}
        </Alert>
      )}
      {isPending && <Skeleton variant="rounded" height={160} sx={{ borderRadius: 3 }} />}
      {data && !data.length && <Empty />}
      {groups.map((group) => (
        <Card key={group.type} sx={{ borderRadius: 3 }} data-testid="my-documents-group" data-type={group.type}>
          <CardContent sx={{ pb: '8px !important', px: { xs: 1.5, sm: 2 } }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 800, px: 1 }}>
              {translate(`resources.document.types.${group.type}`)}
            </Typography>
            <List disablePadding>
              {group.documents.map((document) => <MyDocumentRow key={document.id} document={document} onOpened={reload} />)}
            </List>
          </CardContent>
        </Card>
      ))}
      <WorkerUploadDialog open={uploading} onClose={() => setUploading(false)} onUploaded={() => { setUploading(false); reload(); }} />
    </Box>
  );
};
