// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { TDocument } from '../../../shared/schemas/document';
import { groupByType, isAwaitingOffice, isUnread } from './group';

const doc = (id: number, type: TDocument['type'], createdAt: string) =>
  ({ id, type, createdAt, issuedAt: null, acknowledgedAt: null, review: 'NONE', title: `#${id}` }) as TDocument;

describe("the worker's documents by type", () => {
  it('puts the newest first in each group, and the group with the newest document on top', () => {
    const groups = groupByType([
      doc(1, 'CONTRACT', '2026-01-10T09:00:00Z'),
      doc(2, 'PAYSLIP', '2026-02-05T09:00:00Z'),
      doc(3, 'PAYSLIP', '2026-03-05T09:00:00Z'),
      doc(4, 'ID_CARD', '2025-06-01T09:00:00Z'),
    ]);
    expect(groups.map((g) => g.type)).toEqual(['PAYSLIP', 'CONTRACT', 'ID_CARD']);
    expect(groups[0].documents.map((d) => d.id)).toEqual([3, 2]);
  });

  it('goes by the issue date first: a payslip filed late still sits under a later month’s', () => {
    const october = { ...doc(7, 'PAYSLIP', '2026-11-02T09:00:00Z'), issuedAt: '2026-10-31' };
    const september = { ...doc(8, 'PAYSLIP', '2026-11-03T09:00:00Z'), issuedAt: '2026-09-30' };
    expect(groupByType([september, october])[0].documents.map((d) => d.id)).toEqual([7, 8]);
  });

  it('orders documents of the same instant by id, the later upload first', () => {
    const groups = groupByType([doc(7, 'PAYSLIP', '2026-03-05T09:00:00Z'), doc(8, 'PAYSLIP', '2026-03-05T09:00:00Z')]);
    expect(groups[0].documents.map((d) => d.id)).toEqual([8, 7]);
  });

  it("marks 'Nuovo' what the office sent and the worker has not opened, never the worker's own upload", () => {
    expect(isUnread(doc(1, 'PAYSLIP', '2026-03-05T09:00:00Z'))).toBe(true);
    expect(isUnread({ ...doc(1, 'PAYSLIP', '2026-03-05T09:00:00Z'), acknowledgedAt: '2026-03-06T08:00:00Z' })).toBe(false);
    const own = { ...doc(2, 'ID_CARD', '2026-03-05T09:00:00Z'), review: 'PENDING' as const };
    expect(isUnread(own)).toBe(false);
    expect(isAwaitingOffice(own)).toBe(true);
    expect(isAwaitingOffice({ ...own, review: 'CONFIRMED' })).toBe(false);
  });
});
