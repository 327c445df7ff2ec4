import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOCK_ANSWER_TIMEOUT_MS, clockIn, clockOut } from './api';
import { isRetryable } from './idempotency';

/** A server that never answers (a weak signal): the request ends only when its signal aborts. */
const hangingFetch = vi.fn((_url: string, init: RequestInit) =>
  new Promise<Response>((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
  }));

describe('clocking calls', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', hangingFetch);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    hangingFetch.mockClear();
  });

  it.each([
    ['clock-in', () => clockIn({ type: 'CLIENT_SITE', id: 3 }, { lat: 41.9, lng: 12.5, accuracy: 8.4 }, 'key-1')],
    ['clock-out', () => clockOut(null, 'key-2')],
  ])('a %s left unanswered is given up after the timeout, as an unanswered call worth a retry', async (_name, call) => {
    const outcome = call().then(() => 'answered', (error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CLOCK_ANSWER_TIMEOUT_MS - 1);
    expect(await Promise.race([outcome, Promise.resolve('waiting')])).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(DOMException);
    expect(isRetryable(error)).toBe(true);
    const [, init] = hangingFetch.mock.calls[0];
    expect(new Headers(init.headers).get('Idempotency-Key')).toMatch(/^key-/);
  });

  it('an answer in time is the answer, and no timer is left behind', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ id: 7, message: 'Entrata registrata' }), { status: 201 })));
    await expect(clockIn({ type: 'PLACE', id: 1 }, null, 'k')).resolves.toMatchObject({ id: 7 });
    expect(vi.getTimerCount()).toBe(0);
  });
});
