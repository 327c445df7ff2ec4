import { afterEach, describe, expect, it } from 'vitest';
import type { TSessionUser } from '../../../shared/schemas/auth';
import { appStore } from '../../state/store';
import { uploadPayslips } from './api';

/** A stand-in for XMLHttpRequest that records what was sent and answers when told. */
class FakeRequest {
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const pdf = (name: string) => new File(['%PDF-1.7 test'], name, { type: 'application/pdf' });

const start = (signal?: AbortSignal) => {
  appStore.set({ auth: { token: 'tok-9', user: { id: 1, roles: ['ROLE_ADMIN'] } as unknown as TSessionUser }, locale: 'it' });
  const fake = new FakeRequest();
  const progress: number[] = [];
  const outcome = uploadPayslips({
    companyId: 3,
    month: '2026-10',
    files: [pdf('VRDGPP90C10F839E.pdf'), pdf('lotto.pdf')],
    onProgress: (p) => progress.push(p),
    signal,
    createRequest: () => fake as unknown as XMLHttpRequest,
  });
  return { fake, progress, outcome };
};

describe('sending a month of payslips in one request', () => {
  afterEach(() => appStore.set({ auth: null }));

  it('sends the company and month before every file, with the session but no Content-Type of its own', async () => {
    const { fake, outcome } = start();
    expect(fake.url).toBe('/api/document/payslips');
    expect(fake.headers.authorization).toBe('Bearer tok-9');
    expect(fake.headers['content-type']).toBeUndefined();
    expect([...fake.body!.keys()]).toEqual(['companyId', 'month', 'file', 'file']);
    expect(fake.body!.get('month')).toBe('2026-10');
    expect((fake.body!.getAll('file') as File[]).map((f) => f.name)).toEqual(['VRDGPP90C10F839E.pdf', 'lotto.pdf']);
    const result = { matched: [{ fileName: 'VRDGPP90C10F839E.pdf', userId: 4, name: 'Giuseppe Verdi', documentId: 9 }], unmatched: [] };
    fake.answer(200, result);
    await expect(outcome).resolves.toEqual({ ok: true, result });
  });

  it('reports the bytes of the whole upload, whole once answered', async () => {
    const { fake, progress, outcome } = start();
    fake.upload.onprogress?.({ lengthComputable: true, loaded: 30, total: 120 });
    fake.upload.onprogress?.({ lengthComputable: false, loaded: 60, total: 0 });
    fake.answer(200, { matched: [], unmatched: [] });
    await outcome;
    expect(progress).toEqual([0.25, 1]);
  });

  it('returns a refusal with its fields, and no answer as status 0', async () => {
    const refused = start();
    refused.fake.answer(400, { message: 'Controlla i campi', errors: { month: 'Mese non valido (aaaa-mm)' } });
    await expect(refused.outcome).resolves.toEqual({ ok: false, status: 400, message: 'Controlla i campi', errors: { month: 'Mese non valido (aaaa-mm)' } });

    const controller = new AbortController();
    const cancelled = start(controller.signal);
    controller.abort();
    await expect(cancelled.outcome).resolves.toEqual({ ok: false, status: 0, message: '', errors: {} });
  });
});
