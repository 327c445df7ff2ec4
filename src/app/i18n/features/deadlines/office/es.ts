import type { TMessageTree } from '../../../app/types';
import type { deadlinesOfficeIt } from './it';

export const deadlinesOfficeEs = {
  deadlinesOffice: {},
} satisfies TMessageTree<typeof deadlinesOfficeIt>;
