import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, newPage, PHONE, serverAndBrowserPerFile, signIn } from '../helpers/browser';
import { pdfText } from '../helpers/pdf';

const e2e = serverAndBrowserPerFile();
const DEMO_COMPANY = 'Presidio Sicurezza S.r.l.';

const adminToken = async () => {
  const response = await fetch(`${e2e.server.url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ fiscalCode: DEMO.admin, password: DEMO_PASSWORD }),
  });
  return ((await response.json()) as { accessToken: string }).accessToken;
};

/** The API as the admin sees it, to check what the screens made. */
const api = async (path: string) => {
  const response = await fetch(`${e2e.server.url}/${path}`, { headers: { Authorization: `Bearer ${await adminToken()}` } });
  expect(response.status, path).toBe(200);
  return response;
};
const json = async <T>(path: string) => (await (await api(path)).json()) as T;
const filterQuery = (filter: object) => `filter=${encodeURIComponent(JSON.stringify(filter))}`;
const userByCode = async (fiscalCode: string) => (await json<Array<{ id: number }>>(`api/user?${filterQuery({ q: fiscalCode })}`))[0];

const signedInAt = async (path: string, options = {}) => {
  const { context, page } = await newPage(e2e.browser, e2e.server.url, options);
  await signIn(page, DEMO.admin);
  await page.waitForURL('**/dashboard');
  await page.goto(path);
  return { context, page };
};

/** 'Tutte le aziende' in the top bar: the page asks for the company. */
const pickCompany = async (page: Page) => {
  await page.getByRole('combobox', { name: 'Azienda' }).click();
  await page.getByRole('option', { name: DEMO_COMPANY }).click();
};

/** A text or number field by its exact label (the template card's chips name placeholders like 'livello'). */
const input = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true }).or(page.getByRole('spinbutton', { name: label, exact: true }));

const choose = async (page: Page, label: string, search: string, option: RegExp) => {
  const input = page.getByRole('combobox', { name: label });
  await input.click();
  await input.fill(search);
  await page.getByRole('option', { name: option }).click();
};

/** The screen's form controls, and those a screen reader could not name (no label, aria-label or aria-labelledby with text). */
const controls = (page: Page) =>
  page.evaluate(() => {
    const all = [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('main input, main textarea, main [role="combobox"]')].filter(
      (el) => el.getAttribute('aria-hidden') !== 'true' && (el as HTMLInputElement).type !== 'hidden',
    );
    const unlabelled = all.filter((el) => {
      const byId = (el.getAttribute('aria-labelledby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent?.trim()).filter(Boolean);
      return !('labels' in el && el.labels?.length) && !el.getAttribute('aria-label') && !byId.length;
    });
    return { count: all.length, unlabelled: unlabelled.map((el) => el.outerHTML.slice(0, 120)) };
  });

const expectAllLabelled = async (page: Page, atLeast: number) => {
  const { count, unlabelled } = await controls(page);
  expect(count).toBeGreaterThanOrEqual(atLeast);
  expect(unlabelled).toEqual([]);
};

describe('generated documents', () => {
  it('an attestato is generated for two people of the demo company: both rows with their register numbers, both PDFs with the trainee’s name', async () => {
    const { context, page } = await signedInAt('/document/generate-attestato', { viewport: PHONE });
    await pickCompany(page);
    await page.getByRole('combobox', { name: 'Corso' }).click();
    await page.getByRole('option', { name: 'Addetto antincendio – livello 1' }).click();
    const facts = page.getByTestId('course-facts');
    await facts.getByText('DM 2/9/2021, allegato III').waitFor();
    await facts.getByText('5 anni').waitFor();
    // The course's default hours are filled in, and the organiser is the company.
    await expect.poll(() => input(page, 'Ore svolte').inputValue()).toBe('4');
    expect(await input(page, 'Soggetto formatore').inputValue()).toBe(DEMO_COMPANY);
    await input(page, 'Docente').fill('Ing. Paola Fontana');
    await input(page, 'Luogo').fill('Roma, Via Tiburtina 650');
    await choose(page, 'Partecipanti', 'Ricci', /Ricci Alessandro/);
    await choose(page, 'Partecipanti', 'Romano', /Romano Francesca/);
    await expectAllLabelled(page, 11);
    await page.getByTestId('attestato-submit').click();

    const rows = page.getByTestId('attestato-row');
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(2);
    const numbers = await page.getByTestId('attestato-number').allTextContents();
    expect(numbers).toHaveLength(2);
    numbers.forEach((n) => expect(n).toMatch(/^N\. di registro \d{4}\/\d{4}$/));
    expect(new Set(numbers).size).toBe(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    const [zip] = await Promise.all([page.waitForEvent('download'), page.getByTestId('attestato-zip').click()]);
    expect(zip.suggestedFilename()).toMatch(/\.zip$/);
    expect((await readFile((await zip.path())!)).subarray(0, 2).toString('latin1')).toBe('PK');
    await context.close();

    const records = await json<Array<{ userName: string; certificateNumber: string; documentId: number }>>(
      `api/training?${filterQuery({ courseCode: 'ANTINCENDIO_LIVELLO_1' })}`,
    );
    expect(records).toHaveLength(2);
    expect(records.map((r) => `N. di registro ${r.certificateNumber}`).sort()).toEqual([...numbers].sort());
    for (const [record, name] of [
      [records.find((r) => r.userName?.startsWith('Ricci')), 'Alessandro Ricci'],
      [records.find((r) => r.userName?.startsWith('Romano')), 'Francesca Romano'],
    ] as const) {
      const text = pdfText(Buffer.from(await (await api(`api/document/${record!.documentId}/file`)).arrayBuffer()));
      expect(text).toContain(name);
      expect(text).toContain(record!.certificateNumber);
      expect(text).toContain('Addetto antincendio – livello 1');
    }
  });

  it('client management generates an attestato for the demo worker of its company, from the generation context alone', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.server.url);
    await signIn(page, DEMO.clientManagement);
    await page.waitForURL('**/home/landing');
    // The people, places and company come from one call; client management may read no users, companies or places.
    const refused: string[] = [];
    const readers: string[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.startsWith('/api/') && response.status() >= 400) refused.push(`${response.status()} ${path}`);
      if (/^\/api\/(user|company|place)\b/.test(path)) readers.push(path);
      if (path === '/api/document/generate/context') readers.push(path);
    });
    await page.goto('/document/generate-attestato');
    // The only company is chosen already; the organiser is the company, signed by its CEO.
    await expect.poll(() => input(page, 'Soggetto formatore').inputValue()).toBe(DEMO_COMPANY);
    expect(await input(page, 'Legale rappresentante').inputValue()).toBe('Mario Rossi');
    await page.getByRole('combobox', { name: 'Corso' }).click();
    await page.getByRole('option', { name: 'Addetto al primo soccorso – aziende dei gruppi B e C' }).click();
    await expect.poll(() => input(page, 'Ore svolte').inputValue()).toBe('12');
    await input(page, 'Docente').fill('Dott.ssa Marta Greco');
    await input(page, 'Luogo').fill('Roma, Via Tiburtina 650');
    await choose(page, 'Partecipanti', 'Verdi', new RegExp(`Verdi Giuseppe \\(${DEMO.worker}\\)`));
    await page.getByTestId('attestato-submit').click();

    const rows = page.getByTestId('attestato-row');
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(1);
    const [number] = await page.getByTestId('attestato-number').allTextContents();
    expect(number).toMatch(/^N\. di registro \d{4}\/\d{4}$/);
    expect(readers).toEqual(['/api/document/generate/context']);
    expect(refused).toEqual([]);
    await context.close();

    const worker = await userByCode(DEMO.worker);
    const [record] = await json<Array<{ userId: number; certificateNumber: string }>>(`api/training?${filterQuery({ courseCode: 'PRIMO_SOCCORSO_BC' })}`);
    expect(record).toMatchObject({ userId: worker.id });
    expect(`N. di registro ${record.certificateNumber}`).toBe(number);
  });

  it("a contract is generated for the demo worker, opens as a PDF and is found among the worker's documents", async () => {
    const worker = await userByCode(DEMO.worker);
    const { context, page } = await signedInAt('/document/generate');
    await pickCompany(page);
    await page.getByTestId('contract-template').getByTestId('template-status').waitFor();
    await choose(page, 'Persona', 'Verdi', /Verdi Giuseppe/);
    // The person's job title says a guard: qualification and level follow.
    await expect.poll(() => input(page, 'Qualifica').inputValue()).toBe('Guardia particolare giurata');
    expect(await input(page, 'Livello').inputValue()).toBe('IV');
    expect(await input(page, 'Sistemi di monitoraggio automatizzati').inputValue()).toMatch(/GPS/);
    await expectAllLabelled(page, 24);
    // The label ends in the required mark (aria-hidden, so not in the field's accessible name).
    await page.getByLabel(/^Data di inizio\s\*$/).fill('2026-12-01');
    await input(page, 'Periodo di prova (giorni)').fill('30');
    await input(page, 'Retribuzione lorda mensile (€)').fill('1650.50');
    await input(page, 'Ferie retribuite (giorni all’anno)').fill('26');

    const [letter] = await Promise.all([page.waitForEvent('download', { timeout: 20_000 }), page.getByTestId('contract-submit').click()]);
    expect(letter.suggestedFilename()).toMatch(/\.pdf$/);
    const text = pdfText(await readFile((await letter.path())!));
    expect(text).toContain('Giuseppe Verdi');
    expect(text).toContain('CCNL Vigilanza Privata e Servizi Fiduciari');

    await page.getByTestId('contract-generated').waitFor();
    const [contract] = await json<Array<{ id: number; title: string }>>(`api/document?${filterQuery({ ownerType: 'USER', ownerId: worker.id, type: 'CONTRACT' })}`);
    expect(contract).toBeDefined();
    await page.getByTestId('contract-documents-link').click();
    await page.waitForURL(`**/user/${worker.id}/show/documents`);
    await page.getByTestId('user-documents').getByText(contract.title).first().waitFor();
    await context.close();
  });
});
