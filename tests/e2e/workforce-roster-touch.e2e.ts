import type { CDPSession, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, todayInRome } from '../../src/shared/dates';
import type { TPost, TShift } from '../../src/shared/schemas/workforce';
import { mondayOf } from '../../src/shared/workforce/shift-time';
import { apiAs, DEMO, newPage, PHONE, serverAndBrowserPerFile, signIn } from '../helpers/browser';

const e2e = serverAndBrowserPerFile();
const api = apiAs(() => e2e.server.url);
const query = (filter: object, range = [0, 99]) => `filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent(JSON.stringify(range))}`;
const TABLET = { width: 1024, height: 768 };
/** Where to keep the pictures of a drag over a refused cell, when asked (ROSTER_SHOTS=/tmp/dir). */
const shot = async (page: Page, name: string) => {
  if (process.env.ROSTER_SHOTS) await page.screenshot({ path: `${process.env.ROSTER_SHOTS}/${name}.png` });
};

type TUser = { id: number; lastName: string; firstName: string; companyIds: number[] };
const person = async (lastName: string, firstName: string) => {
  const found = (await api<TUser[]>(`api/user?${query({ q: lastName })}`)).find((user) => user.firstName === firstName);
  expect(found, `the demo has ${firstName} ${lastName}`).toBeDefined();
  return found!;
};

/**
 * A GPG post of Verdi's and Ricci's company with its week generated, `weeks` weeks ahead: by then
 * Verdi's decree (expiring in 20 days) has lapsed, Ricci's has not.
 */
const scene = async (weeks: number) => {
  const [verdi, ricci] = [await person('Verdi', 'Giuseppe'), await person('Ricci', 'Alessandro')];
  const companyId = verdi.companyIds.find((id) => ricci.companyIds.includes(id));
  const [site] = await api<Array<{ id: number; name: string }>>(`api/client-site?${query({ companyId }, [0, 0])}`);
  const post = await api<TPost>('api/workforce/posts', {
    method: 'POST',
    body: { clientSiteId: site.id, name: `Varco touch ${Date.now().toString(36)}`, serviceType: 'VIGILANZA_FISSA', armed: false, requiredQualification: 'GPG', headcount: 1, timeSlots: [{ days: [1, 2, 3, 4, 5], start: '07:00', end: '13:00' }] },
  });
  const monday = mondayOf(addDays(todayInRome(), weeks * 7));
  await api('api/workforce/shifts/generate', { method: 'POST', body: { postId: post.id, from: monday, to: addDays(monday, 6) } });
  return { verdi, ricci, site, post, monday };
};
const shiftsOf = (postId: number, monday: string) => api<TShift[]>(`api/workforce/shifts?${query({ postId, date_gte: monday, date_lte: addDays(monday, 6) })}`);

/** A touch screen (hasTouch, isMobile) on the roster of a site's week, signed in as the administrator. */
const touchRoster = async (viewport: { width: number; height: number }, siteId: number, monday: string) => {
  const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  await signIn(page, DEMO.admin);
  await page.waitForURL('**/dashboard');
  await page.goto(`/workforce?day=${monday}&siteId=${siteId}`);
  await page.getByTestId('roster-posts-grid').waitFor();
  const cdp = await context.newCDPSession(page);
  return { context, page, cdp };
};

/** Adds a person to the palette through its search, as a finger would. */
const addToPalette = async (page: Page, name: string) => {
  await page.getByTestId('roster-palette-search').fill(name.split(' ')[0]);
  await page.getByRole('option', { name }).first().tap();
  await page.getByTestId('roster-palette-person').filter({ hasText: name }).waitFor();
};

const centre = async (locator: Locator) => {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return { x: Math.round(box!.x + box!.width / 2), y: Math.round(box!.y + box!.height / 2) };
};

/** A point near a cell's top: a cell grows with the reasons it shows, its centre may leave the screen. */
const upper = async (locator: Locator) => {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return { x: Math.round(box!.x + box!.width / 2), y: Math.round(box!.y + 24) };
};

