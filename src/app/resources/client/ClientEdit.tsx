import { Box } from '@mui/material';
import { Edit, SaveButton, ShowButton, SimpleForm, Toolbar, TopToolbar, useNotify } from 'react-admin';
import { canAccess } from '../../../shared/access';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { missingProps } from '../../components/RecordMissing';
import { notifyUnlessToasted } from '../../components/mutationErrors';
import { useSessionUser } from '../../state/useAppState';
import { ClientInputs } from './ClientInputs';
import { clientEditResolver } from './resolvers';

const EditToolbar = () => {
  const user = useSessionUser();
  return (
    <Toolbar sx={{ display: 'flex', gap: 1 }}>
      <SaveButton />
      <Box sx={{ flex: 1 }} />
      {canAccess(user?.roles, { resource: 'client', action: 'delete' }) && <ConfirmDeleteButton />}
    </Toolbar>
  );
};

export const ClientEdit = () => {
  const notify = useNotify();
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="show"
      mutationOptions={{ onError: notifyUnlessToasted(notify) }}
      actions={<TopToolbar><ShowButton /></TopToolbar>}
      {...missingProps}
    >
      <SimpleForm resolver={clientEditResolver} mode="onBlur" reValidateMode="onChange" toolbar={<EditToolbar />} disableInvalidFormNotification>
        <ClientInputs edit />
      </SimpleForm>
    </Edit>
  );
};
