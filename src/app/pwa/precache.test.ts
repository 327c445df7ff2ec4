import { describe, expect, it } from 'vitest';
import { precacheFiles, type TChunk } from './precache';

const chunk = (fileName: string, more: Partial<TChunk> = {}): TChunk => ({ fileName, isEntry: false, imports: [], dynamicImports: [], facadeModuleId: null, css: [], ...more });
const src = (path: string) => `/work/presidio/src/app/${path}`;

/** A build shaped like the app's: two entries, a shared chunk that imports every screen on demand. */
const CHUNKS: TChunk[] = [
  chunk('assets/main-1.js', { isEntry: true, imports: ['assets/boot-1.js'], facadeModuleId: '/work/presidio/index.html' }),
  chunk('assets/signin-1.js', { isEntry: true, imports: ['assets/mui-1.js'], dynamicImports: ['assets/boot-1.js', 'assets/LandingPage-1.js'] }),
  chunk('assets/boot-1.js', {
    imports: ['assets/mui-1.js', 'assets/admin-1.js', 'assets/AppLayout-1.js'],
    dynamicImports: ['assets/LandingPage-1.js', 'assets/CompanyList-1.js', 'assets/it-1.js', 'assets/register-1.js'],
    facadeModuleId: src('boot.tsx'),
  }),
  chunk('assets/mui-1.js'),
  // The app's frame: reached first through the entry's static imports, a worker's chunk all the same.
  chunk('assets/AppLayout-1.js', { dynamicImports: ['assets/IdleDialog-1.js'], facadeModuleId: src('layout/AppLayout.tsx') }),
  chunk('assets/IdleDialog-1.js', { facadeModuleId: src('components/IdleDialog.tsx') }),
  // Shared code that loads the office's screens on demand: its dynamic imports are not followed.
  chunk('assets/admin-1.js', { imports: ['assets/mui-1.js'], dynamicImports: ['assets/CompanyList-1.js', 'assets/Charts-1.js'] }),
  chunk('assets/LandingPage-1.js', { imports: ['assets/admin-1.js', 'assets/card-1.js'], dynamicImports: ['assets/OrdersDialog-1.js'], facadeModuleId: src('pages/attendance/LandingPage.tsx') }),
  chunk('assets/card-1.js'),
  chunk('assets/OrdersDialog-1.js', { imports: ['assets/map-1.js'], facadeModuleId: src('pages/attendance/OrdersDialog.tsx') }),
  chunk('assets/map-1.js', { css: ['assets/map-1.css'] }),
  chunk('assets/CompanyList-1.js', { imports: ['assets/admin-1.js'], facadeModuleId: src('resources/company/CompanyList.tsx') }),
  chunk('assets/Charts-1.js', { facadeModuleId: src('pages/dashboard/Charts.tsx') }),
  chunk('assets/it-1.js', { facadeModuleId: src('i18n/locales/worker/it.ts') }),
  chunk('assets/office-it-1.js', { facadeModuleId: src('i18n/locales/office/it.ts') }),
  chunk('assets/register-1.js', { dynamicImports: ['assets/mountPrompt-1.js'], facadeModuleId: src('pwa/register.ts') }),
  chunk('assets/mountPrompt-1.js', { imports: ['assets/mui-1.js'], facadeModuleId: src('pwa/mountPrompt.tsx') }),
];

describe('the files the service worker keeps', () => {
  const files = precacheFiles(CHUNKS, ['/index.html', '/signin.html'], ['/manifest.webmanifest', '/icons/icon-192.png']);

  it('are both pages, the public files, the entries with their imports, and the worker’s screens with what they load on demand', () => {
    expect(files).toEqual(
      [
        '/index.html',
        '/signin.html',
        '/manifest.webmanifest',
        '/icons/icon-192.png',
        '/assets/main-1.js',
        '/assets/signin-1.js',
        '/assets/boot-1.js',
        '/assets/mui-1.js',
        '/assets/admin-1.js',
        '/assets/AppLayout-1.js',
        '/assets/IdleDialog-1.js',
        '/assets/LandingPage-1.js',
        '/assets/card-1.js',
        '/assets/OrdersDialog-1.js',
        '/assets/map-1.js',
        '/assets/map-1.css',
        '/assets/it-1.js',
        '/assets/register-1.js',
        '/assets/mountPrompt-1.js',
      ].sort(),
    );
  });

  it('leave out the office’s screens and words, even where a kept chunk names them', () => {
    expect(files.filter((file) => /CompanyList|Charts|office-it/.test(file))).toEqual([]);
  });

  it('follow what a worker’s screen loads on demand even when an entry reached that screen first, in any order', () => {
    expect(files).toContain('/assets/IdleDialog-1.js');
    expect(precacheFiles([...CHUNKS].reverse(), [], [])).toEqual(files.filter((file) => file.startsWith('/assets/')));
  });
});
