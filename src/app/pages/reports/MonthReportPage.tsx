import { useState } from 'react';
import { Autocomplete, Box, Button, Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { HttpError, Title, useGetList, useNotify, useTranslate } from 'react-admin';
import { AREA_ROLES } from '../../../shared/access';
import { hasAnyRole } from '../../../shared/roles';
import { useCompanyChoices } from '../../components/companies';
import { notifyUnlessToasted } from '../../components/mutationErrors';
import { PageCard } from '../../components/PageCard';
import { download } from '../../providers/httpClient';
import { MonthSummaryTable } from '../../resources/attendance/MonthSummaryTable';
import { fullName } from '../../resources/user/name';
import { useAppState, useSessionUser } from '../../state/useAppState';
import { currentMonth, shiftMonth } from '../attendance/format';
import { OtherReports } from '../generate/OtherReports';
import { MonthSelect } from './MonthSelect';
import { ClosedNote } from '../attendance-months/ClosedNote';
import { StatementReport } from './statement/StatementReport';

type TFormat = 'xlsx' | 'pdf';
type TWorker = { id: number; firstName: string | null; lastName: string | null };

/** The months offered: this one and the two years before it, newest first. */
const MONTHS_BACK = 24;

/** Who generates a client's statement: the roles of the client area. */
const STATEMENT_ROLES = AREA_ROLES.client;

/** The workers of a company, for the back office's picker (accounting reads no user list: the sheet of everyone). */
const useWorkers = (companyId: number | '', enabled: boolean) =>
  useGetList<TWorker>(
    'user',
    { filter: { companyId, role: 'ROLE_WORKER' }, pagination: { page: 1, perPage: 500 }, sort: { field: 'lastName', order: 'ASC' } },
    { enabled: enabled && companyId !== '', retry: false },
  ).data ?? [];

/**
 * /document/generate-report: the month sheet ('foglio presenze') of a company for payroll, as a
 * workbook or a PDF, for everyone or one worker, with the same month's totals on screen below to
 * check first. The company starts as the top bar's; the month as the previous one, the one payroll
 * closes. The client area's roles generate a client's statement here too: client management only
 * that (the month sheet is for payroll, not theirs), the back office below the month sheet.
 */
export const MonthReportPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const user = useSessionUser();
  const backOffice = hasAnyRole(user?.roles, ['ROLE_ADMIN', 'ROLE_MODERATOR']);
  const allowed = hasAnyRole(user?.roles, AREA_ROLES.attendance);
  const statements = hasAnyRole(user?.roles, STATEMENT_ROLES);
  const { choices } = useCompanyChoices();
  const selected = useAppState((s) => s.company.id);
  const [picked, setPicked] = useState<number | ''>(selected || '');
  const companyId = picked || (choices.length === 1 ? choices[0].id : '');
  const [month, setMonth] = useState(() => shiftMonth(currentMonth(), -1));
  const [worker, setWorker] = useState<TWorker | null>(null);
  const [busy, setBusy] = useState<TFormat | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const workers = useWorkers(companyId, backOffice && allowed);

  const get = async (format: TFormat) => {
    setBusy(format);
    setErrors({});
    try {
      const name = await download('api/attendance/month-report', { companyId: companyId || undefined, month, format, userId: worker?.id });
      notify('attendance.monthReport.downloaded', { type: 'success', messageArgs: { name } });
    } catch (error) {
      notifyUnlessToasted(notify)(error);
      const fields = error instanceof HttpError ? (error.body as { errors?: Record<string, string> } | undefined)?.errors : undefined;
      setErrors(fields ?? {});
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <Title title="menu.documentReport" />
      {statements && !allowed && <StatementReport />}
      {allowed && (
        <PageCard icon={AssessmentOutlined} title={translate('attendance.monthReport.title')} testId="month-report">
          <Typography color="text.secondary" sx={{ mb: 2.5 }}>
            {translate('attendance.monthReport.intro')}
          </Typography>
          <Box component="form" onSubmit={(e) => e.preventDefault()} sx={{ display: 'grid', gap: 2, maxWidth: 520 }}>
            <TextField
              select
              label={translate('attendance.monthReport.company')}
              value={companyId}
              onChange={(e) => {
                setPicked(Number(e.target.value));
                setWorker(null);
              }}
              error={!!errors.companyId}
              helperText={errors.companyId}
              slotProps={{ htmlInput: { 'data-testid': 'report-company' } }}
            >
              {choices.map((c) => (
                <MenuItem key={c.id} value={c.id}>{c.name}</MenuItem>
              ))}
            </TextField>
            <MonthSelect label={translate('attendance.monthReport.month')} value={month} onChange={setMonth} error={errors.month} back={MONTHS_BACK} testId="report-month" />
            {backOffice && (
              <Autocomplete
                options={workers}
                value={worker}
                onChange={(_, value) => setWorker(value)}
                getOptionLabel={fullName}
                isOptionEqualToValue={(a, b) => a.id === b.id}
                disabled={companyId === ''}
                renderInput={(params) => (
                  <TextField {...params} label={translate('attendance.monthReport.worker')} placeholder={translate('attendance.monthReport.allWorkers')} error={!!errors.userId} helperText={errors.userId} />
                )}
              />
            )}
            <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
              <Button variant="contained" size="large" startIcon={<FileDownloadOutlined />} disabled={!!busy || companyId === ''} onClick={() => void get('xlsx')}>
                {translate('attendance.monthReport.xlsx')}
              </Button>
              <Button variant="outlined" size="large" startIcon={<PictureAsPdfOutlined />} disabled={!!busy || companyId === ''} onClick={() => void get('pdf')}>
                {translate('attendance.monthReport.pdf')}
              </Button>
            </Box>
          </Box>
          {companyId !== '' && <ClosedNote companyId={companyId} month={month} />}
        </PageCard>
      )}
      {allowed && companyId !== '' && (
        <Card sx={{ mt: 2, borderRadius: 3 }}>
          <CardContent sx={{ p: { xs: 2, md: 3 } }}>
            <MonthSummaryTable query={{ companyId, month, userId: worker?.id }} linked={backOffice} />
          </CardContent>
        </Card>
      )}
      {statements && allowed && (
        <Box sx={{ mt: 2 }}>
          <StatementReport />
        </Box>
      )}
      <OtherReports />
    </>
  );
};
