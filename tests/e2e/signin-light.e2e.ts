import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoViolations } from '../helpers/axe';
import { DEMO, DESKTOP, newPage, PHONE, signIn, storedState, serverAndBrowserPerFile } from '../helpers/browser';

const e2e = serverAndBrowserPerFile();

/** What signin.html names: its own scripts, and the app's files it prefetches. */
const pageFiles = async (page: Page) =>
  page.evaluate(() => ({
    own: [...document.querySelectorAll('script[src], link[rel="modulepreload"][href^="/assets/"]')]
      .filter((element) => element.parentElement === document.head)
      .map((element) => new URL(element.getAttribute('src') ?? element.getAttribute('href') ?? '', window.location.href).pathname),
    app: (document.querySelector('meta[name="presidio-prefetch-app"]')?.getAttribute('content') ?? '').split(' ').filter(Boolean),
  }));

/** Every request of the page, in order, with what asked for it. */
const recordRequests = (page: Page) => {
  const events: Array<{ kind: 'request' | 'response'; type: string; path: string }> = [];
  page.on('request', (request) => events.push({ kind: 'request', type: request.resourceType(), path: new URL(request.url()).pathname }));
  page.on('response', (response) => events.push({ kind: 'response', type: response.request().resourceType(), path: new URL(response.url()).pathname }));
  return events;
};

