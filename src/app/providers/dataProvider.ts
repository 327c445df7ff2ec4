import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- react-admin's methods are generic over the record type
type TAnyRecord = any;
import { COMPANY_API, MAX_PAGE_SIZE, RESOURCES, type ResourceName } from '../../shared/resources';
import { appStore } from '../state/store';
import { request } from './httpClient';

/** Resources whose lists follow the top-bar company selector. */
const UNSCOPED = new Set<string>(['company', 'notification']);

const apiOf = (resource: string): string => {
  const entry = RESOURCES[resource as ResourceName];
  return entry ? entry.api : `api/${resource}`;
};

const withScope = (resource: string, filter: Record<string, unknown> = {}) => {
  const companyId = appStore.get().company.id;
  if (UNSCOPED.has(resource) || companyId === 0 || filter.companyId !== undefined) return filter;
  return { ...filter, companyId };
};

/** `Content-Range: company 0-24/57` → 57; without the header, the length of the page. */
export const totalFrom = (headers: Headers, fallback: number): number => {
  const range = headers.get('Content-Range');
  const total = range ? Number(range.split('/').pop()) : NaN;
  return Number.isFinite(total) ? total : fallback;
};

/** `meta: { unscoped: true }` reads the caller's own rows (a manager's own leave) whatever the selection. */
const listQuery = ({ pagination, sort, filter, meta }: Partial<GetListParams>, resource: string) => {
  const page = pagination?.page ?? 1;
  const perPage = pagination?.perPage ?? 25;
  return {
    sort: sort?.field ? [sort.field, sort.order] : undefined,
    range: [(page - 1) * perPage, page * perPage - 1],
    filter: meta?.unscoped ? (filter ?? {}) : withScope(resource, filter),
  };
};

/**
 * A list's rows and total. The server answers at most MAX_PAGE_SIZE rows a call, so a longer range
 * (an export, the records of many ids) is read in turns of that size until it is whole or the
 * list ends: asking 1,000 rows must not quietly bring 500.
 */
const fetchList = async (resource: string, params: Partial<GetListParams>) => {
  const path = resource === 'company' ? COMPANY_API.list : apiOf(resource);
  const query = listQuery(params, resource);
  const [from, to] = query.range;
  const data: TAnyRecord[] = [];
  let first: Headers | undefined;
  for (let start = from; start <= to; start += MAX_PAGE_SIZE) {
    const end = Math.min(start + MAX_PAGE_SIZE - 1, to);
    const { json, headers } = await request<TAnyRecord[]>(path, { query: { ...query, range: [start, end] }, signal: params.signal });
    const rows: TAnyRecord[] = Array.isArray(json) ? json : [];
    first ??= headers;
    data.push(...rows);
    if (rows.length < end - start + 1) break;
  }
  return { data, total: first ? totalFrom(first, data.length) : data.length };
};

const oneUrl = (resource: string, id: Identifier) =>
  resource === 'company' ? COMPANY_API.get(id) : `${apiOf(resource)}/${id}`;

/** Strips the confirmation text from a write answer, keeping the record. */
const recordOf = <T extends RaRecord>(json: unknown, fallback: Partial<T>): T => {
  if (!json || typeof json !== 'object') return fallback as T;
  const { message: _message, ...rest } = json as Record<string, unknown>;
  return { ...fallback, ...rest } as T;
};

export const dataProvider: DataProvider = {
  getList: (resource, params) => fetchList(resource, params),

  getOne: async (resource, { id, signal }) => {
    const { json } = await request<TAnyRecord>(oneUrl(resource, id), { signal });
    return { data: json };
  },

  getMany: async (resource, { ids, signal }) => {
    if (resource === 'company') {
      const answers = await Promise.all(ids.map((id) => request<TAnyRecord>(COMPANY_API.get(id), { signal })));
      return { data: answers.map((a) => a.json) };
    }
    const { data } = await fetchList(resource, {
      filter: { id: ids },
      pagination: { page: 1, perPage: ids.length || 1 },
      signal,
    });
    return { data };
  },

  getManyReference: (resource, { target, id, filter, ...params }) =>
    fetchList(resource, { ...params, filter: { ...filter, [target]: id } }),

  create: async (resource, { data }) => {
    const path = resource === 'company' ? COMPANY_API.create : apiOf(resource);
    const { json } = await request(path, { method: 'POST', body: data });
    return { data: recordOf(json, data) };
  },

  update: async (resource, { id, data, previousData }) => {
    const path = resource === 'company' ? COMPANY_API.patch(id) : `${apiOf(resource)}/${id}`;
    const { json } = await request(path, { method: 'PATCH', body: data });
    return { data: recordOf(json, { ...previousData, ...data, id }) };
  },

  updateMany: async (resource, { ids, data }) => {
    await Promise.all(ids.map((id) => dataProvider.update(resource, { id, data, previousData: { id } })));
    return { data: ids };
  },

  delete: async (resource, { id, previousData }) => {
    const path = resource === 'company' ? COMPANY_API.delete(id) : `${apiOf(resource)}/${id}`;
    await request(path, { method: 'DELETE' });
    return { data: (previousData ?? { id }) as never };
  },

  deleteMany: async (resource, { ids }) => {
    await Promise.all(ids.map((id) => dataProvider.delete(resource, { id })));
    return { data: ids };
  },
};
