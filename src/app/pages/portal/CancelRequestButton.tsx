import { useState } from 'react';
import { Button } from '@mui/material';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import type { TRequest } from '../../../shared/schemas/request';
import { notifyUnlessToasted } from '../../components/mutationErrors';
import { cancelRequest, usePortalRefresh } from './api';

/** 'Annulla richiesta' after a confirmation; one the office took meanwhile is refused (409, its own toast). */
export const CancelRequestButton = ({ request }: { request: TRequest }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = usePortalRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      const answer = await cancelRequest(request.id);
      if (answer.status !== 201) notify(answer.message || 'portal.detail.cancelled', { type: 'success' });
    } catch (error) {
      notifyUnlessToasted(notify)(error);
    } finally {
      setBusy(false);
      setOpen(false);
      void refresh();
    }
  };

  return (
    <>
      <Button color="warning" variant="outlined" startIcon={<CancelOutlined />} onClick={() => setOpen(true)} sx={{ minHeight: 44 }} data-testid="cancel-request">
        {translate('portal.detail.cancel')}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title="portal.detail.cancelTitle"
        content="portal.detail.cancelBody"
        translateOptions={{ title: request.title }}
        contentTranslateOptions={{ title: request.title }}
        confirm="portal.detail.cancelConfirm"
        cancel="portal.detail.keep"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
