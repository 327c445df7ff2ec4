import { useQuery } from '@tanstack/react-query';
import type { TWorkforceSettings } from '../../../../shared/schemas/workforce';
import { request } from '../../../providers/httpClient';

export const settingsKey = (companyId: number | '') => ['workforce', 'settings', companyId] as const;

/** A company's graces and rule sets (its defaults until it saves its own). */
export const useWorkforceSettings = (companyId: number | '') =>
  useQuery({
    queryKey: settingsKey(companyId),
    enabled: companyId !== '',
    queryFn: async ({ signal }) => (await request<TWorkforceSettings>('api/workforce/settings', { query: { companyId: String(companyId) }, signal })).json,
  });

/** Stores them whole; a 400 is thrown with its `errors` per field (already toasted by the client). */
export const saveWorkforceSettings = async (companyId: number, settings: TWorkforceSettings) =>
  (await request<TWorkforceSettings>('api/workforce/settings', { method: 'PUT', query: { companyId: String(companyId) }, body: settings })).json;
