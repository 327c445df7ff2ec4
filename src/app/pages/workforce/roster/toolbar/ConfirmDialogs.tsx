import { useState, type ReactNode } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, LinearProgress } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../../../shared/dates';
import { copyWeek, countDrafts, publishShifts } from '../api';
import type { TRange } from '../state/range';
import { useNotifyFailure, useRefreshRoster } from '../state/useRoster';

/** A question, then one call; its answer's counts in the success toast and the grids read again. */
const Confirm = ({ id, title, submit, disabled, onConfirm, onClose, children }: { id: string; title: string; submit: string; disabled?: boolean; onConfirm: () => Promise<unknown>; onClose: () => void; children: ReactNode }) => {
  const translate = useTranslate();
  const failed = useNotifyFailure();
  const refresh = useRefreshRoster();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await onConfirm();
      await refresh();
      onClose();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={() => !busy && onClose()} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} fullWidth maxWidth="xs" data-testid={id}>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent id={`${id}-text`}>{children}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy} sx={{ minHeight: 44 }}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => void run()} disabled={busy || disabled} sx={{ minHeight: 44 }} data-testid={`${id}-submit`}>
          {submit}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** "Copia settimana": the week shown, with its people, onto the next one as drafts. */
export const CopyWeekDialog = ({ range, siteId, siteName, onClose }: { range: TRange; siteId?: number; siteName?: string; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <Confirm
      id="roster-copy-dialog"
      title={translate('roster.copy.title')}
      submit={translate('roster.copy.submit')}
      onClose={onClose}
      onConfirm={async () => notify('roster.copy.done', { type: 'success', messageArgs: await copyWeek({ from: range.from, siteId }) })}
    >
      <DialogContentText>{translate('roster.copy.confirm', { from: formatDate(range.from), to: formatDate(range.to) })}</DialogContentText>
      {siteName && <DialogContentText sx={{ mt: 1 }}>{translate('roster.copy.site', { site: siteName })}</DialogContentText>}
    </Confirm>
  );
};

/** "Pubblica": the drafts of the range (and site) counted first, so the office knows what the guards are about to be told. */
export const PublishDialog = ({ range, siteId, siteName, companyId, onClose }: { range: TRange; siteId?: number; siteName?: string; companyId: number; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const counts = useQuery({
    queryKey: ['workforce', 'drafts', range, siteId, companyId],
    queryFn: ({ signal }) => countDrafts({ ...range, siteId, companyId }, signal),
  });
  const dates = { from: formatDate(range.from), to: formatDate(range.to) };
  return (
    <Confirm
      id="roster-publish-dialog"
      title={translate('roster.publish.title')}
      submit={translate('roster.publish.submit')}
      disabled={counts.isPending || counts.data?.drafts === 0}
      onClose={onClose}
      onConfirm={async () => notify('roster.publish.done', { type: 'success', messageArgs: await publishShifts({ ...range, siteId }) })}
    >
      {counts.isPending && <LinearProgress aria-label={translate('roster.publish.counting')} />}
      {counts.error && <Alert severity="error">{(counts.error as Error).message}</Alert>}
      {counts.data && (
        <DialogContentText data-testid="roster-publish-counts" data-drafts={counts.data.drafts}>
          {counts.data.drafts === 0 ? translate('roster.publish.none') : translate('roster.publish.confirm', { ...dates, ...counts.data })}
        </DialogContentText>
      )}
      {siteName && <DialogContentText sx={{ mt: 1 }}>{translate('roster.publish.site', { site: siteName })}</DialogContentText>}
    </Confirm>
  );
};
