import { useState } from 'react';
import { Box, Chip, CircularProgress, ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { useNotify, useTranslate } from 'react-admin';
import type { TDocument } from '../../../shared/schemas/document';
import { notifyUnlessToasted } from '../../components/mutationErrors';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { formatDate, formatDay } from '../attendance/format';
import { downloadDocument } from './api';
import { isAwaitingOffice, isUnread } from './group';

const FileIcon = ({ mimeType }: { mimeType: string }) =>
  mimeType === 'application/pdf' ? <PictureAsPdfOutlined /> : mimeType.startsWith('image/') ? <ImageOutlined /> : <DescriptionOutlined />;

/** What the worker reads under a title: when it came, until when it holds, whether the office has it. */
const detailsOf = (document: TDocument, translate: (key: string, options?: object) => string) =>
  [
    document.issuedAt ? translate('documents.my.issued', { date: formatDay(document.issuedAt) }) : translate('documents.my.received', { date: formatDate(document.createdAt) }),
    document.expiresAt ? translate('documents.my.expires', { date: formatDay(document.expiresAt) }) : null,
  ].filter(Boolean).join(' · ');

/**
 * One document: a tap downloads it (the server then records the 'presa visione'), after which the
 * list is read again and the 'Nuovo' badge goes. The button is named by what it shows, after a
 * spoken 'Apri', so that a voice command naming the title finds it (WCAG 2.5.3).
 */
export const MyDocumentRow = ({ document, onOpened }: { document: TDocument; onOpened: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [opening, setOpening] = useState(false);
  const open = () => {
    setOpening(true);
    downloadDocument(document.id)
      .then(onOpened, notifyUnlessToasted(notify))
      .finally(() => setOpening(false));
  };
  const unread = isUnread(document);
  return (
    <ListItem disablePadding>
      <ListItemButton
        onClick={open}
        disabled={opening}
        data-testid="my-document"
        data-id={document.id}
        data-unread={unread}
        sx={{ borderRadius: 2, minHeight: 56, alignItems: 'flex-start', px: 1 }}
      >
        <VisuallyHidden>{translate('documents.my.open')}: </VisuallyHidden>
        <ListItemIcon sx={{ minWidth: 40, mt: 0.5, color: unread ? 'primary.main' : 'text.secondary' }}>
          {opening ? <CircularProgress size={22} /> : <FileIcon mimeType={document.mimeType} />}
        </ListItemIcon>
        <ListItemText
          primary={
            <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Box component="span" sx={{ fontWeight: unread ? 700 : 500, overflowWrap: 'anywhere' }}>{document.title}</Box>
              {unread && <Chip size="small" color="primary" label={translate('documents.my.new')} data-testid="new-badge" />}
            </Box>
          }
          secondary={
            <>
              <Box component="span" sx={{ display: 'block' }}>{detailsOf(document, translate)}</Box>
              {isAwaitingOffice(document) && (
                <Box component="span" sx={{ display: 'block', color: 'warning.dark', fontWeight: 600 }} data-testid="awaiting-office">
                  {translate('documents.my.awaiting')}
                </Box>
              )}
              {document.review === 'REJECTED' && (
                <Box component="span" sx={{ display: 'block', color: 'error.main', fontWeight: 600 }}>{translate('documents.my.rejected')}</Box>
              )}
            </>
          }
        />
      </ListItemButton>
    </ListItem>
  );
};
