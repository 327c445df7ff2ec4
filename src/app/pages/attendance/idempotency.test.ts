import { describe, expect, it } from 'vitest';
import { createKeyKeeper, isRetryable } from './idempotency';

describe('idempotency keys of a clocking', () => {
  const counter = () => {
    let n = 0;
    return () => `key-${++n}`;
  };

  it('gives every new tap a new key', () => {
    const keys = createKeyKeeper(counter());
    const first = keys.take({ retry: false });
    keys.settle();
    expect(keys.take({ retry: false })).not.toBe(first);
  });

  it('reuses the unanswered key on retry, so the server replays the first record', () => {
    const keys = createKeyKeeper(counter());
    const first = keys.take({ retry: false });
    expect(keys.take({ retry: true })).toBe(first);
    expect(keys.take({ retry: true })).toBe(first);
    keys.settle();
    expect(keys.pending).toBeNull();
    expect(keys.take({ retry: true })).toBe('key-2');
  });

  it('retries only what may have reached the server unanswered', () => {
    expect(isRetryable(new TypeError('Failed to fetch'))).toBe(true);
    expect(isRetryable({ status: 503 })).toBe(true);
    expect(isRetryable({ status: 409 })).toBe(false);
    expect(isRetryable({ status: 400 })).toBe(false);
  });
});
