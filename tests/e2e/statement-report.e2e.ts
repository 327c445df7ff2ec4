import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expectNoViolations } from '../helpers/axe';
import { DEMO, DESKTOP, newPage, PHONE, serverAndBrowserPerFile, signIn } from '../helpers/browser';
import { pdfText } from '../helpers/pdf';
import { currentMonth, monthName, shiftMonth } from '../../src/app/pages/attendance/format';

const e2e = serverAndBrowserPerFile();

/** The month before this one, as the month picker names it ('Ottobre 2026'). */
const lastMonthName = () => monthName(shiftMonth(currentMonth(), -1), 'it');

const reportPage = async (who: string, viewport: typeof PHONE) => {
  const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport, timezoneId: 'Europe/Rome', bypassCSP: true, acceptDownloads: true });
  await signIn(page, who);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  await page.goto('/document/generate-report');
  return { context, page };
};

describe('the client statement on /document/generate-report', () => {
  it('client management downloads the demo client’s statement as a PDF, every site at once or one site', async () => {
    const { context, page } = await reportPage(DEMO.clientManagement, DESKTOP);
    const form = page.getByTestId('statement-report');
    await form.getByText('Rendiconto cliente').waitFor();
    // The month sheet is for payroll: client management sees only the statement.
    expect(await page.getByTestId('month-report').count()).toBe(0);
    expect(await form.getByRole('button', { name: 'Scarica rendiconto PDF' }).isDisabled()).toBe(true);
    await expectNoViolations(page, 'the statement form, empty');

    await form.getByRole('combobox', { name: 'Cliente' }).fill('Aurora');
    await page.getByRole('option', { name: 'Condominio Aurora' }).click();
    expect(await form.getByTestId('statement-month').inputValue()).toMatch(/^\d{4}-\d{2}$/);
    expect(await form.getByRole('combobox', { name: 'Mese' }).textContent()).toBe(lastMonthName());
    const [all] = await Promise.all([page.waitForEvent('download'), form.getByRole('button', { name: 'Scarica rendiconto PDF' }).click()]);
    expect(all.suggestedFilename()).toMatch(/^rendiconto-condominio-aurora-\d{4}-\d{2}\.pdf$/);
    const text = pdfText(readFileSync(await all.path())).split('\n');
    expect(text).toContain('Rendiconto del servizio');
    expect(text).toContain('Cliente: Condominio Aurora');
    expect(text).toContain('Sede: Portineria Via Nomentana 251');
    await page.getByText('Rendiconto scaricato: rendiconto-condominio-aurora-').waitFor();

    await form.getByRole('combobox', { name: 'Sede' }).click();
    await page.getByRole('option', { name: 'Portineria Via Nomentana 251' }).click();
    const [one] = await Promise.all([page.waitForEvent('download'), form.getByRole('button', { name: 'Scarica rendiconto Excel' }).click()]);
    expect(one.suggestedFilename()).toMatch(/^rendiconto-condominio-aurora-portineria-via-nomentana-251-\d{4}-\d{2}\.xlsx$/);
    expect(readFileSync(await one.path()).subarray(0, 2).toString()).toBe('PK');
    await expectNoViolations(page, 'the statement form, filled');
    await context.close();
  });

  it('fits a phone, and the administrator finds it below the month sheet', async () => {
    const phone = await reportPage(DEMO.clientManagement, PHONE);
    await phone.page.getByTestId('statement-report').getByText('Rendiconto cliente').waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoViolations(phone.page, 'the statement form on a phone');
    await phone.context.close();

    const admin = await reportPage(DEMO.admin, DESKTOP);
    await admin.page.getByTestId('statement-report').waitFor();
    await admin.page.getByTestId('month-report').waitFor();
    const order = await admin.page.evaluate(() => {
      const sheet = document.querySelector('[data-testid="month-report"]') as Element;
      const statement = document.querySelector('[data-testid="statement-report"]') as Element;
      return sheet.compareDocumentPosition(statement) & Node.DOCUMENT_POSITION_FOLLOWING;
    });
    expect(order).toBeTruthy();
    await admin.context.close();
  });
});
