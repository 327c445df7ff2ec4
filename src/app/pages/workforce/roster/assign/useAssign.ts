import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { TRosterShift } from '../../../../../shared/schemas/workforce-roster';
import { assignShift, errorBody, type TRefusal } from '../api';
import { useNotifyFailure, useRefreshRoster } from '../state/useRoster';

/**
 * Assigns a shift (or clears it) and keeps what the server refused, with the person it was for, so
 * the dialog can show the reasons and send again with an override reason when that is allowed.
 */
export const useAssign = (shift: TRosterShift, onDone: () => void) => {
  const translate = useTranslate();
  const notify = useNotify();
  const failed = useNotifyFailure();
  const refresh = useRefreshRoster();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ refusal: TRefusal; userId: number | null } | null>(null);
  const [reasonError, setReasonError] = useState<string | undefined>();

  const submit = async (userId: number | null, overrideReason?: string) => {
    setBusy(true);
    setReasonError(undefined);
    try {
      const outcome = await assignShift(shift.id, userId, overrideReason);
      if (!outcome.ok) {
        setRefusal({ refusal: outcome.refusal, userId });
        return;
      }
      const { warnings, message } = outcome.answer;
      setRefusal(null);
      if (warnings.length) notify('roster.assign.doneWarnings', { type: 'warning', messageArgs: { warnings: warnings.map((w) => w.message).join('; ') } });
      else notify(userId === null ? translate('roster.assign.removed') : message || translate('roster.assign.done'), { type: 'success' });
      await refresh();
      onDone();
    } catch (error) {
      const fields = errorBody(error)?.errors;
      // Asked with no reason, a published shift's change wants one: the same form as an override's.
      if (fields?.overrideReason && overrideReason === undefined) setRefusal({ refusal: { code: 'REASON_REQUIRED', message: fields.overrideReason, reasons: [] }, userId });
      else if (fields?.overrideReason) setReasonError(fields.overrideReason);
      else failed(error);
    } finally {
      setBusy(false);
    }
  };

  return { busy, refusal, reasonError, submit, clear: () => setRefusal(null) };
};
