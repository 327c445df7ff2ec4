/** A random token for the `Idempotency-Key` header; crypto.randomUUID needs a secure context, so a fallback. */
export const newIdempotencyKey = (): string => {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
};

/**
 * One key per clocking the worker means to make. A tap takes a fresh key; after an answer that
 * never came (network error, 5xx) the retry reuses it, so the server replays the first record
 * instead of making a second. A definite answer (success or refusal) ends the attempt.
 */
export const createKeyKeeper = (generate: () => string = newIdempotencyKey) => {
  let pending: string | null = null;
  return {
    /** The key for this tap: the unanswered one when retrying, else a new one. */
    take: ({ retry }: { retry: boolean }): string => {
      if (!retry || !pending) pending = generate();
      return pending;
    },
    /** The server answered (a record or a refusal): the next tap is a new clocking. */
    settle: () => {
      pending = null;
    },
    get pending() {
      return pending;
    },
  };
};

/** Whether a failed call may have reached the server unanswered: worth retrying with the same key. */
export const isRetryable = (error: unknown): boolean => {
  const status = (error as { status?: number } | null)?.status;
  return status === undefined || status >= 500;
};
