import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoViolations } from '../helpers/axe';
import { apiAs, DEMO, DESKTOP, launchBrowser, newPage, PHONE, signIn } from '../helpers/browser';
import { startServer } from '../helpers/server';
import { startSmtp, type TestSmtp } from '../helpers/smtp';

/** The office invites a client user by e-mail; the link in the e-mail lets them choose a password and sign in. */

let smtp: TestSmtp;
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
const api = apiAs(() => server.url);
const SHOTS = process.env.SCREENSHOT_DIR ?? '/tmp';

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({ SMTP_URL: smtp.url() });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

const suffix = Date.now().toString(36);
const username = `giulia.portineria.${suffix}`;
const email = `giulia.${suffix}@condominioaurora.it`;
const PASSWORD = 'Aurora-Scala-B-2026';

/** The link of the last e-mail to `to`, waiting for it to arrive. */
const linkFor = async (to: string, count: number) => {
  const mail = (await smtp.waitFor(count)).filter((m) => m.to === to).at(-1)!;
  const link = /(http:\/\/\S+\/auth\/invitation\?token=[\w-]+)/.exec(mail.text)?.[1];
  expect(link, mail.text).toBeDefined();
  return new URL(link!);
};

describe('inviting a client user by e-mail', () => {
  let link: URL;

  it('the administrator invites from the client’s page', async () => {
    const [aurora] = await api<Array<{ id: number }>>(`api/client?filter=${encodeURIComponent(JSON.stringify({ q: 'Condominio Aurora' }))}`);
    const { context, page } = await newPage(browser, server.url, { bypassCSP: true });
    await signIn(page, DEMO.admin);
    await page.waitForURL('**/dashboard');
    await page.goto(`/client/${aurora.id}/show`);
    await page.getByRole('button', { name: 'Invita via e-mail' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[name="lastName"]').fill('Conti');
    await dialog.locator('input[name="firstName"]').fill('Giulia');
    await dialog.locator('input[name="username"]').fill(username);
    await dialog.locator('input[name="email"]').fill(email);
    // She reads Spanish best: the e-mail is written in it.
    await dialog.getByRole('combobox', { name: 'Lingua dell’e-mail e dell’account' }).click();
    await page.getByRole('option', { name: 'Español' }).click();
    await expectNoViolations(page, 'the invitation dialog');
    const before = smtp.received.length;
    await dialog.getByRole('button', { name: 'Invia l’invito' }).click();
    await page.getByText(`Utente creato e invito inviato a ${email}`).waitFor();
    await page.getByTestId('client-users').getByText('Conti Giulia').waitFor();
    link = await linkFor(email, before + 1);
    expect(smtp.received.at(-1)!.subject).toBe('Tu acceso a Presidio');
    // The link opens the address the office uses the app at.
    expect(link.origin).toBe(server.url);
    await context.close();
  });

  it('the invited user sets a password on the phone, in the browser’s language, and signs in at /login-client', async () => {
    const { context, page } = await newPage(browser, server.url, { viewport: PHONE, bypassCSP: true });
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByTestId('invitation-for').waitFor();
    expect(await page.getByTestId('invitation-for').textContent()).toContain(`Nome utente: ${username}`);
    await page.screenshot({ path: `${SHOTS}/invitation-390x844.png`, fullPage: true });
    await expectNoViolations(page, 'the invitation page on the phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await page.locator('input[name="password"]').fill('corta');
    await page.getByRole('button', { name: 'Imposta la password' }).click();
    await page.getByText('Password troppo debole').first().waitFor();
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('input[name="confirm"]').fill(PASSWORD);
    await page.getByRole('button', { name: 'Imposta la password' }).click();
    await page.waitForURL('**/login-client');
    await page.getByText('Password impostata: ora puoi accedere').waitFor();

    await signIn(page, username, { client: true, password: PASSWORD, go: false });
    await page.waitForURL('**/dashclient/home');
    await context.close();
  });

  it('a used link says so, in Spanish for a Spanish browser; the desktop page passes axe too', async () => {
    const { context, page } = await newPage(browser, server.url, { viewport: DESKTOP, locale: 'es-ES', bypassCSP: true });
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByTestId('invitation-invalid').waitFor();
    expect(await page.getByTestId('invitation-invalid').textContent()).toContain('Esta invitación ya se ha usado');
    await expectNoViolations(page, 'a used invitation');
    await context.close();

    // The office sends a fresh link from the client's page; it opens on a desktop.
    const [aurora] = await api<Array<{ id: number }>>(`api/client?filter=${encodeURIComponent(JSON.stringify({ q: 'Condominio Aurora' }))}`);
    const office = await newPage(browser, server.url, { bypassCSP: true });
    await signIn(office.page, DEMO.admin);
    await office.page.waitForURL('**/dashboard');
    await office.page.goto(`/client/${aurora.id}/show`);
    const before = smtp.received.length;
    await office.page.getByRole('button', { name: 'Invia di nuovo l’invito a Conti Giulia' }).click();
    await office.page.getByText(`Invito inviato a ${email}`).waitFor();
    await office.context.close();
    const fresh = await linkFor(email, before + 1);
    const desk = await newPage(browser, server.url, { viewport: DESKTOP, bypassCSP: true });
    await desk.page.goto(`${fresh.pathname}${fresh.search}`);
    await desk.page.getByTestId('invitation-for').waitFor();
    await desk.page.screenshot({ path: `${SHOTS}/invitation-1366x768.png` });
    await expectNoViolations(desk.page, 'the invitation page on a desktop');
    await desk.context.close();
  });
});
