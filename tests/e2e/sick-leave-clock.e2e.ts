import { describe, expect, it } from 'vitest';
import { addDays, formatDate, todayInRome } from '../../src/shared/dates';
import { isRestDay } from '../../src/shared/leave';
import type { TPermission } from '../../src/shared/schemas/permission';
import { expectNoViolations } from '../helpers/axe';
import { apiAs, DEMO, DESKTOP, newPage, PHONE, serverAndBrowserPerFile, signIn } from '../helpers/browser';

const e2e = serverAndBrowserPerFile();
const asWorker = apiAs(() => e2e.server.url, DEMO.worker);

/** At the demo worker's site in Rome. */
const INSIDE = { latitude: 41.9028, longitude: 12.4964, accuracy: 15 };

const today = todayInRome();

/** A working day `days` ahead (Monday to Friday, not a national holiday), for a leave request over the sick leave. */
const weekdayAhead = (days: number) => {
  let day = addDays(today, days);
  while (new Date(`${day}T12:00:00Z`).getUTCDay() === 6 || isRestDay(day)) day = addDays(day, 1);
  return day;
};

describe('sick leave and clocking know of each other', () => {
  let sick: TPermission;

  it('the leave form on the phone explains the open certificate and links to it', async () => {
    sick = await asWorker<TPermission>('api/permission', {
      method: 'POST',
      body: { type: 'MALATTIA', startDate: addDays(today, -3), endDate: null, protocolNumber: '2611270042', kind: 'FIRST' },
    });
    const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport: PHONE, timezoneId: 'Europe/Rome', bypassCSP: true });
    await signIn(page, DEMO.worker);
    await page.waitForURL('**/home/landing');
    await page.goto('/home/permission');
    const notice = page.getByTestId('leave-open-sick');
    await notice.waitFor();
    expect(await notice.textContent()).toContain(`Hai una malattia aperta dal ${formatDate(addDays(today, -3))}`);
    await expectNoViolations(page, 'the leave form over an open sick leave (phone)');
    await notice.getByRole('link', { name: 'Apri la malattia' }).click();
    await page.waitForURL(`**/home/medical/${sick.id}`);
    await context.close();
  });

  it('clocking in asks whether the worker is back; yes clocks in and ends the certificate yesterday', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport: PHONE, timezoneId: 'Europe/Rome', geolocation: INSIDE, bypassCSP: true });
    await signIn(page, DEMO.worker);
    await page.waitForURL('**/home/landing');
    await page.getByTestId('landing-clock').click();
    await page.waitForURL('**/home/attendance');
    await page.getByTestId('notice-accept').click();
    const proposal = page.getByRole('dialog').filter({ hasText: /Timbrare l’entrata a / });
    await proposal.waitFor();
    await proposal.getByRole('button', { name: 'Timbra entrata' }).click();

    const question = page.getByRole('dialog').filter({ hasText: 'Sei rientrato al lavoro?' });
    await question.waitFor();
    expect(await question.textContent()).toContain(`Risulti in malattia dal ${formatDate(addDays(today, -3))}`);
    expect(await question.textContent()).toContain(`il certificato si chiude al ${formatDate(addDays(today, -1))}`);
    await expectNoViolations(page, 'the back-at-work question (phone)');
    await question.getByRole('button', { name: 'Sì, sono rientrato: timbra' }).click();
    await page.getByTestId('clock-result').waitFor();
    expect(await page.getByTestId('clock-result').textContent()).toMatch(/Entrata registrata alle \d\d:\d\d/);
    expect((await asWorker<TPermission>(`api/permission/${sick.id}`)).endDate).toBe(addDays(today, -1));

    // The certificate has ended: the leave form no longer warns.
    await page.goto('/home/permission');
    await page.getByTestId('leave-form').waitFor();
    await page.getByTestId('balance-FERIE').or(page.getByTestId('balance-none')).first().waitFor();
    expect(await page.getByTestId('leave-open-sick').count()).toBe(0);
    await context.close();
  });

  it('the office approving leave over sick leave reads why it should not', async () => {
    const day = weekdayAhead(10);
    const leave = await asWorker<TPermission>('api/permission', { method: 'POST', body: { type: 'FERIE', startDate: day, endDate: day } });
    // Sickness reported later, over the pending request: recorded anyway, sickness comes first.
    await asWorker('api/permission', { method: 'POST', body: { type: 'MALATTIA', startDate: today, endDate: day, protocolNumber: '2611270043', kind: 'FIRST' } });

    const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport: DESKTOP, timezoneId: 'Europe/Rome', bypassCSP: true });
    await signIn(page, DEMO.moderator);
    await page.waitForURL('**/dashboard');
    await page.goto(`/permission/${leave.id}/show`);
    await page.getByTestId('approve').click();
    const dialog = page.getByTestId('decision-dialog');
    const warnings = dialog.getByTestId('warnings');
    await warnings.waitFor();
    expect(await warnings.textContent()).toContain(`Il dipendente è in malattia dal ${formatDate(today)} al ${formatDate(day)}: la malattia sospende le ferie e i permessi di quei giorni, che non vanno approvati.`);
    await expectNoViolations(page, 'approving leave over sick leave');
    await context.close();
  });
});
