import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtAppFolder } from '../helpers/built-app';
import { createTestApp, DEMO, type TestApp } from '../helpers/app';
import { companyBody, expectNoPasswordHash, withWrongCheckDigit } from '../helpers/api';
import { clientBody, placeBody, vehicleBody } from '../helpers/people';

const INTERNAL_TEXT = 'select password_hash from "user" where secret = 42';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      beforeReady: (app) => {
        app.get('/api/test/throws', async () => {
          throw new Error(INTERNAL_TEXT);
        });
        app.get('/api/test/bad-sql', async () => sql`select * from no_such_table_here`.execute(app.db));
      },
    },
  );
});
afterAll(async () => {
  expectNoPasswordHash(t);
  await t.close();
});

describe('error answers', () => {
  it('answers 400 { message } to a body that is not JSON', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { 'content-type': 'application/json' },
      payload: '{"fiscalCode": "RSSMRA80A01H501U", "password": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json().message).toBe('Il corpo della richiesta non è JSON valido');
    expect(response.body).not.toMatch(/Unexpected|SyntaxError|position/);
  });

  it('answers 413 to a body over the size limit', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/company/createCompany',
      token: await t.login('admin'),
      payload: companyBody({ description: 'x'.repeat(1_100_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Richiesta troppo grande');
  });

  it('answers a JSON 404 to an unknown /api path, with or without a token', async () => {
    for (const token of [undefined, await t.login('worker')]) {
      const response = await t.call({ method: 'GET', url: '/api/nope', token });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json().message).toBe('Risorsa non trovata');
    }
    const post = await t.call({ method: 'POST', url: '/api/company/nope', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it("answers 400 beside the field to a record naming a company that does not exist, on every company's resource", async () => {
    const token = await t.login('admin');
    const missing = 987_654;
    for (const [url, payload] of [
      ['/api/place', placeBody(missing)],
      ['/api/vehicle', vehicleBody(missing)],
      ['/api/client', clientBody(missing)],
    ] as const) {
      const response = await t.call({ method: 'POST', url, token, payload });
      expect(response.statusCode, `${url} ${response.body}`).toBe(400);
      expect(response.json().errors).toEqual({ companyId: 'Elemento inesistente' });
    }
  });

  it('hides an unexpected error behind a request id: no message, stack or SQL', async () => {
    for (const url of ['/api/test/throws', '/api/test/bad-sql']) {
      const response = await t.call({ method: 'GET', url, token: await t.login('admin') });
      expect(response.statusCode).toBe(500);
      const body = response.json();
      expect(Object.keys(body).sort()).toEqual(['code', 'message', 'requestId']);
      expect(body.code).toBe('INTERNAL');
      expect(body.message).toBe(`Errore interno del server (codice ${body.requestId})`);
      expect(response.body).not.toMatch(/password_hash|secret|no_such_table|select|stack|\.ts:\d+/i);
    }
  });
});

describe('languages', () => {
  const wrongPassword = (language?: string) =>
    t.call({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { fiscalCode: DEMO.accounting, password: 'sbagliata' },
      headers: language ? { 'accept-language': language } : {},
    });

  it.each([
    [undefined, 'Credenziali non corrette'],
    ['es', 'Credenciales incorrectas'],
    ['en', 'Wrong credentials'],
    ['en-GB,en;q=0.9,it;q=0.8', 'Wrong credentials'],
    ['de-DE,es;q=0.5', 'Credenciales incorrectas'],
    ['fr', 'Credenziali non corrette'],
  ])('answers a message in the language asked (%s)', async (language, message) => {
    const response = await wrongPassword(language);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(message);
  });

  it.each([
    ['es', 'Datos no válidos: revisa los campos marcados', 'Partita IVA no válida (11 cifras con dígito de control)', 'Campo obligatorio'],
    ['en', 'Invalid data: check the highlighted fields', 'Invalid VAT number (11 digits with check digit)', 'Required'],
  ])('translates field errors too (%s)', async (language, message, vatError, nameError) => {
    const body = companyBody({ name: '' });
    const response = await t.call({
      method: 'POST',
      url: '/api/company/createCompany',
      token: await t.login('admin'),
      headers: { 'accept-language': language },
      payload: { ...body, vat: withWrongCheckDigit(body.vat) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, errors: { vat: vatError, name: nameError } });
  });

  it('translates 401, 403, 404 and 500 answers', async () => {
    const headers = { 'accept-language': 'en' };
    expect((await t.call({ method: 'GET', url: '/api/auth/me', headers })).json().message).toBe('Sign-in required');
    const worker = await t.login('worker');
    expect((await t.call({ method: 'GET', url: '/api/company/allCompanies', headers, token: worker })).json().message).toBe(
      'You are not allowed to do this',
    );
    expect((await t.call({ method: 'GET', url: '/api/nope', headers })).json().message).toBe('Resource not found');
    const failure = await t.call({ method: 'GET', url: '/api/test/throws', headers: { 'accept-language': 'es' }, token: worker });
    expect(failure.json().message).toBe(`Error interno del servidor (código ${failure.json().requestId})`);
  });
});

describe('security headers', () => {
  it.each([
    ['an API answer', '/api/health'],
    ['an error answer', '/api/company/allCompanies'],
    ['a 404', '/api/nope'],
  ])('are on %s', async (_label, url) => {
    const response = await t.call({ method: 'GET', url });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

describe('access by the route, not by the spelling of its path', () => {
  it('checks tokens and roles on a percent-encoded or trailing-slash path to an API route', async () => {
    for (const url of ['/%61pi/company/allCompanies', '/api/company/allCompanies/']) {
      expect((await t.call({ method: 'GET', url })).statusCode, url).toBe(401);
      expect((await t.call({ method: 'GET', url, token: await t.login('worker') })).statusCode, url).toBe(403);
      expect((await t.call({ method: 'GET', url, token: await t.login('admin') })).statusCode, url).toBe(200);
    }
  });
});

describe('CORS', () => {
  it('is closed by default: no Access-Control-Allow-Origin for a foreign origin', async () => {
    const response = await t.call({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.call({
      method: 'OPTIONS',
      url: '/api/company/allCompanies',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  describe('with CORS_ORIGINS', () => {
    const allowed = 'https://presidio.example.it';
    let open: TestApp;
    beforeAll(async () => {
      open = await createTestApp({ CORS_ORIGINS: `${allowed}, https://altro.example.it` });
    });
    afterAll(async () => {
      expectNoPasswordHash(open);
      await open.close();
    });

    it('lets a listed origin read answers, Content-Range included', async () => {
      const response = await open.call({
        method: 'GET',
        url: '/api/company/allCompanies',
        token: await open.login('admin'),
        headers: { origin: allowed },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe(allowed);
      expect(String(response.headers['access-control-expose-headers'])).toMatch(/Content-Range/i);
    });

    it('answers a preflight from a listed origin without a token', async () => {
      const response = await open.call({
        method: 'OPTIONS',
        url: '/api/company/patchCompany/1',
        headers: { origin: allowed, 'access-control-request-method': 'PATCH', 'access-control-request-headers': 'x-access-token,content-type' },
      });
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(allowed);
      expect(String(response.headers['access-control-allow-methods'])).toContain('PATCH');
      expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain('x-access-token');
    });

    it('still refuses an origin that is not listed', async () => {
      const response = await open.call({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    });
  });
});

describe('the built app', () => {
  let folder: ReturnType<typeof builtAppFolder>;
  let site: TestApp;
  beforeAll(async () => {
    folder = builtAppFolder({ compressed: true });
    site = await createTestApp({}, { staticRoot: folder.root });
  });
  afterAll(async () => {
    expectNoPasswordHash(site);
    await site.close();
    folder.remove();
  });

  it.each(['/', '/company/table', '/auth/login', '/home/medical/12'])('answers index.html for the deep link %s', async (url) => {
    const response = await site.call({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('data-marker="spa"');
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    // A new release must reach the browser at once.
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves built assets with a long cache', async () => {
    const response = await site.call({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("presidio")');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it("sends the build's compressed copies to browsers that accept them, the plain file to others", async () => {
    const url = '/assets/app-1a2b3c.js';
    const brotli = await site.call({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log("presidio")');
    expect(brotli.headers['cache-control']).toContain('immutable');
    expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);
    const gzip = await site.call({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe('console.log("presidio")');
    const plain = await site.call({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("presidio")');
    const deepLink = await site.call({ method: 'GET', url: '/home/landing', headers: { 'accept-encoding': 'gzip' } });
    expect(deepLink.headers['content-type']).toMatch(/^text\/html/);
    expect(gunzipSync(deepLink.rawPayload).toString()).toContain('data-marker="spa"');
  });

  it('keeps answering JSON 404 for unknown /api paths', async () => {
    for (const url of ['/api/nope', '/api']) {
      const response = await site.call({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body).not.toContain('data-marker');
    }
  });
});
