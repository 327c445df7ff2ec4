import type { TMessageTree } from '../../app/types';
import type { deadlinesIt } from './it';

export const deadlinesEn = {
  deadlines: {},
} satisfies TMessageTree<typeof deadlinesIt>;
