import { describe, expect, it } from 'vitest';
import { expectNoViolations } from '../helpers/axe';
import { DEMO, DESKTOP, newPage, PHONE, serverAndBrowserPerFile, signIn } from '../helpers/browser';

const e2e = serverAndBrowserPerFile();

describe('the display settings and the toasts, from the first review', () => {
  for (const [size, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    it(`the display settings open above the top bar, and their close button takes the tap (${size})`, async () => {
      const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport, bypassCSP: true });
      await signIn(page, DEMO.admin);
      await page.waitForURL('**/dashboard');
      await page.getByTestId('config-toggle').click();
      const sidebar = page.getByTestId('config-sidebar');
      await sidebar.getByText('Impostazioni', { exact: true }).waitFor();
      const close = sidebar.getByRole('button', { name: 'Chiudi' });
      // The element under the button's centre is the button itself, not the top bar over it.
      const onTop = await close.evaluate((button) => {
        const box = button.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return !!hit && button.contains(hit);
      });
      expect(onTop).toBe(true);
      await expectNoViolations(page, `the display settings (${size})`);
      await close.click();
      await sidebar.waitFor({ state: 'detached' });
      await context.close();
    });
  }

  it('a saved record says so once, in the same toast as every other message', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport: DESKTOP, bypassCSP: true });
    await signIn(page, DEMO.admin);
    await page.waitForURL('**/dashboard');
    await page.goto('/company');
    await page.locator('tbody tr').first().click();
    await page.waitForURL(/\/company\/\d+\/show$/);
    await page.getByRole('link', { name: 'Modifica' }).click();
    await page.waitForURL(/\/company\/\d+$/);
    const name = page.locator('input[name="name"]');
    await expect.poll(() => name.inputValue()).not.toBe('');
    // A space the server trims: the form changes, the company stays as it was.
    await name.fill(`${await name.inputValue()} `);
    await page.getByRole('button', { name: 'Salva' }).click();
    const toast = page.getByTestId('toast');
    await toast.first().waitFor();
    expect(await toast.first().getAttribute('data-severity')).toBe('success');
    expect(await toast.first().textContent()).toMatch(/^OK/);
    // react-admin's own snackbar is gone: one component for every notification.
    expect(await page.locator('.MuiSnackbar-root').count()).toBe(0);
    expect(await toast.count()).toBe(1);
    await context.close();
  });
});
