import type { TMessageTree } from '../../../app/types';
import type { requestsStatementIt } from './it';

export const requestsStatementEs = {} satisfies TMessageTree<typeof requestsStatementIt>;
