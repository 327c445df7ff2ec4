import { describe, expect, it } from 'vitest';
import { hrefOf } from './api';

describe('hrefOf', () => {
  it('opens a list with its filter and the filter inputs shown', () => {
    const href = hrefOf({ path: '/permission', resource: 'permission', filter: { status: 'PENDING' } });
    const query = new URLSearchParams(href.split('?')[1]);
    expect(href.startsWith('/permission?')).toBe(true);
    expect(JSON.parse(query.get('filter') ?? '')).toEqual({ status: 'PENDING' });
    expect(JSON.parse(query.get('displayedFilters') ?? '')).toEqual({ status: true });
  });

  it('keeps a path that has its own query, and a plain page', () => {
    expect(hrefOf({ path: '/workforce?span=week&day=2026-11-30', resource: 'workforce/shifts', filter: { status: 'DRAFT' } })).toBe('/workforce?span=week&day=2026-11-30');
    expect(hrefOf({ path: '/attendance/users', resource: null, filter: null })).toBe('/attendance/users');
  });
});
