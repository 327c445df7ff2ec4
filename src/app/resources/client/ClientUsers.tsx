import { useState } from 'react';
import { Box, Button, Card, CardContent, Chip, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, List, ListItem, ListItemButton, ListItemText, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material';
import ForwardToInboxOutlined from '@mui/icons-material/ForwardToInboxOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { CreateBase, Form, HttpError, Link, SaveButton, SelectInput, TextInput, useGetList, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { hasAnyRole } from '../../../shared/roles';
import type { TClient } from '../../../shared/schemas/client';
import { ZUserCreate, type TUser } from '../../../shared/schemas/user';
import { notifyUnlessToasted } from '../../components/mutationErrors';
import { LANGUAGE_OPTIONS } from '../../i18n/messages';
import { request } from '../../providers/httpClient';
import { showToast } from '../../providers/toast';
import { useSessionUser } from '../../state/useAppState';
import { fullName } from '../user/name';
import { TemporaryPasswordDialog } from '../user/TemporaryPasswordDialog';
import { requiredKeys } from '../../components/requiredFields';

const resolver = zodResolver(ZUserCreate) as unknown as Resolver<FieldValues>;
/** What the schema requires, and the username every client user signs in with (userRuleIssues). */
const REQUIRED = new Set([...requiredKeys(ZUserCreate), 'username']);

type TCreated = TUser & { temporaryPassword: string };

/** The fields of a client user, the same for a creation with a temporary password and for an invitation. */
const ClientUserFields = ({ intro, children }: { intro: string; children?: React.ReactNode }) => (
  <>
    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{intro}</Typography>
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
      <TextInput source="lastName" resource="user" required={REQUIRED.has('lastName')} fullWidth />
      <TextInput source="firstName" resource="user" required={REQUIRED.has('firstName')} fullWidth />
      <TextInput source="username" resource="user" required={REQUIRED.has('username')} fullWidth helperText="resources.user.usernameHelp" parse={(v: string) => (v ?? '').toLowerCase()} autoComplete="off" />
      <TextInput source="email" resource="user" required={REQUIRED.has('email')} type="email" fullWidth autoComplete="off" />
      <TextInput source="phone" resource="user" required={REQUIRED.has('phone')} type="tel" fullWidth />
      {children}
    </Box>
  </>
);

/** The e-mail and the account speak the client user's language. */
const LANGUAGE_CHOICES = LANGUAGE_OPTIONS.map(({ code, name }) => ({ id: code, name }));

const NewClientUserDialog = ({ client, onClose, onCreated }: { client: TClient; onClose: () => void; onCreated: (user: TCreated) => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby="client-user-title">
      <CreateBase
        resource="user"
        record={{ roles: ['ROLE_CLIENT'], clientId: client.id, companyIds: [] }}
        redirect={false}
        mutationOptions={{ onSuccess: (user: TCreated) => onCreated(user), onError: notifyUnlessToasted(notify) }}
      >
        <Form resolver={resolver} mode="onBlur" reValidateMode="onChange" noValidate>
          <DialogTitle id="client-user-title">{translate('resources.client.users.add')}</DialogTitle>
          <DialogContent dividers>
            <ClientUserFields intro={translate('resources.client.users.intro', { name: client.name })} />
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 1.5 }}>
            <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
            <SaveButton alwaysEnable label="resources.client.users.create" />
          </DialogActions>
        </Form>
      </CreateBase>
    </Dialog>
  );
};

/** The answer of an invitation (api/invitation, api/invitation/user/{id}): whether the e-mail left. */
type TInvited = { message: string; emailSent: boolean };

/** Tells how an invitation went: a warning when the e-mail could not be sent (the office sends it again later). */
const toastInvited = ({ message, emailSent }: TInvited) =>
  showToast({ severity: emailSent ? 'success' : 'warning', title: emailSent ? 'toast.ok' : 'toast.warning', message });

/** The server's field errors, for the form; anything else is toasted by the HTTP client. */
const fieldErrorsOf = (error: unknown) => (error instanceof HttpError ? (error.body as { errors?: Record<string, string> } | undefined)?.errors : undefined);

