import { useState } from 'react';
import { Box, Button, IconButton, List, ListItem, Typography } from '@mui/material';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useLocale, useTranslate } from 'react-admin';
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
  const [over, setOver] = useState(false);
  const take = (list: FileList | null | undefined) => {
    const picked = Array.from(list ?? []);
    if (picked.length) onAdd(picked);
  };
  const total = files.reduce((sum, file) => sum + file.size, 0);
  return (
    <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      <Typography variant="h6" component="h2" id="payslip-files-label">{translate('payslips.fields.file')}</Typography>
      <Box
        data-testid="payslip-drop-zone"
        data-over={over}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          if (!disabled) take(event.dataTransfer?.files);
        }}
        sx={{
          border: '2px dashed',
          borderColor: error ? 'error.main' : over ? 'primary.main' : 'divider',
          bgcolor: over ? 'action.hover' : 'background.paper',
          borderRadius: 2,
          p: { xs: 2, sm: 3 },
          textAlign: 'center',
          display: 'grid',
          justifyItems: 'center',
          gap: 1,
        }}
      >
        <UploadFileOutlined sx={{ fontSize: 40, color: 'primary.main' }} />
        <Typography sx={{ fontWeight: 600, display: { xs: 'none', sm: 'block' } }}>{translate('payslips.files.drop')}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>{translate('payslips.files.or')}</Typography>
        <Button component="label" variant="outlined" disabled={disabled} sx={{ minHeight: 44 }}>
          {translate('payslips.files.choose')}
          <input
            hidden
            type="file"
            multiple
            accept="application/pdf,.pdf"
            aria-labelledby="payslip-files-label"
            data-testid="payslip-file-input"
            onChange={(event) => {
              take(event.target.files);
              event.target.value = '';
            }}
          />
        </Button>
        <Typography variant="caption" color="text.secondary">{translate('payslips.files.accepted')}</Typography>
      </Box>
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
