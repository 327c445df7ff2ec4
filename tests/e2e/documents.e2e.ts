import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, newPage, PHONE, serverAndBrowserPerFile, signIn } from '../helpers/browser';

const e2e = serverAndBrowserPerFile();

const tokenOf = async (who: string) => {
  const response = await fetch(`${e2e.server.url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ fiscalCode: who, password: DEMO_PASSWORD }),
  });
  return ((await response.json()) as { accessToken: string }).accessToken;
};

/** The API as the admin sees it, to look up ids and check what was saved. */
const api = async <T>(path: string): Promise<T> => {
  const response = await fetch(`${e2e.server.url}/${path}`, { headers: { Authorization: `Bearer ${await tokenOf(DEMO.admin)}` } });
  return (await response.json()) as T;
};

const filterQuery = (filter: object) => `filter=${encodeURIComponent(JSON.stringify(filter))}`;

const workerId = async () => (await api<Array<{ id: number }>>(`api/user?${filterQuery({ q: DEMO.worker })}`))[0].id;

/** A PDF as the server recognises one by its first bytes, padded to a size whose upload takes a while on a slowed line. */
const pdf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes, 0x20), Buffer.from('\n%%EOF\n')]);

const signedInAt = async (who: string, home: string, path: string, options = {}) => {
  const { context, page } = await newPage(e2e.browser, e2e.server.url, options);
  await signIn(page, who);
  await page.waitForURL(`**${home}`);
  await page.goto(path);
  return { context, page };
};

/** Uploads leave the browser at 1 MB/s, so each file's progress is seen moving before it is done. */
const slowUploads = async (context: BrowserContext, page: Page) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 1_000_000 });
};

describe('documents', () => {
  it("the admin uploads two files at once, each with its progress, and finds both in the person's documents", async () => {
    const ownerId = await workerId();
    const { context, page } = await signedInAt(DEMO.admin, '/dashboard', `/document/create?ownerType=USER&ownerId=${ownerId}`);
    const owner = page.getByRole('combobox', { name: 'Intestatario' });
    await expect.poll(() => owner.inputValue(), { timeout: 10_000 }).toBe('Verdi Giuseppe');
    await page.getByRole('combobox', { name: 'Tipo' }).click();
    await page.getByRole('option', { name: 'Busta paga' }).click();
    // A payslip is the worker's to see: the type brings its visibility.
    await expect.poll(() => page.locator('input[name="visibleToOwner"]').isChecked(), { timeout: 5000 }).toBe(true);

    await page.getByTestId('file-input').setInputFiles([
      { name: 'Cedolino ottobre 2026.pdf', mimeType: 'application/pdf', buffer: pdf(1_500_000) },
      { name: 'Cedolino tredicesima 2026.pdf', mimeType: 'application/pdf', buffer: pdf(1_200_000) },
    ]);
    const rows = page.getByTestId('upload-row');
    await expect.poll(() => rows.count(), { timeout: 5000 }).toBe(2);
    await slowUploads(context, page);
    await page.getByRole('button', { name: 'Carica 2 file' }).click();

    const progress = page.getByTestId('upload-progress').first();
    const seen = new Set<number>();
    await expect
      .poll(async () => {
        const value = Number(await progress.getAttribute('aria-valuenow', { timeout: 1000 }).catch(() => NaN));
        if (value > 0 && value < 100) seen.add(value);
        return seen.size;
      }, { timeout: 20_000, interval: 50 })
      .toBeGreaterThanOrEqual(2);
    await page.locator('[data-testid="upload-row"][data-state="done"]').nth(1).waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('upload-summary').textContent()).toBe('Tutti i file sono stati caricati');

    await page.getByRole('link', { name: 'Vai all’intestatario' }).click();
    await page.waitForURL(`**/user/${ownerId}/show`);
    await page.getByRole('tab', { name: 'Documenti' }).click();
    const tab = page.getByTestId('user-documents');
    await tab.getByText('Cedolino ottobre 2026', { exact: true }).waitFor();
    await tab.getByText('Cedolino tredicesima 2026', { exact: true }).waitFor();
    await context.close();

    const saved = await api<Array<{ title: string; type: string; visibleToOwner: boolean; size: number }>>(
      `api/document?${filterQuery({ ownerType: 'USER', ownerId, q: 'Cedolino' })}`,
    );
    // The search also finds the demo payslips by their file names (cedolino-….pdf): these two by title.
    const uploaded = saved.filter((d) => d.title.startsWith('Cedolino '));
    expect(uploaded.map((d) => [d.title, d.type, d.visibleToOwner]).sort()).toEqual([
      ['Cedolino ottobre 2026', 'PAYSLIP', true],
      ['Cedolino tredicesima 2026', 'PAYSLIP', true],
    ]);
  });

  it('the worker opens a new payslip on the phone, and the admin sees it acknowledged', async () => {
    const ownerId = await workerId();
    const form = new FormData();
    Object.entries({ ownerType: 'USER', ownerId: String(ownerId), type: 'PAYSLIP', title: 'Busta paga novembre 2026' }).forEach(([k, v]) => form.append(k, v));
    form.append('file', new Blob([pdf(2_000)], { type: 'application/pdf' }), 'novembre.pdf');
    const created = await fetch(`${e2e.server.url}/api/document`, { method: 'POST', headers: { Authorization: `Bearer ${await tokenOf(DEMO.admin)}` }, body: form });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };

    const worker = await signedInAt(DEMO.worker, '/home/landing', '/home/documents', { viewport: PHONE, acceptDownloads: true });
    const row = worker.page.locator(`[data-testid="my-document"][data-id="${id}"]`);
    await row.waitFor();
    expect(await row.getAttribute('data-unread')).toBe('true');
    await row.getByTestId('new-badge').waitFor();
    expect(await worker.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const box = (await row.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);

    const [download] = await Promise.all([worker.page.waitForEvent('download'), row.click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    // Once opened, the list is read again and the badge is gone.
    await expect.poll(() => row.getAttribute('data-unread'), { timeout: 10_000 }).toBe('false');
    expect(await row.getByTestId('new-badge').count()).toBe(0);
    await worker.context.close();

    const admin = await signedInAt(DEMO.admin, '/dashboard', `/document?${filterQuery({ q: 'Busta paga novembre 2026' })}`);
    const line = admin.page.locator('tr', { hasText: 'Busta paga novembre 2026' });
    await line.getByTestId('acknowledged').waitFor();
    expect(await line.getByTestId('not-acknowledged').count()).toBe(0);
    await line.getByText('Busta paga novembre 2026', { exact: true }).click();
    await admin.page.waitForURL(`**/document/${id}/show`);
    // The detail gives the time of the 'presa visione' too.
    await admin.page.getByTestId('document-details').waitFor();
    await admin.page.getByText(/^Visto il \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/).waitFor();
    await admin.context.close();
  });
});
