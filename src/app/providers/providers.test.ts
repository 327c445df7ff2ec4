import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_STORAGE_KEY } from '../../shared/resources';
import { appStore } from '../state/store';
import { authProvider, signUp } from './authProvider';
import { dataProvider } from './dataProvider';
import { download } from './httpClient';
import { onToast, type TToast } from './toast';

const user = {
  id: 1, fiscalCode: 'RSSMRA80A01H501U', username: null, email: 'm@example.it',
  firstName: 'Mario', lastName: 'Rossi', roles: ['ROLE_ADMIN' as const], companyIds: [], mustChangePassword: false,
};

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

let fetchMock: ReturnType<typeof vi.fn>;
let toasts: TToast[];
let stopToasts: () => void;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  toasts = [];
  stopToasts = onToast((t) => toasts.push(t));
  appStore.set({ auth: { user, token: 'secret-token' }, company: { id: 0, name: 'Tutte le aziende' }, locale: 'es' });
});

afterEach(() => {
  stopToasts();
  vi.unstubAllGlobals();
});

const lastRequest = () => {
  const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
  return { url: decodeURIComponent(url), init, headers: init.headers as Headers };
};

describe('dataProvider', () => {
  it('sends JSON, the language and the token twice on every call', async () => {
    fetchMock.mockResolvedValue(answer(200, [], { 'Content-Range': 'company 0-24/0' }));
    await dataProvider.getList('company', { pagination: { page: 1, perPage: 25 }, sort: { field: 'name', order: 'ASC' }, filter: {} });
    const { headers } = lastRequest();
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Accept-Language')).toBe('es');
    expect(headers.get('Authorization')).toBe('Bearer secret-token');
    expect(headers.get('x-access-token')).toBe('secret-token');
  });

  it('sends no token once signed out', async () => {
    appStore.set({ auth: null });
    fetchMock.mockResolvedValue(answer(200, { id: 1 }));
    await dataProvider.getOne('company', { id: 1 });
    expect(lastRequest().headers.has('Authorization')).toBe(false);
    expect(lastRequest().headers.has('x-access-token')).toBe(false);
  });

  it('uses the fixed company paths and reads the total from Content-Range', async () => {
    fetchMock.mockResolvedValue(answer(200, [{ id: 1, name: 'A' }], { 'Content-Range': 'company 0-24/57' }));
    const result = await dataProvider.getList('company', { pagination: { page: 2, perPage: 25 }, sort: { field: 'name', order: 'DESC' }, filter: { q: 'vig', status: 'ACTIVE' } });
    expect(result.total).toBe(57);
    expect(lastRequest().url).toBe('/api/company/allCompanies?sort=["name","DESC"]&range=[25,49]&filter={"q":"vig","status":"ACTIVE"}');
    fetchMock.mockResolvedValue(answer(200, { id: 7 }));
    await dataProvider.update('company', { id: 7, data: { name: 'B' }, previousData: { id: 7 } });
    expect(lastRequest().url).toBe('/api/company/patchCompany/7');
    expect(lastRequest().init.method).toBe('PATCH');
    fetchMock.mockResolvedValue(answer(200, { message: 'ok', id: 7 }));
    await dataProvider.delete('company', { id: 7 });
    expect(lastRequest().url).toBe('/api/company/deleteCompany/7');
  });

  it('reads a range longer than the server answers in one call (an export) in turns, until it is whole or the list ends', async () => {
    // A server that answers at most 500 rows a call, of a list of 1,234.
    const rows = Array.from({ length: 1234 }, (_, i) => ({ id: i + 1 }));
    fetchMock.mockImplementation(async (url: string) => {
      const [from, to] = JSON.parse(new URL(url, 'http://x').searchParams.get('range')!) as [number, number];
      const page = rows.slice(from, Math.min(to, from + 499) + 1);
      return answer(200, page, { 'Content-Range': `attendance ${from}-${from + page.length - 1}/1234` });
    });
    const all = await dataProvider.getList('attendance', { pagination: { page: 1, perPage: 20_000 }, sort: { field: 'checkIn', order: 'DESC' }, filter: { reviewFlag: true } });
    expect(all.total).toBe(1234);
    expect(all.data.map((r) => r.id)).toEqual(rows.map((r) => r.id));
    const ranges = fetchMock.mock.calls.map(([url]) => new URL(url as string, 'http://x').searchParams.get('range'));
    expect(ranges).toEqual(['[0,499]', '[500,999]', '[1000,1499]']);
    expect(fetchMock.mock.calls.every(([url]) => decodeURIComponent(url as string).includes('filter={"reviewFlag":true}'))).toBe(true);

    fetchMock.mockClear();
    const page = await dataProvider.getList('attendance', { pagination: { page: 3, perPage: 25 }, sort: { field: 'checkIn', order: 'DESC' }, filter: {} });
    expect(page.data).toHaveLength(25);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('scopes other lists to the selected company, never the company list', async () => {
    appStore.set({ company: { id: 3, name: 'Vigilanza Sud' } });
    fetchMock.mockImplementation(async () => answer(200, [], { 'Content-Range': 'user 0-24/0' }));
    await dataProvider.getList('user', { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(lastRequest().url).toContain('filter={"companyId":3}');
    await dataProvider.getList('company', { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(lastRequest().url).toContain('filter={}');
  });

  it('a 201 shows OK with the body message and returns the record', async () => {
    fetchMock.mockResolvedValue(answer(201, { message: 'Azienda creata', id: 9, name: 'Nuova' }));
    const { data } = await dataProvider.create('company', { data: { name: 'Nuova' } });
    expect(data).toEqual({ id: 9, name: 'Nuova' });
    expect(lastRequest().url).toBe('/api/company/createCompany');
    expect(toasts).toMatchObject([{ title: 'toast.ok', message: 'Azienda creata', severity: 'success' }]);
  });

  it('a 400 shows Errore and rejects with the field errors for the form', async () => {
    fetchMock.mockResolvedValue(answer(400, { message: 'Dati non validi', errors: { vat: 'Partita IVA non valida' } }));
    const error = await dataProvider.create('company', { data: { vat: '1' } }).catch((e) => e);
    expect(error.status).toBe(400);
    expect(error.body.errors).toEqual({ vat: 'Partita IVA non valida' });
    expect(toasts).toMatchObject([{ title: 'toast.error', message: 'Dati non validi' }]);
  });

  it('a 409 shows Attenzione', async () => {
    fetchMock.mockResolvedValue(answer(409, { message: 'Ha ancora utenti attivi' }));
    await expect(dataProvider.delete('company', { id: 2 })).rejects.toMatchObject({ status: 409 });
    expect(toasts).toMatchObject([{ title: 'toast.warning', message: 'Ha ancora utenti attivi', severity: 'warning' }]);
  });

  it('a 401 signs the user out and leaves no token in storage', async () => {
    fetchMock.mockResolvedValue(answer(401, { message: 'Sessione scaduta' }));
    await expect(dataProvider.getOne('company', { id: 1 })).rejects.toMatchObject({ status: 401 });
    expect(appStore.get().auth).toBeNull();
    expect(localStorage.getItem(LOCAL_STORAGE_KEY)).not.toContain('secret-token');
    expect(toasts).toEqual([]);
  });
});

describe('authProvider', () => {
  it('checkError logs out on 401 only; a 403 keeps the session', async () => {
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(appStore.get().auth).not.toBeNull();
    await expect(authProvider.checkError({ status: 401 })).rejects.toMatchObject({ redirectTo: '/auth/login' });
    expect(appStore.get().auth).toBeNull();
  });

  it('login stores the session and answers the role home; failure shows Error', async () => {
    appStore.set({ auth: null });
    fetchMock.mockResolvedValue(answer(200, { ...user, roles: ['ROLE_WORKER'], accessToken: 'new-token' }));
    await expect(authProvider.login({ fiscalCode: 'VRDGPP90C10F839E', password: 'x' })).resolves.toEqual({ redirectTo: '/home/landing' });
    expect(appStore.get().auth?.token).toBe('new-token');
    expect(JSON.stringify(appStore.get().auth?.user)).not.toContain('new-token');
    fetchMock.mockResolvedValue(answer(401, { message: 'Credenziali non valide' }));
    await expect(authProvider.login({ fiscalCode: 'X', password: 'y' })).rejects.toMatchObject({ status: 401 });
    expect(toasts.at(-1)).toMatchObject({ title: 'toast.loginError', message: 'Credenziali non valide' });
  });

  it('logout calls signout with the token, then clears the session', async () => {
    fetchMock.mockResolvedValue(answer(200, { message: 'bye' }));
    await expect(authProvider.logout({})).resolves.toBe('/auth/login');
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/auth/signout');
    expect(init.method).toBe('POST');
    expect(headers.get('x-access-token')).toBe('secret-token');
    expect(appStore.get().auth).toBeNull();
    expect(localStorage.getItem(LOCAL_STORAGE_KEY)).not.toContain('secret-token');
  });

  it('a registration answered 201 shows Created User', async () => {
    fetchMock.mockResolvedValue(answer(201, { message: 'Utente creato', id: 12 }));
    await expect(signUp({ fiscalCode: 'VRDGPP90C10F839E', email: 'g@example.it', password: 'Lunga.Password.1' })).resolves.toEqual({ message: 'Utente creato', id: 12 });
    expect(lastRequest().url).toBe('/api/auth/signup');
    expect(toasts).toMatchObject([{ title: 'toast.createdUser', message: 'Utente creato', severity: 'success' }]);
  });

  it('canAccess reads the shared access table', async () => {
    expect(await authProvider.canAccess!({ resource: 'company', action: 'list' })).toBe(true);
    appStore.set({ auth: { user: { ...user, roles: ['ROLE_WORKER'] }, token: 't' } });
    expect(await authProvider.canAccess!({ resource: 'company', action: 'list' })).toBe(false);
  });
});

describe('download', () => {
  it('saves the file under the name the server gives, with the token and the language sent', async () => {
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:report';
    });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    fetchMock.mockResolvedValue(new Response('%PDF-1.3', { status: 200, headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="foglio-presenze-1-2026-10.pdf"' } }));
    expect(await download('api/attendance/month-report', { companyId: 1, month: '2026-10', format: 'pdf', userId: undefined })).toBe('foglio-presenze-1-2026-10.pdf');
    const { url, headers } = lastRequest();
    expect(url).toBe('/api/attendance/month-report?companyId=1&month=2026-10&format=pdf');
    expect(headers.get('Authorization')).toBe('Bearer secret-token');
    expect(headers.get('Accept-Language')).toBe('es');
    expect(clicked).toEqual(['foglio-presenze-1-2026-10.pdf']);
    expect(await created[0].text()).toBe('%PDF-1.3');
    vi.restoreAllMocks();
  });

  it('treats a refusal like any answer: the 400 toast with the message, thrown with the fields', async () => {
    fetchMock.mockResolvedValue(answer(400, { message: 'Datos no válidos', errors: { month: 'Mes no válido (aaaa-mm)' } }));
    const error = await download('api/attendance/month-report', { month: 'x' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, body: { errors: { month: 'Mes no válido (aaaa-mm)' } } });
    expect(toasts).toMatchObject([{ severity: 'error', message: 'Datos no válidos' }]);
  });

  it('signs out on a 401', async () => {
    fetchMock.mockResolvedValue(answer(401, { message: 'Sesión caducada' }));
    await expect(download('api/attendance/my/report', { format: 'pdf' })).rejects.toMatchObject({ status: 401 });
    expect(appStore.get().auth).toBeNull();
  });
});
