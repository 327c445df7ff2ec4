import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoViolations } from '../helpers/axe';
import { DEMO, DESKTOP, newPage, PHONE, serverAndBrowserPerFile, signIn } from '../helpers/browser';

const e2e = serverAndBrowserPerFile();

/** The screen has its data: no request in flight and no spinner or skeleton left. */
const atRest = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.locator('[role="progressbar"], .MuiSkeleton-root').count()).toBe(0);
};

/** A screen of the review, and what shows its content is there (more than its frame). */
type TScreen = [path: string, ready: (page: Page) => Promise<unknown>];
const shows = (selector: string) => (page: Page) => page.locator(selector).first().waitFor();
/** A list's rows: a table on a desk, a simple list on a phone. */
const ROWS = '#main-content tbody tr, #main-content .MuiList-root li';

/** The 14 main screens of the accessibility review: the worker's day and the office's desk. */
const WORKER: TScreen[] = [
  ['/home/landing', shows('[data-testid="landing-clock"]')],
  ['/home/attendance', shows('[data-testid="clock-button"]')],
  ['/home/my-attendances', shows('main h1, main h2, main h6')],
  ['/home/permission', shows('[data-testid="leave-form"]')],
  ['/home/medical', shows('main form, [data-testid="sick-leave-notice"]')],
  ['/home/documents', shows('[data-testid="my-documents"], [data-testid="my-documents-empty"]')],
  ['/home/shifts', shows('[data-testid="my-shifts"]')],
];
const OFFICE: TScreen[] = [
  ['/attendance/table', shows(ROWS)],
  ['/attendance/users', shows(`[data-testid="coverage-row"], ${ROWS}`)],
  ['/permission/table', shows(ROWS)],
  ['/user', shows(ROWS)],
  ['/company', shows(ROWS)],
  ['/deadlines/table', shows(ROWS)],
  ['/workforce/posts', shows(ROWS)],
];

/**
 * Where the keyboard's focus is, whether it shows: an outline or a ring (box-shadow), or MUI's
 * focus-visible state on the control or the field around it.
 */
const focusShows = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { shows: false, what: 'nothing focused' };
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none';
    const mui = !!element.closest('.Mui-focusVisible, .Mui-focused');
    return { shows: outline || ring || mui, what: `${element.tagName.toLowerCase()} ${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? ''}` };
  });

const visit = async (page: Page, [path, ready]: TScreen, size: string) => {
  await page.goto(path);
  await ready(page);
  await atRest(page);
  await expectNoViolations(page, `${path} (${size})`);
};

describe('axe over the main screens at phone and desktop size, and a visible keyboard focus', () => {
  for (const [role, account, home, screens] of [['worker', DEMO.worker, '**/home/landing', WORKER], ['office', DEMO.admin, '**/dashboard', OFFICE]] as const) {
    for (const [size, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
      it(`the ${role}'s screens on a ${size}: no WCAG 2.1 AA violation`, async () => {
        const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport, bypassCSP: true, timezoneId: 'Europe/Rome' });
        await signIn(page, account);
        await page.waitForURL(home);
        for (const screen of screens) await visit(page, screen, size);
        await context.close();
      });
    }

    it(`the ${role}'s screens: every stop of the keyboard's first ten shows where the focus is`, async () => {
      const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport: DESKTOP, bypassCSP: true, timezoneId: 'Europe/Rome' });
      await signIn(page, account);
      await page.waitForURL(home);
      for (const [path, ready] of screens) {
        await page.goto(path);
        await ready(page);
        await atRest(page);
        for (let stop = 0; stop < 10; stop += 1) {
          await page.keyboard.press('Tab');
          const focus = await focusShows(page);
          expect(focus.shows, `${path}, Tab ${stop + 1}: ${focus.what}`).toBe(true);
        }
      }
      await context.close();
    });
  }
});
