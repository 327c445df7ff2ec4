import { describe, expect, it } from 'vitest';
import { expectNoViolations } from '../helpers/axe';
import { DEMO, newPage, PHONE, signIn, serverAndBrowserPerFile } from '../helpers/browser';

const e2e = serverAndBrowserPerFile();

/** Milan: 477 km from the demo worker's sites in Rome. */
const FAR_AWAY = { latitude: 45.4642, longitude: 9.19, accuracy: 15 };

describe('one-tap clocking from the landing page', () => {
  it('a tap from far away proposes nothing and preselects nothing: the sites come nearest first, with the distance', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport: PHONE, timezoneId: 'Europe/Rome', geolocation: FAR_AWAY, bypassCSP: true });
    await signIn(page, DEMO.worker);
    await page.waitForURL('**/home/landing');
    await page.locator('[data-testid="landing-clock"][data-state="in"]').click();
    await page.waitForURL('**/home/attendance');
    await page.getByTestId('notice-accept').click();
    await page.getByTestId('none-near').waitFor();
    // The notice closes and no proposal follows it.
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    const options = page.getByTestId('site-option');
    expect(await options.count()).toBeGreaterThan(0);
    expect(await page.locator('[data-testid="site-option"] input[type="radio"]:checked').count()).toBe(0);
    expect(await page.getByTestId('clock-button').isDisabled()).toBe(true);
    // Each row says how far it is; after today's shift's site, the nearest comes first.
    const distances = await options.evaluateAll((rows) =>
      rows
        .filter((row) => !row.querySelector('[data-testid="site-today"]'))
        .map((row) => row.textContent?.match(/([\d.,]+) km/)?.[1])
        .filter(Boolean)
        .map((n) => Number(n!.replace(/\./g, '').replace(',', '.'))));
    expect(distances.length).toBeGreaterThan(0);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBeGreaterThan(400);
    await expectNoViolations(page, 'clocking from far away (phone)');
    // Picking a site by hand still clocks in, flagged outside.
    await options.first().click();
    await page.getByTestId('clock-button').click();
    expect(await page.getByTestId('clock-result').getAttribute('data-inside')).toBe('NO');
    await context.close();
  });
});
