import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtAppFolder } from '../helpers/built-app';
import { createTestApp, type TestApp } from '../helpers/app';

const SIGNIN_HTML = '<!doctype html><title>Presidio</title><div id="root" data-marker="signin"></div>';

describe('the light sign-in entry of the built app', () => {
  let folder: ReturnType<typeof builtAppFolder>;
  let site: TestApp;
  beforeAll(async () => {
    folder = builtAppFolder();
    writeFileSync(join(folder.root, 'signin.html'), SIGNIN_HTML);
    site = await createTestApp({}, { staticRoot: folder.root });
  });
  afterAll(async () => {
    await site.close();
    folder.remove();
  });

  it.each(['/auth/login', '/login-client', '/auth/login?next=1'])('answers signin.html, not cached, with the same policy, for %s', async (url) => {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await site.call({ method, url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
      if (method === 'GET') expect(response.body).toContain('data-marker="signin"');
    }
  });

  it.each(['/', '/auth', '/login', '/auth/forgot-password', '/auth/change-password', '/auth/invitation?token=a.b.c', '/auth/login/extra', '/home/landing'])(
    'keeps the app for %s, the sign-in pages’ neighbours included',
    async (url) => {
      const response = await site.call({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('data-marker="spa"');
    },
  );
});
