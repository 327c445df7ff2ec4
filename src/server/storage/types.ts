import type { Readable } from 'node:stream';

/** A byte range, both ends included, as HTTP's Range header names it. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where documents' bytes live: the local disk by default (DATA_DIR/files), S3-compatible object
 * storage when S3_BUCKET is set. Keys are random and chosen by the storage, never a user's file
 * name; every call streams, so no file is ever held whole in memory.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** Stores a stream under a new key; answers the key and the bytes written. */
  put: (body: Readable, options: { contentType: string }) => Promise<{ key: string; size: number }>;
  /** Stores a file of the local disk under a new key (a temporary upload, moved when it can be). */
  putFile: (path: string, options: { contentType: string }) => Promise<{ key: string; size: number }>;
  /** The object's bytes, whole or one range; rejects with StorageNotFound when the key holds nothing. */
  get: (key: string, range?: ByteRange) => Promise<Readable>;
  /** The object's size, or undefined when the key holds nothing. */
  stat: (key: string) => Promise<{ size: number } | undefined>;
  /** Removes the object; nothing happens when it is already gone. */
  remove: (key: string) => Promise<void>;
  close: () => Promise<void>;
}

export class StorageNotFound extends Error {
  constructor(key: string) {
    super(`no stored object under ${key}`);
  }
}
