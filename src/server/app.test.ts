// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { requestTimeoutFor } from './app';

describe('requestTimeoutFor', () => {
  it('gives the largest upload time to arrive at 256 kbit/s, and never less than 30 s', () => {
    expect(requestTimeoutFor(20 * 1024 * 1024)).toBe(640_000);
    expect(requestTimeoutFor(1024 * 1024)).toBe(32_000);
    expect(requestTimeoutFor(100 * 1024)).toBe(30_000);
  });
});
