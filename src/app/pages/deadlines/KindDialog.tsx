import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import { DEADLINE_BLOCKS, REMIND_TO, type TDeadlineKindView } from '../../../shared/schemas/deadline';
import { request } from '../../providers/httpClient';

type TErrors = Record<string, string>;

/** A whole number typed in a field, or null when it is empty (a kind without validity). */
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** Edits one kind of the company's catalogue: PUT api/deadlines/kinds/{code}, the server's field errors shown beside their fields. */
export const KindDialog = ({ kind, companyId, onClose, onSaved }: { kind: TDeadlineKindView; companyId: number; onClose: () => void; onSaved: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const name = translate(`deadlines.kinds.${kind.code}`);
  const [validity, setValidity] = useState(kind.validityMonths == null ? '' : String(kind.validityMonths));
  const [leadDays, setLeadDays] = useState(String(kind.leadDays));
  const [remindTo, setRemindTo] = useState(kind.remindTo);
  const [blocks, setBlocks] = useState(kind.blocks);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<TErrors>({});

  const save = async () => {
    setBusy(true);
    setErrors({});
    try {
      await request(`api/deadlines/kinds/${kind.code}`, {
        method: 'PUT',
        body: { companyId, validityMonths: numberOrNull(validity), leadDays: Number(leadDays), remindTo, blocks },
        toast: 'silent',
      });
      notify('deadlinesOffice.kindsPage.saved', { type: 'success', messageArgs: { kind: name } });
      onSaved();
    } catch (error) {
      const body = error instanceof HttpError ? (error.body as { errors?: TErrors; message?: string } | undefined) : undefined;
      setErrors(body?.errors ?? {});
      if (!body?.errors) notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={() => !busy && onClose()} aria-labelledby="kind-dialog-title" fullWidth maxWidth="xs" data-testid="kind-dialog">
      <DialogTitle id="kind-dialog-title">{translate('deadlinesOffice.kindsPage.edit', { kind: name })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField
          type="number"
          label={translate('deadlinesOffice.kindsPage.validityMonths')}
          value={validity}
          onChange={(event) => setValidity(event.target.value)}
          error={!!errors.validityMonths}
          helperText={errors.validityMonths}
          slotProps={{ htmlInput: { min: 1, max: 240, 'data-testid': 'kind-validity' } }}
          disabled={busy}
        />
        <TextField
          type="number"
          label={translate('deadlinesOffice.kindsPage.leadDays')}
          value={leadDays}
          onChange={(event) => setLeadDays(event.target.value)}
          error={!!errors.leadDays}
          helperText={errors.leadDays}
          slotProps={{ htmlInput: { min: 0, max: 365, 'data-testid': 'kind-lead-days' } }}
          disabled={busy}
          required
        />
        <TextField select label={translate('deadlinesOffice.kindsPage.remindTo')} value={remindTo} onChange={(event) => setRemindTo(event.target.value as typeof remindTo)} error={!!errors.remindTo} helperText={errors.remindTo} disabled={busy}>
          {REMIND_TO.map((value) => (
            <MenuItem key={value} value={value}>{translate(`deadlinesOffice.remindTo.${value}`)}</MenuItem>
          ))}
        </TextField>
        <TextField select label={translate('deadlinesOffice.kindsPage.blocks')} value={blocks} onChange={(event) => setBlocks(event.target.value as typeof blocks)} error={!!errors.blocks} helperText={errors.blocks} disabled={busy}>
          {DEADLINE_BLOCKS.map((value) => (
            <MenuItem key={value} value={value}>{translate(`deadlinesOffice.blocks.${value}`)}</MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy} sx={{ minHeight: 44 }}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy || leadDays === ''} sx={{ minHeight: 44 }} data-testid="kind-save">
          {translate('deadlinesOffice.kindsPage.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
