import { useState } from 'react';
import { Alert, AlertTitle, Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, TextField, type ChipProps } from '@mui/material';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import { useNotify, useTranslate } from 'react-admin';
import type { TStatement, TStatementStatus } from '../../../shared/schemas/request-statement';
import { notifyUnlessToasted } from '../../components/mutationErrors';
import { formatDateTime } from '../attendance/format';
import { answerStatement, usePortalRefresh } from './api';

const COLORS: Record<TStatementStatus, ChipProps['color']> = { PENDING: 'default', ACCEPTED: 'success', CONTESTED: 'error' };

export const StatementStatusChip = ({ status }: { status: TStatementStatus }) => {
  const translate = useTranslate();
  return <Chip variant="outlined" color={COLORS[status]} label={translate(`portal.statement.status.${status}`)} data-testid="statement-status" data-status={status} sx={{ fontWeight: 600 }} />;
};

type TAction = 'accept' | 'contest';

/** Accept (a note if the client wishes) or contest (a note is required) in one dialog. */
const AnswerDialog = ({ statement, action, onClose }: { statement: TStatement; action: TAction; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = usePortalRefresh();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const contest = action === 'contest';

  const send = async () => {
    if (contest && !note.trim()) {
      setError(translate('portal.statement.noteRequired'));
      return;
    }
    setBusy(true);
    try {
      const answer = await answerStatement(statement.siteId, statement.month, action, note);
      if (answer.status !== 201) notify(answer.message || `portal.statement.${action}ed`, { type: 'success' });
      await refresh();
      onClose();
    } catch (failure) {
      const fields = (failure as { body?: { errors?: Record<string, string> } }).body?.errors;
      if (fields?.note) setError(fields.note);
      notifyUnlessToasted(notify)(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="statement-answer-title">
      <DialogTitle id="statement-answer-title">{translate(`portal.statement.${action}Title`)}</DialogTitle>
      <DialogContent>
        <TextField
          label={translate(contest ? 'portal.statement.contestNote' : 'portal.statement.acceptNote')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          required={contest}
          multiline
          minRows={3}
          fullWidth
          error={!!error}
          helperText={error ?? (contest ? translate('portal.statement.contestHelp') : ' ')}
          sx={{ mt: 1 }}
          slotProps={{ htmlInput: { maxLength: 2000, 'data-testid': 'statement-note' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" color={contest ? 'error' : 'success'} onClick={send} disabled={busy} data-testid="statement-answer-confirm">
          {translate(`portal.statement.${action}`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/**
 * The client's answer to a closed month: accept or contest; once given, what was answered, by
 * whom and when. A month still running cannot be answered yet.
 */
export const StatementAnswer = ({ statement }: { statement: TStatement }) => {
  const translate = useTranslate();
  const [action, setAction] = useState<TAction | null>(null);
  if (statement.status !== 'PENDING') {
    return (
      <Alert severity={statement.status === 'ACCEPTED' ? 'success' : 'warning'} data-testid="statement-answered">
        <AlertTitle>{translate(`portal.statement.answered.${statement.status}`)}</AlertTitle>
        {[statement.answeredBy, statement.answeredAt && formatDateTime(statement.answeredAt)].filter(Boolean).join(' · ')}
        {statement.note && <Box sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="statement-answer-note">{statement.note}</Box>}
      </Alert>
    );
  }
  if (!statement.closed) return <Alert severity="info" data-testid="statement-open">{translate('portal.statement.notClosed')}</Alert>;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} data-testid="statement-actions">
      <Button variant="contained" color="success" startIcon={<CheckCircleOutline />} onClick={() => setAction('accept')} sx={{ minHeight: 44, flex: { xs: 1, sm: 'none' } }} data-testid="statement-accept">
        {translate('portal.statement.accept')}
      </Button>
      <Button variant="outlined" color="error" startIcon={<ReportProblemOutlined />} onClick={() => setAction('contest')} sx={{ minHeight: 44, flex: { xs: 1, sm: 'none' } }} data-testid="statement-contest">
        {translate('portal.statement.contest')}
      </Button>
      {action && <AnswerDialog statement={statement} action={action} onClose={() => setAction(null)} />}
    </Box>
  );
};
