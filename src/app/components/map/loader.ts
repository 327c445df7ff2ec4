import { MAPS_LOADER_RETRIES } from '../../../shared/resources';

/** The wait before retry n (0-based): 0.5 s, 1 s, 2 s — growing, as the specification asks. */
export const retryDelayMs = (attempt: number) => 500 * 2 ** attempt;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Loads a chunk, retrying up to MAPS_LOADER_RETRIES times with growing delays (section 7);
 * rejects with the last error once every attempt has failed.
 */
export const loadWithRetry = async <T>(
  load: () => Promise<T>,
  { retries = MAPS_LOADER_RETRIES, delay = retryDelayMs, wait = sleep, onRetry }: {
    retries?: number;
    delay?: (attempt: number) => number;
    wait?: (ms: number) => Promise<void>;
    onRetry?: (attempt: number) => void;
  } = {},
): Promise<T> => {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= retries) throw error;
      onRetry?.(attempt + 1);
      await wait(delay(attempt));
    }
  }
};
