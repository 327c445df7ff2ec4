import { describe, expect, it } from 'vitest';
import type { TCompanyMonths } from '../../src/shared/schemas/attendance-months';
import { expectNoViolations } from '../helpers/axe';
import { apiAs, DEMO, DESKTOP, newPage, PHONE, serverAndBrowserPerFile, signIn } from '../helpers/browser';

const e2e = serverAndBrowserPerFile();
const admin = apiAs(() => e2e.server.url);
const accounting = apiAs(() => e2e.server.url, DEMO.accounting);

/** The demo company (payroll's only one) and its last month, 'yyyy-MM'. */
const scene = async () => {
  const [company] = await accounting<TCompanyMonths[]>('api/attendance/months');
  return { companyId: company.companyId, last: company.months[1] };
};

/**
 * Early in a month the demo's flagged clock-in and yesterday's missed clock-out fall in last month:
 * the office sorts them out first, as it would, so payroll finds the month ready.
 */
const sortOut = async () => {
  const { last } = await scene();
  for (const record of last.missing) {
    const checkOut = record.checkOut ?? new Date(Date.parse(record.checkIn) + 8 * 3_600_000).toISOString();
    await admin(`api/attendance/${record.id}`, { method: 'PATCH', body: { checkOut, reviewFlag: false, reason: 'Verificata prima della chiusura' } });
  }
};

describe('payroll closes a month (issue 23)', () => {
  it('accounting lands on the months page and closes last month of the demo company on the phone', async () => {
    await sortOut();
    const { companyId, last } = await scene();
    expect(last.state).toBe('READY');
    const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport: PHONE, timezoneId: 'Europe/Rome', bypassCSP: true });
    await signIn(page, DEMO.accounting);
    await page.waitForURL('**/attendance/months');
    const row = page.getByTestId(`month-${companyId}-${last.month}`);
    await row.getByText('Pronto da chiudere').waitFor();
    await expectNoViolations(page, 'months page, phone');
    await row.getByRole('button', { name: 'Chiudi il mese' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('nessuno potrà inserire').waitFor();
    await expectNoViolations(page, 'close dialog, phone');
    await dialog.getByRole('button', { name: 'Chiudi il mese' }).click();
    await row.getByText('Chiuso', { exact: true }).waitFor();
    await row.getByText(/^Chiuso il \d\d\/\d\d\/\d{4} da Luca Ferrari$/).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await context.close();
  });

  it('on the desktop, reopening asks for a reason; closed again, the admin’s change of an attendance of the month is refused with the message', async () => {
    const { companyId, last } = await scene();
    const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport: DESKTOP, timezoneId: 'Europe/Rome', bypassCSP: true });
    await signIn(page, DEMO.accounting);
    await page.waitForURL('**/attendance/months');
    const row = page.getByTestId(`month-${companyId}-${last.month}`);
    await row.getByRole('button', { name: 'Riapri' }).click();
    const dialog = page.getByRole('dialog');
    const confirm = dialog.getByRole('button', { name: 'Riapri' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel(/Motivo della riapertura/).fill('Manca la correzione di un turno');
    await expectNoViolations(page, 'reopen dialog, desktop');
    await confirm.click();
    await row.getByText(/Riaperto il .* da Luca Ferrari: Manca la correzione di un turno/).waitFor();
    await row.getByRole('button', { name: 'Chiudi il mese' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Chiudi il mese' }).click();
    await row.getByText(/^Chiuso il /).waitFor();
    await expectNoViolations(page, 'months page, desktop');
    // The month sheet says so too.
    await page.goto('/document/generate-report');
    await page.getByLabel('Mese').click();
    await page.getByRole('option', { name: new RegExp(`^${new Intl.DateTimeFormat('it-IT', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${last.month}-15T12:00:00Z`))}$`, 'i') }).click();
    await page.getByTestId('month-closed-note').getByText(/Chiuso il .* da Luca Ferrari/).waitFor();
    await context.close();

    const from = `${last.month}-01`;
    const records = await admin<Array<{ id: number; companyId: number }>>(
      `api/attendance?filter=${encodeURIComponent(JSON.stringify({ companyId, checkIn_gte: from, open: false }))}&range=${encodeURIComponent('[0,0]')}&sort=${encodeURIComponent('["checkIn","ASC"]')}`,
    );
    expect(records).toHaveLength(1);
    const office = await newPage(e2e.browser, e2e.server.url, { viewport: DESKTOP, timezoneId: 'Europe/Rome' });
    await signIn(office.page, DEMO.admin);
    await office.page.waitForURL('**/dashboard');
    await office.page.goto(`/attendance/${records[0].id}`);
    await office.page.locator('[name="note"]').fill('Correzione dopo la chiusura');
    await office.page.locator('[name="reason"]').fill('Prova');
    await office.page.getByRole('button', { name: 'Salva' }).click();
    await office.page.getByText(/è chiuso per le paghe \(chiuso il .* da Luca Ferrari\)/).waitFor();
    await office.context.close();
  });
});
