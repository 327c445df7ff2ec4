import { Box, Button, IconButton, LinearProgress, List, ListItem, Typography } from '@mui/material';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import { Link, useLocale, useTranslate } from 'react-admin';
import { formatSize } from '../../pages/documents/kinds';
import type { TUploadRow } from './queue';

const StateLine = ({ row }: { row: TUploadRow }) => {
  const translate = useTranslate();
  const percent = Math.round(row.progress * 100);
  if (row.state === 'uploading') return <>{translate('resources.document.upload.uploading', { percent })}</>;
  if (row.state === 'done') {
    return (
      <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center', color: 'success.dark' }}>
        <CheckCircleOutline fontSize="small" />
        {translate('resources.document.upload.done')}
      </Box>
    );
  }
  if (row.state === 'failed') {
    return (
      <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'flex-start', color: 'error.main' }}>
        <ErrorOutline fontSize="small" />
        <span data-testid="upload-error">{translate('resources.document.upload.failed')}: {row.error}</span>
      </Box>
    );
  }
  return <>{translate('resources.document.upload.waiting')}</>;
};

/** Each file on its own line: name and size, a progress bar while sent, then its link or the server's reason and a retry. */
export const UploadQueue = ({ rows, onRemove, onRetry }: { rows: TUploadRow[]; onRemove: (key: string) => void; onRetry: (row: TUploadRow) => void }) => {
  const translate = useTranslate();
  const locale = useLocale();
  if (!rows.length) return null;
  return (
    <List disablePadding aria-label={translate('resources.document.upload.queue')} data-testid="upload-queue">
      {rows.map((row) => (
        <ListItem key={row.key} divider disableGutters data-testid="upload-row" data-state={row.state} sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 0.5, py: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{row.file.name}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>{formatSize(row.file.size, locale)}</Typography>
            {row.state === 'done' && row.document && (
              <Button component={Link} to={`/document/${row.document.id}/show`} size="small" data-testid="upload-open">
                {translate('resources.document.upload.open')}
              </Button>
            )}
            {row.state === 'failed' && row.fields && (
              <Button size="small" startIcon={<ReplayOutlined />} onClick={() => onRetry(row)} data-testid="upload-retry">
                {translate('resources.document.upload.retry')}
              </Button>
            )}
            {(row.state === 'waiting' || row.state === 'failed') && (
              <IconButton size="small" onClick={() => onRemove(row.key)} aria-label={translate('resources.document.upload.remove', { name: row.file.name })}>
                <CloseOutlined fontSize="small" />
              </IconButton>
            )}
          </Box>
          <Typography variant="body2" color="text.secondary" component="div" aria-live="polite">
            <StateLine row={row} />
          </Typography>
          {row.state === 'uploading' && (
            <LinearProgress
              variant="determinate"
              value={Math.round(row.progress * 100)}
              aria-label={`${translate('documents.upload.progress')}: ${row.file.name}`}
              data-testid="upload-progress"
            />
          )}
        </ListItem>
      ))}
    </List>
  );
};
