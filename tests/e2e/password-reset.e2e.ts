import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validFiscalCode } from '../helpers/api';
import { expectNoViolations } from '../helpers/axe';
import { apiAs, DEMO, launchBrowser, newPage, PHONE, signIn } from '../helpers/browser';
import { startServer } from '../helpers/server';
import { parseMail } from '../helpers/smtp';

/** A guard who forgot the password asks for a link on the phone, reads it in the e-mail, sets a new password and signs in. */

// Our own DATA_DIR (startServer lets env override its own): the e-mails are .eml files in DATA_DIR/mail.
const dataDir = mkdtempSync(join(tmpdir(), 'presidio-e2e-reset-'));
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
const office = apiAs(() => server.url, DEMO.moderator);

beforeAll(async () => {
  server = await startServer({ DATA_DIR: dataDir });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The text of the e-mails to `to` so far. */
const mailsTo = (to: string) => {
  const dir = join(dataDir, 'mail');
  let names: string[] = [];
  try {
    names = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return names.map((name) => parseMail(readFileSync(join(dir, name), 'latin1'))).filter((mail) => mail.to === to);
};

/** Waits for the first e-mail to `to` (it is sent after the answer) and answers its link. */
const linkFor = async (to: string) => {
  const deadline = Date.now() + 15_000;
  while (!mailsTo(to).length) {
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const link = /(http:\/\/\S+\/auth\/reset-password\?token=[\w-]+)/.exec(mailsTo(to)[0].text)?.[1];
  expect(link).toBeDefined();
  return new URL(link!);
};

describe('self-service password recovery on the phone', () => {
  const fiscalCode = validFiscalCode(90_000 + (Date.now() % 9_000));
  const email = `guardia.${Date.now().toString(36)}@example.it`;
  const PASSWORD = 'Ronda-Notturna-2026';

  it('asks for a link from the sign-in page, sets a new password from the e-mail and signs in with it', async () => {
    const { companyIds } = await office<{ companyIds: number[] }>('api/auth/me');
    await office('api/auth/signup', {
      method: 'POST',
      body: { fiscalCode, email, password: 'Temporanea-Forte-2026', firstName: 'Nadia', lastName: 'Ronda', roles: ['ROLE_WORKER'], companyIds: [companyIds[0]] },
    });

    const { context, page } = await newPage(browser, server.url, { viewport: PHONE, bypassCSP: true });
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Password dimenticata?' }).click();
    await page.waitForURL('**/auth/forgot-password');
    await page.getByTestId('forgot-form').waitFor();
    await expectNoViolations(page, 'the forgot-password page on the phone');
    await page.locator('input[name="fiscalCode"]').fill(fiscalCode.toLowerCase());
    await page.getByRole('button', { name: 'Invia il link' }).click();
    await page.getByTestId('forgot-sent').waitFor();
    expect(await page.getByTestId('forgot-sent').textContent()).toContain("Se l'account esiste, ti abbiamo inviato un'e-mail con il link");
    await expectNoViolations(page, 'the forgot-password answer on the phone');

    const link = await linkFor(email);
    expect(link.origin).toBe(server.url);
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByTestId('reset-form').waitFor();
    await expectNoViolations(page, 'the reset-password page on the phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('input[name="confirm"]').fill(PASSWORD);
    await page.getByRole('button', { name: 'Cambia la password' }).click();
    await page.waitForURL('**/auth/login');
    await page.getByText('Password cambiata: accedi con la nuova password').waitFor();

    await signIn(page, fiscalCode, { password: PASSWORD, go: false });
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    // The new password is the user's own: no forced change follows.
    expect(new URL(page.url()).pathname).not.toBe('/auth/change-password');
    await context.close();

    // The link worked once: opened again it says so.
    const again = await newPage(browser, server.url, { viewport: PHONE, bypassCSP: true });
    await again.page.goto(`${link.pathname}${link.search}`);
    await again.page.getByTestId('reset-invalid').waitFor();
    expect(await again.page.getByTestId('reset-invalid').textContent()).toContain('già stato usato');
    await expectNoViolations(again.page, 'a used reset link on the phone');
    await again.context.close();
  });
});

describe('the first sign-in with a temporary password', () => {
  it('asks only the new password, twice: the temporary one was just typed', async () => {
    const fiscalCode = validFiscalCode(Math.floor(Math.random() * 80_000) + 10_000);
    const { companyIds } = await office<{ companyIds: number[] }>('api/auth/me');
    await office('api/auth/signup', {
      method: 'POST',
      body: { fiscalCode, email: `prima.volta.${fiscalCode.toLowerCase()}@example.it`, password: 'Temporanea-Forte-2026', firstName: 'Ugo', lastName: 'Primavolta', roles: ['ROLE_WORKER'], companyIds: [companyIds[0]] },
    });
    const { context, page } = await newPage(browser, server.url, { viewport: PHONE, bypassCSP: true });
    await signIn(page, fiscalCode, { password: 'Temporanea-Forte-2026' });
    await page.waitForURL('**/auth/change-password');
    await page.locator('input[name="newPassword"]').waitFor();
    expect(await page.locator('input[name="currentPassword"]').count()).toBe(0);
    await expectNoViolations(page, 'first password change (phone)');
    await page.locator('input[name="newPassword"]').fill('Guardia.Prima.2026');
    await page.locator('input[name="confirmPassword"]').fill('Guardia.Prima.2026');
    await page.getByRole('button', { name: 'Imposta e continua' }).click();
    await page.waitForURL('**/home/landing');
    await context.close();
  });
});
