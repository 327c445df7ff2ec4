import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, formatDate, todayInRome, weekday } from '../../src/shared/dates';
import { holidaysOf, leaveDays } from '../../src/shared/leave';
import { DEMO, DESKTOP, newPage, PHONE, signIn, serverAndBrowserPerFile } from '../helpers/browser';

const e2e = serverAndBrowserPerFile();

const today = todayInRome();

/** The patron saint's day of the demo worker's company (Rome): a holiday there, as the national ones. */
const PATRON_DAY = '06-29';

/**
 * Two working days from today+30 on (Monday to Thursday, then the next day, no holiday): clear
 * of the demo worker's pending L.104 (today+9) and ferie (today+16 to +20).
 */
const twoWorkingDays = () => {
  for (let day = addDays(today, 30); ; day = addDays(day, 1)) {
    const next = addDays(day, 1);
    const holidays = new Set([...holidaysOf(Number(day.slice(0, 4)), PATRON_DAY), ...holidaysOf(Number(next.slice(0, 4)), PATRON_DAY)]);
    if (weekday(day) >= 1 && weekday(day) <= 4 && !holidays.has(day) && !holidays.has(next)) return [day, next] as const;
  }
};

const at = async (who: string, home: string, options: Parameters<typeof newPage>[2] = {}) => {
  const { context, page } = await newPage(e2e.browser, e2e.server.url, options);
  await signIn(page, who);
  await page.waitForURL(`**${home}`);
  return { context, page };
};

const toast = async (page: Page) => {
  const t = page.getByTestId('toast').last();
  await t.waitFor();
  return { text: (await t.textContent()) ?? '', severity: await t.getAttribute('data-severity') };
};

/** The bell's count once it has answered. */
const bellCount = async (page: Page) => {
  await page.locator('[data-testid="notification-bell"][data-loaded="true"]').waitFor();
  return Number(await page.getByTestId('notification-bell').getAttribute('data-count'));
};

/** Tells the page the window came back (the bell refetches on focus) until the count is as expected. */
const waitForBell = async (page: Page, expected: (count: number) => boolean) => {
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.dispatchEvent(new Event('focus')));
        return bellCount(page);
      },
      { timeout: 10_000, interval: 500 },
    )
    .toSatisfy(expected);
};

const balance = async (page: Page, type: string, field: 'remaining' | 'pending') =>
  Number(await page.getByTestId(`balance-${type}`).getAttribute(`data-${field}`));

