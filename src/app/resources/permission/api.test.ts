import { describe, expect, it, vi } from 'vitest';
import { decideMany, type decidePermission } from './api';

describe('bulk decisions', () => {
  it('sends one call per request, in order and silently, and sums up what failed and why', async () => {
    const decide = vi.fn(async (id: unknown) => {
      if (id === 2) throw new Error('La richiesta non è più in attesa');
      return {} as never;
    }) as unknown as typeof decidePermission;
    const progress: number[] = [];
    const result = await decideMany([1, 2, 3], 'approve', 'Ok', (done) => progress.push(done), decide);
    expect(result).toEqual({ ok: [1, 3], failed: [{ id: 2, message: 'La richiesta non è più in attesa' }] });
    expect(progress).toEqual([1, 2, 3]);
    expect(vi.mocked(decide).mock.calls).toEqual([
      [1, 'approve', 'Ok', 'silent'],
      [2, 'approve', 'Ok', 'silent'],
      [3, 'approve', 'Ok', 'silent'],
    ]);
  });
});
