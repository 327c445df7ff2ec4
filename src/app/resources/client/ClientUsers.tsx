import { useState } from 'react';
import { Box, Button, Card, CardContent, Chip, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemButton, ListItemText, Typography, useMediaQuery, type Theme } from '@mui/material';
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { CreateBase, Form, Link, SaveButton, TextInput, useGetList, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { hasAnyRole } from '../../../shared/roles';
import type { TClient } from '../../../shared/schemas/client';
import { ZUserCreate, type TUser } from '../../../shared/schemas/user';
import { notifyUnlessToasted } from '../../components/mutationErrors';
import { useSessionUser } from '../../state/useAppState';
import { fullName } from '../user/name';
import { TemporaryPasswordDialog } from '../user/TemporaryPasswordDialog';

const resolver = zodResolver(ZUserCreate) as unknown as Resolver<FieldValues>;

type TCreated = TUser & { temporaryPassword: string };

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
        <Form resolver={resolver} mode="onBlur" reValidateMode="onChange">
          <DialogTitle id="client-user-title">{translate('resources.client.users.add')}</DialogTitle>
          <DialogContent dividers>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{translate('resources.client.users.intro', { name: client.name })}</Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
              <TextInput source="lastName" resource="user" fullWidth />
              <TextInput source="firstName" resource="user" fullWidth />
              <TextInput source="username" resource="user" fullWidth helperText="resources.user.usernameHelp" parse={(v: string) => (v ?? '').toLowerCase()} autoComplete="off" />
              <TextInput source="email" resource="user" type="email" fullWidth autoComplete="off" />
              <TextInput source="phone" resource="user" type="tel" fullWidth />
            </Box>
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

/** The client's users (sign-in at /login-client), for the back office; created here with a one-time password. */
export const ClientUsers = () => {
  const client = useRecordContext<TClient>();
  const translate = useTranslate();
  const user = useSessionUser();
  const backOffice = hasAnyRole(user?.roles, ['ROLE_ADMIN', 'ROLE_MODERATOR']);
  const [adding, setAdding] = useState(false);
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
          <Button variant="outlined" size="small" startIcon={<PersonAddAltOutlined />} onClick={() => setAdding(true)}>
            {translate('resources.client.users.add')}
          </Button>
        </Box>
        {!isPending && data.length === 0 && <Typography color="text.secondary" sx={{ py: 1 }}>{translate('resources.client.users.empty')}</Typography>}
        <List dense disablePadding>
          {data.map((u) => (
            <ListItem key={u.id} disablePadding>
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
      <TemporaryPasswordDialog password={created?.temporaryPassword ?? null} name={created ? fullName(created) : ''} signIn={created?.username} onClose={() => setCreated(null)} />
    </Card>
  );
};
