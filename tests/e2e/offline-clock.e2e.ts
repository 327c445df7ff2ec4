import { describe, expect, it } from 'vitest';
import { expectNoViolations } from '../helpers/axe';
import { apiAs, DEMO, DESKTOP, newPage, PHONE, serverAndBrowserPerFile, signIn } from '../helpers/browser';

const e2e = serverAndBrowserPerFile();
const asAdmin = apiAs(() => e2e.server.url);

/** Milan, far from the demo worker's sites: no proposal, the site is picked by hand. */
const MILAN = { latitude: 45.4642, longitude: 9.19, accuracy: 15 };

interface TRecord { id: number; userName: string; offline: boolean; checkIn: string; checkInReceivedAt: string | null }

const offlineRecords = () => asAdmin<TRecord[]>(`api/attendance?filter=${encodeURIComponent(JSON.stringify({ offline: true }))}`);

describe('clocking in a dead zone', () => {
  it('keeps the clock-in on the phone, shows it waiting, and sends it once when the network is back', async () => {
    expect(await offlineRecords()).toEqual([]);
    const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport: PHONE, timezoneId: 'Europe/Rome', geolocation: MILAN, bypassCSP: true });
    await signIn(page, DEMO.worker);
    await page.waitForURL('**/home/landing');
    await page.locator('[data-testid="landing-clock"][data-state="in"]').click();
    await page.waitForURL('**/home/attendance');
    await page.getByTestId('notice-accept').click();
    await page.getByTestId('none-near').waitFor();
    await page.getByTestId('site-option').first().click();

    await context.setOffline(true);
    await page.getByTestId('clock-button').click();
    await expect.poll(() => page.getByTestId('clock-queued').textContent()).toMatch(/Nessuna rete: la timbratura delle \d\d:\d\d è salvata sul telefono/);
    // The duty state counts it: the button now clocks out.
    await expect.poll(() => page.getByTestId('clock-button').getAttribute('data-kind')).toBe('out');

    await page.getByRole('link', { name: 'Torna alla home' }).click();
    await page.waitForURL('**/home/landing');
    const pending = page.getByTestId('pending-clocks');
    await expect.poll(() => pending.textContent()).toMatch(/In attesa di invio.*Entrata delle \d\d:\d\d presso /);
    expect(await page.getByTestId('landing-clock').getAttribute('data-state')).toBe('out');
    expect(await page.getByTestId('duty-status').getAttribute('data-pending')).toBe('true');
    await expectNoViolations(page, 'landing page with a clock-in waiting to be sent (phone)');
    // For a look at the pending state by eye: E2E_SHOTS=/some/dir writes the phone and the desktop view.
    if (process.env.E2E_SHOTS) {
      await page.screenshot({ path: `${process.env.E2E_SHOTS}/offline-pending-390x844.png`, fullPage: true });
      await page.setViewportSize(DESKTOP);
      await page.screenshot({ path: `${process.env.E2E_SHOTS}/offline-pending-1366x768.png` });
      await page.setViewportSize(PHONE);
    }
    expect(await offlineRecords()).toEqual([]);

    await context.setOffline(false);
    await expect.poll(() => pending.count()).toBe(0);
    await expect.poll(() => page.getByTestId('duty-status').getAttribute('data-pending')).toBe('false');
    // The server's state is read before the kept tap leaves the screen: on duty throughout.
    expect(await page.getByTestId('duty-status').getAttribute('data-open')).toBe('true');
    const records = await offlineRecords();
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ offline: true });
    expect(records[0].checkInReceivedAt! > records[0].checkIn).toBe(true);

    // Sent again by "Invia ora" or a new start, nothing is left to send, and nothing is doubled.
    await page.reload();
    await page.getByTestId('duty-status').waitFor();
    expect(await offlineRecords()).toHaveLength(1);
    await context.close();

    // The office sees it flagged on the record's page, with the time the server received it.
    const office = await newPage(e2e.browser, e2e.server.url, { viewport: DESKTOP, timezoneId: 'Europe/Rome' });
    await signIn(office.page, DEMO.admin);
    await office.page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    await office.page.goto(`/attendance/${records[0].id}/show`);
    await office.page.getByTestId('check-in-received').waitFor();
    expect(await office.page.getByTestId('offline-chip').count()).toBe(1);
    expect(await office.page.getByTestId('offline-note').isVisible()).toBe(true);
    await office.context.close();
  });
});
