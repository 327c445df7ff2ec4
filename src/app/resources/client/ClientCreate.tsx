import { Create, SimpleForm, useNotify, useRedirect } from 'react-admin';
import { notifyUnlessToasted } from '../../components/mutationErrors';
import { ClientInputs } from './ClientInputs';
import { clientCreateResolver } from './resolvers';

export const ClientCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      mutationOptions={{
        // The server's 201 is the one toast ('Cliente creato'): no second, generic one.
        onSuccess: (created: { id: number }) => redirect('show', 'client', created.id),
        onError: notifyUnlessToasted(notify),
      }}
    >
      <SimpleForm resolver={clientCreateResolver} mode="onBlur" reValidateMode="onChange" disableInvalidFormNotification noValidate>
        <ClientInputs />
      </SimpleForm>
    </Create>
  );
};
