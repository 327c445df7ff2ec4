import { useEffect, useState } from 'react';
import {
  Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, TextField,
} from '@mui/material';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { useTranslate } from 'react-admin';
import { GEOLOCATION_MODES, OUTSIDE_POLICIES } from '../../../shared/attendance';
import type { TAttendanceSettings } from '../../../shared/schemas/attendance-views';
import { request } from '../../providers/httpClient';
import { showToast } from '../../providers/toast';
import { useAppState } from '../../state/useAppState';

type TForm = Omit<TAttendanceSettings, 'companyId'>;

const Choice = ({ label, value, options, prefix, onChange }: {
  label: string; value: string; options: readonly string[]; prefix: string; onChange: (value: string) => void;
}) => {
  const translate = useTranslate();
  return (
    <FormControl>
      <FormLabel sx={{ fontWeight: 600 }}>{translate(label)}</FormLabel>
      <RadioGroup value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((option) => (
          <FormControlLabel key={option} value={option} control={<Radio />} label={translate(`${prefix}.${option}`)} data-testid={`setting-${option}`} />
        ))}
      </RadioGroup>
    </FormControl>
  );
};

/** The selected company's attendance rules: geolocation, outside policy, retention, missed clock-out, offline age limit. */
const SettingsForm = ({ companyId, onClose }: { companyId: number; onClose: () => void }) => {
  const translate = useTranslate();
  const [form, setForm] = useState<TForm | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    void request<TAttendanceSettings>(`api/attendance/settings/${companyId}`).then(({ json }) => setForm(json));
  }, [companyId]);
  if (!form) return <DialogContent />;
  const set = (patch: Partial<TForm>) => setForm({ ...form, ...patch });
  const save = async () => {
    setSaving(true);
    try {
      const { geolocation, outsidePolicy, retentionDays, missedClockOutHours, offlineMaxHours } = form;
      await request(`api/attendance/settings/${companyId}`, {
        method: 'PUT',
        toast: 'silent',
        body: {
          geolocation,
          outsidePolicy,
          retentionDays: Number(retentionDays),
          missedClockOutHours: Number(missedClockOutHours),
          offlineMaxHours: Number(offlineMaxHours),
        },
      });
      showToast({ severity: 'success', title: 'toast.ok', message: translate('resources.attendance.settings.saved') });
      onClose();
    } catch (error) {
      setErrors((error as { body?: { errors?: Record<string, string> } }).body?.errors ?? {});
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <Choice label="resources.attendance.settings.geolocation" value={form.geolocation} options={GEOLOCATION_MODES}
            prefix="resources.attendance.settings.geolocationModes" onChange={(v) => set({ geolocation: v as TForm['geolocation'] })} />
          <Choice label="resources.attendance.settings.outsidePolicy" value={form.outsidePolicy} options={OUTSIDE_POLICIES}
            prefix="resources.attendance.settings.outsidePolicies" onChange={(v) => set({ outsidePolicy: v as TForm['outsidePolicy'] })} />
          {(['retentionDays', 'missedClockOutHours', 'offlineMaxHours'] as const).map((field) => (
            <TextField key={field} type="number" name={field} label={translate(`resources.attendance.settings.${field}`)} value={form[field]}
              onChange={(e) => set({ [field]: e.target.value as unknown as number })} error={!!errors[field]} helperText={errors[field]} />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={saving} data-testid="settings-save">{translate('ra.action.save')}</Button>
      </DialogActions>
    </>
  );
};

export const SettingsButton = () => {
  const translate = useTranslate();
  const company = useAppState((s) => s.company);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" startIcon={<SettingsOutlined />} onClick={() => setOpen(true)} data-testid="attendance-settings">
        {translate('resources.attendance.settings.button')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="att-settings-title">
        <DialogTitle id="att-settings-title">
          {translate('resources.attendance.settings.title')}{company.id ? ` — ${company.name}` : ''}
        </DialogTitle>
        {company.id ? (
          <SettingsForm companyId={company.id} onClose={() => setOpen(false)} />
        ) : (
          <>
            <DialogContent><Alert severity="info">{translate('resources.attendance.settings.pickCompany')}</Alert></DialogContent>
            <DialogActions><Button onClick={() => setOpen(false)}>{translate('ra.action.close')}</Button></DialogActions>
          </>
        )}
      </Dialog>
    </>
  );
};
