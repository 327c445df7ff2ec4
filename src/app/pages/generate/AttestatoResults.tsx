import { useState } from 'react';
import { Box, Button, Card, CardContent, IconButton, List, ListItem, ListItemText, Stack, Tooltip, Typography } from '@mui/material';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FolderZipOutlined from '@mui/icons-material/FolderZipOutlined';
import { useNotify, useTranslate } from 'react-admin';
import { downloadAttestatiZip, downloadDocument, toastFailure } from './api';
import { zipIds, type TAttestatoRow } from './attestatoForm';

/** The attestati just generated, each with its register number and download, and all of them as one ZIP. */
export const AttestatoResults = ({ rows, courseName }: { rows: TAttestatoRow[]; courseName: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const get = async (fetchFile: () => Promise<string>) => {
    setBusy(true);
    try {
      await fetchFile();
    } catch (error) {
      toastFailure(error, notify);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card sx={{ borderRadius: 3 }} data-testid="attestato-results">
      <CardContent sx={{ p: { xs: 2, md: 2.5 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 1 }}>
          <Box>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {translate('generate.attestato.results', { smart_count: rows.length })}
            </Typography>
            <Typography variant="body2" color="text.secondary">{courseName}</Typography>
          </Box>
          <Button variant="contained" startIcon={<FolderZipOutlined />} disabled={busy} onClick={() => void get(() => downloadAttestatiZip(zipIds(rows)))} data-testid="attestato-zip">
            {translate('generate.attestato.zip')}
          </Button>
        </Stack>
        <List disablePadding>
          {rows.map(({ document, certificateNumber }) => (
            <ListItem
              key={document.id}
              divider
              disableGutters
              data-testid="attestato-row"
              secondaryAction={
                <Tooltip title={translate('generate.attestato.download')}>
                  <IconButton edge="end" aria-label={translate('generate.attestato.downloadOf', { name: document.ownerName ?? '' })} onClick={() => void get(() => downloadDocument(document.id))} disabled={busy}>
                    <FileDownloadOutlined />
                  </IconButton>
                </Tooltip>
              }
            >
              <ListItemText
                primary={document.ownerName ?? document.title}
                secondary={
                  <span data-testid="attestato-number">
                    {certificateNumber ? translate('generate.attestato.register', { number: certificateNumber }) : translate('generate.attestato.registerUnknown')}
                  </span>
                }
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
};
