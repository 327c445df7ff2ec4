import { useState } from 'react';
import { Button } from '@mui/material';
import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import { Confirm, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { rolesGrantableBy } from '../../../shared/roles';
import type { TUser } from '../../../shared/schemas/user';
import { notifyUnlessToasted } from '../../components/mutationErrors';
import { request } from '../../providers/httpClient';
import { useSessionUser } from '../../state/useAppState';
import { fullName } from './fields';
import { TemporaryPasswordDialog } from './TemporaryPasswordDialog';

/** Display only (the server decides): not oneself, and only users whose every role the caller could grant. */
export const useCanManage = (user: Pick<TUser, 'id' | 'roles'> | undefined) => {
  const me = useSessionUser();
  if (!me || !user) return false;
  const grantable = rolesGrantableBy(me.roles);
  return me.id !== user.id && user.roles.every((role) => grantable.includes(role));
};

/** Deactivation (sessions end at once) or reactivation, after a confirmation. */
export const ActivateButton = () => {
  const record = useRecordContext<TUser>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const canManage = useCanManage(record);
  if (!record || !canManage) return null;
  const deactivate = record.active;
  const run = async () => {
    setPending(true);
    try {
      const { json } = await request<{ message: string }>(`api/user/${record.id}/${deactivate ? 'deactivate' : 'activate'}`, { method: 'POST', body: {} });
      notify(json.message, { type: 'success' });
      refresh();
    } catch (error) {
      notifyUnlessToasted(notify)(error);
    } finally {
      setPending(false);
      setOpen(false);
    }
  };
  const key = deactivate ? 'deactivate' : 'activate';
  return (
    <>
      <Button color={deactivate ? 'warning' : 'success'} startIcon={deactivate ? <PersonOffOutlined /> : <HowToRegOutlined />} onClick={() => setOpen(true)} data-testid={`${key}-button`}>
        {translate(`resources.user.actions.${key}`)}
      </Button>
      <Confirm
        isOpen={open}
        loading={pending}
        title={`resources.user.actions.${key}Title`}
        content={`resources.user.actions.${key}Body`}
        titleTranslateOptions={{ name: fullName(record) }}
        contentTranslateOptions={{ name: fullName(record) }}
        confirmColor={deactivate ? 'warning' : 'primary'}
        onConfirm={run}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

/** A new one-time password: the old one stops working and the user must choose another at sign-in. */
export const ResetPasswordButton = () => {
  const record = useRecordContext<TUser>();
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [password, setPassword] = useState<string | null>(null);
  const canManage = useCanManage(record);
  if (!record || !canManage) return null;
  const run = async () => {
    setPending(true);
    try {
      const { json } = await request<{ temporaryPassword: string }>(`api/user/${record.id}/reset-password`, { method: 'POST', body: {} });
      setPassword(json.temporaryPassword);
    } catch (error) {
      notifyUnlessToasted(notify)(error);
    } finally {
      setPending(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button startIcon={<LockResetOutlined />} onClick={() => setOpen(true)} data-testid="reset-password-button">
        {translate('resources.user.actions.resetPassword')}
      </Button>
      <Confirm
        isOpen={open}
        loading={pending}
        title="resources.user.actions.resetTitle"
        content="resources.user.actions.resetBody"
        titleTranslateOptions={{ name: fullName(record) }}
        contentTranslateOptions={{ name: fullName(record) }}
        onConfirm={run}
        onClose={() => setOpen(false)}
      />
      <TemporaryPasswordDialog
        password={password}
        name={fullName(record)}
        signIn={record.fiscalCode ?? record.username}
        onClose={() => setPassword(null)}
      />
    </>
  );
};
