import type { ReactNode } from 'react';
import { ResourceContextProvider } from 'react-admin';

/** The posts' API (api/workforce/posts) and UI paths (/workforce/posts…) as react-admin builds them from a resource name. */
export const POSTS = 'workforce/posts';

/**
 * The posts are child routes of the `workforce` resource, not a resource of their own: this names
 * them `workforce/posts` (the access table maps that to the `workforce` area).
 */
export const PostsScope = ({ children }: { children: ReactNode }) => <ResourceContextProvider value={POSTS}>{children}</ResourceContextProvider>;
