import { describe, expect, it } from 'vitest';
import { expectNoViolations } from '../helpers/axe';
import { DEMO, DESKTOP, newPage, PHONE, serverAndBrowserPerFile, signIn } from '../helpers/browser';

const e2e = serverAndBrowserPerFile();

const signedInWorker = async (viewport = PHONE) => {
  const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport, bypassCSP: true });
  await signIn(page, DEMO.worker);
  await page.waitForURL('**/home/landing');
  return { context, page };
};

describe('the worker’s own deadlines', () => {
  it('on the landing page: their decree due in 20 days, linking to their documents', async () => {
    const { context, page } = await signedInWorker();
    const banner = page.getByTestId('deadline-banner');
    await expect.poll(() => banner.textContent(), { timeout: 10_000 }).toContain('Il tuo decreto GPG scade tra 20 giorni.');
    // Due soon, not yet expired: amber, not red.
    expect(await banner.getAttribute('class')).toMatch(/standardWarning/);
    // Those in order are not mentioned.
    expect(await banner.textContent()).not.toMatch(/carta d’identità|porto d’armi/i);
    await banner.getByRole('link', { name: 'Vedi le tue scadenze' }).click();
    await page.waitForURL('**/home/documents');
    const decree = page.locator('[data-testid="my-deadline"][data-kind="DECRETO_GPG"]');
    await expect.poll(() => decree.textContent(), { timeout: 10_000 }).toContain('Tra 20 giorni');
    expect(await decree.getAttribute('data-status')).toBe('DUE_SOON');
    expect(await decree.getByTestId('deadline-status').textContent()).toBe('In scadenza');
    // The whole list, those in order too, soonest first.
    const rows = page.getByTestId('my-deadline');
    expect(await page.getByRole('heading', { name: 'Le tue scadenze' }).count()).toBe(1);
    const kinds = await rows.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-kind')));
    expect(kinds).toEqual(expect.arrayContaining(['DECRETO_GPG', 'PORTO_ARMI', 'ID_CARD']));
    const statuses = await rows.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-status')));
    expect(statuses).toContain('OK');
    await context.close();
  });

  it('on the profile: a private calendar link, created, copied, renewed and revoked', async () => {
    const { context, page } = await signedInWorker();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/home/profile');
    const card = page.getByTestId('calendar-card');
    await card.getByRole('button', { name: 'Crea il link' }).click();
    const url = card.getByTestId('calendar-url');
    await expect.poll(() => url.inputValue(), { timeout: 10_000 }).toMatch(/\/api\/calendar\/\S+$/);
    const first = await url.inputValue();
    const feed = await fetch(first);
    expect(feed.status).toBe(200);
    expect(await feed.text()).toContain('BEGIN:VCALENDAR');
    await card.getByRole('button', { name: 'Copia' }).click();
    await card.getByRole('button', { name: 'Copiato' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);

    // A new link replaces the old one.
    await card.getByRole('button', { name: 'Nuovo link' }).click();
    await expect.poll(() => url.inputValue(), { timeout: 10_000 }).not.toBe(first);
    const second = await url.inputValue();
    expect((await fetch(first)).ok).toBe(false);

    await card.getByRole('button', { name: 'Revoca' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revocare il link del calendario?' });
    await confirm.getByRole('button', { name: 'Revoca' }).click();
    await card.getByRole('button', { name: 'Crea il link' }).waitFor();
    expect(await url.count()).toBe(0);
    expect((await fetch(second)).ok).toBe(false);
    await context.close();
  });

  describe.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('WCAG 2.1 AA, %s', (_size, viewport) => {
    it('on /home/landing with the banner and /home/documents with the deadlines', async () => {
      const { context, page } = await signedInWorker(viewport);
      await page.getByTestId('deadline-banner').waitFor();
      await page.locator('[data-testid="duty-status"][data-open]').waitFor();
      await expectNoViolations(page, '/home/landing');
      await page.goto('/home/documents');
      await page.getByTestId('my-deadline').first().waitFor();
      await page.getByTestId('my-document').first().waitFor();
      await expectNoViolations(page, '/home/documents');
      await context.close();
    });
  });
});
