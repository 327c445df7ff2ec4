import type { TMessageTree } from '../../../app/types';
import type { requestsPortalIt } from './it';

export const requestsPortalEn = {} satisfies TMessageTree<typeof requestsPortalIt>;
