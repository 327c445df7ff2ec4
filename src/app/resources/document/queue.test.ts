// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { TDocument } from '../../../shared/schemas/document';
import { countOf, queueReducer, type TUploadRow } from './queue';

const file = (name: string) => new File(['x'], name);
const keyOf = (f: File) => f.name;
const fields = { ownerType: 'USER', ownerId: 7, type: 'PAYSLIP' };

const added = (...names: string[]) => queueReducer([], { kind: 'add', files: names.map(file), keyOf });

describe('the upload queue', () => {
  it('adds each file as its own waiting row', () => {
    const rows = added('a.pdf', 'b.pdf');
    expect(rows.map((r) => [r.key, r.state, r.progress])).toEqual([['a.pdf', 'waiting', 0], ['b.pdf', 'waiting', 0]]);
    expect(countOf(rows, 'waiting')).toBe(2);
  });

  it('keeps the fields a file was sent with, so a retry sends the same', () => {
    let rows = queueReducer(added('a.pdf'), { kind: 'start', key: 'a.pdf', fields });
    rows = queueReducer(rows, { kind: 'failed', key: 'a.pdf', error: 'Il file supera il limite' });
    expect(rows[0]).toMatchObject({ state: 'failed', fields, error: 'Il file supera il limite' });
    rows = queueReducer(rows, { kind: 'start', key: 'a.pdf', fields });
    expect(rows[0]).toMatchObject({ state: 'uploading', progress: 0, error: undefined });
  });

  it('moves progress forward only, within 0…1, and only while uploading', () => {
    let rows = queueReducer(added('a.pdf'), { kind: 'progress', key: 'a.pdf', progress: 0.5 });
    expect(rows[0].progress).toBe(0);
    rows = queueReducer(rows, { kind: 'start', key: 'a.pdf', fields });
    rows = queueReducer(rows, { kind: 'progress', key: 'a.pdf', progress: 0.6 });
    rows = queueReducer(rows, { kind: 'progress', key: 'a.pdf', progress: 0.4 });
    expect(rows[0].progress).toBe(0.6);
    rows = queueReducer(rows, { kind: 'progress', key: 'a.pdf', progress: 3 });
    expect(rows[0].progress).toBe(1);
  });

  it('never drops a file while it is being sent; clears only the uploaded ones', () => {
    let rows: TUploadRow[] = queueReducer(added('a.pdf', 'b.pdf', 'c.pdf'), { kind: 'start', key: 'a.pdf', fields });
    rows = queueReducer(rows, { kind: 'remove', key: 'a.pdf' });
    rows = queueReducer(rows, { kind: 'remove', key: 'b.pdf' });
    expect(rows.map((r) => r.key)).toEqual(['a.pdf', 'c.pdf']);
    rows = queueReducer(rows, { kind: 'done', key: 'a.pdf', document: { id: 9 } as TDocument });
    expect(rows[0]).toMatchObject({ state: 'done', progress: 1, document: { id: 9 } });
    rows = queueReducer(rows, { kind: 'clearFinished' });
    expect(rows.map((r) => r.key)).toEqual(['c.pdf']);
  });

  it('gives the same file dropped twice two rows', () => {
    const same = file('a.pdf');
    const rows = queueReducer(queueReducer([], { kind: 'add', files: [same] }), { kind: 'add', files: [same] });
    expect(new Set(rows.map((r) => r.key)).size).toBe(2);
  });
});