/** POST api/invitation: the client user without a password, who chooses one from the e-mailed link. */
const InviteClientUserDialog = ({ client, onClose, onInvited }: { client: TClient; onClose: () => void; onInvited: () => void }) => {
  const translate = useTranslate();
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const invite = async (values: FieldValues) => {
    try {
      const { json } = await request<TInvited>('api/invitation', { method: 'POST', body: values, toast: 'silent' });
      toastInvited(json);
      onInvited();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) return fields;
      showToast({ severity: 'error', title: 'toast.error', message: error instanceof Error ? error.message : translate('ra.notification.http_error') });
    }
  };
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby="client-invite-title">
      <Form record={{ roles: ['ROLE_CLIENT'], clientId: client.id, companyIds: [], language: 'it' }} resolver={resolver} mode="onBlur" reValidateMode="onChange" onSubmit={invite} noValidate>
        <DialogTitle id="client-invite-title">{translate('invite.office.title')}</DialogTitle>
        <DialogContent dividers>
          <ClientUserFields intro={translate('invite.office.intro', { name: client.name })}>
            <SelectInput source="language" label="invite.office.language" choices={LANGUAGE_CHOICES} translateChoice={false} fullWidth />
          </ClientUserFields>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5 }}>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SaveButton alwaysEnable label="invite.office.send" icon={<MailOutlined />} />
        </DialogActions>
      </Form>
    </Dialog>
  );
};

/** POST api/invitation/user/{id}: a new link; the previous one stops working. */
const InviteAgainButton = ({ user }: { user: TUser }) => {
  const translate = useTranslate();
  const [pending, setPending] = useState(false);
  const label = translate('invite.office.again', { name: fullName(user) });
  const send = async () => {
    setPending(true);
    try {
      toastInvited((await request<TInvited>(`api/invitation/user/${user.id}`, { method: 'POST', toast: 'silent' })).json);
    } catch (error) {
      showToast({ severity: 'error', title: 'toast.error', message: error instanceof Error ? error.message : translate('ra.notification.http_error') });
    } finally {
      setPending(false);
    }
  };
  return (
    <Tooltip title={label}>
      <span>
        <IconButton edge="end" aria-label={label} onClick={send} disabled={pending}>
          <ForwardToInboxOutlined />
        </IconButton>
      </span>
    </Tooltip>
  );
};

/**
 * The client's users (sign-in at /login-client), for the back office: invited by e-mail (they choose
 * their password from a single-use link) or created with a one-time password to hand over.
 */
export const ClientUsers = () => {
  const client = useRecordContext<TClient>();
  const translate = useTranslate();
  const user = useSessionUser();
  const backOffice = hasAnyRole(user?.roles, ['ROLE_ADMIN', 'ROLE_MODERATOR']);
  const [adding, setAdding] = useState(false);
  const [inviting, setInviting] = useState(false);
  const [created, setCreated] = useState<TCreated | null>(null);
  const { data = [], isPending, refetch } = useGetList<TUser>(
    'user',
    { filter: { clientId: client?.id, companyId: client?.companyId }, pagination: { page: 1, perPage: 100 }, sort: { field: 'lastName', order: 'ASC' } },
    { enabled: !!client && backOffice },
  );
  if (!client || !backOffice) return null;

  return (
    <Card variant="outlined" sx={{ borderRadius: 2 }} data-testid="client-users">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
          <Typography variant="subtitle2" color="primary" sx={{ textTransform: 'uppercase', letterSpacing: '0.06em', flex: 1 }}>
            {translate('resources.client.users.title')}
          </Typography>
          <Button variant="contained" size="small" startIcon={<MailOutlined />} onClick={() => setInviting(true)}>
            {translate('invite.office.invite')}
          </Button>
          <Button variant="outlined" size="small" startIcon={<PersonAddAltOutlined />} onClick={() => setAdding(true)}>
            {translate('resources.client.users.add')}
          </Button>
        </Box>
        {!isPending && data.length === 0 && <Typography color="text.secondary" sx={{ py: 1 }}>{translate('resources.client.users.empty')}</Typography>}
        <List dense disablePadding>
          {data.map((u) => (
            <ListItem key={u.id} disablePadding secondaryAction={u.active ? <InviteAgainButton user={u} /> : undefined}>
              <ListItemButton component={Link} to={`/user/${u.id}/show`} sx={{ borderRadius: 1 }}>
                <ListItemText primary={fullName(u)} secondary={[u.username, u.email].filter(Boolean).join(' · ')} />
                {!u.active && <Chip size="small" label={translate('resources.user.active.false')} />}
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </CardContent>
      {adding && (
        <NewClientUserDialog
          client={client}
          onClose={() => setAdding(false)}
          onCreated={(u) => {
            setAdding(false);
            setCreated(u);
            void refetch();
          }}
        />
      )}
      {inviting && (
        <InviteClientUserDialog
          client={client}
          onClose={() => setInviting(false)}
          onInvited={() => {
            setInviting(false);
            void refetch();
          }}
        />
      )}
      <TemporaryPasswordDialog password={created?.temporaryPassword ?? null} name={created ? fullName(created) : ''} signIn={created?.username} onClose={() => setCreated(null)} />
    </Card>
  );
};
