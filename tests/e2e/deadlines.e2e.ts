import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, todayInRome } from '../../src/shared/dates';
import type { TDeadline, TDeadlineKindView } from '../../src/shared/schemas/deadline';
import { DEMO, DEMO_PASSWORD, newPage, PHONE, serverAndBrowserPerFile, signIn } from '../helpers/browser';
import { pdfFile } from '../helpers/files';

const e2e = serverAndBrowserPerFile();

let token: Promise<string> | undefined;
const adminToken = () =>
  (token ??= (async () => {
    const response = await fetch(`${e2e.server.url}/api/auth/signin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ fiscalCode: DEMO.admin, password: DEMO_PASSWORD }),
    });
    return ((await response.json()) as { accessToken: string }).accessToken;
  })());

/** The API as the admin sees it, to find the demo's deadlines and check what was saved. */
const api = async <T>(path: string): Promise<T> => {
  const response = await fetch(`${e2e.server.url}/${path}`, { headers: { Authorization: `Bearer ${await adminToken()}` } });
  return (await response.json()) as T;
};

const filterQuery = (filter: object) => `filter=${encodeURIComponent(JSON.stringify(filter))}`;
const deadlines = (filter: object) => api<TDeadline[]>(`api/deadlines?${filterQuery(filter)}&range=${encodeURIComponent('[0,199]')}`);

const signedInAt = async (path: string, options = {}) => {
  const { context, page } = await newPage(e2e.browser, e2e.server.url, { acceptDownloads: true, ...options });
  await signIn(page, DEMO.admin);
  await page.waitForURL('**/dashboard');
  await page.goto(path);
  return { context, page };
};

/** The list narrowed to one subject and kind, as the URL keeps a react-admin list's filter. */
const listOf = (deadline: TDeadline) => `/deadlines?${filterQuery({ q: deadline.subjectName, kind: deadline.kind })}`;

/** The row (a table row on a desktop) of a deadline, found by its actions button's name: kind · subject. */
const rowOf = (page: Page, kindName: string, subject: string) =>
  page.locator('tbody tr', { has: page.getByRole('button', { name: `Azioni per ${kindName} · ${subject}` }) });

describe('deadlines', () => {
  it('the admin filters the overdue deadlines and sees the expired vehicle insurance in red', async () => {
    const { context, page } = await signedInAt('/deadlines/table');
    await page.waitForURL('**/deadlines');
    await page.locator('tbody tr').first().waitFor();
    await page.getByRole('button', { name: 'Scadute' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Scadute' }).getAttribute('aria-pressed')).toBe('true');
    // Only what is past its due date is left: expired, in red, or past with the renewal filed.
    await expect
      .poll(async () => {
        const statuses = await page.getByTestId('deadline-status').evaluateAll((chips) => chips.map((chip) => chip.getAttribute('data-status')));
        return statuses.length > 0 && statuses.every((status) => status === 'EXPIRED' || status === 'RENEWAL_FILED');
      }, { timeout: 10_000 })
      .toBe(true);
    const hints = await page.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.textContent ?? ''));
    expect(hints.every((text) => /scaduta da \d+ giorn[oi]/.test(text)), hints.join('\n')).toBe(true);
    const insurance = page.locator('tbody tr', { hasText: 'Assicurazione RCA' }).first();
    await insurance.waitFor();
    const chip = insurance.getByTestId('deadline-status');
    expect(await chip.textContent()).toBe('Scaduta');
    expect(await chip.getAttribute('class')).toContain('MuiChip-colorError');
    // Red: the chip's background is the theme's error colour.
    const [red, green, blue] = (await chip.evaluate((el) => getComputedStyle(el).backgroundColor)).match(/\d+/g)!.map(Number);
    expect(red).toBeGreaterThan(150);
    expect(green).toBeLessThan(100);
    expect(blue).toBeLessThan(100);
    await insurance.getByText(/^scaduta da \d+ giorn[oi]$/).waitFor();

    // The exports carry the same filter: the CSV holds the overdue insurance and nothing still valid.
    const plate = (await insurance.getByTestId('deadline-subject').textContent())!.split(' ')[0];
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByTestId('deadlines-export-csv').click()]);
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    const text = readFileSync((await csv.path())!, 'utf8');
    expect(text).toContain(plate);
    expect(text).not.toContain('In regola');
    const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByTestId('deadlines-export-xlsx').click()]);
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
    await context.close();
  });

  it('adds a manual deadline, edits it from its row and deletes it', async () => {
    const { context, page } = await signedInAt('/deadlines/create');
    await page.getByRole('combobox', { name: 'Intestatario', exact: true }).fill('Verdi');
    await page.getByRole('option', { name: 'Verdi Giuseppe' }).click();
    await page.locator('input[name="title"]').fill('Tesserino mensa aziendale');
    await page.locator('input[name="dueDate"]').fill(addDays(todayInRome(), 10));
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.waitForURL('**/deadlines');
    await page.goto(`/deadlines?${filterQuery({ q: 'Verdi', kind: 'OTHER' })}`);
    const row = page.locator('tbody tr', { hasText: 'Tesserino mensa aziendale' });
    await row.getByTestId('deadline-status').and(page.locator('[data-status="DUE_SOON"]')).waitFor();
    await row.getByText('tra 10 giorni').waitFor();

    // The office's own deadline is edited from its row.
    await row.getByRole('button', { name: 'Azioni per Altro · Verdi Giuseppe' }).click();
    await page.getByRole('menuitem', { name: 'Modifica' }).click();
    await page.waitForURL(/\/deadlines\/\d+$/);
    const title = page.locator('input[name="title"]');
    await expect.poll(() => title.inputValue(), { timeout: 10_000 }).toBe('Tesserino mensa aziendale');
    await title.fill('Tesserino mensa (rinnovo)');
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.waitForURL('**/deadlines');
    await page.goto(`/deadlines?${filterQuery({ q: 'Verdi', kind: 'OTHER' })}`);
    const renamed = page.locator('tbody tr', { hasText: 'Tesserino mensa (rinnovo)' });
    await renamed.waitFor();

    await renamed.getByRole('button', { name: 'Azioni per Altro · Verdi Giuseppe' }).click();
    await page.getByRole('menuitem', { name: 'Elimina' }).click();
    await page.getByTestId('deadline-delete-confirm').click();
    await renamed.waitFor({ state: 'detached' });
    await context.close();
  });

  it('files the renewal of an expiring document with its receipt, and after a reload the row reads Rinnovo presentato', async () => {
    const [decree] = await deadlines({ kind: 'DECRETO_GPG', status: 'DUE_SOON' });
    expect(decree, 'the demo has a GPG decree expiring soon').toBeDefined();
    const { context, page } = await signedInAt(listOf(decree));
    const row = rowOf(page, 'Decreto GPG', decree.subjectName!);
    await row.getByTestId('deadline-status').and(page.locator('[data-status="DUE_SOON"]')).waitFor();

    await row.getByRole('button', { name: /^Azioni per/ }).click();
    await page.getByRole('menuitem', { name: 'Rinnovo presentato' }).click();
    const dialog = page.getByTestId('renewal-dialog');
    await dialog.waitFor();
    await dialog.getByTestId('renewal-file').setInputFiles({ name: 'ricevuta-questura.pdf', mimeType: 'application/pdf', buffer: await pdfFile('Ricevuta di presentazione') });
    expect(await dialog.getByTestId('renewal-file-name').textContent()).toBe('ricevuta-questura.pdf');
    await dialog.getByRole('button', { name: 'Salva' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 15_000 });

    await page.reload();
    const status = rowOf(page, 'Decreto GPG', decree.subjectName!).getByTestId('deadline-status');
    await expect.poll(() => status.getAttribute('data-status'), { timeout: 10_000 }).toBe('RENEWAL_FILED');
    expect(await status.textContent()).toBe('Rinnovo presentato');
    await context.close();

    const saved = await api<TDeadline>(`api/deadlines/${decree.id}`);
    expect(saved.renewalFiledAt).toBe(todayInRome());
    const receipt = await api<{ ownerType: string; ownerId: number; type: string }>(`api/document/${saved.renewalDocumentId}`);
    expect([receipt.ownerType, receipt.ownerId, receipt.type]).toEqual([decree.subjectType, decree.subjectId, 'OTHER']);
  });

  it('snoozes a vehicle deadline’s reminders with a note, shown on its row', async () => {
    const [tax] = await deadlines({ subjectType: 'VEHICLE', status: 'DUE_SOON' });
    expect(tax, 'the demo has a vehicle deadline due soon').toBeDefined();
    const kindName = { VEHICLE_INSURANCE: 'Assicurazione RCA', VEHICLE_INSPECTION: 'Revisione', VEHICLE_TAX: 'Bollo auto' }[tax.kind as string]!;
    const { context, page } = await signedInAt(listOf(tax));
    const row = rowOf(page, kindName, tax.subjectName!);
    await row.getByRole('button', { name: /^Azioni per/ }).click();
    await page.getByRole('menuitem', { name: 'Posticipa promemoria' }).click();
    const dialog = page.getByTestId('snooze-dialog');
    const until = addDays(todayInRome(), 14);
    await dialog.getByTestId('snooze-until').fill(until);
    await dialog.getByTestId('snooze-note').fill('Pagamento già disposto dall’amministrazione');
    await dialog.getByRole('button', { name: 'Posticipa' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText(`Promemoria sospesi fino al ${until.slice(8)}/${until.slice(5, 7)}/${until.slice(0, 4)}`).waitFor();
    await row.getByText('Pagamento già disposto dall’amministrazione').waitFor();
    await context.close();
    expect(await api<TDeadline>(`api/deadlines/${tax.id}`)).toMatchObject({ snoozedUntil: until, note: 'Pagamento già disposto dall’amministrazione' });
  });

  it('uploads the renewed document from a row, and the deadline turns green', async () => {
    const candidates = await deadlines({ subjectType: 'USER', status: ['DUE_SOON', 'EXPIRED'] });
    const expiring = candidates.find((d) => d.source === 'DOCUMENT' && d.kind !== 'DECRETO_GPG');
    expect(expiring, 'the demo has an expiring document').toBeDefined();
    const kindNames: Record<string, string> = { PORTO_ARMI: 'Porto d’armi', PERMESSO_SOGGIORNO: 'Permesso di soggiorno', ID_CARD: 'Carta d’identità', DRIVING_LICENCE: 'Patente di guida' };
    const kindName = kindNames[expiring!.kind];
    const { context, page } = await signedInAt(listOf(expiring!));
    const row = rowOf(page, kindName, expiring!.subjectName!);
    await row.getByRole('button', { name: /^Azioni per/ }).click();
    await page.getByRole('menuitem', { name: 'Carica rinnovo' }).click();
    await page.waitForURL(`**/document/create?ownerType=USER&ownerId=${expiring!.subjectId}&type=${expiring!.kind}`);
    // The page comes prefilled: the person and the type.
    const owner = page.getByRole('combobox', { name: 'Intestatario' });
    await expect.poll(() => owner.inputValue(), { timeout: 10_000 }).toBe(expiring!.subjectName);
    const renewedUntil = addDays(todayInRome(), 700);
    await page.locator('input[name="expiresAt"]').fill(renewedUntil);
    await page.getByTestId('file-input').setInputFiles({ name: 'rinnovo.pdf', mimeType: 'application/pdf', buffer: await pdfFile('Documento rinnovato') });
    await page.getByRole('button', { name: 'Carica 1 file' }).click();
    await page.locator('[data-testid="upload-row"][data-state="done"]').waitFor({ timeout: 30_000 });

    await page.goto(listOf(expiring!));
    const status = rowOf(page, kindName, expiring!.subjectName!).getByTestId('deadline-status');
    await expect.poll(() => status.getAttribute('data-status'), { timeout: 10_000 }).toBe('OK');
    expect(await status.textContent()).toBe('In regola');
    expect(await status.getAttribute('class')).toContain('MuiChip-colorSuccess');
    await context.close();

    const now = await deadlines({ kind: expiring!.kind, subjectId: expiring!.subjectId, subjectType: 'USER' });
    expect(now.map((d) => [d.dueDate, d.status])).toEqual([[renewedUntil, 'OK']]);
  });

  it('shows a card per deadline on a phone, without sideways scrolling', async () => {
    const { context, page } = await signedInAt('/deadlines/table', { viewport: PHONE });
    await page.getByTestId('deadline-card').first().waitFor();
    expect(await page.locator('table').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });

  it('the compliance page shows people by required kinds, each cell in words, with a legend and a print button', async () => {
    const { context, page } = await signedInAt('/deadlines/compliance');
    const grid = page.getByTestId('compliance-grid');
    await grid.waitFor();
    expect(await grid.getByTestId('compliance-row').count()).toBeGreaterThan(0);
    expect(await grid.getByRole('columnheader', { name: 'Decreto GPG' }).count()).toBe(1);
    const words = await grid.getByTestId('compliance-cell').allTextContents();
    expect(words.every((text) => /^(Valida|In scadenza|Scaduta|Mancante|Rinnovo presentato|Non richiesta)/.test(text))).toBe(true);
    expect(await page.getByTestId('compliance-legend').getByTestId('compliance-cell').count()).toBe(6);
    await page.getByRole('button', { name: 'Stampa' }).waitFor();
    // On paper the side menu and the top bar are gone, the grid stays.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByTestId('side-menu').isVisible()).toBe(false);
    expect(await grid.isVisible()).toBe(true);
    await context.close();
  });

  it('the kinds page saves a company’s own reminder window, marked Personalizzato', async () => {
    const { context, page } = await signedInAt('/deadlines/kinds');
    // 'Tutte le aziende' in the top bar: the page asks for one.
    await page.getByRole('combobox', { name: 'Azienda' }).click();
    await page.getByRole('option', { name: 'Presidio Sicurezza S.r.l.' }).click();
    const row = page.locator('[data-testid="kind-row"][data-kind="FIRST_AID"]');
    await row.waitFor();
    expect(await row.getByTestId('kind-customised').textContent()).toBe('Predefinito');
    await row.getByRole('button', { name: 'Modifica Primo soccorso' }).click();
    const dialog = page.getByTestId('kind-dialog');
    await dialog.getByLabel('Avviso (giorni prima)').fill('45');
    await dialog.getByRole('button', { name: 'Salva' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('45 giorni prima').waitFor();
    expect(await row.getByTestId('kind-customised').textContent()).toBe('Personalizzato');
    await context.close();

    const companies = await api<Array<{ id: number; name: string }>>('api/company/allCompanies');
    const companyId = companies.find((c) => c.name === 'Presidio Sicurezza S.r.l.')!.id;
    const kinds = await api<TDeadlineKindView[]>(`api/deadlines/kinds?companyId=${companyId}`);
    expect(kinds.find((k) => k.code === 'FIRST_AID')).toMatchObject({ leadDays: 45, customised: true });
  });
});
