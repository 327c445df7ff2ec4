import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInRome } from '../../src/shared/dates';
import { openApiPath, type OpenApiDocument } from '../../src/server/openapi/document';
import { API_AREAS } from '../../src/server/openapi/paths';
import { demoCompanyIds, expectNoPasswordHash, userIdOf } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';
import { answerChecker } from '../helpers/openapi';

let t: TestApp;
let companies: [number, number, number];
let document: OpenApiDocument;
let checker: ReturnType<typeof answerChecker>;
const check: ReturnType<typeof answerChecker>['check'] = (...args) => checker.check(...args);

beforeAll(async () => {
  t = await createTestApp();
  companies = await demoCompanyIds(t);
  const response = await t.call({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json() as OpenApiDocument;
  checker = answerChecker(document);
});
afterAll(async () => {
  expectNoPasswordHash(t);
  await t.close();
});

type Operation = Record<string, unknown> & { responses: Record<string, Record<string, unknown>> };

const operations = () =>
  Object.entries(document.paths).flatMap(([path, byMethod]) => Object.entries(byMethod).map(([method, operation]) => ({ path, method, operation: operation as Operation })));

/** What a route's operation lacks: each missing piece named, so a failure says what to describe. */
const gapsOf = (method: string, url: string): string[] => {
  const operation = document.paths[openApiPath(url)]?.[method.toLowerCase()] as Operation | undefined;
  if (!operation) return ['no operation (add its description in src/server/openapi/paths/)'];
  const gaps: string[] = [];
  const parameters = (operation.parameters ?? []) as Array<{ name: string; in: string; schema?: unknown }>;
  for (const [, name] of url.matchAll(/:([A-Za-z0-9_]+)/g)) {
    if (!parameters.some((p) => p.in === 'path' && p.name === name && p.schema)) gaps.push(`path parameter ${name}`);
  }
  const success = Object.entries(operation.responses).find(([status]) => Number(status) < 300);
  const content = success?.[1].content as Record<string, { schema?: unknown }> | undefined;
  if (!content || !Object.values(content).every((media) => media.schema)) gaps.push('success answer with its schema');
  if (!Array.isArray(operation.security)) gaps.push('security');
  if (!Object.keys(operation.responses).some((status) => Number(status) >= 400) && !url.startsWith('/api/openapi') && url !== '/api/docs')
    gaps.push('error answers');
  return gaps;
};

describe('the OpenAPI document', () => {
  it('is an OpenAPI 3.1 document: info, paths of operations, the error body and bearer security', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    expect(document.components).toMatchObject({
      schemas: { ErrorBody: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] } },
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
    });
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, method, operation } of operations()) {
      expect(path).toMatch(/^\/api\//);
      expect(['get', 'post', 'put', 'patch', 'delete']).toContain(method);
      expect(operation).toMatchObject({ summary: expect.any(String), tags: [expect.any(String)], responses: expect.any(Object) });
      for (const answer of Object.values(operation.responses)) {
        const ref = answer.$ref as string | undefined;
        if (ref) expect((document.components.responses as Record<string, unknown>)[ref.split('/').pop()!], ref).toBeDefined();
        else expect(answer.description).toEqual(expect.any(String));
      }
    }
  });

  it('describes every route the server registers, with its parameters, answers, security and errors', () => {
    const registered = t.app.routeTable.filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS');
    expect(registered.length).toBeGreaterThan(150);
    const missing = registered
      .map((route) => ({ route: `${route.method} ${route.url}`, gaps: gapsOf(route.method, route.url) }))
      .filter(({ gaps }) => gaps.length > 0)
      .map(({ route, gaps }) => `${route}: ${gaps.join(', ')}`);
    expect(missing, 'routes the document does not describe fully').toEqual([]);
    expect(operations()).toHaveLength(new Set(registered.map((route) => `${route.method} ${route.url}`)).size);
  });

  it('has no description of a route the server does not register', () => {
    const registered = new Set(t.app.routeTable.map((route) => `${route.method} ${route.url}`));
    const described = API_AREAS.flatMap((area) => Object.keys(area.routes));
    expect(described.filter((key) => !registered.has(key)), 'descriptions of routes that do not exist').toEqual([]);
  });

  it('states who may call each route: public ones without security, the others with the bearer token, 401 and 403, and their roles', () => {
    for (const route of t.app.routeTable) {
      const operation = document.paths[openApiPath(route.url)][route.method.toLowerCase()] as Operation;
      if (route.public) {
        expect(operation.security, route.url).toEqual([]);
        continue;
      }
      expect(operation.security, route.url).toEqual([{ bearerAuth: [] }]);
      expect(Object.keys(operation.responses), route.url).toEqual(expect.arrayContaining(['401', '403']));
      if (route.roles) expect(operation['x-roles'], route.url).toEqual(route.roles);
    }
  });

  it('describes request bodies and queries from the zod schemas: a field error is a 400 in the document', () => {
    const signin = document.paths['/api/auth/signin'].post as Operation;
    const body = (signin.requestBody as { content: Record<string, { schema: { anyOf: unknown[] } }> }).content['application/json'].schema;
    expect(body.anyOf).toHaveLength(2);
    const months = document.paths['/api/attendance/month-report'].get as Operation;
    expect(months.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'companyId', in: 'query', required: true })]));
    expect(Object.keys(months.responses)).toEqual(expect.arrayContaining(['200', '400']));
    const upload = document.paths['/api/document'].post as Operation;
    expect((upload.requestBody as { content: object }).content).toHaveProperty(['multipart/form-data']);
  });
});

