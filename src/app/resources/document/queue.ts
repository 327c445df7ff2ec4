import type { TDocument } from '../../../shared/schemas/document';
import type { TUploadRequest } from '../../pages/documents/upload';

export type TUploadState = 'waiting' | 'uploading' | 'done' | 'failed';

/** One file of the upload page: its own progress, outcome and, once sent, the fields it was sent with. */
export interface TUploadRow {
  key: string;
  file: File;
  state: TUploadState;
  /** 0…1 */
  progress: number;
  fields?: TUploadRequest['fields'];
  document?: TDocument;
  error?: string;
}

export type TQueueAction =
  | { kind: 'add'; files: File[]; keyOf?: (file: File, index: number) => string }
  | { kind: 'remove'; key: string }
  | { kind: 'start'; key: string; fields: TUploadRequest['fields'] }
  | { kind: 'progress'; key: string; progress: number }
  | { kind: 'done'; key: string; document: TDocument }
  | { kind: 'failed'; key: string; error: string }
  | { kind: 'clearFinished' };

let sequence = 0;
const nextKey = (file: File) => `${file.name}:${file.size}:${(sequence += 1)}`;

const patch = (rows: TUploadRow[], key: string, change: Partial<TUploadRow>) => rows.map((row) => (row.key === key ? { ...row, ...change } : row));

/** The rows of the upload page; a file being sent is never removed from under its request. */
export const queueReducer = (rows: TUploadRow[], action: TQueueAction): TUploadRow[] => {
  switch (action.kind) {
    case 'add':
      return [...rows, ...action.files.map((file, index) => ({ key: action.keyOf?.(file, index) ?? nextKey(file), file, state: 'waiting' as const, progress: 0 }))];
    case 'remove':
      return rows.filter((row) => row.key !== action.key || row.state === 'uploading');
    case 'start':
      return patch(rows, action.key, { state: 'uploading', progress: 0, fields: action.fields, error: undefined });
    case 'progress':
      return rows.map((row) => (row.key === action.key && row.state === 'uploading' ? { ...row, progress: Math.max(row.progress, Math.min(1, action.progress)) } : row));
    case 'done':
      return patch(rows, action.key, { state: 'done', progress: 1, document: action.document });
    case 'failed':
      return patch(rows, action.key, { state: 'failed', error: action.error });
    case 'clearFinished':
      return rows.filter((row) => row.state !== 'done');
    default:
      return rows;
  }
};

export const countOf = (rows: TUploadRow[], state: TUploadState) => rows.filter((row) => row.state === state).length;
