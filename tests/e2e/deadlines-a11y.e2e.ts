import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../helpers/axe';
import { DEMO, DESKTOP, newPage, PHONE, serverAndBrowserPerFile, signIn } from '../helpers/browser';

const e2e = serverAndBrowserPerFile();

/** A screen, and what shows it has loaded its data (not only its frame). */
type TScreen = [path: string, ready: (page: Page) => Promise<unknown>];

const firstRow = (page: Page) => page.locator('tbody tr, [data-testid="deadline-card"]').first().waitFor();

/** 'Tutte le aziende' in the top bar: the catalogue asks for a company first, then shows its kinds. */
const kindsOfCompany = async (page: Page) => {
  await page.getByRole('combobox', { name: 'Azienda', disabled: false }).click();
  await page.getByRole('option', { name: 'Presidio Sicurezza S.r.l.' }).click();
  await page.getByTestId('kinds-table').waitFor();
};

/** A row's menu opened and its 'Rinnovo presentato' dialog on screen. */
const renewalDialog = async (page: Page) => {
  await firstRow(page);
  await page.getByTestId('deadline-actions').first().click();
  await page.getByRole('menuitem', { name: 'Rinnovo presentato' }).click();
  await page.getByTestId('renewal-dialog').waitFor();
};

const snoozeDialog = async (page: Page) => {
  await firstRow(page);
  await page.getByTestId('deadline-actions').first().click();
  await page.getByRole('menuitem', { name: 'Posticipa promemoria' }).click();
  await page.getByTestId('snooze-dialog').waitFor();
};

const SCREENS: Record<string, TScreen> = {
  'the deadlines list': ['/deadlines/table', firstRow],
  'the overdue deadlines': [`/deadlines?filter=${encodeURIComponent(JSON.stringify({ window: 'OVERDUE' }))}`, firstRow],
  'the renewal filed dialog': ['/deadlines/table', renewalDialog],
  'the snooze dialog': ['/deadlines/table', snoozeDialog],
  'a new deadline': ['/deadlines/create', (page) => page.locator('input[name="title"]').waitFor()],
  'the compliance grid': ['/deadlines/compliance', (page) => page.getByTestId('compliance-grid').waitFor()],
  'the kinds catalogue': ['/deadlines/kinds', kindsOfCompany],
};

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('WCAG 2.1 AA on the deadlines screens, %s', (_size, viewport) => {
  it('as the administrator, every deadlines screen', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport, bypassCSP: true });
    await signIn(page, DEMO.admin);
    await page.waitForURL('**/dashboard');
    for (const [screen, [path, ready]] of Object.entries(SCREENS)) {
      await page.goto(path);
      await ready(page);
      await page.waitForLoadState('networkidle');
      const violations = await axeViolations(page);
      expect(violations, `${screen}: ${JSON.stringify(violations, null, 1)}`).toEqual([]);
    }
    await context.close();
  });
});
