import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startServer } from './server';

export const DEMO_PASSWORD = 'Presidio.2026';

export const DEMO = {
  admin: 'RSSMRA80A01H501U',
  moderator: 'BNCLRA85M55F205Q',
  worker: 'VRDGPP90C10F839E',
  clientManagement: 'SPSNNA92T45L219I',
  accounting: 'FRRLCU78H20A944X',
  client: 'cliente.demo',
} as const;

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 768 };

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });

/**
 * A fresh context (empty storage) at desktop size, Italian, with geolocation granted unless asked
 * otherwise. The app's service worker is blocked unless a test allows it (`serviceWorkers: 'allow'`,
 * tests/e2e/pwa.e2e.ts): a page it controls would answer requests that a test's page.route expects.
 */
export const newPage = async (
  browser: Browser,
  baseURL: string,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await browser.newContext({
    baseURL,
    viewport: DESKTOP,
    locale: 'it-IT',
    permissions: ['geolocation'],
    geolocation: { latitude: 41.9, longitude: 12.5, accuracy: 20 },
    serviceWorkers: 'block',
    ...options,
  });
  const page = await context.newPage();
  return { context, page };
};

/** Signs in through the real form: fiscal code at /auth/login, username at /login-client. */
export const signIn = async (page: Page, identifier: string, { client = false, password = DEMO_PASSWORD, go = true } = {}) => {
  if (go) await page.goto(client ? '/login-client' : '/auth/login');
  await page.locator(client ? 'input[name="username"]' : 'input[name="fiscalCode"]').fill(identifier);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
};

export const storedState = (page: Page) =>
  page.evaluate(() => {
    const raw = window.localStorage.getItem('state');
    return raw ? (JSON.parse(raw) as Record<string, unknown> & { auth: { token: string } | null }) : null;
  });

/**
 * One server (built app, fresh demo database) and one Chromium per test file, started before its
 * tests and stopped after them. Read `server` and `browser` inside tests, once they have started.
 */
export const serverAndBrowserPerFile = () => {
  const e2e = {} as { server: Awaited<ReturnType<typeof startServer>>; browser: Browser };
  beforeAll(async () => {
    e2e.server = await startServer();
    e2e.browser = await launchBrowser();
  });
  afterAll(async () => {
    await e2e.browser?.close();
    await e2e.server?.stop();
  });
  return e2e;
};

/**
 * The API as a demo user (the administrator by default), signed in once: to set a scene before a
 * screen is driven and to check what it saved. A refusal throws with its status and body.
 */
export const apiAs = (serverUrl: () => string, fiscalCode: string = DEMO.admin) => {
  let token: Promise<string> | undefined;
  const signedIn = () =>
    (token ??= (async () => {
      const response = await fetch(`${serverUrl()}/api/auth/signin`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ fiscalCode, password: DEMO_PASSWORD }),
      });
      return ((await response.json()) as { accessToken: string }).accessToken;
    })());
  return async <T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> => {
    const response = await fetch(`${serverUrl()}/${path}`, {
      method: init.method ?? 'GET',
      headers: { Authorization: `Bearer ${await signedIn()}`, 'Content-Type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const body = (await response.json()) as T;
    if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${JSON.stringify(body)}`);
    return body;
  };
};
