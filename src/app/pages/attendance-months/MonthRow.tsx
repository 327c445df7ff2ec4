import { useState } from 'react';
import { Box, Button, Chip, Link, Typography } from '@mui/material';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useLocale, useNotify, useTranslate } from 'react-admin';
import { romeDateOf } from '../../../shared/attendance';
import { formatDate } from '../../../shared/dates';
import type { TMonthState, TMonthStatus } from '../../../shared/schemas/attendance-months';
import { notifyUnlessToasted } from '../../components/mutationErrors';
import { download } from '../../providers/httpClient';
import { formatTime, monthName } from '../attendance/format';
import { changeMonth } from './api';
import { CloseDialog, ReopenDialog } from './MonthDialogs';

const CHIP_COLOR: Record<TMonthState, 'default' | 'warning' | 'success'> = { OPEN: 'default', READY: 'warning', CLOSED: 'success' };

const dateOf = (iso: string) => formatDate(romeDateOf(iso));

/** One month of a company: its state, who closed it, what stops it from closing (linked), its sheet and its actions. */
export const MonthRow = ({ companyId, company, status, onChanged }: { companyId: number; company: string; status: TMonthStatus; onChanged: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const locale = useLocale();
  const [dialog, setDialog] = useState<'close' | 'reopen' | null>(null);
  const [busy, setBusy] = useState(false);
  const label = monthName(status.month, locale);

  const act = async (action: 'close' | 'reopen', reason?: string) => {
    setBusy(true);
    try {
      const { message } = await changeMonth(companyId, status.month, action, reason);
      notify(message, { type: 'success' });
      setDialog(null);
    } catch (error) {
      setDialog(null);
      notifyUnlessToasted(notify)(error);
    } finally {
      setBusy(false);
      onChanged();
    }
  };

  const get = async (format: 'xlsx' | 'pdf') => {
    try {
      const name = await download('api/attendance/month-report', { companyId, month: status.month, format });
      notify('months.downloaded', { type: 'success', messageArgs: { name } });
    } catch (error) {
      notifyUnlessToasted(notify)(error);
    }
  };

  return (
    <Box component="li" data-testid={`month-${companyId}-${status.month}`} sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', listStyle: 'none' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, minWidth: 150 }}>{label}</Typography>
        <Chip size="small" color={CHIP_COLOR[status.state]} label={translate(`months.state.${status.state}`)} data-testid="month-state" />
        {status.current && <Typography variant="body2" color="text.secondary">{translate('months.current')}</Typography>}
        <Box sx={{ flex: 1 }} />
        <Button size="small" startIcon={<FileDownloadOutlined />} onClick={() => void get('xlsx')}>{translate('months.xlsx')}</Button>
        <Button size="small" startIcon={<PictureAsPdfOutlined />} onClick={() => void get('pdf')}>{translate('months.pdf')}</Button>
        {status.state === 'READY' && (
          <Button size="small" variant="contained" startIcon={<LockOutlined />} onClick={() => setDialog('close')}>{translate('months.close')}</Button>
        )}
        {status.state === 'CLOSED' && (
          <Button size="small" variant="outlined" color="warning" startIcon={<LockOpenOutlined />} onClick={() => setDialog('reopen')}>{translate('months.reopen')}</Button>
        )}
      </Box>
      {status.closure && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {translate('months.closedOn', { date: dateOf(status.closure.closedAt), name: status.closure.closedByName ?? translate('months.unknown') })}
        </Typography>
      )}
      {status.reopened && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {translate('months.reopenedOn', { date: dateOf(status.reopened.reopenedAt), name: status.reopened.reopenedByName ?? translate('months.unknown'), reason: status.reopened.reason })}
        </Typography>
      )}
      {!status.current && status.missingCount > 0 && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>{translate('months.missingTitle', { count: status.missingCount })}</Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {status.missing.map((record) => (
              <li key={record.id}>
                <Link component={RouterLink} to={`/attendance/${record.id}/show`} variant="body2">
                  {translate('months.record', {
                    name: record.userName ?? `#${record.userId}`,
                    date: `${dateOf(record.checkIn)} ${formatTime(record.checkIn)}`,
                    reason: translate(`months.reason.${record.reason}`),
                  })}
                </Link>
              </li>
            ))}
          </Box>
          {status.missingCount > status.missing.length && (
            <Link component={RouterLink} to="/attendance" variant="body2">{translate('months.missingMore', { count: status.missingCount - status.missing.length })}</Link>
          )}
        </Box>
      )}
      <CloseDialog open={dialog === 'close'} month={label} company={company} busy={busy} onCancel={() => setDialog(null)} onConfirm={() => void act('close')} />
      {dialog === 'reopen' && <ReopenDialog open month={label} company={company} busy={busy} onCancel={() => setDialog(null)} onConfirm={(reason) => void act('reopen', reason)} />}
    </Box>
  );
};
