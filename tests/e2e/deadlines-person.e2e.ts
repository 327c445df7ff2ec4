import { describe, expect, it } from 'vitest';
import { addDays, formatDate, todayInRome } from '../../src/shared/dates';
import { expectNoViolations } from '../helpers/axe';
import { DEMO, DEMO_PASSWORD, DESKTOP, newPage, PHONE, serverAndBrowserPerFile, signIn } from '../helpers/browser';

const e2e = serverAndBrowserPerFile();

/** The demo worker's id, as the admin's API gives it. */
const workerId = async () => {
  const signin = await fetch(`${e2e.server.url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ fiscalCode: DEMO.admin, password: DEMO_PASSWORD }),
  });
  const { accessToken } = (await signin.json()) as { accessToken: string };
  const filter = encodeURIComponent(JSON.stringify({ q: DEMO.worker }));
  const users = (await (await fetch(`${e2e.server.url}/api/user?filter=${filter}`, { headers: { Authorization: `Bearer ${accessToken}` } })).json()) as Array<{ id: number }>;
  return users[0].id;
};

/** The admin on the worker's 'Scadenze' tab, its summary and its list loaded. */
const openTab = async (viewport = DESKTOP) => {
  const id = await workerId();
  const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport, bypassCSP: true });
  await signIn(page, DEMO.admin);
  await page.waitForURL('**/dashboard');
  await page.goto(`/user/${id}/show/deadlines`);
  await page.getByTestId('qualification-summary').waitFor();
  await page.getByTestId('subject-deadline').first().waitFor();
  await page.getByTestId('medical-visit').first().waitFor();
  await page.getByTestId('training-records-empty').or(page.getByTestId('training-record').first()).waitFor();
  return { context, page };
};

describe('a person’s deadlines tab', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('meets WCAG 2.1 AA, %s', async (_size, viewport) => {
    const { context, page } = await openTab(viewport);
    await expectNoViolations(page, 'the Scadenze tab');
    await context.close();
  });

  it('lists the medical visits on record: the demo worker’s judgement with limits, and no course', async () => {
    const { context, page } = await openTab();
    const visits = page.getByTestId('medical-visit');
    expect(await visits.count()).toBe(1);
    const visit = visits.first();
    expect(await visit.getAttribute('data-outcome')).toBe('FIT_WITH_LIMITS');
    const visitDate = addDays(todayInRome(), -60);
    expect(await visit.textContent()).toContain(formatDate(visitDate));
    expect(await visit.textContent()).toContain('Idoneo con limitazioni');
    expect(await visit.getByTestId('medical-visit-limits').textContent()).toBe('limitazioni: Non idoneo al lavoro notturno oltre le 6 ore consecutive');
    expect(await visit.getByRole('button', { name: `Elimina il giudizio del ${formatDate(visitDate)}` }).isVisible()).toBe(true);
    expect(await page.getByTestId('training-records-empty').textContent()).toBe('Nessun corso registrato.');
    await context.close();
  });

  it('shows the decree due soon and the check for today; a temporary unfitness recorded turns it to “may not work”', async () => {
    const { context, page } = await openTab();
    const decree = page.locator('[data-testid="subject-deadline"][data-kind="DECRETO_GPG"]');
    expect(await decree.getAttribute('data-status')).toBe('DUE_SOON');
    expect(await decree.getByTestId('deadline-status').textContent()).toBe('In scadenza');
    expect(await decree.textContent()).toContain('Tra 20 giorni');
    expect(await decree.getByRole('link', { name: 'Carica rinnovo' }).getAttribute('href')).toMatch(/\/document\/create\?ownerType=USER&ownerId=\d+&type=DECRETO_GPG$/);

    const headline = page.getByTestId('qualification-headline');
    expect(await headline.textContent()).toContain('Può lavorare oggi');
    expect(await page.getByTestId('may-work-gpg').getAttribute('data-ok')).toBe('true');
    expect(await page.getByTestId('may-work-armed').getAttribute('data-ok')).toBe('true');

    const until = addDays(todayInRome(), 10);
    await page.getByTestId('medical-open').click();
    const dialog = page.getByRole('dialog', { name: 'Visita medica' });
    await dialog.getByRole('combobox', { name: /Giudizio/ }).click();
    await page.getByRole('option', { name: 'Temporaneamente non idoneo' }).click();
    await dialog.getByRole('button', { name: 'Salva' }).click();
    // The last day of unfitness is required with that outcome: nothing is sent without it.
    await expect.poll(() => dialog.locator('.MuiFormHelperText-root.Mui-error').first().textContent(), { timeout: 5000 }).toBe('Campo obbligatorio');
    await dialog.getByLabel(/^Non idoneo fino al/).fill(until);
    await dialog.getByLabel(/^Medico competente/).fill('Dott.ssa Neri');
    await dialog.getByRole('button', { name: 'Salva' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await expect.poll(() => headline.textContent(), { timeout: 10_000 }).toContain('Non può lavorare oggi');
    expect(await page.getByTestId('qualification-summary').getAttribute('data-may-work')).toBe('false');
    expect(await page.getByTestId('qualification-blockers').textContent()).toContain(`Idoneità sanitaria: non idoneo fino al ${formatDate(until)}`);
    expect(await page.getByTestId('medically-fit').textContent()).toContain('Temporaneamente non idoneo');
    await expectNoViolations(page, 'the Scadenze tab, may not work');

    // The new judgement heads the list; deleted as a correction, the one before rules again.
    const visits = page.getByTestId('medical-visit');
    await expect.poll(() => visits.count(), { timeout: 10_000 }).toBe(2);
    expect(await visits.first().getAttribute('data-outcome')).toBe('TEMPORARILY_UNFIT');
    await visits.first().getByRole('button', { name: `Elimina il giudizio del ${formatDate(todayInRome())}` }).click();
    const confirm = page.getByRole('dialog');
    expect(await confirm.textContent()).toContain('Eliminare questo giudizio? La scadenza della visita seguirà quello precedente.');
    await confirm.getByRole('button', { name: /Conferma/ }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => visits.count(), { timeout: 10_000 }).toBe(1);
    expect(await visits.first().getAttribute('data-outcome')).toBe('FIT_WITH_LIMITS');
    await expect.poll(() => headline.textContent(), { timeout: 10_000 }).toContain('Può lavorare oggi');
    await context.close();
  });
});
