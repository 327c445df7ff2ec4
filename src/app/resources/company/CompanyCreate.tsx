import { Create, SimpleForm, useNotify, useRedirect } from 'react-admin';
import { notifyUnlessToasted } from '../../components/mutationErrors';
import { CompanyInputs } from './CompanyInputs';
import { companyCreateResolver } from './resolvers';

/** The 201 answer shows the 'OK' toast with the server's message; errors land on the fields. */
export const CompanyCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      redirect="show"
      mutationOptions={{
        onSuccess: (data) => redirect('show', 'company', data.id),
        onError: notifyUnlessToasted(notify),
      }}
    >
      <SimpleForm resolver={companyCreateResolver} mode="onBlur" reValidateMode="onChange" disableInvalidFormNotification noValidate>
        <CompanyInputs />
      </SimpleForm>
    </Create>
  );
};