describe('real answers against the document', () => {
  const firstId = async (url: string, token: string) => {
    const response = await t.call({ method: 'GET', url, token });
    expect(response.statusCode, `${url} ${response.body}`).toBe(200);
    const [first] = response.json() as Array<{ id: number }>;
    expect(first, `${url} has a demo record`).toBeDefined();
    return first.id;
  };

  it('fits at least 20 different GET answers of the administrator on the demo data', async () => {
    const token = await t.login('admin');
    const [company] = companies;
    const today = todayInRome();
    const month = today.slice(0, 7);
    const worker = await userIdOf(t, 'worker');
    const ids = {
      user: await firstId('/api/user', token),
      client: await firstId('/api/client', token),
      site: await firstId('/api/client-site', token),
      post: await firstId('/api/workforce/posts', token),
      shift: await firstId('/api/workforce/shifts', token),
      permission: await firstId('/api/permission', token),
      document: await firstId('/api/document', token),
      deadline: await firstId('/api/deadlines', token),
      attendance: await firstId('/api/attendance', token),
      request: await firstId('/api/request', token),
    };
    const samples: Array<[string, string]> = [
      ['/api/health', '/api/health'],
      ['/api/auth/me', '/api/auth/me'],
      ['/api/company/allCompanies', '/api/company/allCompanies'],
      ['/api/company/getCompany/:id', `/api/company/getCompany/${company}`],
      ['/api/user', '/api/user'],
      ['/api/user/:id', `/api/user/${ids.user}`],
      ['/api/client', '/api/client'],
      ['/api/client/:id', `/api/client/${ids.client}`],
      ['/api/client-site', '/api/client-site'],
      ['/api/client-site/:id', `/api/client-site/${ids.site}`],
      ['/api/place', '/api/place'],
      ['/api/vehicle', '/api/vehicle'],
      ['/api/notification', '/api/notification'],
      ['/api/attendance', '/api/attendance'],
      ['/api/attendance/:id', `/api/attendance/${ids.attendance}`],
      ['/api/attendance/:id/history', `/api/attendance/${ids.attendance}/history`],
      ['/api/attendance/users', '/api/attendance/users'],
      ['/api/attendance/months', '/api/attendance/months'],
      ['/api/attendance/settings/:companyId', `/api/attendance/settings/${company}`],
      ['/api/attendance/month-summary', `/api/attendance/month-summary?companyId=${company}&month=${month}`],
      ['/api/permission', '/api/permission'],
      ['/api/permission/:id', `/api/permission/${ids.permission}`],
      ['/api/permission/balance', `/api/permission/balance?userId=${worker}`],
      ['/api/permission/allowance', `/api/permission/allowance?companyId=${company}`],
      ['/api/permission/settings/:companyId', `/api/permission/settings/${company}`],
      ['/api/document', '/api/document'],
      ['/api/document/:id', `/api/document/${ids.document}`],
      ['/api/training', '/api/training'],
      ['/api/medical-fitness', '/api/medical-fitness'],
      ['/api/deadlines', '/api/deadlines'],
      ['/api/deadlines/:id', `/api/deadlines/${ids.deadline}`],
      ['/api/deadlines/kinds', `/api/deadlines/kinds?companyId=${company}`],
      ['/api/deadlines/compliance', '/api/deadlines/compliance'],
      ['/api/deadlines/qualifications', `/api/deadlines/qualifications?userId=${worker}`],
      ['/api/deadlines/calendar', '/api/deadlines/calendar'],
      ['/api/workforce/posts', '/api/workforce/posts'],
      ['/api/workforce/posts/:id', `/api/workforce/posts/${ids.post}`],
      ['/api/workforce/shifts', '/api/workforce/shifts'],
      ['/api/workforce/shifts/:id', `/api/workforce/shifts/${ids.shift}`],
      ['/api/workforce/shifts/:id/changes', `/api/workforce/shifts/${ids.shift}/changes`],
      ['/api/workforce/roster', `/api/workforce/roster?from=${today}&to=${today}`],
      ['/api/workforce/coverage', '/api/workforce/coverage'],
      ['/api/workforce/hours', `/api/workforce/hours?month=${month}`],
      ['/api/workforce/settings', `/api/workforce/settings?companyId=${company}`],
      ['/api/request', '/api/request'],
      ['/api/request/:id', `/api/request/${ids.request}`],
      ['/api/request/:id/history', `/api/request/${ids.request}/history`],
      ['/api/request/sites', `/api/request/sites?clientId=${ids.client}`],
      ['/api/dashboard', '/api/dashboard'],
      ['/api/guide', '/api/guide'],
      ['/api/document/generate/context', `/api/document/generate/context?companyId=${company}`],
    ];
    for (const [template, url] of samples) {
      const response = await t.call({ method: 'GET', url, token });
      expect(response.statusCode, `${url} ${response.body}`).toBe(200);
      check('GET', template, response);
    }
    expect(new Set(samples.map(([template]) => template)).size).toBeGreaterThanOrEqual(20);
  });

  it('fits the error bodies: 400 with its fields, 401, 403 and 404', async () => {
    const admin = await t.login('admin');
    const worker = await t.login('worker');
    const badId = await t.call({ method: 'GET', url: '/api/user/abc', token: admin });
    expect(badId.statusCode).toBe(400);
    check('GET', '/api/user/:id', badId);
    const badQuery = await t.call({ method: 'GET', url: '/api/attendance/month-summary?companyId=1&month=2026-13', token: admin });
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json()).toHaveProperty(['errors', 'month']);
    check('GET', '/api/attendance/month-summary', badQuery);
    const badBody = await t.call({ method: 'POST', url: '/api/workforce/posts', token: admin, payload: { name: '' } });
    expect(badBody.statusCode).toBe(400);
    check('POST', '/api/workforce/posts', badBody);
    const unknown = await t.call({ method: 'GET', url: '/api/workforce/posts/999999', token: admin });
    expect(unknown.statusCode).toBe(404);
    check('GET', '/api/workforce/posts/:id', unknown);
    const unknownDeadline = await t.call({ method: 'GET', url: '/api/deadlines/999999', token: admin });
    expect(unknownDeadline.statusCode).toBe(404);
    check('GET', '/api/deadlines/:id', unknownDeadline);
    const anonymous = await t.call({ method: 'GET', url: '/api/user' });
    expect(anonymous.statusCode).toBe(401);
    check('GET', '/api/user', anonymous);
    const forbidden = await t.call({ method: 'GET', url: '/api/user', token: worker });
    expect(forbidden.statusCode).toBe(403);
    check('GET', '/api/user', forbidden);
  });

  it('refuses a body that does not fit, so the check above proves something', async () => {
    const response = await t.call({ method: 'GET', url: `/api/company/getCompany/${companies[0]}`, token: await t.login('admin') });
    const company = response.json() as Record<string, unknown>;
    expect(checker.misfit('GET', '/api/company/getCompany/:id', 200, company)).toBeNull();
    expect(checker.misfit('GET', '/api/company/getCompany/:id', 200, { ...company, id: 'one' })).toMatch(/id/);
    const { name: _name, ...nameless } = company;
    expect(checker.misfit('GET', '/api/company/getCompany/:id', 200, nameless)).toMatch(/name/);
    expect(checker.misfit('GET', '/api/user/:id', 404, { code: 'NOT_FOUND' })).toMatch(/message/);
  });
});

describe('the reference page', () => {
  it('lists every operation of the document, grouped by tag, without any script', async () => {
    const response = await t.call({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).not.toMatch(/<script/i);
    for (const { path, method } of operations()) expect(response.body).toContain(`${method.toUpperCase()}</span> <code>${path}</code>`);
    for (const { name } of document.tags) expect(response.body).toContain(`id="tag-${name}"`);
  });
});

describe('in production', () => {
  it('serves the document and its page to administrators only', async () => {
    const production = await createTestApp({ NODE_ENV: 'production', LOG_LEVEL: 'silent', SEED_DEMO: 'yes', JWT_SECRET: 'a-long-enough-test-secret-for-production-0123456789' });
    try {
      for (const url of ['/api/openapi.json', '/api/docs']) {
        expect((await production.call({ method: 'GET', url })).statusCode, url).toBe(401);
        expect((await production.call({ method: 'GET', url, token: await production.login('moderator') })).statusCode, url).toBe(403);
        expect((await production.call({ method: 'GET', url, token: await production.login('admin') })).statusCode, url).toBe(200);
      }
    } finally {
      await production.close();
    }
  });
});
