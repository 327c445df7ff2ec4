import { join } from 'node:path';
import type { Config } from '../config';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import type { Storage } from './types';

export type { ByteRange, Storage } from './types';
export { StorageNotFound } from './types';

/**
 * The configured storage: S3-compatible when S3_BUCKET is set (several servers then share the
 * bytes), DATA_DIR/files otherwise. After putFile the caller removes its temporary file if it is
 * still there: the local disk moves it, S3 copies it.
 */
export const createStorage = (config: Pick<Config, 'dataDir' | 's3'>): Storage =>
  config.s3 ? createS3Storage(config.s3) : createLocalStorage(join(config.dataDir, 'files'));
