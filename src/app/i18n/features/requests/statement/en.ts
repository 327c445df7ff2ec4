import type { TMessageTree } from '../../../app/types';
import type { requestsStatementIt } from './it';

export const requestsStatementEn = {} satisfies TMessageTree<typeof requestsStatementIt>;
