import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField, Typography } from '@mui/material';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import { useTranslate } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDate } from '../../../shared/dates';
import { request } from '../../providers/httpClient';

const KEY = ['deadlines', 'calendar'] as const;

type TCalendar = { active: boolean; createdAt: string | null };

/**
 * The private iCalendar address of the signed-in user's deadlines (the office's: their
 * companies'), for Google Calendar or Outlook. The server shows the address once, when made;
 * a new one replaces the old, and a revoked one shows nothing any more.
 */
export const CalendarCard = () => {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { data, isError } = useQuery({ queryKey: KEY, queryFn: async ({ signal }) => (await request<TCalendar>('api/deadlines/calendar', { signal, toast: 'silent' })).json });
  const [url, setUrl] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [copied, setCopied] = useState(false);

  const run = async (call: () => Promise<void>) => {
    setPending(true);
    try {
      await call();
    } catch {
      // The HTTP client has already shown what went wrong.
    } finally {
      setPending(false);
      void queryClient.invalidateQueries({ queryKey: KEY });
    }
  };
  const create = () =>
    run(async () => {
      const { json } = await request<{ url: string }>('api/deadlines/calendar', { method: 'POST', toast: 'silent' });
      setUrl(json.url);
      setCopied(false);
    });
  const revoke = () =>
    run(async () => {
      setConfirming(false);
      await request('api/deadlines/calendar', { method: 'DELETE' });
      setUrl(null);
    });
  const copy = () => {
    if (!url) return;
    void navigator.clipboard?.writeText(url).then(() => setCopied(true), () => undefined);
  };

  const active = !!data?.active || !!url;
  return (
    <Card sx={{ borderRadius: 3 }} data-testid="calendar-card">
      <CardContent sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 1.5 }}>
        <Typography variant="h6" component="h2">{translate('deadlines.calendar.title')}</Typography>
        <Typography variant="body2" color="text.secondary">{translate('deadlines.calendar.intro')}</Typography>
        {isError && <Alert severity="error">{translate('deadlines.calendar.loadError')}</Alert>}
        {url && (
          <Box sx={{ display: 'grid', gap: 1 }}>
            <TextField
              label={translate('deadlines.calendar.url')}
              value={url}
              fullWidth
              slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'calendar-url', onFocus: (e: React.FocusEvent<HTMLInputElement>) => e.target.select() } }}
            />
            <Typography variant="caption" color="text.secondary">{translate('deadlines.calendar.secret')}</Typography>
            <Button variant="outlined" startIcon={<ContentCopyOutlined />} onClick={copy} sx={{ minHeight: 44, justifySelf: 'start' }} data-testid="calendar-copy">
              {translate(copied ? 'deadlines.calendar.copied' : 'deadlines.calendar.copy')}
            </Button>
          </Box>
        )}
        {!url && data?.active && (
          <Typography variant="body2" data-testid="calendar-active">
            {data.createdAt ? translate('deadlines.calendar.activeSince', { date: formatDate(data.createdAt.slice(0, 10)) }) : translate('deadlines.calendar.active')}
          </Typography>
        )}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant={active ? 'outlined' : 'contained'} onClick={() => void create()} disabled={pending || !data} sx={{ minHeight: 44 }} data-testid="calendar-create">
            {pending ? <CircularProgress size={22} color="inherit" /> : translate(active ? 'deadlines.calendar.rotate' : 'deadlines.calendar.create')}
          </Button>
          {active && (
            <Button color="error" onClick={() => setConfirming(true)} disabled={pending} sx={{ minHeight: 44 }} data-testid="calendar-revoke">
              {translate('deadlines.calendar.revoke')}
            </Button>
          )}
        </Box>
      </CardContent>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="calendar-revoke-title">
        <DialogTitle id="calendar-revoke-title">{translate('deadlines.calendar.revokeTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('deadlines.calendar.revokeBody')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} sx={{ minHeight: 44 }}>{translate('ra.action.cancel')}</Button>
          <Button color="error" variant="contained" onClick={() => void revoke()} sx={{ minHeight: 44 }} data-testid="calendar-revoke-confirm">
            {translate('deadlines.calendar.revoke')}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
};
