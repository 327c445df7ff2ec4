import type { TMessageTree } from '../../../app/types';
import type { requestsOfficeIt } from './it';

export const requestsOfficeEs = {} satisfies TMessageTree<typeof requestsOfficeIt>;
