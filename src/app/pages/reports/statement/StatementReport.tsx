import { useState } from 'react';
import { Autocomplete, Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { HttpError, useGetList, useNotify, useTranslate } from 'react-admin';
import type { TStatementFormat } from '../../../../shared/schemas/request-statement';
import { notifyUnlessToasted } from '../../../components/mutationErrors';
import { PageCard } from '../../../components/PageCard';
import { MonthSelect } from '../MonthSelect';
import { download } from '../../../providers/httpClient';
import { useAppState } from '../../../state/useAppState';
import { currentMonth, shiftMonth } from '../../attendance/format';

type TNamed = { id: number; name: string };

/** The months offered: this one and the two years before it, newest first. */
const MONTHS_BACK = 24;
const ALL = { page: 1, perPage: 500 };
const BY_NAME = { field: 'name', order: 'ASC' } as const;

/**
 * "Rendiconto cliente" on /document/generate-report: a client's month of service (hours planned and
 * delivered by day, who was on duty) for one of its sites or all of them, as a PDF or a workbook.
 * The clients are those of the top bar's company, or of every company of the office; the month
 * starts as the previous one, the one a client is asked to accept.
 */
export const StatementReport = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const company = useAppState((s) => s.company.id);
  const [client, setClient] = useState<TNamed | null>(null);
  const [siteId, setSiteId] = useState<number | ''>('');
  const [month, setMonth] = useState(() => shiftMonth(currentMonth(), -1));
  const [busy, setBusy] = useState<TStatementFormat | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const clients = useGetList<TNamed>('client', { filter: company ? { companyId: company } : {}, pagination: ALL, sort: BY_NAME }).data ?? [];
  const sites = useGetList<TNamed>('client-site', { filter: { clientId: client?.id }, pagination: ALL, sort: BY_NAME }, { enabled: !!client }).data ?? [];
  const t = (key: string) => translate(`request.statement.report.${key}`);

  const get = async (format: TStatementFormat) => {
    if (!client) return;
    setBusy(format);
    setErrors({});
    try {
      const scope = siteId === '' ? { clientId: client.id } : { siteId };
      const name = await download('api/request/statement', { ...scope, month, format });
      notify('request.statement.report.downloaded', { type: 'success', messageArgs: { name } });
    } catch (error) {
      notifyUnlessToasted(notify)(error);
      const fields = error instanceof HttpError ? (error.body as { errors?: Record<string, string> } | undefined)?.errors : undefined;
      setErrors(fields ?? {});
    } finally {
      setBusy(null);
    }
  };

  return (
    <PageCard icon={ReceiptLongOutlined} title={t('title')} testId="statement-report">
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>{t('intro')}</Typography>
      <Box component="form" onSubmit={(e) => e.preventDefault()} sx={{ display: 'grid', gap: 2, maxWidth: 520 }}>
        <Autocomplete
          options={clients}
          value={client}
          onChange={(_, value) => {
            setClient(value);
            setSiteId('');
          }}
          getOptionLabel={(c) => c.name}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          noOptionsText={t('noClients')}
          renderInput={(params) => <TextField {...params} label={t('client')} error={!!errors.clientId} helperText={errors.clientId} slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': 'statement-client' } }} />}
        />
        <TextField
          select
          label={t('site')}
          value={siteId}
          disabled={!client}
          onChange={(e) => setSiteId(e.target.value === '' ? '' : Number(e.target.value))}
          error={!!errors.siteId}
          helperText={errors.siteId}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'statement-site' } }}
        >
          <MenuItem value="">{t('allSites')}</MenuItem>
          {sites.map((s) => (
            <MenuItem key={s.id} value={s.id}>{s.name}</MenuItem>
          ))}
        </TextField>
        <MonthSelect label={t('month')} value={month} onChange={setMonth} error={errors.month} back={MONTHS_BACK} testId="statement-month" />
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <Button variant="contained" size="large" startIcon={<PictureAsPdfOutlined />} disabled={!!busy || !client} onClick={() => void get('pdf')}>
            {t('pdf')}
          </Button>
          <Button variant="outlined" size="large" startIcon={<FileDownloadOutlined />} disabled={!!busy || !client} onClick={() => void get('xlsx')}>
            {t('xlsx')}
          </Button>
        </Box>
      </Box>
    </PageCard>
  );
};
