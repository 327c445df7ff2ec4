import type { TAttendance } from '../../../shared/schemas/attendance';
import type { TAttendanceCurrent, TAttendanceSite, TMyAttendance } from '../../../shared/schemas/attendance-views';
import { NOTICE_VERSION, type TSiteType } from '../../../shared/attendance';
import { request } from '../../providers/httpClient';

export interface TPosition {
  lat: number;
  lng: number;
  accuracy: number;
}

export type TClockAnswer = TAttendance & { message: string };

/** The query keys of the worker's screens: a clocking refreshes them all. */
export const CURRENT_KEY = ['attendance', 'current'] as const;

export const fetchCurrent = async (signal?: AbortSignal) =>
  (await request<TAttendanceCurrent>('api/attendance/current', { signal, toast: 'silent' })).json;

export const fetchSites = async (position: TPosition | null, signal?: AbortSignal) =>
  (await request<TAttendanceSite[]>('api/attendance/sites', {
    signal,
    toast: 'silent',
    query: position ? { lat: String(position.lat), lng: String(position.lng) } : undefined,
  })).json;

export const fetchMonth = async (month: string, signal?: AbortSignal) =>
  (await request<TMyAttendance>('api/attendance/my', { signal, toast: 'silent', query: { month } })).json;

export const fetchPendingLeave = async (signal?: AbortSignal) => {
  const { headers, json } = await request<unknown[]>('api/permission', {
    signal,
    toast: 'silent',
    query: { filter: { status: 'PENDING' }, range: [0, 0] },
  });
  const total = Number(headers.get('Content-Range')?.split('/').pop());
  return Number.isFinite(total) ? total : Array.isArray(json) ? json.length : 0;
};

export const acceptNotice = async () =>
  (await request('api/attendance/notice', { method: 'POST', body: { version: NOTICE_VERSION }, toast: 'silent' })).json;

const positionBody = (position: TPosition | null) =>
  position ? { lat: position.lat, lng: position.lng, accuracy: Math.round(position.accuracy) } : {};

/**
 * How long a clocking waits for its answer. On a weak signal a request can hang for minutes with
 * the button spinning; after this it is given up as unanswered, and "Riprova" sends it again with
 * the same key, so a request that did arrive is replayed, not recorded twice.
 */
export const CLOCK_ANSWER_TIMEOUT_MS = 20_000;

const answeredWithin = async <T>(call: (signal: AbortSignal) => Promise<T>): Promise<T> => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), CLOCK_ANSWER_TIMEOUT_MS);
  try {
    return await call(controller.signal);
  } finally {
    clearTimeout(timer);
  }
};

const clocking = (path: string, key: string, body: object) =>
  answeredWithin(async (signal) =>
    (await request<TClockAnswer>(path, { method: 'POST', toast: 'silent', signal, headers: { 'Idempotency-Key': key }, body })).json);

/** A tap kept on the phone without a network carries its own time; the server checks and flags it. */
const offlineBody = (tappedAt: string | undefined) => (tappedAt ? { offline: { tappedAt } } : {});

/** The screen shows its own answer, so no toast; the key makes a retry replay the first answer. */
export const clockIn = (site: { type: TSiteType; id: number }, position: TPosition | null, key: string, backFromSickLeave = false, tappedAt?: string) =>
  clocking('api/attendance/clock-in', key, {
    siteType: site.type,
    siteId: site.id,
    ...positionBody(position),
    ...(backFromSickLeave ? { backFromSickLeave } : {}),
    ...offlineBody(tappedAt),
  });

export const clockOut = (position: TPosition | null, key: string, tappedAt?: string) =>
  clocking('api/attendance/clock-out', key, { ...positionBody(position), ...offlineBody(tappedAt) });
