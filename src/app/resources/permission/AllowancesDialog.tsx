import { useState } from 'react';
import {
  Alert, Autocomplete, Box, Button, Chip, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Divider, MenuItem, Stack,
  TextField, Typography, useMediaQuery, type Theme,
} from '@mui/material';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import { useQuery } from '@tanstack/react-query';
import { HttpError, useGetList, useLocale, useTranslate } from 'react-admin';
import { canAccess } from '../../../shared/access';
import { todayInRome } from '../../../shared/dates';
import type { TAllowances, TLeaveSettings } from '../../../shared/schemas/permission';
import { request } from '../../providers/httpClient';
import { showToast } from '../../providers/toast';
import { useAppState, useSessionUser } from '../../state/useAppState';
import {
  ALLOWANCE_TYPES, allowancesBody, defaultTexts, fieldErrors, overrideTexts, unitOf, workerAllowances,
  type TAllowanceType, type TAmountTexts, type TWorkerAllowance,
} from './allowances';
import { useLeaveRefresh } from './api';
import { formatAmount } from './leaveFormat';

type TErrors = Record<string, string>;
interface TWorker { id: number; firstName: string; lastName: string }

const errorsOf = (error: unknown): TErrors =>
  fieldErrors(error instanceof HttpError ? (error.body as { errors?: TErrors } | undefined)?.errors : undefined);

const saved = (message: string) => showToast({ severity: 'success', title: 'toast.ok', message });

const AmountFields = ({ texts, onChange, errors, helper, prefix }: {
  texts: TAmountTexts; onChange: (type: TAllowanceType, value: string) => void; errors: TErrors;
  helper?: (type: TAllowanceType) => string; prefix: string;
}) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }, gap: 2 }}>
      {ALLOWANCE_TYPES.map((type) => (
        <TextField
          key={type} name={`${prefix}-${type}`} type="number" size="small" value={texts[type]}
          label={`${translate(`resources.permission.types.${type}`)} (${translate(unitOf(type) === 'DAYS' ? 'leave.allowances.days' : 'leave.allowances.hours')})`}
          onChange={(e) => onChange(type, e.target.value)}
          error={!!errors[type]} helperText={errors[type] ?? helper?.(type)}
          slotProps={{ htmlInput: { min: 0, step: unitOf(type) === 'DAYS' ? 0.5 : 1, 'data-testid': `${prefix}-${type}` } }}
        />
      ))}
    </Box>
  );
};

