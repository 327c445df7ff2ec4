import { useState } from 'react';
import { Create, SimpleForm, useNotify, useRedirect } from 'react-admin';
import { notifyUnlessToasted } from '../../components/mutationErrors';
import { fullName } from './fields';
import { userCreateResolver } from './resolvers';
import { TemporaryPasswordDialog } from './TemporaryPasswordDialog';
import { UserInputs } from './UserInputs';

type TCreated = { id: number; temporaryPassword?: string; firstName?: string | null; lastName?: string | null; fiscalCode?: string | null; username?: string | null; email?: string };

/** The server generates the one-time password; it is shown here once, then the user's page opens. */
export const UserCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const [created, setCreated] = useState<TCreated | null>(null);
  return (
    <>
      <Create
        redirect={false}
        mutationOptions={{
          onSuccess: (data: TCreated) => setCreated(data),
          onError: notifyUnlessToasted(notify),
        }}
      >
        <SimpleForm
          resolver={userCreateResolver}
          defaultValues={{ roles: ['ROLE_WORKER'], companyIds: [], qualification: null, citizenship: 'EU', armed: false }}
          mode="onBlur"
          reValidateMode="onChange"
          disableInvalidFormNotification
          noValidate
        >
          <UserInputs />
        </SimpleForm>
      </Create>
      <TemporaryPasswordDialog
        password={created?.temporaryPassword ?? null}
        name={created ? fullName(created) : ''}
        signIn={created?.fiscalCode ?? created?.username}
        onClose={() => created && redirect('show', 'user', created.id)}
      />
    </>
  );
};
