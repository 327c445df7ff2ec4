import { Edit, SaveButton, ShowButton, SimpleForm, Toolbar, TopToolbar, useNotify } from 'react-admin';
import { missingProps } from '../../components/RecordMissing';
import { notifyUnlessToasted } from '../../components/mutationErrors';
import { userEditResolver } from './resolvers';
import { UserInputs } from './UserInputs';

/** Users are deactivated from their page, never deleted from here. */
export const UserEdit = () => {
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
        resolver={userEditResolver}
        mode="onBlur"
        reValidateMode="onChange"
        toolbar={<Toolbar><SaveButton /></Toolbar>}
        disableInvalidFormNotification
      >
        <UserInputs />
      </SimpleForm>
    </Edit>
  );
};
