import { Box, Button, IconButton, List, ListItem, Typography } from '@mui/material';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useLocale, useTranslate } from 'react-admin';
import { FileDropZone } from '../../components/FileDropZone';
import { formatSize } from '../documents/kinds';

/**
 * PDFs dropped here or picked with the button, many at once, listed with their sizes until sent.
 * `accept` only guides the picker: a dropped file of another type is sent too and the server lists
 * it as not a PDF, so nothing the office meant to send is silently left out.
 */
export const PdfDropZone = ({ files, onAdd, onRemove, onClear, disabled, error }: {
  files: readonly File[];
  onAdd: (files: File[]) => void;
  onRemove: (file: File) => void;
  onClear: () => void;
  disabled: boolean;
  error?: string;
}) => {
  const translate = useTranslate();
  const locale = useLocale();
  const total = files.reduce((sum, file) => sum + file.size, 0);
  return (
    <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      <Typography variant="h6" component="h2" id="payslip-files-label">{translate('payslips.fields.file')}</Typography>
      <FileDropZone
        onFiles={onAdd}
        disabled={disabled}
        accept="application/pdf,.pdf"
        icon={UploadFileOutlined}
        texts={{
          drop: translate('payslips.files.drop'),
          or: translate('payslips.files.or'),
          choose: translate('payslips.files.choose'),
          accepted: translate('payslips.files.accepted'),
        }}
        testId="payslip-drop-zone"
        inputTestId="payslip-file-input"
        labelledBy="payslip-files-label"
        error={!!error}
      />
      {error && <Typography variant="body2" color="error" role="alert">{error}</Typography>}
      {files.length > 0 && (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="body2" sx={{ flex: 1, fontWeight: 600 }} aria-live="polite" data-testid="payslip-files-summary">
              {translate('payslips.files.selected', { smart_count: files.length, size: formatSize(total, locale) })}
            </Typography>
            <Button size="small" onClick={onClear} disabled={disabled}>{translate('payslips.files.clear')}</Button>
          </Box>
          <List dense disablePadding aria-labelledby="payslip-files-label" sx={{ maxHeight: 240, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 2 }}>
            {files.map((file) => (
              <ListItem
                key={`${file.name}:${file.size}:${file.lastModified}`}
                divider
                data-testid="payslip-file"
                secondaryAction={
                  <IconButton edge="end" size="small" onClick={() => onRemove(file)} disabled={disabled} aria-label={translate('payslips.files.remove', { name: file.name })}>
                    <CloseOutlined fontSize="small" />
                  </IconButton>
                }
                sx={{ gap: 1, pr: 6 }}
              >
                <PictureAsPdfOutlined fontSize="small" color="action" />
                <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{file.name}</Typography>
                <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>{formatSize(file.size, locale)}</Typography>
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Box>
  );
};
