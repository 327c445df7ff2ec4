import { describe, expect, it } from 'vitest';
import { CACHE_PREFIX, routeOf, staleCaches } from './strategy';

const ORIGIN = 'https://presidio.example';
const KEPT = new Set(['/index.html', '/signin.html', '/assets/boot-1a2b.js', '/manifest.webmanifest']);
const route = (path: string, { method = 'GET', mode = 'cors', origin = ORIGIN } = {}) => routeOf({ url: `${origin}${path}`, method, mode }, ORIGIN, KEPT);

describe('what the service worker does with a request', () => {
  it('leaves the API to the network, navigations and downloads included', () => {
    expect(route('/api/attendance/current')).toEqual({ kind: 'network' });
    expect(route('/api/documents/3/file', { mode: 'navigate' })).toEqual({ kind: 'network' });
    expect(route('/api', { mode: 'navigate' })).toEqual({ kind: 'network' });
    expect(route('/api/attendance/clock-in', { method: 'POST' })).toEqual({ kind: 'network' });
  });

  it('opens the kept page for every page of the app, the sign-in ones from signin.html', () => {
    expect(route('/home/landing', { mode: 'navigate' })).toEqual({ kind: 'page', file: '/index.html' });
    expect(route('/', { mode: 'navigate' })).toEqual({ kind: 'page', file: '/index.html' });
    expect(route('/company/7/show?tab=1', { mode: 'navigate' })).toEqual({ kind: 'page', file: '/index.html' });
    expect(route('/auth/login', { mode: 'navigate' })).toEqual({ kind: 'page', file: '/signin.html' });
    expect(route('/login-client?next=1', { mode: 'navigate' })).toEqual({ kind: 'page', file: '/signin.html' });
    // The sign-in's neighbours are the app's, as on the server.
    expect(route('/auth/forgot-password', { mode: 'navigate' })).toEqual({ kind: 'page', file: '/index.html' });
  });

  it('answers kept files from the cache and leaves the others, and other sites, to the network', () => {
    expect(route('/assets/boot-1a2b.js')).toEqual({ kind: 'kept', file: '/assets/boot-1a2b.js' });
    expect(route('/manifest.webmanifest', { mode: 'navigate' })).toEqual({ kind: 'kept', file: '/manifest.webmanifest' });
    expect(route('/assets/CompanyList-9z8y.js')).toEqual({ kind: 'network' });
    // A file the build does not have is the server's 404, not the app's page.
    expect(route('/assets/old-release.js', { mode: 'navigate' })).toEqual({ kind: 'network' });
    expect(route('/robots.txt', { mode: 'navigate' })).toEqual({ kind: 'network' });
    expect(route('/assets/boot-1a2b.js', { origin: 'https://a.tile.openstreetmap.org' })).toEqual({ kind: 'network' });
    expect(route('/assets/boot-1a2b.js', { method: 'HEAD' })).toEqual({ kind: 'network' });
  });

  it('deletes only the earlier versions of its own cache', () => {
    const current = `${CACHE_PREFIX}b2`;
    expect(staleCaches([`${CACHE_PREFIX}a1`, current, 'offline-clocks', `${CACHE_PREFIX}c3`], current)).toEqual([`${CACHE_PREFIX}a1`, `${CACHE_PREFIX}c3`]);
  });
});
