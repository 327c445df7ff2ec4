import { randomBytes } from 'node:crypto';

const KEY = /^[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{32}$/;

/** A new random key, sharded by its first bytes ('ab/cd/abcd…') so that no folder grows too large. */
export const newKey = (): string => {
  const hex = randomBytes(16).toString('hex');
  return `${hex.slice(0, 2)}/${hex.slice(2, 4)}/${hex}`;
};

/** Only keys the storage made are read: nothing else reaches the disk or the bucket. */
export const assertKey = (key: string): string => {
  if (!KEY.test(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
  return key;
};
