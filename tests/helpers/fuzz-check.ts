import { Writable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';

/** What an answer must never carry: a stack, SQL or the database's words, a path on the server. */
export const LEAKS: [string, RegExp][] = [
  ['stack', /\n\s+at \S.*:\d+:\d+|\bat (async )?[\w.<>]+ \([^)]*:\d+:\d+\)/],
  ['sql', /\bselect\s|insert into|syntax error|SQLITE_|violates|relation "|column "|\bpg_/i],
  ['path', /\/work\/|node_modules|src\/server/],
];

/** Why an answer fails the fuzz test, or undefined when it is acceptable. */
export const problemOf = (response: LightMyRequestResponse): string | undefined => {
  if (response.statusCode >= 500) return `status ${response.statusCode}`;
  const type = String(response.headers['content-type'] ?? '');
  if (type && !/json|text/.test(type)) return undefined;
  const leak = LEAKS.find(([, pattern]) => pattern.test(response.body));
  return leak ? `${leak[0]} in the body` : undefined;
};

export interface LoggedError {
  message: string;
  /** The first frame of the app's own code: where the error was thrown. */
  at: string;
}

/**
 * The app's log as a stream: keeps each request's unhandled error (errors.ts logs it with the
 * request id that a 500's body names), to group failures by their cause.
 */
export const errorLog = () => {
  const errors = new Map<string, LoggedError>();
  let rest = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      const lines = (rest + String(chunk)).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.includes('"err"')) continue;
        try {
          const entry = JSON.parse(line) as { reqId?: string; err?: { message?: string; stack?: string } };
          const frames = (entry.err?.stack ?? '').split('\n').filter((l) => l.includes(' at '));
          const own = frames.find((l) => l.includes('/src/server/') || l.includes('/src/shared/')) ?? frames[0] ?? '';
          if (entry.reqId) errors.set(entry.reqId, { message: (entry.err?.message ?? '').slice(0, 300), at: own.trim().replace(/^at /, '') });
        } catch {
          // Not one of the app's JSON lines.
        }
      }
      done();
    },
  });
  return { stream, errors };
};
