import { type ComponentType, useState } from 'react';
import { Box, Button, Typography } from '@mui/material';

export interface TFileDropZoneProps {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  /** Guides the picker only: the server checks every file's content and answers for each. */
  accept: string;
  icon: ComponentType<{ sx?: object }>;
  /** The words shown, already translated. */
  texts: { drop: string; or: string; choose: string; accepted: string };
  testId: string;
  inputTestId: string;
  /** The id of the heading that names the picker, when there is one. */
  labelledBy?: string;
  error?: boolean;
}

/** Files dropped here or picked with the button, many at once (the drop words are for desktops). */
export const FileDropZone = ({ onFiles, disabled = false, accept, icon: Icon, texts, testId, inputTestId, labelledBy, error = false }: TFileDropZoneProps) => {
  const [over, setOver] = useState(false);
  const take = (list: FileList | null | undefined) => {
    const files = Array.from(list ?? []);
    if (files.length) onFiles(files);
  };
  return (
    <Box
      data-testid={testId}
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
      <Icon sx={{ fontSize: 40, color: 'primary.main' }} />
      <Typography sx={{ fontWeight: 600, display: { xs: 'none', sm: 'block' } }}>{texts.drop}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>{texts.or}</Typography>
      <Button component="label" variant="outlined" disabled={disabled} sx={{ minHeight: 44 }}>
        {texts.choose}
        <input
          hidden
          type="file"
          multiple
          accept={accept}
          aria-labelledby={labelledBy}
          data-testid={inputTestId}
          onChange={(event) => {
            take(event.target.files);
            event.target.value = '';
          }}
        />
      </Button>
      <Typography variant="caption" color="text.secondary">{texts.accepted}</Typography>
    </Box>
  );
};
