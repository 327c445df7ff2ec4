import type { TMessageTree } from '../../app/types';
import type { deadlinesIt } from './it';

export const deadlinesEs = {
  deadlines: {},
} satisfies TMessageTree<typeof deadlinesIt>;
