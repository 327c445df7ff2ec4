import type { TPostOrders } from '../../../shared/schemas/workforce-roster';
import { download, request } from '../../providers/httpClient';

export const ordersKey = (postId: number) => ['workforce', 'orders', postId] as const;

export const fetchOrders = async (postId: number, signal?: AbortSignal) =>
  (await request<TPostOrders>(`api/workforce/posts/${postId}/orders`, { signal, toast: 'silent' })).json;

export const acknowledgeOrders = async (postId: number) =>
  (await request<TPostOrders>(`api/workforce/posts/${postId}/acknowledge`, { method: 'POST', body: {} })).json;

export const downloadOrderDocument = (postId: number, documentId: number) =>
  download(`api/workforce/posts/${postId}/documents/${documentId}`, {});
