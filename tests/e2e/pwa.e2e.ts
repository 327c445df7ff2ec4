import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createTestApp } from '../helpers/app';
import { expectNoViolations } from '../helpers/axe';
import { DEMO, DESKTOP, newPage, PHONE, serverAndBrowserPerFile, signIn } from '../helpers/browser';

const e2e = serverAndBrowserPerFile();

/** Width and height written in a PNG's header. */
const pngSize = (bytes: Buffer) => `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;

/** Once the service worker (registered a few seconds after the first screen) runs the page. */
const controlled = (page: Page) => expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 30_000 }).toBe(true);

/** Every path the page's origin keeps in its caches, cache by cache. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const kept: Record<string, string[]> = {};
    for (const name of await caches.keys()) kept[name] = (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
    return kept;
  });

/** The worker at their landing page, today's state shown (or its failure, offline). */
const landingShown = (page: Page) => page.getByTestId('landing-clock').first().waitFor();

describe('the installable app', () => {
  it('serves an Italian manifest with reachable icons at the sizes Android and iOS ask, linked by both pages', async () => {
    const response = await fetch(`${e2e.server.url}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const manifest = (await response.json()) as { name: string; short_name: string; lang: string; start_url: string; scope: string; display: string; theme_color: string; background_color: string; icons: Array<{ src: string; sizes: string; type: string; purpose?: string }> };
    expect(manifest).toMatchObject({ name: 'Presidio', short_name: 'Presidio', lang: 'it', start_url: '/', scope: '/', display: 'standalone', theme_color: '#16324f', background_color: '#f4f6f9' });
    const sizes: string[] = [];
    for (const icon of manifest.icons.filter((entry) => entry.type === 'image/png')) {
      const image = await fetch(new URL(icon.src, e2e.server.url));
      expect(image.status, icon.src).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      const size = pngSize(Buffer.from(await image.arrayBuffer()));
      expect(size, icon.src).toBe(icon.sizes);
      sizes.push(`${size} ${icon.purpose ?? 'any'}`);
    }
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));

    const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport: PHONE });
    for (const path of ['/auth/login', '/notfound']) {
      await page.goto(path);
      const head = await page.evaluate(() => ({
        manifest: document.querySelector('link[rel="manifest"]')?.getAttribute('href'),
        apple: document.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href'),
        theme: document.querySelector('meta[name="theme-color"]')?.getAttribute('content'),
      }));
      expect(head, path).toEqual({ manifest: '/manifest.webmanifest', apple: '/icons/apple-touch-icon.png', theme: manifest.theme_color });
      const apple = await fetch(new URL(head.apple ?? '', e2e.server.url));
      expect(pngSize(Buffer.from(await apple.arrayBuffer()))).toBe('180x180');
    }
    // The start page lands on the role's home.
    await signIn(page, DEMO.worker);
    await page.waitForURL('**/home/landing');
    await page.goto(manifest.start_url);
    await page.waitForURL('**/home/landing');
    await context.close();

    const worker = await fetch(`${e2e.server.url}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
  });

  it('keeps the shell, never the API, and the landing page opens with no network', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport: PHONE, serviceWorkers: 'allow' });
    await signIn(page, DEMO.worker);
    await page.waitForURL('**/home/landing');
    await landingShown(page);
    await controlled(page);
    const kept = Object.values(await cachedPaths(page)).flat();
    expect(kept).toEqual(expect.arrayContaining(['/index.html', '/signin.html', '/manifest.webmanifest', '/icons/icon-192.png']));
    expect(kept.some((path) => /^\/assets\/LandingPage-.+\.js$/.test(path))).toBe(true);
    expect(kept.filter((path) => path.startsWith('/api'))).toEqual([]);

    // Online, a reload takes the app's files from the service worker, and the API from the network.
    const answers: Array<{ path: string; fromWorker: boolean }> = [];
    page.on('response', (response) => answers.push({ path: new URL(response.url()).pathname, fromWorker: response.fromServiceWorker() }));
    await page.reload();
    await landingShown(page);
    await expect.poll(() => answers.some((answer) => answer.path.startsWith('/api/'))).toBe(true);
    expect(answers.filter((answer) => answer.path.startsWith('/api/') && answer.fromWorker)).toEqual([]);
    expect(answers.find((answer) => answer.path === '/home/landing')?.fromWorker).toBe(true);
    expect(answers.filter((answer) => /^\/assets\/LandingPage-.+\.js$/.test(answer.path)).every((answer) => answer.fromWorker)).toBe(true);

    await context.setOffline(true);
    await page.reload();
    expect(new URL(page.url()).pathname).toBe('/home/landing');
    await landingShown(page);
    expect(await page.title()).toMatch(/Presidio$/);
    // The installed app's start page, offline too: the role's home.
    await page.goto('/');
    await page.waitForURL('**/home/landing');
    await landingShown(page);
    // The sign-in pages come from their own page (signin.html), as the server answers them.
    await page.evaluate(() => window.localStorage.removeItem('state'));
    await page.goto('/auth/login');
    await page.locator('input[name="fiscalCode"]').waitFor();
    expect(await page.evaluate(() => [...document.scripts].some((script) => /\/assets\/signin-/.test(script.src)))).toBe(true);
    await context.close();
  });

  it('without the service worker the same offline reload fails: the emulation is real', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport: PHONE });
    await signIn(page, DEMO.worker);
    await page.waitForURL('**/home/landing');
    await landingShown(page);
    await context.setOffline(true);
    await expect(page.reload()).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    await context.close();
  });

  it('offers a new version when one is deployed, and reloads only when Aggiorna is tapped', async () => {
    // A server of its own on a copy of the build, so that a "deploy" (a changed sw.js) touches no other test.
    const root = mkdtempSync(join(tmpdir(), 'presidio-pwa-dist-'));
    cpSync('dist', root, { recursive: true });
    const testApp = await createTestApp({}, { staticRoot: root });
    const url = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const { context, page } = await newPage(e2e.browser, url, { viewport: PHONE, serviceWorkers: 'allow', bypassCSP: true });
    try {
      await signIn(page, DEMO.worker);
      await page.waitForURL('**/home/landing');
      await controlled(page);
      const [before] = Object.keys(await cachedPaths(page));

      // Half-way through a form, in a page that would lose it on a reload.
      await page.goto('/home/permission');
      await page.locator('textarea[name="reason"]').fill('Visita medica');
      await page.evaluate(() => Object.assign(window, { presidioUnsaved: true }));

      // The deploy: the next build's service worker (a new version of the same files), as the build writes it.
      const source = readFileSync(join(root, 'sw.js'), 'utf8');
      const version = /"version":"([0-9a-f]+)"/.exec(source)?.[1];
      expect(version).toBeTruthy();
      const next = source.replace(`"version":"${version}"`, `"version":"${version}0next"`);
      writeFileSync(join(root, 'sw.js'), next);
      writeFileSync(join(root, 'sw.js.br'), brotliCompressSync(next));
      writeFileSync(join(root, 'sw.js.gz'), gzipSync(next));
      // What the app does on each return to it (and every hour).
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

      const prompt = page.getByTestId('update-prompt');
      await prompt.getByText('Nuova versione disponibile').waitFor();
      // The new version waits beside the running one; nothing reloaded: the form is as it was.
      expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting)).toBe(true);
      expect(Object.keys(await cachedPaths(page)).sort()).toEqual([before, `presidio-shell-${version}0next`].sort());
      expect(await page.evaluate(() => (window as unknown as { presidioUnsaved?: boolean }).presidioUnsaved)).toBe(true);
      expect(await page.locator('textarea[name="reason"]').inputValue()).toBe('Visita medica');
      await expectNoViolations(page, 'update prompt (phone)');
      await page.setViewportSize(DESKTOP);
      await expectNoViolations(page, 'update prompt (desktop)');

      // Tapped: the new version takes over and the page reloads, once.
      const reloaded = page.waitForEvent('load');
      await prompt.getByRole('button', { name: 'Aggiorna' }).click();
      await reloaded;
      await page.locator('textarea[name="reason"]').waitFor();
      expect(await page.evaluate(() => (window as unknown as { presidioUnsaved?: boolean }).presidioUnsaved)).toBeUndefined();
      await expect.poll(async () => Object.keys(await cachedPaths(page))).toEqual([`presidio-shell-${version}0next`]);
      expect(await page.getByTestId('update-prompt').count()).toBe(0);
    } finally {
      await context.close();
      await testApp.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
