import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, Card, CardContent, IconButton, LinearProgress, MenuItem, TextField, Typography } from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { useLocale, useNotify, useTranslate } from 'react-admin';
import { useCompanyChoices } from '../../components/companies';
import { notifyUnlessToasted } from '../../components/mutationErrors';
import { download } from '../../providers/httpClient';
import { useAppState } from '../../state/useAppState';
import { currentMonth, formatMinutes, monthName, shiftMonth } from '../../pages/attendance/format';
import { leaveParts, useMonthSummary } from './monthSummary';

const Figure = ({ label, children, caption, warn = false }: { label: string; children: ReactNode; caption?: string; warn?: boolean }) => (
  <Box sx={{ p: 1.5, borderRadius: 2, bgcolor: 'action.hover', border: 1, borderColor: warn ? 'warning.main' : 'transparent' }}>
    <Typography variant="caption" component="p" color={warn ? 'warning.main' : 'text.secondary'} sx={{ fontWeight: 600 }}>
      {label}
    </Typography>
    <Typography variant="h6" component="p" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
      {children}
      {caption && (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 0.75 }}>
          {caption}
        </Typography>
      )}
    </Typography>
  </Box>
);

/** The month and company a person's page shows: this month first; the top bar's company when the person is of it, else their first in the reader's scope. */
export const useUserMonth = (companyIds: readonly number[]) => {
  const { choices, isPending } = useCompanyChoices();
  const companies = choices.filter((c) => companyIds.includes(c.id));
  const selected = useAppState((s) => s.company.id);
  const [picked, setCompany] = useState<number | ''>('');
  const companyId: number | '' = picked || (companies.some((c) => c.id === selected) ? selected : (companies.at(0)?.id ?? ''));
  const [month, setMonth] = useState(currentMonth);
  return { companies, companyId, setCompany, month, setMonth, ready: !isPending };
};

export type TUserMonth = ReturnType<typeof useUserMonth>;

/**
 * A person's month on their page, as the month sheet counts it: hours (night and holiday ones
 * among them), days worked, what still needs the office, and approved leave; the person's own
 * sheet one tap away. Months move with the arrows, never past the current one; a person of several
 * companies in the reader's scope has a company picker; one of none has the arrows alone (the
 * records below still follow them), since a month is counted per company.
 */
export const UserMonthSummary = ({ userId, view }: { userId: number; view: TUserMonth }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const { companies, companyId, setCompany, month, setMonth } = view;
  const thisMonth = currentMonth();
  const [busy, setBusy] = useState(false);
  const { data, isPending, isFetching, isError, refetch } = useMonthSummary({ companyId, month, userId });
  const totals = data?.rows[0]?.totals;

  const get = async (format: 'pdf' | 'xlsx') => {
    setBusy(true);
    try {
      const name = await download('api/attendance/month-report', { companyId, month, format, userId });
      notify('attendance.monthReport.downloaded', { type: 'success', messageArgs: { name } });
    } catch (error) {
      notifyUnlessToasted(notify)(error);
    } finally {
      setBusy(false);
    }
  };

  const leave = totals ? leaveParts(translate, locale, totals.leave) : [];
  return (
    <Card variant="outlined" sx={{ borderRadius: 2, mb: 2 }} data-testid="user-month-summary">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
          <Typography variant="subtitle2" component="h2" color="primary" sx={{ textTransform: 'uppercase', letterSpacing: '0.06em', flex: '1 1 auto' }}>
            {translate('attendance.monthSummary.userTitle')}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center' }}>
            <IconButton aria-label={translate('attendance.monthSummary.previous')} onClick={() => setMonth(shiftMonth(month, -1))}>
              <ChevronLeft />
            </IconButton>
            <Typography component="p" aria-live="polite" sx={{ fontWeight: 600, minWidth: 140, textAlign: 'center' }} data-testid="summary-month">
              {monthName(month, locale)}
            </Typography>
            <IconButton aria-label={translate('attendance.monthSummary.next')} disabled={month >= thisMonth} onClick={() => setMonth(shiftMonth(month, 1))}>
              <ChevronRight />
            </IconButton>
          </Box>
        </Box>
        {companies.length > 1 && (
          <TextField
            select
            label={translate('attendance.monthReport.company')}
            value={companyId}
            onChange={(e) => setCompany(Number(e.target.value))}
            sx={{ mb: 2, minWidth: 240 }}
          >
            {companies.map((c) => (
              <MenuItem key={c.id} value={c.id}>{c.name}</MenuItem>
            ))}
          </TextField>
        )}
        {!companies.length && <Typography color="text.secondary">{translate('attendance.monthSummary.noCompany')}</Typography>}
        {companies.length > 0 && (isPending || isFetching) && <LinearProgress aria-label={translate('ra.page.loading')} sx={{ mb: 1 }} />}
        {isError && (
          <Alert
            severity="error"
            action={<Button color="inherit" size="small" onClick={() => void refetch()}>{translate('attendance.monthSummary.retry')}</Button>}
          >
            {translate('attendance.monthSummary.loadError')}
          </Alert>
        )}
        {totals && data && (
          <Box sx={{ opacity: isFetching ? 0.6 : 1 }} aria-busy={isFetching}>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' }, gap: 1.5 }}>
              <Figure label={translate('attendance.monthSummary.hours')}>{formatMinutes(totals.minutes)}</Figure>
              <Figure label={translate('attendance.monthSummary.days')} caption={translate('attendance.monthSummary.daysOf', { workingDays: totals.workingDays })}>
                {totals.daysWorked}
              </Figure>
              <Figure label={translate('attendance.monthSummary.night')}>{formatMinutes(totals.nightMinutes)}</Figure>
              <Figure label={translate('attendance.monthSummary.holiday')}>{formatMinutes(totals.holidayMinutes)}</Figure>
              <Figure label={translate('attendance.monthSummary.missed')} warn={totals.missed > 0}>{totals.missed}</Figure>
              <Figure label={translate('attendance.monthSummary.review')} warn={totals.review > 0}>{totals.review}</Figure>
            </Box>
            <Typography sx={{ mt: 1.5 }}>
              <Box component="span" sx={{ fontWeight: 600 }}>{translate('attendance.monthSummary.leave')}: </Box>
              {leave.length ? leave.join(' · ') : translate('attendance.monthSummary.noLeave')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {translate('attendance.monthSummary.note')}
            </Typography>
          </Box>
        )}
        {companies.length > 0 && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
            <Button startIcon={<PictureAsPdfOutlined />} disabled={busy || companyId === ''} onClick={() => void get('pdf')}>
              {translate('attendance.monthReport.pdf')}
            </Button>
            <Button startIcon={<FileDownloadOutlined />} disabled={busy || companyId === ''} onClick={() => void get('xlsx')}>
              {translate('attendance.monthReport.xlsx')}
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
};
