import { Box } from '@mui/material';
import { Create, Edit, SaveButton, SimpleForm, Toolbar, useNotify, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import type { TPost } from '../../../../shared/schemas/workforce';
import { notifyUnlessToasted } from '../../../components/mutationErrors';
import { missingProps } from '../../../components/RecordMissing';
import { PostDeleteButton } from './PostDelete';
import { PostInputs } from './PostInputs';
import { postResolver } from './resolver';
import { POSTS, PostsScope } from './scope';

const formProps = { resolver: postResolver, mode: 'onBlur', reValidateMode: 'onChange', disableInvalidFormNotification: true, noValidate: true } as const;

/** Whether a save changed what guards acknowledge: the written orders or their documents. */
export const ordersChanged = (before: Partial<TPost> | undefined, after: Partial<TPost>) =>
  (before?.orders ?? null) !== (after.orders ?? null) ||
  JSON.stringify([...(before?.orderDocumentIds ?? [])].sort()) !== JSON.stringify([...(after.orderDocumentIds ?? [])].sort());

/** A new post; saved only once the server agrees, so its field errors land on the form. */
export const PostCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <PostsScope>
      <Create
        resource={POSTS}
        title="posts.create"
        mutationOptions={{
          // The server's 201 is the toast; the form's note already said the guards acknowledge the orders.
          onSuccess: () => redirect('list', POSTS),
          onError: notifyUnlessToasted(notify),
        }}
      >
        <SimpleForm {...formProps} defaultValues={{ timeSlots: [], requiredCourses: [], orderDocumentIds: [] }}>
          <PostInputs />
        </SimpleForm>
      </Create>
    </PostsScope>
  );
};

const EditTitle = () => {
  const post = useRecordContext<TPost>();
  const translate = useTranslate();
  return <>{post ? translate('posts.edit', { name: post.name }) : translate('posts.title')}</>;
};

/** Changing a post; when its orders changed, the office is told the guards must read them again. */
export const PostEdit = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <PostsScope>
      <Edit
        resource={POSTS}
        title={<EditTitle />}
        mutationMode="pessimistic"
        mutationOptions={{
          onSuccess: (saved: TPost, variables: { previousData?: TPost; data?: Partial<TPost> }) => {
            const changed = ordersChanged(variables.previousData, { ...variables.previousData, ...variables.data, ...saved });
            notify(changed ? 'posts.ordersChanged' : 'posts.saved', { type: changed ? 'warning' : 'success', autoHideDuration: changed ? 8000 : undefined });
            redirect('list', POSTS);
          },
          onError: notifyUnlessToasted(notify),
        }}
        actions={false}
        {...missingProps}
      >
        <SimpleForm
          {...formProps}
          toolbar={
            <Toolbar sx={{ display: 'flex', gap: 1 }}>
              <SaveButton />
              <Box sx={{ flex: 1 }} />
              <PostDeleteButton />
            </Toolbar>
          }
        >
          <PostInputs />
        </SimpleForm>
      </Edit>
    </PostsScope>
  );
};
