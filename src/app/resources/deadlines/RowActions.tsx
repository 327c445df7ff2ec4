import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import MoreVert from '@mui/icons-material/MoreVert';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import HourglassTopOutlined from '@mui/icons-material/HourglassTopOutlined';
import UndoOutlined from '@mui/icons-material/UndoOutlined';
import SnoozeOutlined from '@mui/icons-material/SnoozeOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { TDeadline } from '../../../shared/schemas/deadline';
import { notifyUnlessToasted } from '../../components/mutationErrors';
import { request } from '../../providers/httpClient';
import { patchDeadline, RenewalDialog, SnoozeDialog } from './dialogs';
import { isManual, renewalLabel, renewalPath, subjectPath } from './subjects';

type TOpenDialog = 'renewal' | 'snooze' | 'delete' | null;

/**
 * A row's actions in one menu: open the subject, upload the renewal (a vehicle's dates on its
 * page), the renewal filed with its receipt, snooze the reminders; for the office's own (manual)
 * deadlines also edit, mark as superseded and delete.
 */
export const RowActions = ({ deadline }: { deadline: TDeadline }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<TOpenDialog>(null);
  const [busy, setBusy] = useState(false);
  const kind = translate(`deadlines.kinds.${deadline.kind}`);
  const name = `${kind} · ${deadline.subjectName ?? `#${deadline.subjectId}`}`;
  const closed = deadline.status === 'DONE';
  const manual = isManual(deadline);

  const pick = (action: () => void) => () => {
    setAnchor(null);
    action();
  };

  const done = (message: string) => {
    setDialog(null);
    notify(message, { type: 'success' });
    refresh();
  };

  const patch = async (body: Parameters<typeof patchDeadline>[1]) => {
    const saved = await patchDeadline(deadline.id, body);
    if (saved.ok) done(translate('deadlinesOffice.actions.done'));
  };

  const remove = async () => {
    setBusy(true);
    try {
      await request(`api/deadlines/${deadline.id}`, { method: 'DELETE' });
      done(translate('deadlinesOffice.actions.deleted'));
    } catch (error) {
      setDialog(null);
      notifyUnlessToasted(notify)(error);
    } finally {
      setBusy(false);
    }
  };

  const items = [
    { key: 'open', icon: OpenInNewOutlined, label: 'openSubject', run: () => navigate(subjectPath(deadline.subjectType, deadline.subjectId)), show: true },
    {
      key: 'upload',
      icon: UploadFileOutlined,
      label: renewalLabel(deadline),
      run: () => navigate(renewalPath(deadline)),
      show: !manual && !closed,
    },
    { key: 'renewal', icon: HourglassTopOutlined, label: 'fileRenewal', run: () => setDialog('renewal'), show: !closed && deadline.status !== 'RENEWAL_FILED' },
    { key: 'withdraw', icon: UndoOutlined, label: 'withdrawRenewal', run: () => void patch({ renewalFiledAt: null, renewalDocumentId: null }), show: deadline.status === 'RENEWAL_FILED' },
    { key: 'snooze', icon: SnoozeOutlined, label: 'snooze', run: () => setDialog('snooze'), show: !closed },
    { key: 'edit', icon: EditOutlined, label: 'edit', run: () => navigate(`/deadlines/${deadline.id}`), show: manual },
    { key: 'markDone', icon: TaskAltOutlined, label: 'markDone', run: () => void patch({ done: true }), show: manual && !closed },
    { key: 'delete', icon: DeleteOutline, label: 'delete', run: () => setDialog('delete'), show: manual },
  ].filter((item) => item.show);

  return (
    <>
      <IconButton
        aria-label={translate('deadlinesOffice.actions.menu', { name })}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
        data-testid="deadline-actions"
        sx={{ width: 44, height: 44 }}
      >
        <MoreVert />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} onClick={(event) => event.stopPropagation()}>
        {items.map(({ key, icon: Icon, label, run }) => (
          <MenuItem key={key} onClick={pick(run)} data-action={key} sx={{ minHeight: 44 }}>
            <ListItemIcon><Icon fontSize="small" /></ListItemIcon>
            <ListItemText>{translate(`deadlinesOffice.actions.${label}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
      {dialog === 'renewal' && <RenewalDialog deadline={deadline} open onClose={() => setDialog(null)} onDone={done} />}
      {dialog === 'snooze' && <SnoozeDialog deadline={deadline} open onClose={() => setDialog(null)} onDone={done} />}
      <Dialog open={dialog === 'delete'} onClose={() => !busy && setDialog(null)} aria-labelledby={`delete-deadline-${deadline.id}`}>
        <DialogTitle id={`delete-deadline-${deadline.id}`}>{translate('deadlinesOffice.actions.deleteTitle', { title: deadline.title ?? kind })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('deadlinesOffice.actions.deleteBody')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(null)} disabled={busy}>{translate('ra.action.cancel')}</Button>
          <Button color="error" variant="contained" onClick={() => void remove()} disabled={busy} data-testid="deadline-delete-confirm">{translate('ra.action.delete')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
