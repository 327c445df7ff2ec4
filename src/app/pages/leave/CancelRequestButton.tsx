import { useState } from 'react';
import { Button } from '@mui/material';
import UndoOutlined from '@mui/icons-material/UndoOutlined';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import type { TPermission } from '../../../shared/schemas/permission';
import { notifyUnlessToasted } from '../../components/mutationErrors';
import { cancelPermission, useLeaveRefresh } from '../../resources/permission/api';
import { formatPeriod } from '../../resources/permission/leaveFormat';

/** The author withdraws a PENDING request after a confirmation; a late one (already decided) is a 409 toast. */
export const CancelRequestButton = ({ record }: { record: TPermission }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useLeaveRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      const answer = await cancelPermission(record.id);
      notify(answer.message, { type: 'success' });
    } catch (error) {
      notifyUnlessToasted(notify)(error);
    } finally {
      setBusy(false);
      setOpen(false);
      refresh();
    }
  };

  return (
    <>
      <Button size="small" color="warning" startIcon={<UndoOutlined />} onClick={() => setOpen(true)} data-testid="cancel-request">
        {translate('leave.mine.cancel')}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title="leave.mine.cancelTitle"
        content="leave.mine.cancelBody"
        contentTranslateOptions={{ type: translate(`resources.permission.types.${record.type}`), period: formatPeriod(translate, record) }}
        confirm="leave.mine.cancelConfirm"
        cancel="leave.mine.keep"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
