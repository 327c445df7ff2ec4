import { join } from 'node:path';
import type { Config } from '../config';
import { createLocalStorage } from './local';
import type { Storage } from './types';

export type { ByteRange, Storage } from './types';
export { StorageNotFound } from './types';

/** The configured storage: S3-compatible when S3_BUCKET is set, DATA_DIR/files otherwise. */
export const createStorage = (config: Pick<Config, 'dataDir' | 's3'>): Storage => createLocalStorage(join(config.dataDir, 'files'));
