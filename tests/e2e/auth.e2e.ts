import { describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, newPage, signIn, storedState, serverAndBrowserPerFile } from '../helpers/browser';

const e2e = serverAndBrowserPerFile();

const open = () => newPage(e2e.browser, e2e.server.url);

describe('sign-in and role landing', () => {
  it.each([
    ['admin', DEMO.admin, '/dashboard'],
    ['moderator', DEMO.moderator, '/dashboard'],
    ['worker', DEMO.worker, '/home/landing'],
    ['client-management', DEMO.clientManagement, '/home/landing'],
    ['accounting', DEMO.accounting, '/attendance/months'],
  ])('%s lands on its home', async (_, id, home) => {
    const { context, page } = await open();
    await signIn(page, id);
    await page.waitForURL(`**${home}`);
    await page.getByTestId('side-menu').waitFor();
    await context.close();
  });

  it('takes a fiscal code typed in lower case with the spaces of its groups', async () => {
    const { context, page } = await open();
    await page.goto('/auth/login');
    const field = page.locator('input[name="fiscalCode"]');
    await field.pressSequentially(`${DEMO.worker.slice(0, 6)} ${DEMO.worker.slice(6, 11)} ${DEMO.worker.slice(11)}`.toLowerCase());
    expect(await field.inputValue()).toBe(DEMO.worker);
    await field.fill(` ${DEMO.worker.slice(0, 6)} ${DEMO.worker.slice(6)} `);
    expect(await field.inputValue()).toBe(DEMO.worker);
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL('**/home/landing');
    await context.close();
  });

  it('the client signs in at /login-client and lands on /dashclient/home', async () => {
    const { context, page } = await open();
    await signIn(page, DEMO.client, { client: true });
    await page.waitForURL('**/dashclient/home');
    await context.close();
  });

  it('a wrong password shows the Error toast with the server message', async () => {
    const { context, page } = await open();
    await signIn(page, DEMO.admin, { password: 'wrong-password' });
    const toast = page.getByTestId('toast');
    await toast.waitFor();
    expect(await toast.textContent()).toMatch(/^Error/);
    expect(await toast.getAttribute('data-severity')).toBe('error');
    expect(page.url()).toContain('/auth/login');
    await context.close();
  });

  it('a worker opening /company lands on /auth/access', async () => {
    const { context, page } = await open();
    await signIn(page, DEMO.worker);
    await page.waitForURL('**/home/landing');
    await page.goto('/company');
    await page.waitForURL('**/auth/access');
    await page.getByTestId('access-denied').waitFor();
    await context.close();
  });

  it('an anonymous deep link returns there after sign-in', async () => {
    const { context, page } = await open();
    await page.goto('/company/create');
    await page.waitForURL('**/auth/login');
    await signIn(page, DEMO.admin, { go: false });
    await page.waitForURL('**/company/create');
    await context.close();
  });

  it("'Esci' asks to confirm, signs out, and the old token is refused", async () => {
    const { context, page } = await open();
    await signIn(page, DEMO.admin);
    await page.waitForURL('**/dashboard');
    const token = (await storedState(page))?.auth?.token;
    expect(token).toBeTruthy();
    await page.getByRole('button', { name: 'Esci' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Esci' }).click();
    await page.waitForURL('**/auth/login');
    const state = await storedState(page);
    expect(JSON.stringify(state)).not.toContain(token);
    expect(state?.auth).toBeNull();
    const answer = await fetch(`${e2e.server.url}/api/auth/me`, { headers: { Authorization: `Bearer ${token}`, 'x-access-token': token as string } });
    expect(answer.status).toBe(401);
    await context.close();
  });

  it('/xyz shows Not Found', async () => {
    const { context, page } = await open();
    await page.goto('/xyz');
    await page.getByTestId('not-found').waitFor();
    expect(await page.getByTestId('not-found').textContent()).toContain('Not Found');
    expect(await page.getByTestId('not-found').textContent()).toContain('Requested resource is not available.');
    await context.close();
  });

  it('a corrupt state starts clean at the sign-in page', async () => {
    const { context, page } = await open();
    await page.goto('/auth/login');
    await page.evaluate(() => window.localStorage.setItem('state', '{"auth":{"token":42'));
    await page.goto('/dashboard');
    await page.waitForURL('**/auth/login');
    await page.locator('input[name="fiscalCode"]').waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('state'))).toBeNull();
    expect(await page.locator('text=/Something went wrong|Qualcosa è andato storto/').count()).toBe(0);
    await context.close();
  });
});
