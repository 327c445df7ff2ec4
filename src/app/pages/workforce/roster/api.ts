import { HttpError } from 'react-admin';
import type { TCandidate, TCheckResult, TShift } from '../../../../shared/schemas/workforce';
import type { TAssignCheckResult } from '../../../../shared/schemas/workforce-check';
import type { TRoster, TShiftChange } from '../../../../shared/schemas/workforce-roster';
import { download, request } from '../../../providers/httpClient';
import type { TRange } from './state/range';
import { surnameFirst } from '../../../../shared/names';

/** Every call of the roster screen handles its own answers (dialogs, field errors), so the http client shows no toast. */
const silent = { toast: 'silent' } as const;

export interface TRosterParams extends TRange {
  view: 'posts' | 'people';
  siteId?: number;
  /** The top-bar company; 0 ('Tutte le aziende') asks for every company in scope. */
  companyId: number;
  page: number;
}

export const fetchRoster = async ({ companyId, ...params }: TRosterParams, signal?: AbortSignal): Promise<TRoster> =>
  (await request<TRoster>('api/workforce/roster', { query: { ...params, companyId: companyId || undefined }, signal, ...silent })).json;

export const fetchCandidates = async (shiftId: number, signal?: AbortSignal): Promise<TCandidate[]> =>
  (await request<TCandidate[]>(`api/workforce/shifts/${shiftId}/candidates`, { signal, ...silent })).json;

export const fetchChanges = async (shiftId: number, signal?: AbortSignal): Promise<TShiftChange[]> =>
  (await request<TShiftChange[]>(`api/workforce/shifts/${shiftId}/changes`, { signal, ...silent })).json;

export interface TAssignAnswer {
  shift: TShift;
  warnings: TCheckResult[];
  message: string;
}

/**
 * A 409 of an assignment: refused by the law or the company, or allowed only with a reason; or
 * (REASON_REQUIRED, the 400 on `overrideReason`) a published shift, which changes only with a reason.
 */
export interface TRefusal {
  code: 'ASSIGNMENT_REFUSED' | 'OVERRIDE_REQUIRED' | 'REASON_REQUIRED';
  message: string;
  reasons: TCheckResult[];
}

export type TAssignOutcome = { ok: true; answer: TAssignAnswer } | { ok: false; refusal: TRefusal };

/** The body of a failed call, when the server sent one. */
export const errorBody = (error: unknown): { message?: string; code?: string; errors?: Record<string, string>; reasons?: TCheckResult[] } | undefined =>
  error instanceof HttpError && error.body && typeof error.body === 'object' ? (error.body as never) : undefined;

/** Assigns (or, with null, unassigns) a shift; a 409 comes back as the refusal to show, anything else is thrown. */
export const assignShift = async (shiftId: number, userId: number | null, overrideReason?: string): Promise<TAssignOutcome> => {
  try {
    const { json } = await request<TAssignAnswer>(`api/workforce/shifts/${shiftId}/assign`, { method: 'POST', body: { userId, overrideReason }, ...silent });
    return { ok: true, answer: json };
  } catch (error) {
    const body = errorBody(error);
    if (error instanceof HttpError && error.status === 409 && (body?.code === 'ASSIGNMENT_REFUSED' || body?.code === 'OVERRIDE_REQUIRED')) {
      return { ok: false, refusal: { code: body.code, message: body.message ?? '', reasons: body.reasons ?? [] } };
    }
    throw error;
  }
};

/** What assigning the person would answer, asked before (while dragging, while picking): nothing is written. */
export const checkAssign = async (shiftId: number, userId: number, signal?: AbortSignal): Promise<TAssignCheckResult> =>
  (await request<TAssignCheckResult>(`api/workforce/shifts/${shiftId}/check`, { method: 'POST', body: { userId }, signal, ...silent })).json;

export const generateShifts = async (body: { postId?: number; siteId?: number; from: string; to: string }) =>
  (await request<{ created: number; existing: number }>('api/workforce/shifts/generate', { method: 'POST', body, ...silent })).json;

export const copyWeek = async (body: { from: string; siteId?: number }) =>
  (await request<{ created: number; unassigned: number }>('api/workforce/shifts/copy-week', { method: 'POST', body, ...silent })).json;

export const publishShifts = async (body: { from: string; to: string; siteId?: number }) =>
  (await request<{ published: number; notified: number }>('api/workforce/publish', { method: 'POST', body, ...silent })).json;

export const cancelShift = async (shiftId: number, reason: string | undefined) =>
  (await request<TShift>(`api/workforce/shifts/${shiftId}`, { method: 'PATCH', body: { status: 'CANCELLED', reason }, ...silent })).json;

/** How many shifts of the list protocol match a filter: one row asked for, the total read from Content-Range. */
const countShifts = async (filter: Record<string, unknown>, signal?: AbortSignal): Promise<number> => {
  const { headers, json } = await request<unknown[]>('api/workforce/shifts', { query: { filter, range: [0, 0] }, signal, ...silent });
  const total = Number(headers.get('Content-Range')?.split('/').pop());
  return Number.isFinite(total) ? total : Array.isArray(json) ? json.length : 0;
};

/** What a publication of a range would send: its drafts, and how many of them nobody works yet. */
export const countDrafts = async ({ from, to, siteId, companyId }: TRange & { siteId?: number; companyId: number }, signal?: AbortSignal) => {
  const filter = { date_gte: from, date_lte: to, status: 'DRAFT', ...(siteId ? { siteId } : {}), ...(companyId ? { companyId } : {}) };
  const [drafts, open] = await Promise.all([countShifts(filter, signal), countShifts({ ...filter, open: true }, signal)]);
  return { drafts, open };
};

/** The most open shifts the people grid lists at once (the list protocol's largest page). */
export const OPEN_SHIFTS_MAX = 500;

/** The range's open shifts (not cancelled) for the people grid's first row, with how many matched in all. */
export const fetchOpenShifts = async ({ from, to, siteId, companyId }: TRange & { siteId?: number; companyId: number }, signal?: AbortSignal) => {
  const filter = { date_gte: from, date_lte: to, open: true, ...(siteId ? { siteId } : {}), ...(companyId ? { companyId } : {}) };
  const { headers, json } = await request<TShift[]>('api/workforce/shifts', { query: { filter, range: [0, OPEN_SHIFTS_MAX - 1], sort: ['startsAt', 'ASC'] }, signal, ...silent });
  const total = Number(headers.get('Content-Range')?.split('/').pop());
  return { shifts: json.filter((shift) => shift.status !== 'CANCELLED'), more: Number.isFinite(total) ? Math.max(0, total - json.length) : 0 };
};

export interface TPersonChoice {
  id: number;
  name: string;
}

/** People found by name or fiscal code (api/user's `q`), in the top-bar company when one is chosen. */
export const searchPeople = async (q: string, companyId: number, signal?: AbortSignal): Promise<TPersonChoice[]> => {
  const filter = { q, ...(companyId ? { companyId } : {}) };
  const { json } = await request<Array<{ id: number; firstName: string | null; lastName: string | null; email: string }>>('api/user', {
    query: { filter, range: [0, 19], sort: ['lastName', 'ASC'] },
    signal,
    ...silent,
  });
  return json.map((user) => ({ id: user.id, name: surnameFirst(user.lastName, user.firstName) ?? user.email }));
};

/** A site's week as the PDF the police may ask to see. */
export const downloadRosterPdf = (siteId: number, from: string) => download('api/workforce/roster.pdf', { siteId, from });
