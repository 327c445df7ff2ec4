import type { TMessageTree } from '../../../app/types';
import type { deadlinesOfficeIt } from './it';

export const deadlinesOfficeEn = {
  deadlinesOffice: {},
} satisfies TMessageTree<typeof deadlinesOfficeIt>;
