import { useState } from 'react';
import {
  Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, TextField, Typography, useMediaQuery, type Theme,
} from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { TPermission } from '../../../shared/schemas/permission';
import { notifyUnlessToasted } from '../../components/mutationErrors';
import { decideMany, decidePermission, useLeaveRefresh, type TBulkResult, type TDecision } from './api';
import { formatPeriod } from './leaveFormat';
import { RequestBalance } from './RequestBalance';
import { WarningsPanel } from './WarningsPanel';

interface TProps {
  records: TPermission[];
  decision: TDecision;
  onClose: () => void;
  /** After a decision was sent (some may have failed). */
  onDone?: (result: TBulkResult) => void;
}

const Summary = ({ result, records }: { result: TBulkResult; records: TPermission[] }) => {
  const translate = useTranslate();
  const nameOf = (id: unknown) => {
    const record = records.find((r) => r.id === id);
    return record ? `${record.userName ?? ''} · ${formatPeriod(translate, record)}` : `#${String(id)}`;
  };
  return (
    <Box data-testid="decision-summary">
      <Alert severity={result.failed.length ? 'warning' : 'success'}>
        {translate('decision.summary', { ok: result.ok.length, failed: result.failed.length })}
      </Alert>
      {result.failed.length > 0 && (
        <Box component="ul" sx={{ mt: 1, mb: 0, pl: 2.5 }}>
          {result.failed.map(({ id, message }) => (
            <li key={String(id)}><Typography variant="body2"><b>{nameOf(id)}</b>: {message}</Typography></li>
          ))}
        </Box>
      )}
    </Box>
  );
};

/**
 * Approve or reject one request or several, with a note for the worker. One request shows what it
 * means for the worker's balance; approving first shows the warnings. One request: the answer's
 * toast (409 'Attenzione') as for any call; several: one call each, then a summary of what
 * succeeded and what did not.
 */
export const DecisionDialog = ({ records, decision, onClose, onDone }: TProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useLeaveRefresh();
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [note, setNote] = useState('');
  const [done, setDone] = useState<number | null>(null);
  const [result, setResult] = useState<TBulkResult | null>(null);
  const bulk = records.length > 1;
  const busy = done !== null && !result;
  const revoke = decision === 'revoke';
  // A withdrawal is explained to the worker: no note, no sending.
  const missingNote = revoke && !note.trim();

  const single = async () => {
    setDone(0);
    try {
      const answer = await decidePermission(records[0].id, decision, note);
      notify(answer.message, { type: 'success' });
      onDone?.({ ok: [records[0].id], failed: [] });
    } catch (error) {
      notifyUnlessToasted(notify)(error);
      onDone?.({ ok: [], failed: [{ id: records[0].id, message: (error as Error).message }] });
    }
    refresh();
    onClose();
  };

  const many = async () => {
    setDone(0);
    const outcome = await decideMany(records.map((r) => r.id), decision, note, setDone);
    setResult(outcome);
    refresh();
    onDone?.(outcome);
  };

  const title = bulk
    ? translate(decision === 'approve' ? 'decision.bulkApproveTitle' : 'decision.bulkRejectTitle', { smart_count: records.length })
    : translate(`decision.${decision}Title`);

  return (
    // Escape or a tap outside never throws away a note being written: Annulla still closes.
    <Dialog open onClose={busy || note.trim() ? undefined : onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} data-testid="decision-dialog">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        {!bulk && (
          <Typography color="text.secondary">
            {`${records[0].userName ?? ''} · ${translate(`resources.permission.types.${records[0].type}`)} ${formatPeriod(translate, records[0])}`}
          </Typography>
        )}
        {result ? (
          <Summary result={result} records={records} />
        ) : (
          <>
            {revoke && <Typography>{translate('decision.revokeIntro')}</Typography>}
            {!bulk && !revoke && <RequestBalance record={records[0]} />}
            {decision === 'approve' && <WarningsPanel records={records} />}
            <TextField
              label={translate('decision.note')}
              helperText={translate(revoke ? 'decision.revokeNoteHelp' : 'decision.noteHelp')}
              required={revoke}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              multiline
              minRows={2}
              fullWidth
              disabled={busy}
              slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'decision-note' } }}
            />
            {busy && bulk && (
              <Box>
                <LinearProgress variant="determinate" value={((done ?? 0) / records.length) * 100} />
                <Typography variant="caption">{translate('decision.progress', { done: done ?? 0, total: records.length })}</Typography>
              </Box>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {result ? (
          <Button variant="contained" onClick={onClose}>{translate('decision.close')}</Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={busy}>{translate('ra.action.cancel')}</Button>
            <Button
              variant="contained"
              color={decision === 'approve' ? 'success' : decision === 'revoke' ? 'warning' : 'error'}
              onClick={bulk ? many : single}
              disabled={busy || missingNote}
              data-testid="decision-confirm"
            >
              {translate(`decision.${decision}`)}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
};
