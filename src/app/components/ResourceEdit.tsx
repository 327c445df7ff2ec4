import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { Edit, SaveButton, ShowButton, SimpleForm, Toolbar, TopToolbar, useNotify } from 'react-admin';
import type { FieldValues, Resolver } from 'react-hook-form';
import { canAccess } from '../../shared/access';
import { useSessionUser } from '../state/useAppState';
import { ConfirmDeleteButton } from './ConfirmDeleteButton';
import { missingProps } from './RecordMissing';
import { notifyUnlessToasted } from './mutationErrors';

/**
 * The edit screen every resource shares: saved only once the server agrees (so its field errors
 * land on the form), back to the record afterwards, delete offered to the roles that may.
 */
export const ResourceEdit = ({
  resource,
  resolver,
  deletable = true,
  children,
}: {
  resource: string;
  resolver: Resolver<FieldValues>;
  /** Users, say, are deactivated rather than deleted. */
  deletable?: boolean;
  children: ReactNode;
}) => {
  const notify = useNotify();
  const user = useSessionUser();
  const canDelete = deletable && canAccess(user?.roles, { resource, action: 'delete' });
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="show"
      mutationOptions={{ onError: notifyUnlessToasted(notify) }}
      actions={<TopToolbar><ShowButton /></TopToolbar>}
      {...missingProps}
    >
      <SimpleForm
        resolver={resolver}
        mode="onBlur"
        reValidateMode="onChange"
        disableInvalidFormNotification
        noValidate
        toolbar={
          <Toolbar sx={{ display: 'flex', gap: 1 }}>
            <SaveButton />
            <Box sx={{ flex: 1 }} />
            {canDelete && <ConfirmDeleteButton />}
          </Toolbar>
        }
      >
        {children}
      </SimpleForm>
    </Edit>
  );
};
