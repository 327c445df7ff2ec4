import type { TMessageTree } from '../../app/types';
import type { workforceIt } from './it';

export const workforceEs = {
  menu: { myShifts: 'Mis turnos' },
  workforce: {},
} satisfies TMessageTree<typeof workforceIt>;
