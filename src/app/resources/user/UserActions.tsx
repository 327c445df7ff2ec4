import { Fragment, useState, type ReactElement, type ReactNode } from 'react';
import { Button, IconButton, Menu, MenuItem, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import { Confirm, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { mayManageUser } from '../../../shared/roles';
import type { TUser } from '../../../shared/schemas/user';
import { notifyUnlessToasted } from '../../components/mutationErrors';
import { request } from '../../providers/httpClient';
import { useSessionUser } from '../../state/useAppState';
import { fullName } from './fields';
import { TemporaryPasswordDialog } from './TemporaryPasswordDialog';

/** Display only (the server decides): not oneself, and only users the caller may manage (shared/roles.ts). */
export const useCanManage = (user: Pick<TUser, 'id' | 'roles' | 'companyIds'> | undefined) => {
  const me = useSessionUser();
  if (!me || !user) return false;
  return me.id !== user.id && mayManageUser(me, user) === 'yes';
};

/** One action of the user page: how it is offered (button or menu item) and the dialogs it opens. */
interface TUserAction {
  key: string;
  label: string;
  icon: ReactElement;
  color?: 'warning' | 'success';
  testId: string;
  open: () => void;
  dialogs: ReactNode;
}

/** Deactivation (sessions end at once) or reactivation, after a confirmation. */
const useActivation = (record: TUser | undefined): TUserAction | null => {
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
  return {
    key,
    label: translate(`resources.user.actions.${key}`),
    icon: deactivate ? <PersonOffOutlined /> : <HowToRegOutlined />,
    color: deactivate ? 'warning' : 'success',
    testId: `${key}-button`,
    open: () => setOpen(true),
    dialogs: (
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
    ),
  };
};

/** A new one-time password: the old one stops working and the user must choose another at sign-in. */
const useResetPassword = (record: TUser | undefined): TUserAction | null => {
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
  return {
    key: 'resetPassword',
    label: translate('resources.user.actions.resetPassword'),
    icon: <LockResetOutlined />,
    testId: 'reset-password-button',
    open: () => setOpen(true),
    dialogs: (
      <>
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
    ),
  };
};

/**
 * Reset password and (de)activation beside Edit: buttons from 600 px up; on a phone, where the
 * three labels do not fit one row, a menu. The dialogs live outside the menu, which closes first.
 */
export const UserActions = () => {
  const record = useRecordContext<TUser>();
  const translate = useTranslate();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const actions = [useResetPassword(record), useActivation(record)].filter((action) => action !== null);
  if (!actions.length) return null;
  const more = translate('resources.user.actions.more');
  return (
    <>
      {phone ? (
        <>
          <Tooltip title={more}>
            <IconButton color="primary" size="large" aria-label={more} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)} data-testid="user-actions-more">
              <MoreVert />
            </IconButton>
          </Tooltip>
          <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
            {actions.map((action) => (
              <MenuItem
                key={action.key}
                onClick={() => {
                  setAnchor(null);
                  action.open();
                }}
                sx={{ color: action.color ? `${action.color}.main` : undefined, minHeight: 48, gap: 1.5 }}
                data-testid={action.testId}
              >
                {action.icon}
                {action.label}
              </MenuItem>
            ))}
          </Menu>
        </>
      ) : (
        actions.map((action) => (
          <Button key={action.key} size="small" color={action.color} startIcon={action.icon} onClick={action.open} data-testid={action.testId}>
            {action.label}
          </Button>
        ))
      )}
      {actions.map((action) => <Fragment key={action.key}>{action.dialogs}</Fragment>)}
    </>
  );
};
