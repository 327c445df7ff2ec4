import type { TMessageTree } from '../../app/types';
import type { workforceIt } from './it';

export const workforceEn = {
  menu: { myShifts: 'My shifts' },
  workforce: {},
} satisfies TMessageTree<typeof workforceIt>;
