import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../helpers/app';
import { userIdOf } from '../helpers/api';
import { rowsOf } from '../helpers/attendance';

/**
 * The demo shows the worker one clock-in outside the area and one forgotten clock-out corrected by
 * the office, whatever day the product is first started on (they once fell on a weekend on Mondays).
 */
describe('the demo worker’s flagged and corrected records', () => {
  afterEach(() => vi.useRealTimers());

  // Monday 23 to Sunday 29 November 2026, 08:00 in Rome.
  it.each(['23', '24', '25', '26', '27', '28', '29'])('are there when the demo is seeded on 2026-11-%s', async (day) => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(`2026-11-${day}T07:00:00Z`) });
    const t = await createTestApp();
    try {
      const rows = await rowsOf(t, await userIdOf(t, 'worker'));
      expect(rows.filter((r) => r.checkInInside === 'NO' && r.reviewFlag === 1)).toHaveLength(1);
      expect(rows.filter((r) => r.editReason !== null && r.timesCorrected === 1)).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});
