import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, todayInRome, weekday } from '../../src/shared/dates';
import type { TPortalSite, TRequest, TRequestEvent } from '../../src/shared/schemas/request';
import { expectNoViolations } from '../helpers/axe';
import { pdfFile } from '../helpers/files';
import { DEMO, DEMO_PASSWORD, DESKTOP, newPage, PHONE, serverAndBrowserPerFile, signIn } from '../helpers/browser';

const e2e = serverAndBrowserPerFile();

/** The API as the demo client user, who signs in by username: to send the request and read what the client is shown. */
const clientApi = (() => {
  let token: Promise<string> | undefined;
  const signedIn = () =>
    (token ??= (async () => {
      const response = await fetch(`${e2e.server.url}/api/auth/signin`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: DEMO.client, password: DEMO_PASSWORD }),
      });
      return ((await response.json()) as { accessToken: string }).accessToken;
    })());
  return async <T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> => {
    const form = init.body instanceof FormData;
    const response = await fetch(`${e2e.server.url}/${path}`, {
      method: init.method ?? 'GET',
      headers: { Authorization: `Bearer ${await signedIn()}`, ...(form ? {} : { 'Content-Type': 'application/json' }) },
      body: init.body === undefined ? undefined : form ? (init.body as FormData) : JSON.stringify(init.body),
    });
    const body = (await response.json()) as T;
    if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${JSON.stringify(body)}`);
    return body;
  };
})();

/** No sideways scrolling: the screen fits the phone's width. */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const signedIn = async (viewport = DESKTOP) => {
  const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport, bypassCSP: true, acceptDownloads: true });
  await signIn(page, DEMO.admin);
  await page.waitForURL('**/dashboard');
  return { context, page };
};

/** Next week's Monday to Friday: days still to come whatever the hour the suite runs at. */
const today = todayInRome();
const monday = addDays(today, ((8 - weekday(today)) % 7) || 7);
const title = `Portierato assemblea e2e ${Date.now().toString(36)}`;
const REPLY = 'Confermiamo il servizio: una guardia dalle 8 alle 14.';
const NOTE = 'Verificare se serve il tesserino del condominio.';

/** Opens an action's dialog, writes its words (if any) and confirms it. */
const act = async (page: Page, action: string, text?: string) => {
  await page.getByTestId(`request-action-${action}`).click();
  const dialog = page.getByTestId(`request-${action}-dialog`);
  await dialog.waitFor();
  if (text) await page.getByTestId(`request-${action}-dialog-text`).fill(text);
  await page.getByTestId(`request-${action}-dialog-submit`).click();
  await dialog.waitFor({ state: 'detached' });
};

describe('the office handles a client’s request', () => {
  let request: TRequest;

  it('the admin finds the client’s new request, takes it, replies, notes and schedules it on a new post', async () => {
    const [site] = await clientApi<TPortalSite[]>('api/request/sites');
    request = await clientApi<TRequest>('api/request', {
      method: 'POST',
      body: {
        serviceType: 'PORTIERATO',
        siteId: site.id,
        title,
        description: 'Accoglienza dei condomini in portineria durante le assemblee.',
        startDate: monday,
        endDate: addDays(monday, 4),
        timeSlots: [{ days: [1, 2, 3, 4, 5], start: '08:00', end: '14:00' }],
        headcount: 1,
        armed: false,
      },
    });
    expect(request.status).toBe('OPEN');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await pdfFile('Planimetria del piano terra'))], { type: 'application/pdf' }), 'planimetria.pdf');
    await clientApi(`api/request/${request.id}/attachments`, { method: 'POST', body: form });

    const { context, page } = await signedIn();
    await page.goto('/client/requests');
    // Newest first: the request just sent heads the list, with its status in words.
    const first = page.locator('tbody tr').first();
    await expect.poll(() => first.textContent(), { timeout: 10_000 }).toContain(title);
    expect(await first.getByTestId('request-status').textContent()).toBe('Inviata');
    await expectNoViolations(page, 'the office’s request list');
    await page.locator('input[name="q"]').fill(title);
    await expect.poll(() => page.locator('tbody tr').count(), { timeout: 10_000 }).toBe(1);
    await page.locator('tbody tr', { hasText: title }).click();
    await page.waitForURL(`**/client/requests/${request.id}`);
    await page.getByRole('heading', { name: title }).waitFor();
    expect(await page.getByTestId('request-details').textContent()).toContain('lun–ven 08:00–14:00');
    // The client's attachment downloads under its own name.
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Scarica planimetria.pdf' }).click()]);
    expect(file.suggestedFilename()).toBe('planimetria.pdf');
    await expectNoViolations(page, 'a request just sent');

    await act(page, 'take');
    await expect.poll(() => page.getByTestId('request-status').first().textContent(), { timeout: 10_000 }).toBe('Presa in carico');
    await act(page, 'reply', REPLY);
    await page.getByTestId('request-event').filter({ hasText: REPLY }).waitFor();
    await act(page, 'comment', NOTE);
    const note = page.getByTestId('request-event').filter({ hasText: NOTE });
    await note.waitFor();
    expect(await note.getByTestId('internal-mark').textContent()).toBe('Nota interna — non visibile al cliente');
    await expectNoViolations(page, 'a request taken, answered and noted');

    await page.getByTestId('request-action-schedule').click();
    const dialog = page.getByTestId('request-schedule-dialog');
    await page.getByRole('radio', { name: 'Crea un posto dalla richiesta' }).check();
    await expectNoViolations(page, 'the schedule dialog');
    await page.getByTestId('request-schedule-dialog-submit').click();
    const result = page.getByTestId('schedule-result');
    await result.waitFor();
    expect(await result.textContent()).toBe('Creati 5 turni in bozza.');
    expect(await page.getByTestId('schedule-roster-link').getAttribute('href')).toBe(`/workforce?span=week&day=${monday}&view=posts&siteId=${site.id}`);
    await dialog.getByRole('button', { name: 'Chiudi' }).click();
    await expect.poll(() => page.getByTestId('request-status').first().textContent(), { timeout: 10_000 }).toBe('Pianificata');
    // Scheduled: what is left is the conversation, the notes and closing it.
    expect(await page.getByTestId('request-actions').getByRole('button').allTextContents()).toEqual(['Rispondi al cliente', 'Nota interna', 'Chiudi']);
    await context.close();
  });

  it('the client reads the reply and the new status, never the internal note', async () => {
    const seen = await clientApi<TRequest>(`api/request/${request.id}`);
    expect(seen).toMatchObject({ status: 'SCHEDULED', shiftCount: 5 });
    const history = await clientApi<TRequestEvent[]>(`api/request/${request.id}/history`);
    expect(history.map((event) => event.kind)).toEqual(['CREATED', 'TAKEN', 'REPLY', 'SCHEDULED']);
    expect(history.find((event) => event.kind === 'REPLY')?.text).toBe(REPLY);
    expect(JSON.stringify(history)).not.toContain(NOTE);
  });

  it('the client’s page lists its latest requests and leads to all of them', async () => {
    const { context, page } = await signedIn();
    await page.goto(`/client/${request.clientId}/show`);
    const section = page.getByTestId('client-requests');
    const row = section.getByRole('link', { name: new RegExp(title) });
    await row.waitFor();
    expect(await row.getByTestId('request-status').textContent()).toBe('Pianificata');
    await expectNoViolations(page, 'the client’s page with its requests');
    await section.getByTestId('client-requests-all').click();
    await page.waitForURL((url) => url.pathname === '/client/requests' && url.search.includes(`%22clientId%22%3A${request.clientId}`));
    await expect.poll(() => page.locator('tbody tr').first().textContent(), { timeout: 10_000 }).toContain(title);
    await context.close();
  });

  it('the office writes a request for the client from its page, which opens as sent', async () => {
    const [site] = await clientApi<TPortalSite[]>('api/request/sites');
    const phoned = `Richiesta telefonica e2e ${Date.now().toString(36)}`;
    const { context, page } = await signedIn();
    await page.goto(`/client/${request.clientId}/show`);
    await page.getByTestId('client-requests-new').click();
    const dialog = page.getByTestId('new-request-dialog');
    await dialog.waitFor();
    // Sent empty, the form says what is missing and sends nothing.
    await dialog.getByRole('button', { name: 'Invia la richiesta' }).click();
    await dialog.getByText('Campo obbligatorio').first().waitFor();
    await dialog.getByRole('combobox', { name: 'Tipo di servizio' }).click();
    await page.getByRole('option', { name: 'Portierato' }).click();
    await dialog.getByRole('combobox', { name: 'Sede' }).click();
    await page.getByRole('option', { name: site.name }).click();
    await dialog.locator('input[name="title"]').fill(phoned);
    await dialog.locator('input[name="startDate"]').fill(addDays(monday, 7));
    await expectNoViolations(page, 'the office’s new request form');
    await dialog.getByRole('button', { name: 'Invia la richiesta' }).click();
    await page.waitForURL(/\/client\/requests\/\d+$/);
    await page.getByRole('heading', { name: phoned }).waitFor();
    expect(await page.getByTestId('request-status').first().textContent()).toBe('Inviata');
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    // The client's own: they read it in their portal.
    expect(await clientApi<TRequest>(`api/request/${id}`)).toMatchObject({ title: phoned, siteId: site.id, status: 'OPEN', clientId: request.clientId });
    await context.close();
  });

  it('client management handles a request but leaves scheduling to the roster’s roles', async () => {
    const [site] = await clientApi<TPortalSite[]>('api/request/sites');
    const open = await clientApi<TRequest>('api/request', {
      method: 'POST',
      body: { serviceType: 'PORTIERATO', siteId: site.id, title: `Per la gestione clienti ${Date.now().toString(36)}`, startDate: addDays(monday, 14), headcount: 1 },
    });
    const { context, page } = await newPage(e2e.browser, e2e.server.url, { bypassCSP: true });
    await signIn(page, DEMO.clientManagement);
    await page.waitForURL('**/home/landing');
    await page.goto(`/client/requests/${open.id}`);
    await page.getByRole('heading', { name: open.title }).waitFor();
    expect(await page.getByTestId('request-actions').getByRole('button').allTextContents()).toEqual(['Prendi in carico', 'Rispondi al cliente', 'Nota interna', 'Rifiuta', 'Annulla la richiesta']);
    await act(page, 'take');
    await expect.poll(() => page.getByTestId('request-status').first().textContent(), { timeout: 10_000 }).toBe('Presa in carico');
    await context.close();
  });

  it('fits a phone: the list and the request, without sideways scrolling', async () => {
    const { context, page } = await signedIn(PHONE);
    await page.goto('/client/requests');
    await page.getByText(title).first().waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await expectNoViolations(page, 'the request list on a phone');
    await page.goto(`/client/requests/${request.id}`);
    await page.getByRole('heading', { name: title }).waitFor();
    await page.getByTestId('request-event').filter({ hasText: NOTE }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await expectNoViolations(page, 'a request on a phone');
    await context.close();
  });
});
