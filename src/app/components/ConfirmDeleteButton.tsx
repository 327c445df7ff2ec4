import { useState } from 'react';
import { Button } from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { Confirm, useDelete, useNotify, useRecordContext, useGetRecordRepresentation, useRedirect, useResourceContext, useTranslate } from 'react-admin';
import { notifyUnlessToasted } from './mutationErrors';
import { RefusalDialog, refusalOf, type TRefusal } from './RefusalDialog';

/**
 * Delete after a confirmation; a refusal (409: 'Attenzione' toast) closes the dialog, keeps the
 * record and leaves the server's reason on screen until read.
 */
export const ConfirmDeleteButton = () => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const representation = useGetRecordRepresentation(resource)(record ?? { id: '' });
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<TRefusal | null>(null);
  const [remove, { isPending }] = useDelete();
  if (!record || !resource) return null;

  const confirm = () =>
    remove(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify('ra.notification.deleted', { type: 'info', messageArgs: { smart_count: 1 } });
          redirect('list', resource);
        },
        onError: (error) => {
          setOpen(false);
          setRefusal(refusalOf(error, translate('people.deleteRefused', { name: String(representation ?? '') })));
          notifyUnlessToasted(notify)(error);
        },
      },
    );

  return (
    <>
      <Button color="error" startIcon={<DeleteOutline />} onClick={() => setOpen(true)} data-testid="delete-button">
        {translate('ra.action.delete')}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="ra.message.delete_title"
        content="ra.message.delete_content"
        titleTranslateOptions={{ name: translate(`resources.${resource}.name`, { smart_count: 1 }), recordRepresentation: String(representation ?? '') }}
        contentTranslateOptions={{ name: translate(`resources.${resource}.name`, { smart_count: 1 }), recordRepresentation: String(representation ?? '') }}
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
      <RefusalDialog refusal={refusal} onClose={() => setRefusal(null)} />
    </>
  );
};
