import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';
import { createTestApp, DEMO, DEMO_PASSWORD, type TestApp } from '../helpers/app';
import { demoCompanyIds, expectNoPasswordHash, nextNumber, validFiscalCode } from '../helpers/api';

describe('logs', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream });
  });
  afterAll(async () => {
    expectNoPasswordHash(t);
    await t.close();
  });

  it('never contain a password, a token or a full fiscal code', async () => {
    const signin = await t.call({ method: 'POST', url: '/api/auth/signin', payload: { fiscalCode: DEMO.moderator, password: DEMO_PASSWORD } });
    expect(signin.statusCode).toBe(200);
    const token = signin.json().accessToken as string;
    await t.call({ method: 'POST', url: '/api/auth/signin', payload: { fiscalCode: DEMO.worker, password: 'Sbagliata-2026' } });
    expect((await t.call({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/company/allCompanies', headers: { 'x-access-token': token } })).statusCode).toBe(200);
    const [companyId] = await demoCompanyIds(t);
    const newUser = { fiscalCode: validFiscalCode(nextNumber()), email: 'log@example.it', password: 'Segreto-Di-Servizio-1', companyIds: [companyId] };
    expect((await t.call({ method: 'POST', url: '/api/auth/signup', token, payload: newUser })).statusCode).toBe(201);
    const search = encodeURIComponent(JSON.stringify({ q: DEMO.clientManagement }));
    expect((await t.call({ method: 'GET', url: `/api/company/allCompanies?filter=${search}`, token })).statusCode).toBe(200);
    await t.call({ method: 'POST', url: '/api/auth/signout', token });

    // The logs are there, and they name the requests.
    expect(lines.length).toBeGreaterThan(5);
    expect(lines.some((line) => line.includes('/api/auth/me'))).toBe(true);
    const logs = lines.join('\n');
    for (const secret of [DEMO_PASSWORD, 'Sbagliata-2026', newUser.password, token, token.split('.')[2], DEMO.moderator, DEMO.worker, DEMO.clientManagement, newUser.fiscalCode]) {
      expect(logs).not.toContain(secret);
    }
    expect(logs).not.toContain('$argon2');
  });
});

describe('loadConfig', () => {
  const failure = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (error) {
      return error;
    }
    return undefined;
  };

  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: './data',
      tokenTtlSeconds: 12 * 3600,
      corsOrigins: [],
      trustProxy: false,
      seedDemo: true,
    });
    expect(config.databaseUrl).toBeUndefined();
  });

  it('reads each variable', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      DATABASE_URL: 'postgresql://presidio@db:5432/presidio',
      TOKEN_TTL: '30m',
      CORS_ORIGINS: 'https://a.example.it, https://b.example.it',
      TRUST_PROXY: '1',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgresql://presidio@db:5432/presidio',
      tokenTtlSeconds: 1800,
      corsOrigins: ['https://a.example.it', 'https://b.example.it'],
      trustProxy: 1,
      seedDemo: false,
    });
  });

  it.each([
    ['PORT', { PORT: 'tremila' }],
    ['PORT', { PORT: '70000' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://root@localhost/presidio' }],
    ['TOKEN_TTL', { TOKEN_TTL: '12 hours' }],
    ['TOKEN_TTL', { TOKEN_TTL: '-5m' }],
    ['JWT_SECRET', { JWT_SECRET: 'short' }],
    ['NODE_ENV', { NODE_ENV: 'staging' }],
  ])('refuses a bad %s with a ConfigError naming it', (variable, env) => {
    const error = failure(env);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(new RegExp(`^\\s*${variable}: `, 'm'));
  });

  it('names every bad variable at once', () => {
    const message = (failure({ PORT: 'x', TOKEN_TTL: 'y' }) as Error).message;
    expect(message).toMatch(/^\s*PORT: /m);
    expect(message).toMatch(/^\s*TOKEN_TTL: /m);
  });
});