/** A finger through Chromium's own touch input: touch events, pointer events and scrolling as on a device. */
const finger = (cdp: CDPSession) => {
  let at = { x: 0, y: 0 };
  const send = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: Array<{ x: number; y: number }>) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
  return {
    down: async (point: { x: number; y: number }) => {
      at = point;
      await send('touchStart', [point]);
    },
    /** Slides in small steps, as a finger does. */
    slide: async (to: { x: number; y: number }, steps = 12) => {
      const from = at;
      for (let i = 1; i <= steps; i += 1) await send('touchMove', [{ x: Math.round(from.x + ((to.x - from.x) * i) / steps), y: Math.round(from.y + ((to.y - from.y) * i) / steps) }]);
      at = to;
    },
    up: () => send('touchEnd', []),
  };
};

/** Scrolls the page so that the palette's people sit near the top, the grid's first rows below them, as one would before dragging. */
const paletteToTop = async (page: Page) => {
  await page.getByTestId('roster-palette-person').first().evaluate((chip) => window.scrollBy(0, chip.getBoundingClientRect().top - 100));
};

/** Presses a person of the palette until the ghost shows they are carried. */
const pickUp = async (page: Page, touch: ReturnType<typeof finger>, name: string) => {
  const chip = page.getByTestId('roster-palette-person').filter({ hasText: name });
  await chip.scrollIntoViewIfNeeded();
  await touch.down(await centre(chip));
  await page.getByTestId('roster-drag-ghost').waitFor();
  expect(await chip.getAttribute('data-carried')).toBe('true');
};

const cellOf = (page: Page, postId: number, day: string) => page.locator(`[data-testid="roster-cell"][data-post="${postId}"][data-day="${day}"]`);

