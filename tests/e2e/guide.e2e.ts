import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoViolations } from '../helpers/axe';
import { apiAs, DEMO, DESKTOP, newPage, PHONE, serverAndBrowserPerFile, signIn } from '../helpers/browser';

const e2e = serverAndBrowserPerFile();

const topics = (page: Page) =>
  page.getByTestId('guide-section').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-section')));

describe('/home/guide, the worker’s guide', () => {
  it('on a phone, in Italian: found in the menu, searched accents aside, and a link followed to its screen', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport: PHONE, bypassCSP: true });
    await signIn(page, DEMO.worker);
    await page.waitForURL('**/home/landing');
    await page.getByTestId('menu-toggle').click();
    await page.getByTestId('side-menu').getByRole('link', { name: 'Guida' }).click();
    await page.waitForURL('**/home/guide');
    await page.getByTestId('guide').waitFor();
    expect(await topics(page)).toHaveLength(10);

    // The demo company's own phone, as a link that dials it.
    const company = (await apiAs(() => e2e.server.url, DEMO.worker)<{ companies: Array<{ name: string; phone: string; retentionDays: number }> }>('api/guide')).companies[0];
    await page.getByRole('button', { name: 'Chi chiamare' }).click();
    const call = page.getByTestId('guide-call');
    await call.waitFor();
    expect(await call.getAttribute('href')).toBe(`tel:${company.phone.replace(/(?!^\+)[^\d]/g, '')}`);
    expect(await call.textContent()).toContain(company.phone);
    await page.getByRole('button', { name: 'La posizione: a cosa serve' }).click();
    await page.getByText(`${company.name} cancella le coordinate dopo ${company.retentionDays} giorni`).waitFor();
    await expectNoViolations(page, 'the guide with two topics open (phone)');

    await page.getByTestId('guide-search').fill('reperibilita');
    await expect.poll(() => topics(page)).toEqual(['malattia']);
    await page.getByTestId('guide-status').getByText('1 argomento trovato').waitFor();
    expect(await page.locator('[data-section="malattia"] mark').first().textContent()).toMatch(/reperibilità/i);
    await expectNoViolations(page, 'the guide searched (phone)');

    await page.getByTestId('guide-search').fill('nessuna parola simile');
    await page.getByTestId('guide-empty').getByText('Nessun risultato').waitFor();
    expect(await topics(page)).toEqual([]);

    await page.getByTestId('guide-search').fill('malattia protocollo');
    await page.locator('[data-section="malattia"]').getByRole('link', { name: 'Vai a Malattia' }).click();
    await page.waitForURL('**/home/medical');
    await page.getByTestId('sick-leave-notice').waitFor();
    await context.close();
  });

  it('on a desktop, in Italian: a link to a topic opens it, with no WCAG violation', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport: DESKTOP, bypassCSP: true });
    await signIn(page, DEMO.worker);
    await page.waitForURL('**/home/landing');
    await page.goto('/home/guide#documenti');
    await page.getByTestId('guide').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'I documenti e la presa visione' }).getAttribute('aria-expanded')).toBe('true');
    await page.getByText('Presa visione vuol dire che hai ricevuto e visto il documento.', { exact: false }).waitFor();
    await expectNoViolations(page, 'the guide (desktop)');
    await context.close();
  });

  it.each([
    ['es-ES', 'Fichar la entrada y la salida', 'Fichar entrada', 'Buscar en la guía'],
    ['en-GB', 'Clocking in and out', 'Clock in', 'Search the guide'],
  ])('reads in %s, with the app’s own labels in that language', async (locale, title, label, search) => {
    const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport: PHONE, locale, bypassCSP: true });
    await signIn(page, DEMO.worker);
    await page.waitForURL('**/home/landing');
    await page.goto('/home/guide#timbrare');
    await page.getByTestId('guide').waitFor();
    await page.getByRole('button', { name: title }).waitFor();
    await page.locator('[data-section="timbrare"] strong', { hasText: label }).first().waitFor();
    await page.getByLabel(search).waitFor();
    await page.getByTestId('guide-search').fill('reperibilita');
    await expect.poll(() => topics(page)).toEqual(['malattia']);
    await context.close();
  });
});
