import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertKey, newKey } from './keys';
import { type Storage, StorageNotFound } from './types';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException)?.code === 'ENOENT';

/** Files under one folder (DATA_DIR/files), each at its key's path. */
export const createLocalStorage = (root: string): Storage => {
  const pathOf = (key: string) => join(root, assertKey(key));
  const place = async () => {
    const key = newKey();
    await mkdir(dirname(pathOf(key)), { recursive: true });
    return key;
  };

  return {
    kind: 'local',
    put: async (body) => {
      const key = await place();
      const target = pathOf(key);
      try {
        await pipeline(body, createWriteStream(target, { flags: 'wx' }));
      } catch (error) {
        await rm(target, { force: true });
        throw error;
      }
      return { key, size: (await stat(target)).size };
    },
    putFile: async (path) => {
      const key = await place();
      const target = pathOf(key);
      try {
        await rename(path, target);
      } catch (error) {
        // Another file system (a temporary folder elsewhere): copy, then the caller removes its own file.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await copyFile(path, target);
      }
      return { key, size: (await stat(target)).size };
    },
    get: async (key, range) => {
      const path = pathOf(key);
      try {
        await stat(path);
      } catch (error) {
        if (isMissing(error)) throw new StorageNotFound(key);
        throw error;
      }
      return createReadStream(path, range ? { start: range.start, end: range.end } : {}) as Readable;
    },
    stat: async (key) => {
      try {
        return { size: (await stat(pathOf(key))).size };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    remove: async (key) => {
      await rm(pathOf(key), { force: true });
    },
    close: async () => {},
  };
};
