/**
 * Receiving uploaded files, for every route that takes one (a document, payslips in bulk, a template):
 *
 *   registerUploads(app: FastifyInstance, config: Pick<Config, 'uploadMaxBytes'>): Promise<void>
 *     once per encapsulated route plugin (documentRoutes has done it for the routes inside it);
 *   withUpload<T>(request: FastifyRequest, options: UploadOptions, work: (upload: Upload) => Promise<T>): Promise<T>
 *     reads the whole form: text fields buffered (in any order, before or after the files), each
 *     file part streamed to DATA_DIR/tmp under a random name while its SHA-256 and size are
 *     counted, then inspected (inspect.ts: type by magic bytes, extension, zip bomb). Above
 *     UPLOAD_MAX_MB it throws a 413, and a refused file is a 400 on its field; with
 *     `onRefused: 'list'` both are listed in `upload.refused` (reason 'validation.fileTooLarge'
 *     or the inspection's key) and the other files go on. A form that is no multipart or is
 *     broken is a 400. Every temporary file is removed when `work` ends, whatever happens;
 *   storeUploadedFile(storage: Storage, file: UploadedFile): Promise<string>
 *     moves a received file into the storage and answers its key.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TDocumentMimeType } from '../../../shared/schemas/document';
import type { Config } from '../../config';
import { AppError, invalidField } from '../../errors';
import type { Storage } from '../../storage';
import { sanitizeFileName } from './file-name';
import { ALL_MIME_TYPES, inspectFile } from './inspect';

/** A received file, checked: its bytes wait at `path` until stored or discarded. */
export interface UploadedFile {
  /** The form field it came in. */
  field: string;
  /** The sender's name, sanitised (metadata only), ending with an extension of its real type. */
  fileName: string;
  path: string;
  size: number;
  sha256: string;
  mimeType: TDocumentMimeType;
}

/** A file refused with `onRefused: 'list'`: `reason` is a `validation.*` key ('validation.fileTooLarge' above the limit). */
export interface RefusedFile {
  field: string;
  fileName: string;
  reason: string;
}

export interface Upload {
  /** The form's text fields, by name. */
  fields: Record<string, string>;
  files: UploadedFile[];
  refused: RefusedFile[];
}

export interface UploadOptions {
  config: Pick<Config, 'dataDir' | 'uploadMaxBytes'>;
  /** How many files the form may carry; 1 by default. */
  maxFiles?: number;
  /** The field files come in; `file` by default. */
  fileField?: string;
  /** The types accepted; every DOCUMENT_MIME_TYPES type by default. */
  accept?: readonly TDocumentMimeType[];
  /** 'throw' (default): a refused file is a 400 on its field, one too large a 413; 'list': it is listed in `refused` and the others go on. */
  onRefused?: 'throw' | 'list';
}

const MAX_FIELDS = 30;
const MAX_FIELD_BYTES = 4096;

/** @fastify/multipart in this plugin's context only: the app's JSON parser elsewhere stays as it is. */
export const registerUploads = async (app: FastifyInstance, config: Pick<Config, 'uploadMaxBytes'>) => {
  await app.register(multipart, {
    // A file past the limit is cut short (`truncated`) and answered 413 by withUpload, with the form read to its end.
    throwFileSizeLimit: false,
    limits: { fileSize: config.uploadMaxBytes, files: 1, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES, fieldNameSize: 100, parts: MAX_FIELDS + 1, headerPairs: 50 },
  });
};

const tooLarge = (maxBytes: number) => {
  const mb = Math.round((maxBytes / (1024 * 1024)) * 10) / 10;
  return new AppError('TOO_LARGE', 'document.tooLarge', { params: { mb }, fields: { file: 'validation.fileTooLarge' } });
};

const isSystemError = (error: unknown) => typeof (error as NodeJS.ErrnoException)?.syscall === 'string';

