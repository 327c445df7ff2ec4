import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fiscalCodeCheckChar } from '../../src/shared/italian';
import { DEMO, DEMO_PASSWORD, newPage, PHONE, serverAndBrowserPerFile, signIn } from '../helpers/browser';
import { payslipPage, payslipPdf } from '../helpers/payslips';

const e2e = serverAndBrowserPerFile();
const DEMO_COMPANY = 'Presidio Sicurezza S.r.l.';
/** A well-formed fiscal code of nobody in the demo companies. */
const STRANGER = `BNCGNN95C15H501${fiscalCodeCheckChar('BNCGNN95C15H501')}`;

const tokenOf = async (who: string) => {
  const response = await fetch(`${e2e.server.url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ fiscalCode: who, password: DEMO_PASSWORD }),
  });
  return ((await response.json()) as { accessToken: string }).accessToken;
};

const api = async <T>(path: string, as: string): Promise<T> => {
  const response = await fetch(`${e2e.server.url}/${path}`, { headers: { Authorization: `Bearer ${await tokenOf(as)}` } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
};

/** 'Ottobre 2026' when it is November in Rome: the month payroll has just closed. */
const previousMonthInRome = () => {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit' }).format(new Date()).split('-').map(Number);
  const name = new Intl.DateTimeFormat('it-IT', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 2, 15)));
  return name.charAt(0).toUpperCase() + name.slice(1);
};

type TMine = { id: number; type: string; title: string; fileName: string };
const workerDocuments = () => api<TMine[]>('api/document/my', DEMO.worker);

const signedInAt = async (who: string, home: string, path: string, options = {}) => {
  const { context, page } = await newPage(e2e.browser, e2e.server.url, options);
  await signIn(page, who);
  await page.waitForURL(`**${home}`);
  await page.goto(path);
  return { context, page };
};

/** Uploads leave the browser at 1 MB/s, so the bar is seen moving before the server answers. */
const slowUploads = async (context: BrowserContext, page: Page) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 1_000_000 });
};

/** The page's form controls a screen reader could not name (no label, aria-label or aria-labelledby with text). */
const unlabelledControls = (page: Page) =>
  page.evaluate(() => {
    const all = [...document.querySelectorAll<HTMLInputElement>('main input, main [role="combobox"]')].filter(
      (el) => el.getAttribute('aria-hidden') !== 'true' && el.type !== 'hidden',
    );
    const unlabelled = all.filter((el) => {
      const byId = (el.getAttribute('aria-labelledby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent?.trim()).filter(Boolean);
      return !el.labels?.length && !el.getAttribute('aria-label') && !byId.length;
    });
    return { count: all.length, unlabelled: unlabelled.map((el) => el.outerHTML.slice(0, 120)) };
  });

describe('payslips in bulk', () => {
  it('the admin sends two PDFs for the demo company: one goes to the worker by its name, the other is listed with its reason, and the worker has the payslip', async () => {
    const before = new Set((await workerDocuments()).map((d) => d.id));
    const { context, page } = await signedInAt(DEMO.admin, '/dashboard', '/document/payslips');

    // 'Tutte le aziende' in the top bar: the page asks for the company; the month starts at the previous one.
    await page.getByRole('heading', { name: 'Cedolini del mese' }).waitFor();
    await page.getByText('Scegli l’azienda dei cedolini').waitFor();
    expect(await page.getByTestId('payslips-submit').isDisabled()).toBe(true);
    const month = page.getByRole('combobox', { name: 'Mese' });
    const defaultMonth = (await month.textContent()) ?? '';
    expect(defaultMonth).toBe(previousMonthInRome());
    await page.getByRole('combobox', { name: 'Azienda' }).click();
    await page.getByRole('option', { name: DEMO_COMPANY }).click();

    // The named file is padded after its end so that its upload takes a while on the slowed line.
    const named = Buffer.concat([await payslipPdf([payslipPage(DEMO.worker)]), Buffer.alloc(1_500_000, 0x20)]);
    const batch = await payslipPdf([payslipPage(STRANGER)]);
    await page.getByTestId('payslip-file-input').setInputFiles([
      { name: `${DEMO.worker}.pdf`, mimeType: 'application/pdf', buffer: named },
      { name: 'lotto.pdf', mimeType: 'application/pdf', buffer: batch },
    ]);
    await expect.poll(() => page.getByTestId('payslip-file').count()).toBe(2);
    expect(await page.getByTestId('payslip-files-summary').textContent()).toMatch(/^2 file scelti, 1,\d MB$/);
    const { unlabelled, count } = await unlabelledControls(page);
    expect(count).toBeGreaterThanOrEqual(3);
    expect(unlabelled).toEqual([]);

    await slowUploads(context, page);
    await page.getByRole('button', { name: 'Invia' }).click();
    const progress = page.getByTestId('payslips-progress');
    const seen = new Set<number>();
    await expect
      .poll(async () => {
        const value = Number(await progress.getAttribute('aria-valuenow', { timeout: 1000 }).catch(() => NaN));
        if (value > 0 && value < 100) seen.add(value);
        return seen.size;
      }, { timeout: 20_000, interval: 50 })
      .toBeGreaterThanOrEqual(2);

    const result = page.getByTestId('payslips-result');
    await result.waitFor({ timeout: 30_000 });
    const matched = page.getByTestId('payslip-matched');
    expect(await matched.count()).toBe(1);
    expect(await matched.textContent()).toBe(`Giuseppe Verdi${DEMO.worker}.pdfTutto il file`);
    const worker = (await api<Array<{ id: number }>>(`api/user?filter=${encodeURIComponent(JSON.stringify({ q: DEMO.worker }))}`, DEMO.admin))[0];
    expect(await matched.getByRole('link', { name: 'Documenti di Giuseppe Verdi' }).getAttribute('href')).toBe(`/user/${worker.id}/show/documents`);

    const unmatched = page.getByTestId('payslips-unmatched');
    expect(await unmatched.getByTestId('payslip-unmatched').count()).toBe(1);
    expect(await unmatched.getByTestId('payslip-unmatched').textContent()).toBe("lotto.pdf · pagina 1Codice fiscale di nessun dipendente dell'azienda");
    await unmatched.getByText('Niente di questo elenco è stato salvato').waitFor();
    expect(await page.getByTestId('payslips-delivered').textContent()).toBe('1 cedolino consegnato');
    // Sent files leave the list, ready for the next batch.
    expect(await page.getByTestId('payslip-file').count()).toBe(0);
    await context.close();

    const fresh = (await workerDocuments()).filter((d) => !before.has(d.id));
    expect(fresh).toEqual([expect.objectContaining({ type: 'PAYSLIP', fileName: `${DEMO.worker}.pdf`, title: expect.stringMatching(/^Cedolino [a-z]+ \d{4}$/) })]);
    expect(fresh[0].title.toLowerCase()).toBe(`cedolino ${defaultMonth.toLowerCase()}`);
  });

  it('on a phone the moderator chooses among their own companies, without the page spilling sideways; client management is turned away', async () => {
    const { context, page } = await signedInAt(DEMO.moderator, '/dashboard', '/document/payslips', { viewport: PHONE });
    await page.getByRole('combobox', { name: 'Azienda' }).click();
    await expect.poll(() => page.getByRole('option').count()).toBe(2);
    await page.getByRole('option', { name: DEMO_COMPANY }).click();
    await page.getByTestId('payslip-file-input').setInputFiles([{ name: `${DEMO.worker}.pdf`, mimeType: 'application/pdf', buffer: await payslipPdf([payslipPage(DEMO.worker)]) }]);
    await page.getByRole('button', { name: 'Invia' }).click();
    await page.getByTestId('payslip-matched').waitFor({ timeout: 20_000 });
    await page.getByText('Tutti i file sono stati abbinati.').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await context.close();

    const manager = await signedInAt(DEMO.clientManagement, '/home/landing', '/document/payslips');
    await manager.page.waitForURL('**/auth/access');
    await manager.context.close();
  });
});
