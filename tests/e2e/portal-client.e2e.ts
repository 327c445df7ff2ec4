import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, todayInRome, weekday } from '../../src/shared/dates';
import type { TRequest } from '../../src/shared/schemas/request';
import { expectNoViolations } from '../helpers/axe';
import { pdfFile } from '../helpers/files';
import { apiAs, DEMO, DESKTOP, newPage, PHONE, serverAndBrowserPerFile, signIn } from '../helpers/browser';

const e2e = serverAndBrowserPerFile();
const admin = apiAs(() => e2e.server.url);

/** Next week's Monday: a day still to come whatever the hour the suite runs at. */
const today = todayInRome();
const monday = addDays(today, ((8 - weekday(today)) % 7) || 7);
const TITLE = `Piantonamento inventario e2e ${Date.now().toString(36)}`;
/** The demo client's site (Condominio Aurora). */
const SITE = 'Portineria Via Nomentana 251';
const REPLY = 'Presa in carico: vi confermiamo la guardia entro domani.';

/** No sideways scrolling: the screen fits the phone's width. */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const signedInClient = async (viewport = PHONE) => {
  const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport, bypassCSP: true });
  await signIn(page, DEMO.client, { client: true });
  await page.waitForURL('**/dashclient/home');
  return { context, page };
};

const choose = async (page: Page, label: string, option: string) => {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
};

let created: number | undefined;

describe('the client’s portal on the phone', () => {
  it('sends a request, sees it handled by the office with its reply, and accepts last month’s statement', async () => {
    const { context, page } = await signedInClient();
    await page.getByTestId('request-card').first().waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await expectNoViolations(page, '/dashclient/home');

    // A new request: the form says what is missing before anything is sent.
    await page.getByTestId('new-request').click();
    await page.waitForURL('**/dashclient/create-request');
    await page.getByTestId('request-submit').click();
    await page.getByText('Campo obbligatorio').first().waitFor();
    await choose(page, 'Tipo di servizio', 'Vigilanza fissa (piantonamento)');
    await choose(page, 'Sede', SITE);
    await page.getByLabel('Oggetto').fill(TITLE);
    // The label ends in the required mark (aria-hidden, so not in the field's accessible name).
    await page.getByLabel(/^Dal\s\*$/).fill(monday);
    await page.getByLabel('Al', { exact: true }).fill(addDays(monday, 4));
    await page.getByTestId('slot-add').click();
    await page.getByLabel('Addetti').fill('2');
    await page.getByLabel('Istruzioni').fill('Ingresso dal cortile, chiedere del portiere.');
    await page.getByTestId('attachment-input').setInputFiles({ name: 'planimetria.pdf', mimeType: 'application/pdf', buffer: await pdfFile('Planimetria') });
    await page.getByTestId('attachment-chosen').filter({ hasText: 'planimetria.pdf' }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await expectNoViolations(page, '/dashclient/create-request');
    await page.getByTestId('request-submit').click();

    await page.waitForURL(/\/dashclient\/request\/\d+$/);
    await page.getByTestId('toast').filter({ hasText: 'Richiesta inviata' }).waitFor();
    created = Number(page.url().split('/').pop());
    const status = page.getByTestId('request-status');
    await expect.poll(() => status.textContent(), { timeout: 10_000 }).toBe('Inviata');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(TITLE);
    const sent = await admin<TRequest>(`api/request/${created}`);
    expect(sent).toMatchObject({ title: TITLE, status: 'OPEN', startDate: monday, headcount: 2, timeSlots: [{ days: [1, 2, 3, 4, 5], start: '07:00', end: '19:00' }] });
    expect(sent.attachments.map((attachment) => attachment.fileName)).toEqual(['planimetria.pdf']);
    await page.getByTestId('cancel-request').waitFor();
    // The file chosen with the form went up once the request existed, and comes back under its name.
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('request-attachment').getByRole('button', { name: /planimetria\.pdf/ }).click()]);
    expect(file.suggestedFilename()).toBe('planimetria.pdf');
    await expectNoViolations(page, '/dashclient/request/:id');

    // Listed first, as sent.
    await page.getByRole('link', { name: 'Torna alle richieste' }).click();
    const card = page.locator(`[data-testid="request-card"][data-id="${created}"]`);
    await expect.poll(() => card.getByTestId('request-status').textContent(), { timeout: 10_000 }).toBe('Inviata');
    expect(await page.getByTestId('request-card').first().getAttribute('data-id')).toBe(String(created));

    // The office takes it in charge and answers; the client reads both on the request's page.
    await admin(`api/request/${created}/take`, { method: 'POST', body: {} });
    await admin(`api/request/${created}/reply`, { method: 'POST', body: { text: REPLY } });
    await card.click();
    await page.waitForURL(`**/dashclient/request/${created}`);
    await expect.poll(() => status.textContent(), { timeout: 10_000 }).toBe('Presa in carico');
    const message = page.getByTestId('request-message').filter({ hasText: REPLY });
    await message.waitFor();
    expect(await message.getAttribute('data-mine')).toBe('false');
    expect(await page.getByTestId('cancel-request').count()).toBe(0);
    await page.locator('[data-testid="history-step"][data-kind="TAKEN"]').waitFor();
    await expectNoViolations(page, '/dashclient/request/:id taken');

    // Servizio e rendiconti, from the menu: last month of the site, with its hours, accepted.
    await page.getByTestId('menu-toggle').click();
    await page.getByRole('link', { name: 'Servizio e rendiconti' }).click();
    await page.waitForURL('**/dashclient/sites');
    await page.getByTestId('statement').waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('statement-delivered').textContent()).not.toBe('0\u00a0h');
    await page.getByTestId('statement-day').first().waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await expectNoViolations(page, '/dashclient/sites');
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByTestId('statement-pdf').click()]);
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    await page.getByTestId('statement-accept').click();
    const dialog = page.getByRole('dialog', { name: 'Accettare il rendiconto?' });
    await dialog.waitFor();
    await expectNoViolations(page, 'the statement’s answer dialog');
    await dialog.getByTestId('statement-answer-confirm').click();
    await expect.poll(() => page.getByTestId('statement-answered').textContent(), { timeout: 10_000 }).toContain('Rendiconto accettato');
    expect(await page.getByTestId('statement-status').textContent()).toBe('Accettato');
    await context.close();
  });

  it('WCAG 2.1 AA at desktop size, on the list, the form, a request, a missing one and the statement', async () => {
    const { context, page } = await signedInClient(DESKTOP);
    await page.getByTestId('request-status').first().waitFor();
    await expectNoViolations(page, '/dashclient/home (desktop)');
    await page.goto('/dashclient/create-request');
    await page.getByTestId('request-form').waitFor();
    await expectNoViolations(page, '/dashclient/create-request (desktop)');
    await page.goto(`/dashclient/request/${created ?? 1}`);
    await page.getByTestId('request-page').waitFor();
    await page.getByTestId('conversation').waitFor();
    await expectNoViolations(page, '/dashclient/request/:id (desktop)');
    await page.goto('/dashclient/request/999999');
    await page.getByTestId('request-missing').waitFor();
    await expectNoViolations(page, 'a request that is not the client’s (desktop)');
    await page.goto('/dashclient/sites');
    await page.getByTestId('statement').waitFor({ timeout: 10_000 });
    await expectNoViolations(page, '/dashclient/sites (desktop)');
    await context.close();
  });
});