/** What a failure while reading the form tells the sender: their form's fault (400, 413), or the server's. */
const formError = (error: unknown, options: UploadOptions, field: string): unknown => {
  if (error instanceof AppError || isSystemError(error)) return error;
  const code = (error as { code?: string })?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(options.config.uploadMaxBytes);
  if (code === 'FST_FILES_LIMIT') return invalidField(field, 'validation.fileOnlyOne');
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return new AppError('BAD_REQUEST', 'document.tooManyFields');
  // Busboy's own (a cut or malformed form) and the plugin's (a prototype name, a bad JSON field).
  return new AppError('BAD_REQUEST', 'document.badForm');
};

/** Writes a file part to a new temporary file (created first), counting its SHA-256 and size on the way. */
const receive = async (part: MultipartFile, path: string) => {
  const hash = createHash('sha256');
  let size = 0;
  const count = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  // Created before the first byte arrives: a stream that opened its file on its own could create
  // it after a cut form had already been refused and its temporary files removed.
  const file = await open(path, 'wx', 0o600);
  await pipeline(part.file, count, file.createWriteStream());
  return { size, sha256: hash.digest('hex'), truncated: part.file.truncated };
};

const discard = async (part: MultipartFile) => {
  try {
    for await (const _chunk of part.file) {
      // Read to the end so that the parser reaches the next part.
    }
  } catch {
    // The form is already refused.
  }
};

export const withUpload = async <T>(request: FastifyRequest, options: UploadOptions, work: (upload: Upload) => Promise<T>): Promise<T> => {
  const fileField = options.fileField ?? 'file';
  const maxFiles = options.maxFiles ?? 1;
  if (!request.isMultipart()) throw invalidField(fileField, 'validation.multipartRequired');
  const folder = join(options.config.dataDir, 'tmp');
  const temporary: string[] = [];
  const upload: Upload = { fields: {}, files: [], refused: [] };
  let failure: unknown;

  const take = async (part: MultipartFile) => {
    if (part.fieldname !== fileField) throw invalidField(part.fieldname, 'validation.fileUnexpected');
    await mkdir(folder, { recursive: true });
    const path = join(folder, `${randomBytes(16).toString('hex')}.upload`);
    temporary.push(path);
    const { size, sha256, truncated } = await receive(part, path);
    if (truncated && options.onRefused !== 'list') throw tooLarge(options.config.uploadMaxBytes);
    const name = sanitizeFileName(part.filename);
    const inspection = truncated ? { problem: 'validation.fileTooLarge' } : await inspectFile(path, size, name, options.accept ?? ALL_MIME_TYPES);
    if ('problem' in inspection) {
      if (options.onRefused !== 'list') throw invalidField(fileField, inspection.problem);
      upload.refused.push({ field: part.fieldname, fileName: name, reason: inspection.problem });
      await rm(path, { force: true });
      return;
    }
    upload.files.push({ field: part.fieldname, path, size, sha256, ...inspection });
  };

  try {
    // The whole form is read even after a failure, so that the answer reaches a sender still sending.
    const parts = request.parts({ limits: { files: maxFiles, parts: maxFiles + MAX_FIELDS } });
    for await (const part of parts) {
      if (failure) {
        if (part.type === 'file') await discard(part);
        continue;
      }
      try {
        if (part.type === 'file') await take(part);
        else if (typeof part.value !== 'string' || part.valueTruncated || part.fieldnameTruncated) {
          throw invalidField(part.fieldname, part.valueTruncated ? 'validation.tooLong' : 'validation.invalid');
        } else if (Object.hasOwn(upload.fields, part.fieldname)) throw invalidField(part.fieldname, 'validation.invalid');
        else upload.fields[part.fieldname] = part.value;
      } catch (error) {
        if (part.type === 'file') await discard(part);
        failure = formError(error, options, fileField);
      }
    }
  } catch (error) {
    failure ??= formError(error, options, fileField);
  }

  try {
    if (failure) throw failure;
    return await work(upload);
  } finally {
    await Promise.all(temporary.map((path) => rm(path, { force: true })));
  }
};

export const storeUploadedFile = async (storage: Storage, file: UploadedFile): Promise<string> => {
  const { key } = await storage.putFile(file.path, { contentType: file.mimeType });
  await rm(file.path, { force: true });
  return key;
};
