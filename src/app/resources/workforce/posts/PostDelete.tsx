import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { Confirm, useDelete, useNotify, useRecordContext, useRedirect, useTranslate, useUpdate } from 'react-admin';
import type { TPost } from '../../../../shared/schemas/workforce';
import { notifyUnlessToasted } from '../../../components/mutationErrors';
import { POSTS } from './scope';

/** The form's toolbar is grey (#e0e0e0): MUI's reds give 4.25:1 on it at most, this one 5:1. */
const DELETE_RED = '#b71c1c';

/**
 * Delete after a confirmation. A post with published shifts is part of the roster's history: the
 * server refuses (409, with its reason) and the office is offered to deactivate it instead.
 */
export const PostDeleteButton = () => {
  const post = useRecordContext<TPost>();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [remove, { isPending: removing }] = useDelete();
  const [update, { isPending: updating }] = useUpdate();
  if (!post) return null;

  const done = (message: string) => {
    notify(message, { type: 'info' });
    redirect('list', POSTS);
  };

  const confirm = () =>
    remove(
      POSTS,
      { id: post.id, previousData: post },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setConfirming(false);
          done('posts.delete.deleted');
        },
        onError: (error) => {
          setConfirming(false);
          if ((error as { status?: number }).status === 409) setRefusal((error as Error).message || translate('posts.delete.refusedTitle'));
          notifyUnlessToasted(notify)(error);
        },
      },
    );

  const deactivate = () =>
    update(
      POSTS,
      { id: post.id, data: { active: false }, previousData: post },
      { mutationMode: 'pessimistic', onSuccess: () => done('posts.delete.deactivated'), onError: notifyUnlessToasted(notify) },
    );

  return (
    <>
      <Button color="error" startIcon={<DeleteOutline />} onClick={() => setConfirming(true)} data-testid="post-delete" sx={{ color: DELETE_RED }}>
        {translate('posts.delete.button')}
      </Button>
      <Confirm
        isOpen={confirming}
        loading={removing}
        title={translate('posts.delete.title', { name: post.name })}
        content="posts.delete.content"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
      <Dialog open={refusal !== null} onClose={() => setRefusal(null)} aria-labelledby="post-refusal-title">
        <DialogTitle id="post-refusal-title">{translate('posts.delete.refusedTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{refusal}</DialogContentText>
          <DialogContentText sx={{ mt: 1 }}>{translate('posts.delete.refusedHint')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRefusal(null)}>{translate('ra.action.cancel')}</Button>
          {post.active && (
            <Button variant="contained" onClick={deactivate} disabled={updating} data-testid="post-deactivate">
              {translate('posts.delete.deactivate')}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
};
