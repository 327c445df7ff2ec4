import { useState } from 'react';
import { Alert, IconButton, Skeleton, Tooltip, Typography } from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { Confirm, useDelete, useNotify, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { notifyUnlessToasted } from '../../../components/mutationErrors';

/** The words of one list's delete: the confirmation's title and body, and the notice once done. */
interface TDeleteWords {
  title: string;
  body: string;
  deleted: string;
}

/**
 * Deleting a row of a person's history after a confirmation. The deadline the row fed follows
 * the previous row on the server, so the tab's deadlines and qualification check are read again.
 * A refusal (409) already shows the server's reason in the 'Attenzione' toast.
 */
export const useRowDelete = <T extends { id: number }>(resource: string, words: TDeleteWords, dateOf: (row: T) => string) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [remove, { isPending }] = useDelete();
  const [target, setTarget] = useState<T | null>(null);
  const confirm = () =>
    target &&
    remove(resource, { id: target.id, previousData: target }, {
      mutationMode: 'pessimistic',
      onSuccess: () => {
        setTarget(null);
        notify(words.deleted, { type: 'info' });
        // The deadlines list and the qualification check both start with 'deadlines'.
        void queryClient.invalidateQueries({ queryKey: ['deadlines'] });
        void queryClient.invalidateQueries({ queryKey: [resource] });
      },
      onError: (error) => {
        setTarget(null);
        notifyUnlessToasted(notify)(error);
      },
    });
  const dialog = (
    <Confirm
      isOpen={!!target}
      loading={isPending}
      title={translate(words.title, { date: target ? dateOf(target) : '' })}
      content={words.body}
      confirmColor="warning"
      onConfirm={confirm}
      onClose={() => setTarget(null)}
    />
  );
  return { ask: setTarget, dialog };
};

/** A row's delete: an icon with a name that says which row, large enough for a finger. */
export const DeleteRowButton = ({ label, onClick, testId }: { label: string; onClick: () => void; testId: string }) => (
  <Tooltip title={label}>
    <IconButton aria-label={label} onClick={onClick} color="error" sx={{ width: 44, height: 44, justifySelf: 'end' }} data-testid={testId}>
      <DeleteOutline />
    </IconButton>
  </Tooltip>
);

/** Loading, failure and emptiness of a history list; null once there are rows to show. */
export const listState = ({ isPending, error, empty, words, testId }: { isPending: boolean; error: unknown; empty: boolean; words: { loadError: string; empty: string }; testId: string }, translate: (key: string) => string) => {
  if (isPending) return <Skeleton variant="rounded" height={72} />;
  if (error) return <Alert severity="error">{translate(words.loadError)}</Alert>;
  if (empty) return <Typography color="text.secondary" sx={{ py: 1 }} data-testid={`${testId}-empty`}>{translate(words.empty)}</Typography>;
  return null;
};
