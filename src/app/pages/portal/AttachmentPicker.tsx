import { Box, IconButton, List, ListItem, ListItemText, Tooltip, Typography } from '@mui/material';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { useLocale, useTranslate } from 'react-admin';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from '../../../shared/schemas/request';
import { FileDropZone } from '../../components/FileDropZone';
import { formatSize } from '../documents/kinds';

/** The files a request may carry: PDF and photos (the server checks each one's content again). */
export const ATTACHMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];
const ACCEPT = [...ATTACHMENT_TYPES, '.pdf', '.jpg', '.jpeg', '.png'].join(',');

/** Why a file is not taken, as a message key, or null when it is. */
export const attachmentProblem = (file: File): string | null => {
  const byName = /\.(pdf|jpe?g|png)$/i.test(file.name);
  if (!ATTACHMENT_TYPES.includes(file.type) && !byName) return 'portal.attachments.badType';
  if (file.size === 0) return 'validation.fileEmpty';
  if (file.size > MAX_ATTACHMENT_BYTES) return 'portal.attachments.tooLarge';
  return null;
};

export interface TAttachmentPickerProps {
  files: File[];
  onChange: (files: File[]) => void;
  /** The files refused, each with its reason, shown until the next choice. */
  refused: Array<{ name: string; reason: string }>;
  onRefused: (refused: Array<{ name: string; reason: string }>) => void;
  disabled?: boolean;
}

/** Files chosen with the request, sent once it exists; a wrong one is refused here with its reason. */
export const AttachmentPicker = ({ files, onChange, refused, onRefused, disabled }: TAttachmentPickerProps) => {
  const translate = useTranslate();
  const locale = useLocale();
  const take = (chosen: File[]) => {
    const problems: Array<{ name: string; reason: string }> = [];
    const room = MAX_ATTACHMENTS - files.length;
    const good = chosen.filter((file) => {
      const problem = attachmentProblem(file);
      if (problem) problems.push({ name: file.name, reason: translate(problem, { max: MAX_ATTACHMENT_BYTES / 1024 / 1024 }) });
      return !problem;
    });
    good.slice(room).forEach((file) => problems.push({ name: file.name, reason: translate('portal.attachments.tooMany', { max: MAX_ATTACHMENTS }) }));
    onChange([...files, ...good.slice(0, Math.max(room, 0))]);
    onRefused(problems);
  };
  return (
    <Box sx={{ display: 'grid', gap: 1 }} data-testid="attachment-picker">
      <Typography id="attachments-label" variant="subtitle2" component="h2">{translate('resources.request.fields.attachments')}</Typography>
      <FileDropZone
        onFiles={take}
        disabled={disabled || files.length >= MAX_ATTACHMENTS}
        accept={ACCEPT}
        icon={AttachFileOutlined}
        texts={{
          drop: translate('portal.attachments.drop'),
          or: translate('portal.attachments.or'),
          choose: translate('portal.attachments.choose'),
          accepted: translate('portal.attachments.accepted', { max: MAX_ATTACHMENT_BYTES / 1024 / 1024, count: MAX_ATTACHMENTS }),
        }}
        testId="attachment-drop"
        inputTestId="attachment-input"
        labelledBy="attachments-label"
        error={refused.length > 0}
      />
      {refused.map((problem) => (
        <Typography key={problem.name} variant="body2" color="error" role="alert" data-testid="attachment-refused">
          {`${problem.name}: ${problem.reason}`}
        </Typography>
      ))}
      {files.length > 0 && (
        <List dense disablePadding>
          {files.map((file, index) => {
            const label = translate('portal.attachments.remove', { name: file.name });
            return (
              <ListItem
                key={`${file.name}-${index}`}
                divider
                data-testid="attachment-chosen"
                secondaryAction={
                  <Tooltip title={label}>
                    <IconButton edge="end" aria-label={label} onClick={() => onChange(files.filter((_, i) => i !== index))} disabled={disabled} sx={{ width: 44, height: 44 }}>
                      <DeleteOutline />
                    </IconButton>
                  </Tooltip>
                }
              >
                <ListItemText primary={file.name} secondary={formatSize(file.size, locale)} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
              </ListItem>
            );
          })}
        </List>
      )}
    </Box>
  );
};
