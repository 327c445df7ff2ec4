import type { TMessageTree } from '../../app/types';
import type { inviteIt } from './it';

export const inviteEn = {} satisfies TMessageTree<typeof inviteIt>;