describe('leave: a worker asks, the moderator decides, everybody is told', () => {
  it('two days of FERIE: requested on the phone, approved with a note, balance and bell follow', async () => {
    const [from, to] = twoWorkingDays();
    expect(leaveDays(from, to, 'FERIE', PATRON_DAY)).toBe(2);

    const moderator = await at(DEMO.moderator, '/dashboard', { viewport: DESKTOP });
    await moderator.page.waitForLoadState('networkidle');
    const moderatorBefore = await bellCount(moderator.page);

    const worker = await at(DEMO.worker, '/home/landing', { viewport: PHONE });
    const { page } = worker;
    await page.goto('/home/permission');
    await page.getByTestId('balance-FERIE').waitFor();
    const remainingBefore = await balance(page, 'FERIE', 'remaining');
    const pendingBefore = await balance(page, 'FERIE', 'pending');

    await page.locator('input[name="startDate"]').fill(from);
    await page.locator('input[name="endDate"]').fill(to);
    await page.locator('textarea[name="reason"]').fill('Matrimonio di mio fratello');
    await expect.poll(() => page.getByTestId('leave-summary').textContent()).toContain('Totale: 2 giorni');
    await page.getByTestId('leave-submit').click();
    expect(await toast(page)).toMatchObject({ text: expect.stringMatching(/^OK.*Richiesta inviata/), severity: 'success' });
    const mine = page.getByTestId('my-request').filter({ hasText: `dal ${formatDate(from)} al ${formatDate(to)}` });
    await expect.poll(() => mine.getAttribute('data-status')).toBe('PENDING');
    await expect.poll(() => balance(page, 'FERIE', 'pending')).toBe(pendingBefore + 2);
    const workerBellBefore = await bellCount(page);

    // The moderator's bell counts the new request without a reload; its link opens the request's page.
    await waitForBell(moderator.page, (count) => count === moderatorBefore + 1);
    await moderator.page.getByTestId('notification-bell').click();
    const notice = moderator.page
      .getByTestId('notification-item')
      .filter({ hasText: 'Nuova richiesta: Ferie' })
      .filter({ hasText: `Giuseppe Verdi chiede Ferie dal ${formatDate(from)} al ${formatDate(to)}` });
    await notice.waitFor();
    expect(await notice.getAttribute('data-unread')).toBe('true');
    await notice.click();
    await moderator.page.waitForURL((url) => /^\/permission\/\d+\/show$/.test(url.pathname));
    await waitForBell(moderator.page, (count) => count === moderatorBefore);

    await moderator.page.getByTestId('approve').click();
    const dialog = moderator.page.getByTestId('decision-dialog');
    await dialog.getByTestId('no-warnings').or(dialog.getByTestId('warnings')).waitFor();
    await dialog.getByTestId('decision-note').fill('Auguri agli sposi');
    await dialog.getByTestId('decision-confirm').click();
    await moderator.page.getByText('Richiesta approvata').waitFor();
    // Decided: no more approve, and the office may now withdraw it.
    await moderator.page.getByTestId('approve').waitFor({ state: 'detached' });
    await moderator.page.getByTestId('revoke').waitFor();

    // The worker's bell shows the decision; the screen reads again: approved, two days fewer.
    await waitForBell(page, (count) => count === workerBellBefore + 1);
    await expect.poll(() => mine.getAttribute('data-status')).toBe('APPROVED');
    expect(await mine.textContent()).toContain('Nota: Auguri agli sposi');
    await expect.poll(() => balance(page, 'FERIE', 'remaining')).toBe(remainingBefore - 2);
    expect(await balance(page, 'FERIE', 'pending')).toBe(pendingBefore);
    await page.getByTestId('notification-bell').click();
    const decision = page.getByTestId('notification-item').filter({ hasText: 'Nota: Auguri agli sposi' });
    await decision.waitFor();
    expect(await decision.textContent()).toMatch(/^Richiesta approvata.*Ferie dal .* è stata approvata\. Nota: Auguri agli sposi/);
    expect(await decision.getAttribute('data-unread')).toBe('true');
    await decision.click();
    await waitForBell(page, (count) => count === workerBellBefore);

    await worker.context.close();
    await moderator.context.close();
  });

  it("accounting reads the requests but has no approve or reject", async () => {
    const { context, page } = await at(DEMO.accounting, '/attendance**', { viewport: DESKTOP });
    await page.goto('/permission/table');
    await page.waitForURL((url) => url.pathname === '/permission');
    await page.getByTestId('tab-count-PENDING').waitFor();
    await page.locator('tbody tr').first().waitFor();
    expect(await page.getByTestId('row-approve').count()).toBe(0);
    expect(await page.locator('thead input[type="checkbox"]').count()).toBe(0);
    await context.close();
  });

  it("'Malattia' with an open end, then a continuation, then its end", async () => {
    const { context, page } = await at(DEMO.worker, '/home/landing', { viewport: PHONE });
    await page.goto('/home/medical');
    await page.getByTestId('sick-leave-notice').waitFor();
    await page.locator('input[name="protocolNumber"]').fill('PUC2611001');
    await page.locator('input[name="startDate"]').fill(addDays(today, -3));
    await page.locator('input[name="availabilityAddress"]').fill('Via Roma 10, Milano');
    await page.getByTestId('sick-submit').click();
    expect((await toast(page)).text).toMatch(/^OK.*Malattia registrata/);
    await page.waitForURL(/\/home\/medical\/\d+$/);
    const certificates = page.getByTestId('certificate');
    await expect.poll(() => certificates.count()).toBe(1);
    expect(await certificates.first().getAttribute('data-open')).toBe('true');
    expect(await certificates.first().textContent()).toContain(`dal ${formatDate(addDays(today, -3))}, fine da definire`);

    // Later: the doctor extends it. The first certificate closes the day before the continuation.
    await page.reload();
    const form = page.getByTestId('continuation-form');
    await form.locator('input[name="protocolNumber"]').fill('PUC2611002');
    await form.locator('input[name="startDate"]').fill(addDays(today, -1));
    await form.getByTestId('sick-submit').click();
    expect((await toast(page)).text).toMatch(/^OK.*Malattia registrata/);
    await expect.poll(() => certificates.count()).toBe(2);
    expect(await certificates.nth(0).textContent()).toContain(`dal ${formatDate(addDays(today, -3))} al ${formatDate(addDays(today, -2))}`);
    expect(await certificates.nth(1).textContent()).toContain('Continuazione');
    expect(await certificates.nth(1).getAttribute('data-open')).toBe('true');

    await page.getByTestId('set-end-form').locator('input[name="endDate"]').fill(addDays(today, 5));
    await page.getByTestId('set-end-form').getByRole('button').click();
    await page.getByText('Malattia aggiornata').waitFor();
    await expect.poll(() => certificates.nth(1).getAttribute('data-open')).toBe('false');

    await page.goto('/home/medical');
    const item = page.getByTestId('sick-leave-item').first();
    expect(await item.textContent()).toContain(`dal ${formatDate(addDays(today, -3))} al ${formatDate(addDays(today, 5))}`);
    await context.close();
  });

  it("the admin sets a worker's FERIE override in 'Spettanze' and the worker's balance follows", async () => {
    const worker = await at(DEMO.worker, '/home/landing', { viewport: PHONE });
    await worker.page.goto('/home/permission');
    const allowance = worker.page.getByTestId('balance-FERIE-allowance');
    await allowance.waitFor();
    const before = (await allowance.textContent()) ?? '';
    expect(before).not.toBe('41 giorni');

    const admin = await at(DEMO.admin, '/dashboard', { viewport: DESKTOP });
    const { page } = admin;
    await page.goto('/permission');
    await page.getByTestId('allowances-button').click();
    const dialog = page.getByTestId('allowances-dialog');
    // 'Tutte le aziende' in the top bar: the dialog asks for one.
    await dialog.getByText('Scegli un’azienda').waitFor();
    expect(await dialog.getByTestId('allowance-year').inputValue()).toBe(today.slice(0, 4));
    await dialog.getByTestId('allowance-company-select').click();
    await page.getByRole('option', { name: 'Presidio Sicurezza S.r.l.' }).click();
    await dialog.getByTestId('allowance-company').waitFor();

    await dialog.getByLabel('Dipendente').fill('Verdi');
    await page.getByRole('option', { name: 'Verdi Giuseppe' }).click();
    await dialog.getByTestId('current-FERIE').waitFor();
    const field = dialog.getByTestId('worker-FERIE');
    // A bad amount is refused by the server on the field.
    await field.fill('-3');
    await dialog.getByTestId('allowance-worker-save').click();
    expect(await toast(page)).toMatchObject({ severity: 'error' });
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');

    await field.fill('41');
    await dialog.getByTestId('allowance-worker-save').click();
    await page.getByText('Spettanze salvate').waitFor();
    await expect.poll(() => dialog.getByTestId('current-FERIE').getAttribute('data-effective')).toBe('41');
    expect(await dialog.getByTestId('current-FERIE').textContent()).toContain('Personalizzata');

    await worker.page.reload();
    await expect.poll(() => allowance.textContent()).toBe('41 giorni');

    // Removing the override gives the worker the company's amount again.
    await dialog.getByTestId('allowance-worker-remove').click();
    await expect.poll(() => dialog.getByTestId('current-FERIE').textContent()).toContain('Dall’azienda');
    await worker.page.reload();
    await expect.poll(() => allowance.textContent()).toBe(before);

    await admin.context.close();
    await worker.context.close();
  });
});
