import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import { useTranslate } from 'react-admin';
import { ACCEPTED_FILES } from '../../pages/documents/kinds';

/**
 * Files dropped here or picked with the button, many at once. The accepted types only guide the
 * picker: the server checks every file's content and answers for each.
 */
export const DropZone = ({ onFiles, disabled = false }: { onFiles: (files: File[]) => void; disabled?: boolean }) => {
  const translate = useTranslate();
  const [over, setOver] = useState(false);
  const take = (list: FileList | null | undefined) => {
    const files = Array.from(list ?? []);
    if (files.length) onFiles(files);
  };
  return (
    <Box
      data-testid="drop-zone"
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
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : 'background.paper',
        borderRadius: 2,
        p: { xs: 2, sm: 3 },
        textAlign: 'center',
        display: 'grid',
        justifyItems: 'center',
        gap: 1,
      }}
    >
      <CloudUploadOutlined sx={{ fontSize: 40, color: 'primary.main' }} />
      <Typography sx={{ fontWeight: 600, display: { xs: 'none', sm: 'block' } }}>{translate('resources.document.upload.drop')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>{translate('resources.document.upload.or')}</Typography>
      <Button component="label" variant="outlined" disabled={disabled} sx={{ minHeight: 44 }}>
        {translate('resources.document.upload.choose')}
        <input
          hidden
          type="file"
          multiple
          accept={ACCEPTED_FILES}
          data-testid="file-input"
          onChange={(event) => {
            take(event.target.files);
            event.target.value = '';
          }}
        />
      </Button>
      <Typography variant="caption" color="text.secondary">{translate('resources.document.upload.accepted')}</Typography>
    </Box>
  );
};
