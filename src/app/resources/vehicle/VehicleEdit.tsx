import { Box } from '@mui/material';
import { Edit, SaveButton, ShowButton, SimpleForm, Toolbar, TopToolbar, useNotify } from 'react-admin';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { missingProps } from '../../components/RecordMissing';
import { notifyUnlessToasted } from '../../components/mutationErrors';
import { vehicleResolver } from './resolvers';
import { VehicleInputs } from './VehicleInputs';

export const VehicleEdit = () => {
  const notify = useNotify();
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="show"
      mutationOptions={{ onError: notifyUnlessToasted(notify) }}
      actions={<TopToolbar><ShowButton /></TopToolbar>}
      {...missingProps}
    >
      <SimpleForm
        resolver={vehicleResolver}
        mode="onBlur"
        reValidateMode="onChange"
        toolbar={<Toolbar sx={{ display: 'flex' }}><SaveButton /><Box sx={{ flex: 1 }} /><ConfirmDeleteButton /></Toolbar>}
        disableInvalidFormNotification
      >
        <VehicleInputs />
      </SimpleForm>
    </Edit>
  );
};
