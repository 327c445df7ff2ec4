import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id is an ambient const enum, unusable with isolatedModules: its value is 2.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export const verifyPassword = async (passwordHash: string, password: string): Promise<boolean> => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

/** Verified against when the account does not exist, so both cases take the same time. */
let dummyHash: Promise<string> | undefined;
export const burnVerification = async (password: string): Promise<void> => {
  dummyHash ??= hashPassword('presidio-no-such-user');
  await verifyPassword(await dummyHash, password);
};
