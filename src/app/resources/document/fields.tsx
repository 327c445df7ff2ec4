import { useState } from 'react';
import { Box, Button, Chip, IconButton, Tooltip, Typography, type ButtonProps } from '@mui/material';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { Link, useNotify, useTranslate } from 'react-admin';
import type { TDocument } from '../../../shared/schemas/document';
import { notifyUnlessToasted } from '../../components/mutationErrors';
import { downloadDocument } from '../../pages/documents/api';
import { formatDate } from '../../pages/attendance/format';
import { acknowledgeable, ownerPath } from './owners';

/**
 * The date the owner first opened it ('Visto il …' where no column header says so), 'Non ancora
 * visto', or a dash where nobody is to see it.
 */
export const AcknowledgedText = ({ document, spelled = false }: { document: TDocument; spelled?: boolean }) => {
  const translate = useTranslate();
  if (!acknowledgeable(document)) return <Typography variant="body2" component="span" color="text.secondary">—</Typography>;
  if (document.acknowledgedAt) {
    const date = formatDate(document.acknowledgedAt);
    return (
      <Typography variant="body2" component="span" data-testid="acknowledged" sx={{ whiteSpace: 'nowrap' }}>
        {spelled ? translate('resources.document.seenAt', { date }) : date}
      </Typography>
    );
  }
  return (
    <Typography variant="body2" component="span" color="warning.dark" data-testid="not-acknowledged" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
      {translate('resources.document.notSeen')}
    </Typography>
  );
};

export const TypeLabel = ({ document }: { document: Pick<TDocument, 'type'> }) => {
  const translate = useTranslate();
  return <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{translate(`resources.document.types.${document.type}`)}</Box>;
};

/** A worker's upload waiting for the office, or the office's verdict on it; nothing for the office's own files. */
export const ReviewChip = ({ document }: { document: Pick<TDocument, 'review'> }) => {
  const translate = useTranslate();
  if (document.review === 'NONE') return null;
  const color = document.review === 'PENDING' ? 'warning' : document.review === 'CONFIRMED' ? 'success' : 'error';
  return (
    <Chip
      size="small"
      variant={document.review === 'PENDING' ? 'filled' : 'outlined'}
      color={color}
      label={translate(`resources.document.review.${document.review}`)}
      data-testid="review-chip"
      data-review={document.review}
      sx={{ fontWeight: 600, width: 'fit-content' }}
    />
  );
};

export const ReplacedChip = ({ document }: { document: Pick<TDocument, 'status'> }) => {
  const translate = useTranslate();
  if (document.status !== 'REPLACED') return null;
  return <Chip size="small" variant="outlined" label={translate('resources.document.status.REPLACED')} data-testid="replaced-chip" sx={{ width: 'fit-content' }} />;
};

/** The owner by name, linking to their page, with what kind of owner it is beneath. */
export const OwnerText = ({ document, link = true }: { document: TDocument; link?: boolean }) => {
  const translate = useTranslate();
  const name = document.ownerName ?? `#${document.ownerId}`;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column' }}>
      {link ? (
        <Link to={ownerPath(document.ownerType, document.ownerId)} onClick={(event: React.MouseEvent) => event.stopPropagation()}>{name}</Link>
      ) : (
        <span>{name}</span>
      )}
      <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8rem' }}>{translate(`resources.document.ownerTypes.${document.ownerType}`)}</Box>
    </Box>
  );
};

/** Fetches the file with the session's token and saves it; an icon in a table row, a button elsewhere. */
export const DownloadButton = ({ document, compact = false, ...props }: { document: Pick<TDocument, 'id' | 'fileName'>; compact?: boolean } & ButtonProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const get = (event: React.MouseEvent) => {
    event.stopPropagation();
    setBusy(true);
    downloadDocument(document.id)
      .catch(notifyUnlessToasted(notify))
      .finally(() => setBusy(false));
  };
  const label = `${translate('resources.document.download')} ${document.fileName}`;
  if (compact) {
    return (
      <Tooltip title={label}>
        <span>
          <IconButton onClick={get} disabled={busy} aria-label={label} data-testid="document-download">
            <FileDownloadOutlined />
          </IconButton>
        </span>
      </Tooltip>
    );
  }
  return (
    <Button startIcon={<FileDownloadOutlined />} onClick={get} disabled={busy} data-testid="document-download" {...props}>
      {translate('resources.document.download')}
    </Button>
  );
};
