import { useState } from 'react';
import { Alert, Box, Button, LinearProgress, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useQuery } from '@tanstack/react-query';
import { Title, useNotify, useTranslate } from 'react-admin';
import type { THoursReport } from '../../../shared/schemas/workforce';
import { notifyUnlessToasted } from '../../components/mutationErrors';
import { download, request } from '../../providers/httpClient';
import { useAppState } from '../../state/useAppState';
import { currentMonth } from '../attendance/format';
import { HoursTable } from './hours/HoursTable';

const GROUPS = ['user', 'site', 'client'] as const;
type TGroup = (typeof GROUPS)[number];

/**
 * /workforce/hours: planned against worked hours of a month by person, site or client, for the top
 * bar's company (all in scope with 'Tutte le aziende'), on screen and as the same workbook.
 */
export const HoursPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const companyId = useAppState((s) => s.company.id);
  const [month, setMonth] = useState(currentMonth());
  const [by, setBy] = useState<TGroup>('user');
  const [busy, setBusy] = useState(false);
  const query = { month, by, companyId: companyId ? String(companyId) : undefined };
  const valid = /^\d{4}-\d{2}$/.test(month);
  const { data, error, isPending } = useQuery({
    queryKey: ['workforce', 'hours', month, by, companyId],
    enabled: valid,
    queryFn: async ({ signal }) => (await request<THoursReport>('api/workforce/hours', { query, signal })).json,
  });

  const xlsx = async () => {
    setBusy(true);
    try {
      const name = await download('api/workforce/hours.xlsx', query);
      notify('posts.hours.downloaded', { type: 'success', messageArgs: { name } });
    } catch (failure) {
      notifyUnlessToasted(notify)(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Title title="posts.hours.title" />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          type="month"
          label={translate('posts.hours.month')}
          value={month}
          onChange={(event) => setMonth(event.target.value)}
          size="small"
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'hours-month' } }}
          sx={{ width: 190 }}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography id="hours-by" variant="body2" color="text.secondary">{translate('posts.hours.by')}</Typography>
          <ToggleButtonGroup exclusive size="small" value={by} onChange={(_, value: TGroup | null) => value && setBy(value)} aria-labelledby="hours-by">
            {GROUPS.map((group) => (
              <ToggleButton key={group} value={group} sx={{ minHeight: 40, px: 2 }} data-testid={`hours-by-${group}`}>
                {translate(`posts.hours.byOptions.${group}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlined />}
          onClick={() => void xlsx()}
          disabled={busy || !valid}
          data-testid="hours-xlsx"
          sx={{ ml: { sm: 'auto' }, minHeight: 40 }}
        >
          {translate('posts.hours.xlsx')}
        </Button>
      </Box>
      {valid && isPending && <LinearProgress aria-label={translate('ra.page.loading')} />}
      {error && <Alert severity="error">{(error as Error).message || translate('posts.hours.loadError')}</Alert>}
      {data && !data.rows.length && <Alert severity="info" data-testid="hours-empty">{translate('posts.hours.empty')}</Alert>}
      {data && data.rows.length > 0 && <HoursTable report={data} />}
    </Box>
  );
};