describe('the light sign-in entry', () => {
  it('draws the form from its own small scripts, no app chunk before it, then prefetches the app', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport: PHONE });
    const events = recordRequests(page);
    await page.goto('/auth/login');
    await page.locator('input[name="fiscalCode"]').waitFor();
    const before = events.filter((event) => event.kind === 'request' && event.type === 'script').map((event) => event.path);
    const { own, app } = await pageFiles(page);
    expect(own.length).toBeGreaterThan(0);
    expect(app.some((path) => /\/boot-/.test(path))).toBe(true);
    // Every script run before the form showed is the light entry's own; none of the app's (react-admin's) chunks.
    expect(before.every((path) => own.includes(path))).toBe(true);
    expect(before.filter((path) => app.includes(path))).toEqual([]);
    // Once the form is there, the app's code comes into the cache.
    await expect.poll(() => app.every((path) => events.some((event) => event.path === path)), { timeout: 30_000 }).toBe(true);
    await context.close();
  });

  it("runs the app's code when the worker steps to the password, not under the fiscal code's keys", async () => {
    const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport: PHONE });
    const events = recordRequests(page);
    await page.goto('/auth/login');
    await page.locator('input[name="fiscalCode"]').pressSequentially(DEMO.worker);
    const { app } = await pageFiles(page);
    const boot = app.find((path) => /\/boot-/.test(path));
    const ran = () => events.some((event) => event.kind === 'request' && event.type === 'script' && event.path === boot);
    // The prefetch, started after the page drew, is all in: an import at the first key would be asked by now.
    await expect.poll(() => app.every((path) => events.some((event) => event.kind === 'response' && event.path === path)), { timeout: 30_000 }).toBe(true);
    expect(ran()).toBe(false);
    await page.locator('input[name="password"]').focus();
    await expect.poll(ran, { timeout: 30_000 }).toBe(true);
    await context.close();
  });

  it("asks for the landing page's chunk before the sign-in answer arrives, and opens it with today's state", async () => {
    const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport: PHONE });
    const events = recordRequests(page);
    await signIn(page, DEMO.worker);
    await page.waitForURL('**/home/landing');
    await page.locator('[data-testid="duty-status"][data-open]').waitFor();
    const landing = events.findIndex((event) => event.kind === 'request' && /\/assets\/LandingPage-[^/]+\.js$/.test(event.path));
    const answer = events.findIndex((event) => event.kind === 'response' && event.path === '/api/auth/signin');
    expect(landing).toBeGreaterThanOrEqual(0);
    expect(answer).toBeGreaterThan(landing);
    // Today's state was asked once, as soon as the token was known, and the landing took that answer.
    expect(events.filter((event) => event.kind === 'request' && event.path === '/api/attendance/current')).toHaveLength(1);
    expect((await storedState(page))?.auth?.token).toBeTruthy();
    await context.close();
  });

  it('a signed-in user opening /auth/login is sent to their home, as the app does', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.server.url);
    await signIn(page, DEMO.admin);
    await page.waitForURL('**/dashboard');
    await page.goto('/auth/login');
    await page.waitForURL('**/dashboard');
    await page.getByTestId('side-menu').waitFor();
    await context.close();
  });

  it("'Password dimenticata?' leaves the light entry for the app's own page", async () => {
    const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport: PHONE });
    await page.goto('/login-client');
    await page.getByRole('link', { name: 'Password dimenticata?' }).click();
    await page.waitForURL('**/auth/forgot-password?client=1');
    await page.getByTestId('forgot-form').waitFor();
    await context.close();
  });

  it('is used from the keyboard alone: the language menu, the fields in order, the eye of the password', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport: DESKTOP });
    await page.goto('/auth/login');
    const identifier = page.getByLabel('Codice fiscale');
    // The focused element, by its name, test id, label or text.
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement;
        return element?.getAttribute('name') || element?.getAttribute('data-testid') || element?.getAttribute('aria-label') || element?.textContent;
      });
    // The form opens on its first field, as the app's page does; the field says it is required.
    await expect.poll(focused).toBe('fiscalCode');
    expect(await identifier.getAttribute('required')).not.toBeNull();
    // The corner's menu: it opens on the language in use, arrows move, Escape closes it and gives the focus back.
    const corner = page.getByTestId('language-selector');
    await corner.focus();
    await page.keyboard.press('Enter');
    await expect.poll(focused).toBe('Italiano');
    expect(await corner.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowUp');
    await expect.poll(focused).toBe('English');
    await page.keyboard.press('Escape');
    await expect.poll(focused).toBe('language-selector');
    expect(await page.getByRole('menu').count()).toBe(0);
    // Enter on a language chooses it: the page's words change, the focus is back on the corner.
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await expect.poll(focused).toBe('Español');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Acceso del personal' }).waitFor();
    await expect.poll(focused).toBe('language-selector');
    expect(await corner.getAttribute('aria-label')).toContain('Español');
    // Tab goes on to the fields, the eye and the button, in that order.
    const order: Array<string | null | undefined> = [];
    for (let step = 0; step < 4; step += 1) {
      await page.keyboard.press('Tab');
      order.push(await focused());
    }
    expect(order).toEqual(['fiscalCode', 'password', 'Mostrar contraseña', 'Entrar']);
    // The eye shows the password and says it will hide it.
    await page.locator('input[name="password"]').fill('Presidio.2026');
    await page.getByRole('button', { name: 'Mostrar contraseña' }).press('Enter');
    expect(await page.locator('input[name="password"]').getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Ocultar contraseña' }).waitFor();
    await context.close();
  });

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('has no WCAG 2.1 AA violations, in Italian, on the %s (both pages, and with the Error toast)', async (name, viewport) => {
    const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport, bypassCSP: true });
    await page.goto('/auth/login');
    await page.getByRole('heading', { name: 'Accesso personale' }).waitFor();
    await expectNoViolations(page, `light sign-in (${name})`);
    await signIn(page, DEMO.worker, { go: false, password: 'wrong-password' });
    await page.getByTestId('toast').waitFor();
    expect(await page.getByTestId('toast').textContent()).toMatch(/^Error/);
    await expectNoViolations(page, `light sign-in with the Error toast (${name})`);
    await page.goto('/login-client');
    await page.getByRole('heading', { name: 'Area clienti' }).waitFor();
    await expectNoViolations(page, `light client sign-in (${name})`);
    await context.close();
  });
});
