import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Config } from '../config';
import { assertKey, newKey } from './keys';
import { type Storage, StorageNotFound } from './types';

export type S3Options = NonNullable<Config['s3']>;

/**
 * A stream of unknown length goes up in parts: at most QUEUE_SIZE in flight plus the one being
 * filled, about 15 MB whatever its size. 5 MiB is S3's smallest part; at 10,000 parts it still
 * allows 50 GB.
 */
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;
/** S3's largest single PUT; a file up to it streams from the disk in one request, with no part held in memory. */
const SINGLE_PUT_MAX = 5 * 1024 ** 3;

/** NoSuchKey answers a GET; a HEAD has no body, so its 404 is only NotFound (a missing bucket then looks the same). */
const isMissing = (error: unknown) => {
  const name = (error as { name?: string })?.name;
  return name === 'NoSuchKey' || name === 'NotFound';
};

/**
 * Counts the bytes as the upload reads them, so the size needs no second request, and keeps the
 * source's own error: the caller must see it (an upload over the limit is a 413), not the failure
 * of the multipart abort that may follow it.
 */
const counted = (body: Readable) => {
  const source: { size: number; error?: unknown } = { size: 0 };
  const stream = Readable.from(
    (async function* count() {
      try {
        for await (const chunk of body) {
          source.size += (chunk as Buffer).length;
          yield chunk as Buffer;
        }
      } catch (error) {
        source.error = error;
        throw error;
      }
    })(),
  );
  return { stream, source };
};

export const createS3Client = (options: S3Options) =>
  new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    // The SDK's default checksums send a stream in aws-chunked framing, which many S3-compatible
    // services do not read (s3rver stores the framing as data): checksums only where S3 requires
    // them. The upload's own SHA-256 is kept with the document.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // Without a key pair the SDK's own chain applies (environment, instance or task role).
    credentials:
      options.accessKeyId && options.secretAccessKey ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } : undefined,
  });

/**
 * Objects in one S3-compatible bucket, each under its key. putFile streams the file and leaves it
 * where it was: the caller removes its temporary file if it still exists (the local storage moves
 * it instead, so the caller's removal must tolerate its absence). putFile sends the file in one
 * streamed request and holds none of it in memory; put, for streams of unknown length, a few parts.
 */
export const createS3Storage = (options: S3Options, client: S3Client = createS3Client(options)): Storage => {
  const bucket = options.bucket;

  const put: Storage['put'] = async (body, { contentType }) => {
    const key = newKey();
    const { stream, source } = counted(body);
    const upload = new Upload({
      client,
      params: { Bucket: bucket, Key: key, Body: stream, ContentType: contentType },
      partSize: PART_SIZE,
      queueSize: QUEUE_SIZE,
    });
    try {
      await upload.done();
    } catch (error) {
      throw source.error ?? error;
    }
    return { key, size: source.size };
  };

  return {
    kind: 's3',
    put,
    putFile: async (path, options) => {
      const { size } = await stat(path);
      if (size > SINGLE_PUT_MAX) return put(createReadStream(path), options);
      const key = newKey();
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: createReadStream(path), ContentLength: size, ContentType: options.contentType }));
      return { key, size };
    },
    get: async (key, range) => {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: assertKey(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        );
        return answer.Body as Readable;
      } catch (error) {
        if (isMissing(error)) throw new StorageNotFound(key);
        throw error;
      }
    },
    stat: async (key) => {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: assertKey(key) }));
        return { size: head.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    // S3 answers a delete of a missing key as a success: nothing to tell apart.
    remove: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: assertKey(key) }));
    },
    close: async () => client.destroy(),
  };
};