describe('the roster on a touch screen', () => {
  it('a tablet: a long press picks a guard up, a refused cell says why while the finger is over it and takes no drop; an allowed one assigns', async () => {
    const { verdi, site, post, monday } = await scene(5);
    const { context, page, cdp } = await touchRoster(TABLET, site.id, monday);
    const assigns: string[] = [];
    const checks: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/assign')) assigns.push(request.url());
      if (request.url().endsWith('/check')) checks.push(`${request.url()} ${request.postData()}`);
    });
    await addToPalette(page, 'Verdi Giuseppe');
    await addToPalette(page, 'Ricci Alessandro');
    await paletteToTop(page);
    const touch = finger(cdp);

    // A quick swipe along the palette is a scroll, not a pick-up.
    const verdiChip = page.getByTestId('roster-palette-person').filter({ hasText: 'Verdi Giuseppe' });
    await verdiChip.scrollIntoViewIfNeeded();
    const start = await centre(verdiChip);
    await touch.down(start);
    await touch.slide({ x: start.x - 60, y: start.y }, 3);
    await touch.up();
    expect(await page.getByTestId('roster-drag-ghost').count()).toBe(0);

    // Verdi over Monday: refused, the reason in the cell, on the ghost and in the live region.
    const mondayCell = cellOf(page, post.id, monday);
    await pickUp(page, touch, 'Verdi Giuseppe');
    await touch.slide(await upper(mondayCell));
    await expect.poll(() => mondayCell.getAttribute('data-verdict'), { timeout: 10_000 }).toBe('refused');
    const status = mondayCell.getByTestId('roster-drop-status');
    expect(await status.textContent()).toMatch(/^Rifiutato.*decreto/i);
    expect(await page.getByTestId('roster-drag-ghost').getAttribute('data-verdict')).toBe('refused');
    expect(await page.getByTestId('roster-drop-live').textContent()).toMatch(/^Verdi Giuseppe non si può assegnare: .*decreto/i);
    await shot(page, 'touch-tablet-refused');
    // Wandering inside the cell and back asks the server no more: one check per shift and person.
    const inside = await upper(mondayCell);
    await touch.slide({ x: inside.x, y: inside.y + 10 }, 3);
    await touch.slide(await upper(cellOf(page, post.id, addDays(monday, 1))), 4);
    await expect.poll(() => cellOf(page, post.id, addDays(monday, 1)).getAttribute('data-verdict'), { timeout: 10_000 }).toBe('refused');
    await touch.slide(inside, 4);
    await expect.poll(() => mondayCell.getAttribute('data-verdict')).toBe('refused');
    expect(checks.filter((line) => line.endsWith(`{"userId":${verdi.id}}`))).toHaveLength(2);
    // Lifted there: not sent, the reason told.
    await touch.up();
    await page.getByTestId('toast').filter({ hasText: /Verdi Giuseppe non si può assegnare: .*decreto/i }).waitFor();
    await page.getByTestId('roster-drag-ghost').waitFor({ state: 'detached' });
    expect(await page.getByTestId('roster-assign-dialog').count()).toBe(0);
    expect(assigns).toEqual([]);

    // Ricci onto Tuesday: assignable, dropped, assigned.
    const tuesdayCell = cellOf(page, post.id, addDays(monday, 1));
    await pickUp(page, touch, 'Ricci Alessandro');
    await touch.slide(await upper(tuesdayCell));
    await expect.poll(() => tuesdayCell.getAttribute('data-verdict'), { timeout: 10_000 }).toMatch(/^(ok|warn)$/);
    await touch.up();
    await expect.poll(() => tuesdayCell.getAttribute('data-coverage'), { timeout: 10_000 }).toBe('FULL');
    expect(assigns).toHaveLength(1);
    await context.close();

    const shifts = await shiftsOf(post.id, monday);
    expect(shifts.map((shift) => [shift.date, shift.userName])).toEqual([
      [monday, null],
      [addDays(monday, 1), 'Ricci Alessandro'],
      [addDays(monday, 2), null],
      [addDays(monday, 3), null],
      [addDays(monday, 4), null],
    ]);
  });

  it('a phone: the grid scrolls sideways under a finger held near its edge, and the drop lands on the day reached', async () => {
    const { site, post, monday } = await scene(6);
    const { context, page, cdp } = await touchRoster(PHONE, site.id, monday);
    await addToPalette(page, 'Ricci Alessandro');
    await paletteToTop(page);
    const touch = finger(cdp);
    const scroll = page.getByTestId('roster-scroll');
    const friday = cellOf(page, post.id, addDays(monday, 4));
    expect(await scroll.evaluate((box) => box.scrollLeft)).toBe(0);
    const box = (await scroll.boundingBox())!;
    const row = await upper(cellOf(page, post.id, monday));
    // Friday is off the phone's screen, to the right.
    expect((await friday.boundingBox())!.x).toBeGreaterThan(box.x + box.width);

    await pickUp(page, touch, 'Ricci Alessandro');
    // Held just inside the right edge's zone, the grid scrolls, slowly, until Friday is in reach beside the names.
    await touch.slide({ x: Math.round(box.x + box.width - 48), y: row.y });
    await page.waitForFunction(
      ({ postId, day }) => {
        const scroller = document.querySelector('[data-testid="roster-scroll"]')!.getBoundingClientRect();
        const cell = document.querySelector(`[data-testid="roster-cell"][data-post="${postId}"][data-day="${day}"]`)!.getBoundingClientRect();
        return cell.right < scroller.right - 70 && cell.left > scroller.left + 90;
      },
      { postId: post.id, day: addDays(monday, 4) },
      { polling: 'raf', timeout: 10_000 },
    );
    await shot(page, 'touch-phone-scrolled');
    await touch.slide(await upper(friday), 4);
    await expect.poll(() => friday.getAttribute('data-verdict'), { timeout: 10_000 }).toMatch(/^(ok|warn)$/);
    expect(await scroll.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
    await touch.up();
    await expect.poll(() => friday.getAttribute('data-coverage'), { timeout: 10_000 }).toBe('FULL');
    await context.close();
    expect((await shiftsOf(post.id, monday)).find((shift) => shift.date === addDays(monday, 4))?.userName).toBe('Ricci Alessandro');
  });
});
