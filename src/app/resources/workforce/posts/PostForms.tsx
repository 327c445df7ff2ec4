/** Built by the issue 21 work. */
export const PostCreate = () => null;
export const PostEdit = () => null;
