import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, newPage, signIn, serverAndBrowserPerFile } from '../helpers/browser';

const e2e = serverAndBrowserPerFile();

const adminAt = async (path: string) => {
  const { context, page } = await newPage(e2e.browser, e2e.server.url);
  await signIn(page, DEMO.admin);
  await page.waitForURL('**/dashboard');
  await page.goto(path);
  return { context, page };
};

const field = (page: Page, source: string) => page.locator(`input[name="${source}"], textarea[name="${source}"]`).first();

const toast = async (page: Page) => {
  const t = page.getByTestId('toast').last();
  await t.waitFor();
  return { text: (await t.textContent()) ?? '', severity: await t.getAttribute('data-severity') };
};

describe('company screens', () => {
  it('lists the companies, searches and filters by status', async () => {
    const { context, page } = await adminAt('/company');
    await page.getByText('Presidio Sicurezza S.r.l.').waitFor();
    await page.locator('input[name="q"]').fill('Portierato');
    await page.getByText('Presidio Sicurezza S.r.l.').waitFor({ state: 'detached' });
    await page.getByText('Presidio Portierato Sud S.r.l.s.').waitFor();

    // Suspend one company through the API, then filter the list by status.
    const signin = await fetch(`${e2e.server.url}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fiscalCode: DEMO.admin, password: 'Presidio.2026' }),
    });
    const { accessToken } = (await signin.json()) as { accessToken: string };
    const api = (path: string, body: unknown) =>
      fetch(`${e2e.server.url}/api/company/${path}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
        body: JSON.stringify(body),
      });
    const companies = (await (await fetch(`${e2e.server.url}/api/company/allCompanies`, { headers: { authorization: `Bearer ${accessToken}` } })).json()) as Array<{ id: number; name: string }>;
    const portierato = companies.find((c) => c.name === 'Presidio Portierato Sud S.r.l.s.')!;
    expect((await api(`patchCompany/${portierato.id}`, { status: 'SUSPENDED' })).status).toBe(200);
    try {
      await page.locator('input[name="q"]').fill('');
      await page.getByText('Presidio Sicurezza S.r.l.').waitFor();
      await page.getByRole('combobox', { name: /Stato/ }).click();
      await page.getByRole('option', { name: 'Sospesa' }).click();
      await page.getByText('Presidio Sicurezza S.r.l.').waitFor({ state: 'detached' });
      await page.getByText('Presidio Portierato Sud S.r.l.s.').waitFor();
      await page.getByRole('combobox', { name: /Stato/ }).click();
      await page.getByRole('option', { name: 'Attiva' }).click();
      await page.getByText('Presidio Portierato Sud S.r.l.s.').waitFor({ state: 'detached' });
      await page.getByText('Presidio Sicurezza S.r.l.').waitFor();
    } finally {
      await api(`patchCompany/${portierato.id}`, { status: 'ACTIVE' });
    }
    await context.close();
  });

  it('a company opens from the keyboard: its row takes the focus (tabindex 0), Enter opens it', async () => {
    const { context, page } = await adminAt('/company');
    const row = page.locator('tbody tr', { hasText: 'Presidio Sicurezza S.r.l.' });
    await row.waitFor();
    await row.focus();
    expect(await row.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/company\/\d+\/show$/);
    await context.close();
  });

  it('the specification paths redirect: /company/table → /company', async () => {
    const { context, page } = await adminAt('/company/table');
    await page.waitForURL((url) => url.pathname === '/company');
    await context.close();
  });

  it('a bad partita IVA shows the field error and sends nothing', async () => {
    const { context, page } = await adminAt('/company/create');
    await field(page, 'name').fill('Vigilanza Prova S.r.l.');
    await field(page, 'vat').fill('01114601007');
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Partita IVA non valida (11 cifre con cifra di controllo)').waitFor();
    expect(page.url()).toContain('/company/create');
    await context.close();
  });

  it('a duplicate partita IVA shows the Attenzione toast', async () => {
    const { context, page } = await adminAt('/company/create');
    await field(page, 'name').fill('Doppione S.r.l.');
    await field(page, 'vat').fill('01114601006');
    await page.getByRole('button', { name: 'Salva' }).click();
    const { text, severity } = await toast(page);
    expect(text).toMatch(/^Attenzione/);
    expect(severity).toBe('warning');
    await context.close();
  });

  it('a valid company is created with the OK toast and shown', async () => {
    const { context, page } = await adminAt('/company/create');
    await field(page, 'name').fill('Guardie Nuove S.r.l.');
    await field(page, 'vat').fill('IT 00000010215');
    await field(page, 'email').fill('info@guardienuove.it');
    await field(page, 'website').fill('www.guardienuove.it');
    // The seat's patron saint's day, Milan's: the month first, then a day that month has.
    await page.getByRole('combobox', { name: 'Mese' }).click();
    await page.getByRole('option', { name: 'dicembre' }).click();
    await page.getByRole('combobox', { name: 'Giorno' }).click();
    await page.getByRole('option', { name: '7', exact: true }).click();
    await page.getByRole('button', { name: 'Salva' }).click();
    const { text, severity } = await toast(page);
    expect(text).toMatch(/^OK/);
    expect(severity).toBe('success');
    await page.waitForURL(/\/company\/\d+\/show$/);
    await page.getByText('Guardie Nuove S.r.l.').first().waitFor();
    await page.getByText('7 dicembre').waitFor();
    await context.close();
  });

  it('deleting a company that still has users shows Attenzione and keeps it', async () => {
    const { context, page } = await adminAt('/company');
    await page.getByText('Presidio Sicurezza S.r.l.').click();
    await page.waitForURL(/\/company\/\d+\/show$/);
    await page.getByTestId('delete-button').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Conferma' }).click();
    const { text, severity } = await toast(page);
    expect(text).toMatch(/^Attenzione/);
    expect(severity).toBe('warning');
    expect(page.url()).toMatch(/\/company\/\d+\/show$/);
    await context.close();
  });
});
