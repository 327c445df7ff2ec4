import { Create, SimpleForm, useNotify } from 'react-admin';
import { notifyUnlessToasted } from '../../components/mutationErrors';
import { ClientInputs } from './ClientInputs';
import { clientCreateResolver } from './resolvers';

export const ClientCreate = () => {
  const notify = useNotify();
  return (
    <Create redirect="show" mutationOptions={{ onError: notifyUnlessToasted(notify) }}>
      <SimpleForm resolver={clientCreateResolver} mode="onBlur" reValidateMode="onChange" disableInvalidFormNotification>
        <ClientInputs />
      </SimpleForm>
    </Create>
  );
};
