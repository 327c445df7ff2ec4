import { describe, expect, it, vi } from 'vitest';
import { MAPS_LOADER_RETRIES } from '../../../shared/resources';
import { loadWithRetry, retryDelayMs } from './loader';

describe('map loader (specification section 7)', () => {
  it('answers at once when the chunk loads', async () => {
    const load = vi.fn().mockResolvedValue('map');
    const wait = vi.fn().mockResolvedValue(undefined);
    await expect(loadWithRetry(load, { wait })).resolves.toBe('map');
    expect(load).toHaveBeenCalledTimes(1);
    expect(wait).not.toHaveBeenCalled();
  });

  it('retries with growing delays and succeeds on a later attempt', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk')).mockRejectedValueOnce(new Error('chunk')).mockResolvedValue('map');
    const wait = vi.fn().mockResolvedValue(undefined);
    await expect(loadWithRetry(load, { wait })).resolves.toBe('map');
    expect(load).toHaveBeenCalledTimes(3);
    expect(wait.mock.calls.map(([ms]) => ms)).toEqual([retryDelayMs(0), retryDelayMs(1)]);
    expect(retryDelayMs(1)).toBeGreaterThan(retryDelayMs(0));
  });

  it('gives up after 3 retries and reports the failure', async () => {
    expect(MAPS_LOADER_RETRIES).toBe(3);
    const load = vi.fn().mockRejectedValue(new Error('offline'));
    const wait = vi.fn().mockResolvedValue(undefined);
    const onRetry = vi.fn();
    await expect(loadWithRetry(load, { wait, onRetry })).rejects.toThrow('offline');
    expect(load).toHaveBeenCalledTimes(1 + MAPS_LOADER_RETRIES);
    expect(onRetry.mock.calls.map(([n]) => n)).toEqual([1, 2, 3]);
    expect(wait.mock.calls.map(([ms]) => ms)).toEqual([500, 1000, 2000]);
  });
});
