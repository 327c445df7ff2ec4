import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fiscalCodeCheckChar } from '../../src/shared/italian';
import { DEMO, DEMO_PASSWORD, newPage, PHONE, signIn, serverAndBrowserPerFile } from '../helpers/browser';

const e2e = serverAndBrowserPerFile();

/** The API as the admin sees it, to look up ids and check what was saved. */
const api = async <T>(path: string, as: string = DEMO.admin): Promise<T> => {
  const signin = await fetch(`${e2e.server.url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ fiscalCode: as, password: DEMO_PASSWORD }),
  });
  const { accessToken } = (await signin.json()) as { accessToken: string };
  const response = await fetch(`${e2e.server.url}/${path}`, { headers: { Authorization: `Bearer ${accessToken}` } });
  return (await response.json()) as T;
};

const findOne = async <T extends { id: number }>(resource: string, q: string) =>
  (await api<T[]>(`api/${resource}?filter=${encodeURIComponent(JSON.stringify({ q }))}`))[0];

const signedInAt = async (who: string, home: string, path: string, options = {}) => {
  const { context, page } = await newPage(e2e.browser, e2e.server.url, options);
  await signIn(page, who);
  await page.waitForURL(`**${home}`);
  await page.goto(path);
  return { context, page };
};

const field = (page: Page, source: string) => page.locator(`input[name="${source}"], textarea[name="${source}"]`).first();

const toast = async (page: Page) => {
  const t = page.getByTestId('toast').last();
  await t.waitFor();
  return { text: (await t.textContent()) ?? '', severity: await t.getAttribute('data-severity') };
};

describe('people and places', () => {
  it('an admin creates a worker, who signs in with the temporary password, must change it, then lands home', async () => {
    const fiscalCode = `BNCGNN95C15H501${fiscalCodeCheckChar('BNCGNN95C15H501')}`;
    const { context, page } = await signedInAt(DEMO.admin, '/dashboard', '/user/create');
    await field(page, 'lastName').fill('Bianco');
    await field(page, 'firstName').fill('Giovanni');
    await field(page, 'fiscalCode').fill(fiscalCode);
    await page.getByTestId('fiscal-decoded').waitFor();
    expect(await page.getByTestId('fiscal-decoded').textContent()).toContain('15/03/1995');
    expect(await field(page, 'birthDate').inputValue()).toBe('1995-03-15');

    // A birth date that disagrees with the code is a warning that blocks saving until confirmed or corrected.
    await field(page, 'birthDate').fill('1995-03-16');
    await page.getByTestId('fiscal-mismatch').waitFor();
    await page.getByRole('button', { name: 'Usa i dati del codice fiscale' }).click();
    await page.getByTestId('fiscal-mismatch').waitFor({ state: 'detached' });

    await field(page, 'email').fill('giovanni.bianco@presidiosicurezza.it');
    await page.getByLabel('Presidio Sicurezza S.r.l.').check();
    await page.getByRole('button', { name: 'Salva' }).click();
    const password = page.getByTestId('temporary-password');
    await password.waitFor();
    const temporary = ((await password.textContent()) ?? '').trim();
    expect(temporary).toMatch(/^\w{4}-\w{4}-\w{4}$/);
    await page.getByTestId('temporary-password-done').click();
    await page.waitForURL(/\/user\/\d+\/show$/);
    await page.getByRole('heading', { name: /Bianco Giovanni/ }).waitFor();
    await context.close();

    const worker = await newPage(e2e.browser, e2e.server.url, { viewport: PHONE });
    await signIn(worker.page, fiscalCode, { password: temporary });
    await worker.page.waitForURL('**/auth/change-password');
    await worker.page.getByText('Imposta la tua nuova password').waitFor();
    // Nothing else opens before the change.
    await worker.page.goto('/home/landing');
    await worker.page.waitForURL('**/auth/change-password');
    await field(worker.page, 'currentPassword').fill(temporary);
    await field(worker.page, 'newPassword').fill('Guardia.Notturna.2026');
    await field(worker.page, 'confirmPassword').fill('Guardia.Notturna.2026');
    await worker.page.getByRole('button', { name: 'Imposta e continua' }).click();
    await worker.page.waitForURL('**/home/landing');
    await worker.page.getByTestId('welcome').waitFor();
    await worker.context.close();
  });

  it('a moderator cannot open a user of another company: a plain message, none of the data', async () => {
    const other = await findOne<{ id: number; lastName: string }>('user', 'DLCCRI89R14F839F');
    expect(other.lastName).toBe('De Luca');
    const { context, page } = await signedInAt(DEMO.moderator, '/dashboard', `/user/${other.id}/show`);
    await page.getByTestId('record-missing').waitFor();
    expect(await page.locator('main').textContent()).not.toContain('De Luca');
    await page.goto(`/user/${other.id}`);
    await page.getByTestId('record-missing').waitFor();
    expect(await page.locator('main').textContent()).not.toContain('DLCCRI89R14F839F');
    await context.close();
  });

  it('a client site is placed on the map and saved with its radius', async () => {
    const client = await findOne<{ id: number }>('client', 'Condominio Aurora');
    const { context, page } = await signedInAt(DEMO.admin, '/dashboard', `/client/${client.id}/show`);
    await page.getByRole('button', { name: 'Aggiungi sede' }).click();
    const dialog = page.getByTestId('geo-dialog');
    await field(page, 'name').fill('Ingresso carrabile');
    await field(page, 'address').fill('Via Nomentana 253, 00161 Roma (RM)');
    const map = dialog.locator('.leaflet-container');
    await map.click({ position: { x: 200, y: 120 } });
    await expect.poll(() => field(page, 'lat').inputValue()).not.toBe('');
    // Italy's default view: a click near its middle lands on Italian latitudes.
    expect(Number(await field(page, 'lat').inputValue())).toBeGreaterThan(35);
    expect(Number(await field(page, 'lng').inputValue())).not.toBeNaN();
    await dialog.locator('path.leaflet-interactive').first().waitFor();
    await field(page, 'radiusMeters').fill('220');
    await dialog.getByRole('button', { name: 'Salva' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('site-list').getByText('Ingresso carrabile').waitFor();
    await page.getByTestId('site-list').getByText('Raggio 220 m').waitFor();
    const site = await findOne<{ id: number; lat: number; lng: number; radiusMeters: number }>('client-site', 'Ingresso carrabile');
    expect(site.radiusMeters).toBe(220);
    expect(site.lat).toEqual(expect.any(Number));
    expect(site.lng).toEqual(expect.any(Number));
    await context.close();
  });

  it("a user's actions fit a phone: Edit beside a menu holding reset password and deactivation; buttons on a desktop", async () => {
    const user = await findOne<{ id: number }>('user', 'FRRLCU78H20A944X');
    const { context, page } = await signedInAt(DEMO.admin, '/dashboard', `/user/${user.id}/show`, { viewport: PHONE });
    const more = page.getByTestId('user-actions-more');
    await more.waitFor();
    expect(await page.getByTestId('reset-password-button').count()).toBe(0);
    for (const action of [page.locator('main').getByRole('link', { name: 'Modifica' }), more]) {
      const box = (await action.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await more.click();
    await page.getByRole('menuitem', { name: 'Disattiva' }).waitFor();
    await page.getByRole('menuitem', { name: 'Reimposta password' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Reimpostare la password di Ferrari Luca?').waitFor();
    await dialog.getByRole('button', { name: 'Annulla' }).click();
    await dialog.waitFor({ state: 'detached' });
    await context.close();

    const desktop = await signedInAt(DEMO.admin, '/dashboard', `/user/${user.id}/show`);
    await desktop.page.getByTestId('reset-password-button').waitFor();
    await desktop.page.getByTestId('deactivate-button').waitFor();
    expect(await desktop.page.getByTestId('user-actions-more').count()).toBe(0);
    await desktop.context.close();
  });

  it('a worker edits their phone number in /home/profile', async () => {
    const { context, page } = await signedInAt(DEMO.worker, '/home/landing', '/home/profile', { viewport: PHONE });
    await page.getByTestId('profile').waitFor();
    await field(page, 'phone').fill('+39 347 555 0101');
    await page.getByRole('button', { name: 'Salva i recapiti' }).click();
    const { text, severity } = await toast(page);
    expect(text).toMatch(/^OK/);
    expect(severity).toBe('success');
    await page.reload();
    await page.getByTestId('profile').waitFor();
    expect(await field(page, 'phone').inputValue()).toBe('+39 347 555 0101');
    await context.close();
  });
});
