import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '../state/store';
import { dataProvider } from './dataProvider';

const fetchMock = vi.fn(async (_url: string) => new Response('[]', { status: 200, headers: { 'Content-Range': 'permission */0' } }));

describe('own rows whatever the top-bar company', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    appStore.set({ company: { id: 3, name: 'Vigilanza Sud' } });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    appStore.set({ company: { id: 0, name: 'Tutte le aziende' } });
  });

  it('scopes the back-office list, not a manager’s own requests (meta.unscoped)', async () => {
    const params = { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' as const } };
    await dataProvider.getList('permission', { ...params, filter: { status: 'PENDING' } });
    expect(decodeURIComponent(String(fetchMock.mock.calls.at(-1)?.[0]))).toContain('filter={"status":"PENDING","companyId":3}');
    await dataProvider.getList('permission', { ...params, filter: { userId: 7 }, meta: { unscoped: true } });
    expect(decodeURIComponent(String(fetchMock.mock.calls.at(-1)?.[0]))).toContain('filter={"userId":7}');
  });
});
