import { useMemo } from 'react';
import { useGetList, useGetMany } from 'react-admin';
import type { TPost } from '../../../../../shared/schemas/workforce';

export interface TSiteOption {
  id: number;
  name: string;
  clientName: string | null;
}

const ALL = { page: 1, perPage: 500 };

/** The client sites of the top-bar company (every one in scope with 'Tutte le aziende'), with their client's name. */
export const useSiteOptions = () => {
  const sites = useGetList('client-site', { pagination: ALL, sort: { field: 'name', order: 'ASC' } });
  const clientIds = useMemo(() => [...new Set((sites.data ?? []).map((site) => Number(site.clientId)))], [sites.data]);
  const clients = useGetMany('client', { ids: clientIds }, { enabled: clientIds.length > 0 });
  const options = useMemo(() => {
    const names = new Map((clients.data ?? []).map((client) => [Number(client.id), String(client.name)]));
    return (sites.data ?? []).map((site): TSiteOption => ({ id: Number(site.id), name: String(site.name), clientName: names.get(Number(site.clientId)) ?? null }));
  }, [sites.data, clients.data]);
  return { options, isPending: sites.isPending };
};

export const siteLabel = (site: TSiteOption) => [site.name, site.clientName].filter(Boolean).join(' · ');

/** The active posts the office may generate shifts for, in the top-bar company. */
export const usePostOptions = () => {
  const posts = useGetList<TPost>('workforce/posts', { pagination: ALL, sort: { field: 'name', order: 'ASC' } });
  return { options: (posts.data ?? []).filter((post) => post.active), isPending: posts.isPending };
};

export const postLabel = (post: Pick<TPost, 'name' | 'siteName'>) => `${post.siteName} · ${post.name}`;
