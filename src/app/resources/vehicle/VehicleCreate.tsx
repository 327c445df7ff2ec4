import { Create, SimpleForm, useNotify, useRedirect } from 'react-admin';
import { notifyUnlessToasted } from '../../components/mutationErrors';
import { vehicleResolver } from './resolvers';
import { VehicleInputs } from './VehicleInputs';

export const VehicleCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      mutationOptions={{
        // The server's 201 is the one toast ('Veicolo creato'): no second, generic one.
        onSuccess: (created: { id: number }) => redirect('show', 'vehicle', created.id),
        onError: notifyUnlessToasted(notify),
      }}
    >
      <SimpleForm resolver={vehicleResolver} mode="onBlur" reValidateMode="onChange" disableInvalidFormNotification noValidate>
        <VehicleInputs />
      </SimpleForm>
    </Create>
  );
};
