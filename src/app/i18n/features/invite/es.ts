import type { TMessageTree } from '../../app/types';
import type { inviteIt } from './it';

export const inviteEs = {} satisfies TMessageTree<typeof inviteIt>;
