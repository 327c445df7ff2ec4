import type { TMessageTree } from '../../../app/types';
import type { requestsOfficeIt } from './it';

export const requestsOfficeEn = {} satisfies TMessageTree<typeof requestsOfficeIt>;
