import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtAppFolder } from '../helpers/built-app';
import { createTestApp, type TestApp } from '../helpers/app';
import { companyBody, expectNoPasswordHash, signinPayload } from '../helpers/api';

// Issue #24, class 4: every answer keeps the app's shape ({ message, code }) and cache policy.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  expectNoPasswordHash(t);
  await t.close();
});

type Answer = Awaited<ReturnType<TestApp['call']>>;

/** The error shape of every refusal: a message and a code, nothing of the server's insides. */
const expectAppError = (response: Answer, status: number, code: string) => {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json();
  expect(body).toEqual({ message: expect.any(String), code });
  expect(body.message).not.toMatch(/FST_|Error|at |\/work|node_modules|\.ts/);
};

describe('API answers are never cached', () => {
  it('marks JSON answers, errors and the health check no-store', async () => {
    const token = await t.login('admin');
    const answers = [
      await t.call({ method: 'GET', url: '/api/health' }),
      await t.call({ method: 'POST', url: '/api/auth/signin', payload: signinPayload('worker') }),
      await t.call({ method: 'GET', url: '/api/auth/me', token }),
      await t.call({ method: 'GET', url: '/api/user', token }),
      await t.call({ method: 'GET', url: '/api/user' }),
      await t.call({ method: 'GET', url: '/api/nope', token }),
      await t.call({ method: 'POST', url: '/api/auth/signin', payload: signinPayload('worker', 'wrong-password') }),
      await t.call({ method: 'GET', url: '/%61pi/user', token }),
    ];
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 401, 404, 401, 200]);
    for (const response of answers) expect(response.headers['cache-control'], response.body).toBe('no-store');
  });

  it('marks downloads no-store: a spreadsheet and a calendar feed', async () => {
    const xlsx = await t.call({ method: 'GET', url: '/api/attendance/my/report?month=2026-03&format=xlsx', token: await t.login('worker') });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toMatch(/spreadsheetml/);
    expect(String(xlsx.headers['cache-control'])).toMatch(/no-store/);

    const link = await t.call({ method: 'POST', url: '/api/deadlines/calendar', token: await t.login('admin') });
    expect(link.statusCode, link.body).toBe(201);
    const feed = await t.call({ method: 'GET', url: new URL(link.json().url).pathname });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/text\/calendar/);
    expect(feed.headers['cache-control']).toBe('no-store');
  });
});

describe('framework errors in the app shape', () => {
  it('answers 400 to a body that is not JSON, 415 to one of another type, 413 to one too large, 404 to an unknown route', async () => {
    const badJson = await t.call({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { 'content-type': 'application/json' },
      payload: '{"fiscalCode": ',
    });
    expectAppError(badJson, 400, 'BAD_REQUEST');
    expect(badJson.body).not.toMatch(/Unexpected|SyntaxError|position/);

    const xml = await t.call({ method: 'POST', url: '/api/auth/signin', headers: { 'content-type': 'text/xml' }, payload: '<a/>' });
    expectAppError(xml, 415, 'BAD_REQUEST');
    expect(xml.json().message).toBe('Tipo di contenuto non supportato: invia JSON');

    const large = await t.call({
      method: 'POST',
      url: '/api/company/createCompany',
      token: await t.login('admin'),
      payload: companyBody({ description: 'x'.repeat(1_100_000) }),
    });
    expectAppError(large, 413, 'TOO_LARGE');

    expectAppError(await t.call({ method: 'DELETE', url: '/api/nope' }), 404, 'NOT_FOUND');
  });

  it('answers in the language the request asks for', async () => {
    const xml = await t.call({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { 'content-type': 'text/xml', 'accept-language': 'en' },
      payload: '<a/>',
    });
    expect(xml.json().message).toBe('Unsupported content type: send JSON');
  });

  it('answers 431 { message, code } to headers over the limit, on a real connection', async () => {
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = new URL(address);
    const raw = await new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(100 * 1024)}\r\n\r\n`);
      });
      socket.on('data', (chunk) => chunks.push(chunk));
      // The server closes the connection once it has answered; a reset while still sending is fine.
      socket.on('error', () => {});
      socket.on('close', () => resolve(Buffer.concat(chunks).toString()));
    });
    const [head, body] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head).toMatch(/content-type: application\/json/i);
    expect(head).toMatch(/cache-control: no-store/i);
    expect(JSON.parse(body)).toEqual({ message: 'Intestazioni della richiesta troppo grandi', code: 'BAD_REQUEST' });
  });
});

describe('OPTIONS', () => {
  it('answers a JSON 404 when CORS is closed, preflight or not', async () => {
    expectAppError(await t.call({ method: 'OPTIONS', url: '/api/user' }), 404, 'NOT_FOUND');
    const preflight = await t.call({
      method: 'OPTIONS',
      url: '/api/user',
      headers: { origin: 'https://presidio.example.it', 'access-control-request-method': 'GET' },
    });
    expectAppError(preflight, 404, 'NOT_FOUND');
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  describe('with CORS_ORIGINS', () => {
    const allowed = 'https://presidio.example.it';
    let open: TestApp;
    beforeAll(async () => {
      open = await createTestApp({ CORS_ORIGINS: allowed });
    });
    afterAll(async () => {
      await open.close();
    });

    it('answers a preflight 204, and any other OPTIONS like an unknown route', async () => {
      const preflight = await open.call({
        method: 'OPTIONS',
        url: '/api/user',
        headers: { origin: allowed, 'access-control-request-method': 'GET' },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe(allowed);

      expectAppError(await open.call({ method: 'OPTIONS', url: '/api/user' }), 404, 'NOT_FOUND');
      expectAppError(await open.call({ method: 'OPTIONS', url: '/api/user', headers: { origin: allowed } }), 404, 'NOT_FOUND');
      const english = await open.call({ method: 'OPTIONS', url: '/api/user', headers: { 'accept-language': 'en' } });
      expect(english.json().message).toBe('Resource not found');
    });
  });
});

describe('the built app', () => {
  let folder: ReturnType<typeof builtAppFolder>;
  let site: TestApp;
  beforeAll(async () => {
    folder = builtAppFolder();
    site = await createTestApp({}, { staticRoot: folder.root });
  });
  afterAll(async () => {
    await site.close();
    folder.remove();
  });

  it.each(['/', '/home', '/dashclient/home', '/client/requests/5', '/auth/invitation?token=a.b.c'])('answers index.html, not cached, for %s', async (url) => {
    const response = await site.call({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('data-marker="spa"');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('keeps the long cache of built assets', async () => {
    const response = await site.call({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/assets/app-0ld000.js', '/assets/style.css', '/assets/nested/missing', '/favicon-x.png', '/home/report.pdf'])(
    'answers a JSON 404, not the page, for the missing file %s',
    async (url) => {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await site.call({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.headers['cache-control']).not.toMatch(/immutable|max-age=[1-9]/);
        if (method === 'GET') {
          expect(response.json()).toEqual({ message: 'Risorsa non trovata', code: 'NOT_FOUND' });
        }
      }
    },
  );

  it('answers a JSON 404 for /api with a query string', async () => {
    expectAppError(await site.call({ method: 'GET', url: '/api?x=1' }), 404, 'NOT_FOUND');
  });
});
