import { useState } from 'react';
import { Box, Button } from '@mui/material';
import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import ReplyOutlined from '@mui/icons-material/ReplyOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import { useNotify, useTranslate } from 'react-admin';
import type { TRequest, TRequestAction } from '../../../shared/schemas/request';
import { useSessionUser } from '../../state/useAppState';
import { ActionDialog } from './ActionDialog';
import { officeActions } from './actions';
import type { TActionAnswer } from './api';
import { ScheduleDialog } from './ScheduleDialog';

const ICONS: Record<TRequestAction, typeof ReplyOutlined> = {
  take: AssignmentIndOutlined,
  reply: ReplyOutlined,
  comment: LockOutlined,
  schedule: EventAvailableOutlined,
  reject: BlockOutlined,
  close: TaskAltOutlined,
  cancel: CancelOutlined,
};

/** What moves a request on is filled; the conversation and the endings are outlined. */
const PRIMARY: readonly TRequestAction[] = ['take', 'schedule'];

/**
 * The office's buttons for the actions the request's status allows (and the user's roles: only
 * the roster's roles schedule), each opening its dialog; `onChanged` reads the request again.
 */
export const RequestActions = ({ request, onChanged }: { request: TRequest; onChanged: (answer: TActionAnswer) => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const user = useSessionUser();
  const [open, setOpen] = useState<TRequestAction | null>(null);
  const actions = officeActions(request.status, user?.roles);
  if (actions.length === 0) return null;

  const done = (action: TRequestAction) => (answer: TActionAnswer) => {
    notify(answer.message || `officeRequests.done.${action}`, { type: 'success', messageArgs: { _: answer.message } });
    onChanged(answer);
    if (action !== 'schedule') setOpen(null);
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} data-testid="request-actions">
      {actions.map((action) => {
        const Icon = ICONS[action];
        const danger = action === 'reject' || action === 'cancel';
        return (
          <Button
            key={action}
            variant={PRIMARY.includes(action) ? 'contained' : 'outlined'}
            color={danger ? 'error' : 'primary'}
            startIcon={<Icon />}
            onClick={() => setOpen(action)}
            sx={{ minHeight: 44 }}
            data-testid={`request-action-${action}`}
          >
            {translate(`officeRequests.actions.${action}`)}
          </Button>
        );
      })}
      {open === 'schedule' && <ScheduleDialog request={request} onDone={done('schedule')} onClose={() => setOpen(null)} />}
      {open && open !== 'schedule' && <ActionDialog requestId={request.id} action={open} onDone={done(open)} onClose={() => setOpen(null)} />}
    </Box>
  );
};
