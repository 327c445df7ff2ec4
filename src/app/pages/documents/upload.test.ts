import { afterEach, describe, expect, it } from 'vitest';
import type { TSessionUser } from '../../../shared/schemas/auth';
import { appStore } from '../../state/store';
import { reasonOf, uploadDocument } from './upload';

/** A stand-in for XMLHttpRequest that records what was sent and answers when told. */
class FakeRequest {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const signedIn = () =>
  appStore.set({ auth: { token: 'tok-123', user: { id: 7, roles: ['ROLE_WORKER'] } as unknown as TSessionUser }, locale: 'it' });

const start = (fields: Record<string, string | number | boolean | null | undefined> = {}) => {
  const fake = new FakeRequest();
  const progress: number[] = [];
  const file = new File(['%PDF-1.7 test'], 'busta paga.pdf', { type: 'application/pdf' });
  const outcome = uploadDocument({
    fields: { ownerType: 'USER', ownerId: 7, type: 'PAYSLIP', title: '', expiresAt: null, ...fields },
    file,
    onProgress: (p) => progress.push(p),
    createRequest: () => fake as unknown as XMLHttpRequest,
  });
  return { fake, progress, outcome };
};

describe('uploading a document with its progress', () => {
  afterEach(() => appStore.set({ auth: null }));

  it("POSTs multipart with the session's headers but no Content-Type, the fields before the file, empty ones left out", async () => {
    signedIn();
    const { fake, outcome } = start();
    expect(fake.method).toBe('POST');
    expect(fake.url).toBe('/api/document');
    expect(fake.headers.authorization).toBe('Bearer tok-123');
    expect(fake.headers['x-access-token']).toBe('tok-123');
    expect(fake.headers['accept-language']).toBe('it');
    expect(fake.headers['content-type']).toBeUndefined();
    expect([...fake.body!.keys()]).toEqual(['ownerType', 'ownerId', 'type', 'file']);
    expect((fake.body!.get('file') as File).name).toBe('busta paga.pdf');
    fake.answer(201, { id: 41, title: 'busta paga' });
    await expect(outcome).resolves.toEqual({ ok: true, document: { id: 41, title: 'busta paga' } });
  });

  it('reports the bytes sent as a fraction, and whole once the server has it', async () => {
    signedIn();
    const { fake, progress, outcome } = start();
    fake.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    fake.upload.onprogress?.({ lengthComputable: false, loaded: 50, total: 0 });
    fake.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
    fake.answer(201, { id: 1 });
    await outcome;
    expect(progress).toEqual([0.25, 1, 1]);
  });

  it("answers a refusal with the server's own message and field errors, never throwing", async () => {
    signedIn();
    const { fake, outcome } = start();
    fake.answer(413, { message: 'Il file supera il limite di 20 MB', code: 'PAYLOAD_TOO_LARGE' });
    await expect(outcome).resolves.toEqual({ ok: false, status: 413, message: 'Il file supera il limite di 20 MB', errors: {} });
    const second = start();
    second.fake.answer(400, { message: 'Dati non validi', errors: { file: 'Tipo di file non ammesso' } });
    await expect(second.outcome).resolves.toMatchObject({ status: 400, errors: { file: 'Tipo di file non ammesso' } });
  });

  it('ends the session on a 401, as every other call does', async () => {
    signedIn();
    const { fake, outcome } = start();
    fake.answer(401, { message: 'Sessione scaduta' });
    await outcome;
    expect(appStore.get().auth).toBeNull();
  });

  it('answers status 0 when the connection drops or the page cancels it', async () => {
    signedIn();
    const dropped = start();
    dropped.fake.onerror?.();
    await expect(dropped.outcome).resolves.toMatchObject({ ok: false, status: 0 });
    const controller = new AbortController();
    const fake = new FakeRequest();
    const cancelled = uploadDocument({ fields: {}, file: new File(['x'], 'x.pdf'), signal: controller.signal, createRequest: () => fake as unknown as XMLHttpRequest });
    controller.abort();
    expect(fake.aborted).toBe(true);
    await expect(cancelled).resolves.toMatchObject({ ok: false, status: 0 });
  });
});

describe("a refused file's reason", () => {
  it("is the field's reason on a 400, whose message only points at the fields", () => {
    expect(reasonOf({ status: 400, message: 'Dati non validi: controlla i campi evidenziati', errors: { file: 'Tipo di file non ammesso' } })).toBe('Tipo di file non ammesso');
  });

  it('is the message when it already says it, or when there are no fields; nothing when unanswered', () => {
    expect(reasonOf({ status: 413, message: 'File troppo grande: il limite è 20 MB', errors: { file: 'File troppo grande' } })).toBe('File troppo grande: il limite è 20 MB');
    expect(reasonOf({ status: 404, message: 'Non trovato', errors: {} })).toBe('Non trovato');
    expect(reasonOf({ status: 0, message: '', errors: {} })).toBe('');
  });
});