/** Company defaults of the year and the L.104 monthly cap. */
const CompanySection = ({ companyId, year, data, settings }: { companyId: number; year: number; data: TAllowances; settings: TLeaveSettings }) => {
  const translate = useTranslate();
  const refresh = useLeaveRefresh();
  const initial = defaultTexts(data);
  const [texts, setTexts] = useState(initial);
  const [cap, setCap] = useState(String(settings.l104MonthlyDays));
  const [errors, setErrors] = useState<TErrors>({});
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    setErrors({});
    try {
      const messages: string[] = [];
      const allowances = allowancesBody(texts, initial);
      if (Object.keys(allowances).length) {
        const { json } = await request<{ message: string }>(`api/permission/allowance/company/${companyId}`, { method: 'PUT', body: { year, allowances } });
        messages.push(json.message);
      }
      if (cap.trim() === '') {
        setErrors({ l104MonthlyDays: translate('ra.validation.required') });
        return;
      }
      if (cap.trim() !== String(settings.l104MonthlyDays)) {
        // Sent as typed: the server validates (0 to 31 whole days) and names the field.
        const { json } = await request<{ message: string }>(`api/permission/settings/${companyId}`, {
          method: 'PUT', body: { l104MonthlyDays: cap.trim() },
        });
        messages.push(json.message);
      }
      if (messages.length) saved(messages.join(' · '));
      refresh();
    } catch (error) {
      setErrors(errorsOf(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack spacing={2} data-testid="allowance-company">
      <Box>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>{translate('leave.allowances.companyTitle')}</Typography>
        <Typography variant="body2" color="text.secondary">{translate('leave.allowances.companyHelp')}</Typography>
      </Box>
      <AmountFields prefix="company" texts={texts} errors={errors} onChange={(type, value) => setTexts({ ...texts, [type]: value })} />
      <TextField
        name="l104MonthlyDays" required type="number" size="small" label={translate('leave.allowances.l104MonthlyDays')} value={cap}
        onChange={(e) => setCap(e.target.value)} error={!!errors.l104MonthlyDays} helperText={errors.l104MonthlyDays}
        slotProps={{ htmlInput: { min: 0, max: 31, 'data-testid': 'company-l104MonthlyDays' } }} sx={{ maxWidth: { sm: 260 } }}
      />
      <Button variant="contained" onClick={save} disabled={saving} sx={{ alignSelf: { sm: 'flex-start' } }} data-testid="allowance-company-save">
        {translate('leave.allowances.saveCompany')}
      </Button>
    </Stack>
  );
};

/** The override form of one worker, started again (by its key) from the server's values. */
const OverrideForm = ({ worker, year, items }: { worker: TWorker; year: number; items: TWorkerAllowance[] }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const refresh = useLeaveRefresh();
  const initial = overrideTexts(items);
  const [texts, setTexts] = useState<TAmountTexts>(initial);
  const [errors, setErrors] = useState<TErrors>({});
  const [saving, setSaving] = useState(false);
  const amount = (type: TAllowanceType, value: number | null) =>
    value === null ? translate('leave.allowances.none') : formatAmount(translate, locale, value, unitOf(type));
  const put = async (allowances: Record<string, unknown>) => {
    setSaving(true);
    setErrors({});
    try {
      const { json } = await request<{ message: string }>(`api/permission/allowance/user/${worker.id}`, { method: 'PUT', body: { year, allowances } });
      saved(json.message);
      refresh();
    } catch (error) {
      setErrors(errorsOf(error));
    } finally {
      setSaving(false);
    }
  };
  const hasOverride = items.some((item) => item.override !== null);
  return (
    <>
      <Stack spacing={0.75} data-testid="allowance-current">
        {items.map((item) => (
          <Box key={item.type} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
            data-testid={`current-${item.type}`} data-effective={item.effective ?? ''}>
            <Typography variant="body2" sx={{ minWidth: 110 }}>{translate(`resources.permission.types.${item.type}`)}</Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>{translate('leave.allowances.current', { amount: amount(item.type, item.effective) })}</Typography>
            <Chip size="small" variant="outlined" color={item.override !== null ? 'primary' : 'default'}
              label={translate(item.override !== null ? 'leave.allowances.custom' : 'leave.allowances.fromCompany')} />
          </Box>
        ))}
      </Stack>
      <AmountFields prefix="worker" texts={texts} errors={errors} onChange={(type, value) => setTexts({ ...texts, [type]: value })}
        helper={(type) => translate('leave.allowances.companyValue', { amount: amount(type, items.find((i) => i.type === type)?.companyDefault ?? null) })} />
      <Typography variant="caption" color="text.secondary">{translate('leave.allowances.overrideHelp')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="contained" disabled={saving} onClick={() => void put(allowancesBody(texts, initial))} data-testid="allowance-worker-save">
          {translate('leave.allowances.saveWorker')}
        </Button>
        <Button color="error" disabled={saving || !hasOverride} data-testid="allowance-worker-remove"
          onClick={() => void put(Object.fromEntries(ALLOWANCE_TYPES.map((type) => [type, null])))}>
          {translate('leave.allowances.removeWorker')}
        </Button>
      </Stack>
    </>
  );
};

/** One worker of the company: what applies now, and an override to set or remove. */
const WorkerSection = ({ companyId, year, data }: { companyId: number; year: number; data: TAllowances }) => {
  const translate = useTranslate();
  const { data: workers = [], isPending } = useGetList<TWorker>('user', {
    filter: { companyId, role: 'ROLE_WORKER' }, pagination: { page: 1, perPage: 500 }, sort: { field: 'lastName', order: 'ASC' },
  });
  const [worker, setWorker] = useState<TWorker | null>(null);
  const items = worker ? workerAllowances(data, worker.id) : [];
  return (
    <Stack spacing={2} data-testid="allowance-worker">
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>{translate('leave.allowances.workerTitle')}</Typography>
      <Autocomplete
        options={workers} loading={isPending} value={worker} onChange={(_, value) => setWorker(value)}
        getOptionLabel={(option) => `${option.lastName} ${option.firstName}`} isOptionEqualToValue={(a, b) => a.id === b.id}
        renderInput={(params) => <TextField {...params} size="small" label={translate('leave.allowances.worker')} name="worker" />}
        data-testid="allowance-worker-select"
      />
      {worker ? (
        <OverrideForm key={`${worker.id}-${year}-${JSON.stringify(items)}`} worker={worker} year={year} items={items} />
      ) : (
        <Typography variant="body2" color="text.secondary">{translate('leave.allowances.pickWorker')}</Typography>
      )}
    </Stack>
  );
};

const AllowancesContent = ({ companyId, year }: { companyId: number; year: number }) => {
  const translate = useTranslate();
  const query = useQuery({
    queryKey: ['permission', 'allowance', companyId, year],
    queryFn: async ({ signal }) => {
      const [allowances, settings] = await Promise.all([
        request<TAllowances>('api/permission/allowance', { query: { companyId: String(companyId), year: String(year) }, signal, toast: 'silent' }),
        request<TLeaveSettings>(`api/permission/settings/${companyId}`, { signal, toast: 'silent' }),
      ]);
      return { data: allowances.json, settings: settings.json };
    },
    retry: false,
  });
  if (query.isError) return <Alert severity="error">{translate('leave.allowances.error')}</Alert>;
  if (!query.data) return <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}><CircularProgress /></Box>;
  const { data, settings } = query.data;
  return (
    <Stack spacing={3} divider={<Divider flexItem />}>
      {/* The key starts the forms again from the server's values when the company or year changes. */}
      <CompanySection key={`${companyId}-${year}-${JSON.stringify(data.defaults)}-${settings.l104MonthlyDays}`} companyId={companyId} year={year} data={data} settings={settings} />
      <WorkerSection key={companyId} companyId={companyId} year={year} data={data} />
    </Stack>
  );
};

const AllowancesDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const selected = useAppState((s) => s.company);
  const currentYear = Number(todayInRome().slice(0, 4));
  const [yearText, setYearText] = useState(String(currentYear));
  const [companyId, setCompanyId] = useState(selected.id);
  const { data: companies = [] } = useGetList('company', { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' } }, { retry: false });
  const year = Number(yearText);
  const validYear = Number.isInteger(year) && year >= 2000 && year <= 2100;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="allowances-title" data-testid="allowances-dialog">
      <DialogTitle id="allowances-title">{translate('leave.allowances.title', { year: validYear ? year : '' })}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={3}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              name="year" type="number" size="small" label={translate('leave.allowances.year')} value={yearText}
              onChange={(e) => setYearText(e.target.value)} error={!validYear} sx={{ width: { sm: 140 } }}
              slotProps={{ htmlInput: { min: 2000, max: 2100, 'data-testid': 'allowance-year' } }}
            />
            <TextField
              select name="companyId" size="small" label={translate('leave.allowances.company')} value={companyId || ''}
              onChange={(e) => setCompanyId(Number(e.target.value))} sx={{ flex: 1 }}
              slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'allowance-company-select' } as object } }}
            >
              {companies.map((company) => <MenuItem key={company.id} value={company.id}>{company.name}</MenuItem>)}
            </TextField>
          </Stack>
          {!companyId ? (
            <Alert severity="info">{translate('leave.allowances.pickCompany')}</Alert>
          ) : validYear ? (
            <AllowancesContent companyId={companyId} year={year} />
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="allowances-close">{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};

/** The /permission toolbar's 'Spettanze': admin and moderator only (accounting reads, never changes). */
export const AllowancesButton = () => {
  const translate = useTranslate();
  const user = useSessionUser();
  const [open, setOpen] = useState(false);
  if (!canAccess(user?.roles, { resource: 'permission', action: 'edit' })) return null;
  return (
    <>
      <Button size="small" startIcon={<TuneOutlined />} onClick={() => setOpen(true)} data-testid="allowances-button">
        {translate('leave.allowances.button')}
      </Button>
      {open && <AllowancesDialog open onClose={() => setOpen(false)} />}
    </>
  );
};
