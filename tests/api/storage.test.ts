import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage, type Storage, StorageNotFound } from '../../src/server/storage';
import { createLocalStorage } from '../../src/server/storage/local';
import { createS3Client, createS3Storage, type S3Options } from '../../src/server/storage/s3';

// s3rver ships no types: the little of it these tests use.
interface S3rverServer {
  run: () => Promise<AddressInfo>;
  close: () => Promise<void>;
}
type S3rverClass = new (options: { address: string; port: number; silent: boolean; directory: string }) => S3rverServer;
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

interface Opened {
  storage: Storage;
  close: () => Promise<void>;
}

const tempDir = (prefix: string) => mkdtempSync(join(tmpdir(), prefix));

const openLocal = async (): Promise<Opened> => {
  const root = tempDir('presidio-storage-');
  return { storage: createLocalStorage(root), close: async () => rmSync(root, { recursive: true, force: true }) };
};

/** A real S3-protocol server on a free port of 127.0.0.1, its bucket made through the API as an operator would. */
const openS3 = async (): Promise<Opened> => {
  const directory = tempDir('presidio-s3rver-');
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const options: S3Options = {
    bucket: 'presidio-documents',
    region: 'eu-south-1',
    endpoint: `http://127.0.0.1:${port}`,
    // s3rver's own fixed pair: it checks the signature.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const admin = createS3Client(options);
  await admin.send(new CreateBucketCommand({ Bucket: options.bucket }));
  admin.destroy();
  const storage = createS3Storage(options);
  return {
    storage,
    close: async () => {
      await storage.close();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
};

const readAll = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Yields `bytes` in small pieces, as a request body arrives: the storage never gets it whole. */
const trickle = (bytes: Buffer, piece = 64 * 1024) =>
  Readable.from(
    (function* pieces() {
      for (let at = 0; at < bytes.length; at += piece) yield bytes.subarray(at, at + piece);
    })(),
  );

const PDF = { contentType: 'application/pdf' };

describe.each([
  { name: 'local disk', kind: 'local', open: openLocal },
  { name: 'S3 (s3rver)', kind: 's3', open: openS3 },
])('the storage on $name', ({ kind, open }) => {
  let storage: Storage;
  let opened: Opened;
  const scratch = tempDir('presidio-uploads-');

  beforeAll(async () => {
    opened = await open();
    storage = opened.storage;
  });
  afterAll(async () => {
    await opened?.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('is the kind it says', () => {
    expect(storage.kind).toBe(kind);
  });

  it('stores a stream under a new random key and gives it back whole', async () => {
    const bytes = Buffer.from('%PDF-1.7 una busta paga\n');
    const first = await storage.put(Readable.from([bytes]), PDF);
    const second = await storage.put(Readable.from([bytes]), PDF);
    expect(first.key).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{32}$/);
    expect(second.key).not.toBe(first.key);
    expect(first.size).toBe(bytes.length);
    expect(await readAll(await storage.get(first.key))).toEqual(bytes);
    expect(await storage.stat(first.key)).toEqual({ size: bytes.length });
  });

  it('stores a file of the disk unchanged; the caller may then remove its temporary file', async () => {
    const bytes = randomBytes(7 * 1024 * 1024 + 321);
    const path = join(scratch, 'upload.tmp');
    await writeFile(path, bytes);
    const { key, size } = await storage.putFile(path, PDF);
    expect(size).toBe(bytes.length);
    await rm(path, { force: true });
    expect(await storage.stat(key)).toEqual({ size: bytes.length });
    expect(sha256(await readAll(await storage.get(key)))).toBe(sha256(bytes));
  });

  it('answers a range, both ends included', async () => {
    const bytes = Buffer.from('0123456789abcdefghij');
    const { key } = await storage.put(Readable.from([bytes]), PDF);
    expect((await readAll(await storage.get(key, { start: 5, end: 9 }))).toString()).toBe('56789');
    // Not 0-0: s3rver reads an end of 0 as 'to the end' (real S3 answers one byte).
    expect((await readAll(await storage.get(key, { start: 0, end: 1 }))).toString()).toBe('01');
    expect((await readAll(await storage.get(key, { start: 15, end: 19 }))).toString()).toBe('fghij');
  });

  it('removes an object, and removing it again is no error', async () => {
    const { key } = await storage.put(Readable.from([Buffer.from('da cancellare')]), PDF);
    await storage.remove(key);
    expect(await storage.stat(key)).toBeUndefined();
    await expect(storage.get(key)).rejects.toBeInstanceOf(StorageNotFound);
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });

  it('tells a key that holds nothing: StorageNotFound on get, undefined on stat', async () => {
    const nothing = 'ab/cd/abcdef0123456789abcdef0123456789';
    await expect(storage.get(nothing)).rejects.toBeInstanceOf(StorageNotFound);
    await expect(storage.get(nothing, { start: 0, end: 9 })).rejects.toBeInstanceOf(StorageNotFound);
    expect(await storage.stat(nothing)).toBeUndefined();
  });

  it('refuses every key it did not make, before reaching the disk or the bucket', async () => {
    const { key } = await storage.put(Readable.from([Buffer.from('segreto')]), PDF);
    const bad = ['../../etc/passwd', '/etc/passwd', `${key}/../../../etc/passwd`, `../${key}`, 'ab/cd/../../../../etc/passwd', key.toUpperCase(), `${key}.pdf`, '', 'busta paga.pdf'];
    for (const name of bad) {
      await expect(storage.get(name), name).rejects.toThrow(/not a storage key/);
      await expect(storage.stat(name), name).rejects.toThrow(/not a storage key/);
      await expect(storage.remove(name), name).rejects.toThrow(/not a storage key/);
    }
    expect(await storage.stat(key)).toEqual({ size: 7 });
  });

  it('streams a multi-megabyte file in and out unchanged (SHA-256), in several parts on S3', async () => {
    const bytes = randomBytes(12 * 1024 * 1024 + 12_345);
    const { key, size } = await storage.put(trickle(bytes), PDF);
    expect(size).toBe(bytes.length);
    expect(await storage.stat(key)).toEqual({ size: bytes.length });
    const back = await storage.get(key);
    const hash = createHash('sha256');
    let received = 0;
    for await (const chunk of back) {
      hash.update(chunk as Buffer);
      received += (chunk as Buffer).length;
    }
    expect(received).toBe(bytes.length);
    expect(hash.digest('hex')).toBe(sha256(bytes));
    const tail = await readAll(await storage.get(key, { start: bytes.length - 1000, end: bytes.length - 1 }));
    expect(tail).toEqual(bytes.subarray(bytes.length - 1000));
  });

  it('fails a put whose source fails, rather than store part of it', async () => {
    const broken = Readable.from(
      (async function* failing() {
        yield randomBytes(6 * 1024 * 1024);
        throw new Error('the client went away');
      })(),
    );
    await expect(storage.put(broken, PDF)).rejects.toThrow('the client went away');
  });
});

describe('createStorage', () => {
  it('picks S3 when a bucket is configured, the local disk otherwise', async () => {
    const dataDir = tempDir('presidio-config-');
    try {
      const local = createStorage({ dataDir });
      const s3 = createStorage({ dataDir, s3: { bucket: 'b', region: 'eu-south-1', endpoint: 'http://127.0.0.1:9', forcePathStyle: true } });
      expect([local.kind, s3.kind]).toEqual(['local', 's3']);
      await Promise.all([local.close(), s3.close()]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
