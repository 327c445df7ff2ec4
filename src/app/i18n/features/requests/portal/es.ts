import type { TMessageTree } from '../../../app/types';
import type { requestsPortalIt } from './it';

export const requestsPortalEs = {} satisfies TMessageTree<typeof requestsPortalIt>;
