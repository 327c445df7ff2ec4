import { Create, SimpleForm, useNotify } from 'react-admin';
import { notifyUnlessToasted } from '../../components/mutationErrors';
import { vehicleResolver } from './resolvers';
import { VehicleInputs } from './VehicleInputs';

export const VehicleCreate = () => {
  const notify = useNotify();
  return (
    <Create redirect="show" mutationOptions={{ onError: notifyUnlessToasted(notify) }}>
      <SimpleForm resolver={vehicleResolver} mode="onBlur" reValidateMode="onChange" disableInvalidFormNotification>
        <VehicleInputs />
      </SimpleForm>
    </Create>
  );
};
