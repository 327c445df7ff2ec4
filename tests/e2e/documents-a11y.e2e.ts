import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoViolations } from '../helpers/axe';
import { DEMO, DEMO_PASSWORD, DESKTOP, newPage, PHONE, serverAndBrowserPerFile, signIn } from '../helpers/browser';
import { pdfFile } from '../helpers/files';

const e2e = serverAndBrowserPerFile();

const adminFetch = async (path: string, init: RequestInit = {}) => {
  const signin = await fetch(`${e2e.server.url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ fiscalCode: DEMO.admin, password: DEMO_PASSWORD }),
  });
  const { accessToken } = (await signin.json()) as { accessToken: string };
  return fetch(`${e2e.server.url}/${path}`, { ...init, headers: { Authorization: `Bearer ${accessToken}` } });
};
const adminGet = async <T>(path: string): Promise<T> => (await (await adminFetch(path)).json()) as T;

/** A screen, and what shows it has loaded its data (not only its frame). */
type TScreen = [path: () => Promise<string>, ready: (page: Page) => Promise<unknown>];

const byTestId = (id: string) => (page: Page) => page.getByTestId(id).first().waitFor();

/** The company select has its choices (it stays disabled until they come), for a screen that asks for one. */
const companiesLoaded = (page: Page) => page.getByRole('combobox', { name: 'Azienda', disabled: false }).waitFor();

/** 'Tutte le aziende' in the top bar: a generator asks for the company first, then shows its whole form. */
const formForCompany = (submit: string) => async (page: Page) => {
  await companiesLoaded(page);
  await page.getByRole('combobox', { name: 'Azienda' }).click();
  await page.getByRole('option', { name: 'Presidio Sicurezza S.r.l.' }).click();
  await byTestId(submit)(page);
};

/** The demo worker's documents: a pending upload of theirs, and a current decree. */
const demoDocument = async (filter: object) =>
  (await adminGet<Array<{ id: number; ownerId: number }>>(`api/document?filter=${encodeURIComponent(JSON.stringify(filter))}`))[0];

/** The demo decree renewed (once per file), so that the new one's page lists the replaced one in its history. */
let renewal: Promise<number> | undefined;
const renewedDecree = () =>
  (renewal ??= (async () => {
    const decree = await demoDocument({ type: 'DECRETO_GPG' });
    const form = new FormData();
    Object.entries({ ownerType: 'USER', ownerId: String(decree.ownerId), type: 'DECRETO_GPG', title: 'Decreto di nomina GPG (rinnovo)' }).forEach(([k, v]) => form.append(k, v));
    form.append('file', new Blob([new Uint8Array(await pdfFile('Decreto di nomina rinnovato'))], { type: 'application/pdf' }), 'decreto-rinnovo.pdf');
    const created = await adminFetch('api/document', { method: 'POST', body: form });
    expect(created.status).toBe(201);
    return ((await created.json()) as { id: number }).id;
  })());

const OFFICE_SCREENS: Record<string, TScreen> = {
  'the documents list': [async () => '/document', (page) => page.locator('tbody tr, .MuiList-root li').first().waitFor()],
  'the upload page': [async () => '/document/create', byTestId('drop-zone')],
  'a worker’s upload to confirm': [async () => `/document/${(await demoDocument({ review: 'PENDING' })).id}/show`, byTestId('review-panel')],
  'a document with its history': [async () => `/document/${await renewedDecree()}/show`, (page) => page.getByTestId('document-history').getByRole('listitem').nth(1).waitFor()],
  'a person’s documents tab': [async () => `/user/${(await demoDocument({ type: 'DECRETO_GPG' })).ownerId}/show/documents`, byTestId('user-documents')],
  'the staff documents': [async () => '/user/documents', (page) => page.locator('tbody tr, .MuiList-root li').first().waitFor()],
  'the payslips in bulk': [async () => '/document/payslips', companiesLoaded],
  'the employment letter': [async () => '/document/generate', formForCompany('contract-submit')],
  'the attestati': [async () => '/document/generate-attestato', formForCompany('attestato-submit')],
  'the reports': [async () => '/document/generate-report', byTestId('other-reports')],
};

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('WCAG 2.1 AA on the documents screens, %s', (_size, viewport) => {
  it('as the administrator, every office screen', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport, bypassCSP: true });
    await signIn(page, DEMO.admin);
    await page.waitForURL('**/dashboard');
    for (const [screen, [path, ready]] of Object.entries(OFFICE_SCREENS)) {
      await page.goto(await path());
      await ready(page);
      await expectNoViolations(page, screen);
    }
    await context.close();
  });

  it('as the worker, their documents and the upload dialog', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport, bypassCSP: true });
    await signIn(page, DEMO.worker);
    await page.waitForURL('**/home/landing');
    await page.goto('/home/documents');
    await page.getByTestId('my-document').first().waitFor();
    await expectNoViolations(page, 'my documents');
    await page.getByTestId('worker-upload-open').click();
    await page.getByTestId('worker-upload-input').waitFor({ state: 'attached' });
    await expectNoViolations(page, 'the worker’s upload dialog');
    await context.close();
  });
});

