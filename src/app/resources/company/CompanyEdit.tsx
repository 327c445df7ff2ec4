import { Edit, SaveButton, ShowButton, SimpleForm, Toolbar, TopToolbar, useNotify } from 'react-admin';
import { Box } from '@mui/material';
import { canAccess } from '../../../shared/access';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { notifyUnlessToasted } from '../../components/mutationErrors';
import { useSessionUser } from '../../state/useAppState';
import { CompanyInputs } from './CompanyInputs';
import { companyEditResolver } from './resolvers';

const EditToolbar = () => {
  const user = useSessionUser();
  return (
    <Toolbar sx={{ display: 'flex', gap: 1 }}>
      <SaveButton />
      <Box sx={{ flex: 1 }} />
      {canAccess(user?.roles, { resource: 'company', action: 'delete' }) && <ConfirmDeleteButton />}
    </Toolbar>
  );
};

export const CompanyEdit = () => {
  const notify = useNotify();
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="show"
      mutationOptions={{ onError: notifyUnlessToasted(notify) }}
      actions={<TopToolbar><ShowButton /></TopToolbar>}
    >
      <SimpleForm resolver={companyEditResolver} mode="onBlur" reValidateMode="onChange" toolbar={<EditToolbar />} disableInvalidFormNotification>
        <CompanyInputs edit />
      </SimpleForm>
    </Edit>
  );
};
