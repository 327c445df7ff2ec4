import type { TMessageTree } from '../../../app/types';
import type { workforcePostsIt } from './it';

export const workforcePostsEn = {
  posts: {},
} satisfies TMessageTree<typeof workforcePostsIt>;
