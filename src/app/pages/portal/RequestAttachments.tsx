import { Button, Card, CardContent, List, ListItem, Typography } from '@mui/material';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useLocale, useNotify, useTranslate } from 'react-admin';
import type { TRequest } from '../../../shared/schemas/request';
import { notifyUnlessToasted } from '../../components/mutationErrors';
import { formatSize } from '../documents/kinds';
import { downloadAttachment } from './api';

/** The request's files, each downloaded under its own name. */
export const RequestAttachments = ({ request }: { request: TRequest }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  if (!request.attachments.length) return null;
  return (
    <Card component="section" aria-labelledby="attachments-title" sx={{ borderRadius: 3 }} data-testid="request-attachments">
      <CardContent>
        <Typography id="attachments-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>{translate('resources.request.fields.attachments')}</Typography>
        <List dense disablePadding>
          {request.attachments.map((attachment) => (
            <ListItem key={attachment.id} disableGutters divider data-testid="request-attachment">
              <Button
                startIcon={<FileDownloadOutlined />}
                onClick={() => downloadAttachment(request.id, attachment.id).catch(notifyUnlessToasted(notify))}
                sx={{ textTransform: 'none', textAlign: 'left', justifyContent: 'flex-start', minHeight: 44, overflowWrap: 'anywhere' }}
              >
                {`${attachment.fileName} (${formatSize(attachment.size, locale)})`}
              </Button>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
};
