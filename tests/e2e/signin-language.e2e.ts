import { describe, expect, it } from 'vitest';
import { expectNoViolations } from '../helpers/axe';
import { DEMO, newPage, PHONE, signIn, storedState, serverAndBrowserPerFile } from '../helpers/browser';

const e2e = serverAndBrowserPerFile();

describe('the sign-in pages speak the browser language and let the user choose', () => {
  it('a Spanish phone that never opened the app reads Spanish, picks English, and keeps it', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport: PHONE, locale: 'es-ES', bypassCSP: true });
    await page.goto('/auth/login');
    await page.getByRole('heading', { name: 'Acceso del personal' }).waitFor();
    await expectNoViolations(page, 'sign-in in Spanish (phone)');
    await page.getByTestId('language-selector').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
    await signIn(page, DEMO.worker, { go: false });
    await page.waitForURL('**/home/landing');
    await expect.poll(async () => (await storedState(page))?.locale).toBe('en');
    await context.close();
  });

  it("an Italian browser reads Italian on the client's page, and the choice there is in the corner too", async () => {
    const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport: PHONE });
    await page.goto('/login-client');
    await page.getByRole('heading', { name: 'Area clienti' }).waitFor();
    await page.getByTestId('language-selector').click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await page.getByRole('heading', { name: 'Área de clientes' }).waitFor();
    await context.close();
  });
});
