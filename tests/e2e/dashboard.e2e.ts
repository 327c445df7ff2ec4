import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NOW_FIGURES, TODO_FIGURES, type TDashboard } from '../../src/shared/schemas/dashboard';
import { expectNoViolations } from '../helpers/axe';
import { apiAs, DEMO, DESKTOP, newPage, PHONE, serverAndBrowserPerFile, signIn } from '../helpers/browser';

const e2e = serverAndBrowserPerFile();
const api = apiAs(() => e2e.server.url);
const asModerator = apiAs(() => e2e.server.url, DEMO.moderator);

/** No sideways scrolling: the screen fits the phone's width. */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const openDashboard = async (who: string, viewport: typeof DESKTOP) => {
  const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport, timezoneId: 'Europe/Rome', bypassCSP: true });
  await signIn(page, who);
  await page.waitForURL('**/dashboard');
  await page.getByTestId('figure-pendingLeave').waitFor();
  return { context, page };
};

/** Each figure on the page shows the API's number. */
const expectFigures = async (page: Page, answer: TDashboard) => {
  for (const key of NOW_FIGURES) expect(await page.getByTestId(`figure-${key}`).getAttribute('data-value'), key).toBe(String(answer.now[key].value));
  for (const key of TODO_FIGURES) expect(await page.getByTestId(`figure-${key}`).getAttribute('data-value'), key).toBe(String(answer.todo[key].value));
};

/** Follows a figure's link and counts the rows of the list it opens. */
const followToList = async (page: Page, key: string, path: RegExp, expected: number) => {
  await page.goto('/dashboard');
  await page.getByTestId(`figure-${key}`).click();
  await page.waitForURL(path);
  await expect.poll(() => page.locator('tbody tr').count(), { timeout: 15_000 }).toBe(expected);
};

describe('the office dashboard', () => {
  it('shows the admin every figure with its link on a desktop, in Italian, without violations', async () => {
    const answer = await api<TDashboard>('api/dashboard');
    const { context, page } = await openDashboard(DEMO.admin, DESKTOP);
    await page.getByText('Tutte le aziende').first().waitFor();
    await expectFigures(page, answer);
    await page.getByTestId('month-hours-table').waitFor();
    expect(await page.getByTestId('month-hours-table').locator('tbody tr').count()).toBe(answer.month.hours.length);
    expect(await page.getByRole('heading', { name: 'Adesso' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Da fare' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Il mese' }).count()).toBe(1);
    await expectNoViolations(page, 'dashboard (desktop)');

    // Followed, a figure lands on its list already filtered, showing as many rows as it counts.
    expect(answer.todo.pendingLeave.value).toBeGreaterThan(0);
    await followToList(page, 'pendingLeave', /\/permission\?/, answer.todo.pendingLeave.value);
    expect(answer.todo.deadlinesExpired.value).toBeGreaterThan(0);
    await followToList(page, 'deadlinesExpired', /\/deadlines\?/, answer.todo.deadlinesExpired.value);
    expect(answer.now.missedOpen.value).toBeGreaterThan(0);
    await followToList(page, 'missedOpen', /\/attendance\?/, answer.now.missedOpen.value);
    await context.close();
  });

  it('keeps the figures in place while it reads them again on focus', async () => {
    const { context, page } = await openDashboard(DEMO.admin, DESKTOP);
    const at = await page.getByTestId('dashboard-updated').getAttribute('data-at');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = 0;
    await page.route('**/api/dashboard**', async (route) => {
      asked += 1;
      await held;
      await route.continue();
    });
    // TanStack Query's focus manager listens on the window.
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await expect.poll(() => asked, { timeout: 10_000 }).toBeGreaterThan(0);
    // While the answer is held, every figure is still there with its number.
    for (const key of [...NOW_FIGURES, ...TODO_FIGURES]) expect(await page.getByTestId(`figure-${key}`).isVisible(), key).toBe(true);
    expect(await page.getByTestId('dashboard').getByRole('progressbar', { includeHidden: true }).isVisible()).toBe(true);
    release();
    await expect.poll(() => page.getByTestId('dashboard-updated').getAttribute('data-at'), { timeout: 10_000 }).not.toBe(at);
    await page.getByTestId('figure-pendingLeave').waitFor();
    await context.close();
  });

  it("shows the moderator's own companies on a phone, fitting its width, and a figure opens its list", async () => {
    const answer = await asModerator<TDashboard>('api/dashboard');
    const { context, page } = await openDashboard(DEMO.moderator, PHONE);
    await expectFigures(page, answer);
    await page.getByTestId('month-coverage').waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await expectNoViolations(page, 'dashboard (phone)');
    await page.getByTestId('figure-pendingLeave').click();
    await page.waitForURL(/\/permission\?/);
    expect(decodeURIComponent(page.url())).toContain('"status":"PENDING"');
    await context.close();
  });
});
