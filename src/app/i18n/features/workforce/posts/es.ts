import type { TMessageTree } from '../../../app/types';
import type { workforcePostsIt } from './it';

export const workforcePostsEs = {
  posts: {},
} satisfies TMessageTree<typeof workforcePostsIt>;
