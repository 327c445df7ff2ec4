import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoViolations } from '../helpers/axe';
import { DEMO, DESKTOP, newPage, PHONE, signIn, serverAndBrowserPerFile } from '../helpers/browser';

const e2e = serverAndBrowserPerFile();

/** Opens the bell once it has its count, then follows its "Vedi tutte". */
const openAllFromBell = async (page: Page) => {
  await page.locator('[data-testid="notification-bell"][data-loaded="true"]').waitFor();
  await page.getByTestId('notification-bell').click();
  await page.getByTestId('notification-all').click();
  await page.getByTestId('notification-page').waitFor();
};

const unreadOnBell = async (page: Page) => Number(await page.getByTestId('notification-bell').getAttribute('data-count'));

describe('every role reads all of its notifications, from the bell, in its own area', () => {
  it('the worker, on the phone, reads them at /home/notifications and marks them all read', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport: PHONE, bypassCSP: true });
    await signIn(page, DEMO.worker);
    await page.waitForURL('**/home/landing');
    await openAllFromBell(page);
    expect(new URL(page.url()).pathname).toBe('/home/notifications');
    // The demo worker has the office's decisions on their leave: the page lists them.
    await page.locator('[data-testid="notification-page"] .MuiListItemButton-root').first().waitFor();
    await expectNoViolations(page, 'worker notifications (phone)');
    if ((await unreadOnBell(page)) === 0) {
      expect(await page.getByTestId('notification-read-all').isDisabled()).toBe(true);
    } else {
      await page.getByTestId('notification-read-all').click();
      await page.locator('[data-testid="notification-bell"][data-count="0"]').waitFor();
    }
    expect(await page.getByText('Accesso negato').count()).toBe(0);
    await context.close();
  });

  it.each([
    ['client management', DEMO.clientManagement, '/home/landing'],
    ['accounting', DEMO.accounting, '/attendance/months'],
  ])('%s opens its page from the bell, never "Accesso negato"', async (_, id, home) => {
    const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport: DESKTOP, bypassCSP: true });
    await signIn(page, id);
    await page.waitForURL(`**${home}`);
    await openAllFromBell(page);
    expect(new URL(page.url()).pathname).toBe('/home/notifications');
    await page.locator('[data-testid="notification-page"] .MuiListItemButton-root, [data-testid="notification-empty"]').first().waitFor();
    expect(await page.getByText('Accesso negato').count()).toBe(0);
    await expectNoViolations(page, `${id} notifications (desktop)`);
    await context.close();
  });

  it('the client reads them inside the portal', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport: PHONE, bypassCSP: true });
    await signIn(page, DEMO.client, { client: true });
    await page.waitForURL('**/dashclient/home');
    await openAllFromBell(page);
    expect(new URL(page.url()).pathname).toBe('/dashclient/notifications');
    await page.locator('[data-testid="notification-page"] .MuiListItemButton-root, [data-testid="notification-empty"]').first().waitFor();
    expect(await page.getByText('Accesso negato').count()).toBe(0);
    await expectNoViolations(page, 'client notifications (phone)');
    await context.close();
  });
});
