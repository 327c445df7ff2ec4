import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeOf } from '../../src/app/pwa/strategy';
import { namesFile, SIGNIN_PATHS } from '../../src/shared/pages';
import { builtAppFolder } from '../helpers/built-app';
import { createTestApp, type TestApp } from '../helpers/app';

const SW = 'const __PRECACHE__ = {"version":"1","files":["/index.html"]};self.addEventListener("fetch",()=>{});';
const MANIFEST = JSON.stringify({ name: 'Presidio', start_url: '/', icons: [] });

describe('the installable app’s files, as the server sends them', () => {
  let folder: ReturnType<typeof builtAppFolder>;
  let site: TestApp;
  beforeAll(async () => {
    folder = builtAppFolder();
    writeFileSync(join(folder.root, 'signin.html'), '<!doctype html><title>Presidio</title><div id="root" data-marker="signin"></div>');
    writeFileSync(join(folder.root, 'sw.js'), SW);
    writeFileSync(join(folder.root, 'manifest.webmanifest'), MANIFEST);
    mkdirSync(join(folder.root, 'icons'));
    writeFileSync(join(folder.root, 'icons', 'icon-192.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
    site = await createTestApp({}, { staticRoot: folder.root });
  });
  afterAll(async () => {
    await site.close();
    folder.remove();
  });

  it.each([
    ['/sw.js', /^application\/javascript/, SW],
    ['/manifest.webmanifest', /^application\/manifest\+json/, MANIFEST],
    ['/icons/icon-192.png', /^image\/png$/, undefined],
  ])('sends %s with its type, asked again each time (no-cache)', async (url, type, body) => {
    const response = await site.call({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(type);
    expect(response.headers['cache-control']).toBe('no-cache');
    if (body) expect(response.body).toBe(body);
  });

  it('allows the app’s own service worker and manifest, nothing else', async () => {
    const csp = String((await site.call({ method: 'GET', url: '/home/landing' })).headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('the service worker opens, offline, the page the server answers for the same path', async () => {
    const kept = new Set(['/index.html', '/signin.html', '/sw.js', '/manifest.webmanifest', '/icons/icon-192.png']);
    for (const path of ['/', '/home/landing', ...SIGNIN_PATHS, '/auth/forgot-password', '/company/7/show', '/assets/gone-1a2b.js', '/favicon.ico', '/api/health']) {
      // Both sides take the same rules (src/shared/pages.ts): a path naming a file is never a page.
      expect(routeOf({ url: `http://127.0.0.1${path}`, method: 'GET', mode: 'navigate' }, 'http://127.0.0.1', kept).kind === 'page', path).toBe(!namesFile(path) && !path.startsWith('/api'));
      const route = routeOf({ url: `http://127.0.0.1${path}`, method: 'GET', mode: 'navigate' }, 'http://127.0.0.1', kept);
      const response = await site.call({ method: 'GET', url: path });
      if (route.kind === 'page') {
        expect(response.statusCode, path).toBe(200);
        expect(response.body, path).toContain(route.file === '/index.html' ? 'data-marker="spa"' : 'data-marker="signin"');
      } else {
        // The API and missing files are the server's answer, never a kept page.
        expect(response.body, path).not.toContain('data-marker="spa"');
      }
    }
  });
});
