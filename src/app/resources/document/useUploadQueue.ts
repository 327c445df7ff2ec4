import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { reasonOf, uploadDocument, type TUploadRequest } from '../../pages/documents/upload';
import { queueReducer, type TUploadRow } from './queue';

/** Two files at a time: each shows its progress, and a slow line is not split among twenty. */
const PARALLEL = 2;

type TFields = TUploadRequest['fields'];

/** The upload page's files: added, sent with the form's fields, retried one by one. */
export const useUploadQueue = () => {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [rows, dispatch] = useReducer(queueReducer, []);
  const aborter = useRef(new AbortController());
  useEffect(() => {
    const controller = aborter.current;
    return () => controller.abort();
  }, []);

  const send = useCallback(
    async (row: TUploadRow, fields: TFields) => {
      const { key } = row;
      dispatch({ kind: 'start', key, fields });
      const outcome = await uploadDocument({
        fields,
        file: row.file,
        signal: aborter.current.signal,
        onProgress: (progress) => dispatch({ kind: 'progress', key, progress }),
      });
      if (outcome.ok) {
        dispatch({ kind: 'done', key, document: outcome.document });
        return;
      }
      dispatch({ kind: 'failed', key, error: reasonOf(outcome) || translate('documents.upload.unanswered') });
    },
    [translate],
  );

  const refreshLists = useCallback(() => void queryClient.invalidateQueries({ queryKey: ['document'] }), [queryClient]);

  /** Sends every waiting file with the fields the form gives for it. */
  const uploadWaiting = useCallback(
    async (fieldsFor: (file: File) => TFields) => {
      const waiting = rows.filter((row) => row.state === 'waiting');
      let next = 0;
      const lane = async () => {
        while (next < waiting.length) {
          const row = waiting[next];
          next += 1;
          await send(row, fieldsFor(row.file));
        }
      };
      await Promise.all(Array.from({ length: PARALLEL }, lane));
      refreshLists();
    },
    [rows, send, refreshLists],
  );

  /** A failed file again, with the fields it was first sent with. */
  const retry = useCallback(
    async (row: TUploadRow) => {
      if (!row.fields) return;
      await send(row, row.fields);
      refreshLists();
    },
    [send, refreshLists],
  );

  return {
    rows,
    add: (files: File[]) => dispatch({ kind: 'add', files }),
    remove: (key: string) => dispatch({ kind: 'remove', key }),
    clearFinished: () => dispatch({ kind: 'clearFinished' }),
    uploadWaiting,
    retry,
  };
};
