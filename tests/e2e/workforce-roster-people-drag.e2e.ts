import type { CDPSession, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, todayInRome } from '../../src/shared/dates';
import type { TCandidate, TPost, TShift } from '../../src/shared/schemas/workforce';
import { mondayOf } from '../../src/shared/workforce/shift-time';
import { expectNoViolations } from '../helpers/axe';
import { apiAs, DEMO, DESKTOP, newPage, PHONE, serverAndBrowserPerFile, signIn } from '../helpers/browser';

const e2e = serverAndBrowserPerFile();
const api = apiAs(() => e2e.server.url);
const query = (filter: object, range = [0, 99]) => `filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent(JSON.stringify(range))}`;
/** Where to keep pictures of the drags, when asked (ROSTER_SHOTS=/tmp/dir). */
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
 * A GPG post of Verdi's and Ricci's company with its week generated (Monday to Friday, open, in
 * draft) `weeks` weeks ahead: by then Verdi's decree (expiring in 20 days) has lapsed, Ricci's has
 * not. `other` is someone else who passes every check on the post, as the server ranks them.
 */
const scene = async (weeks: number) => {
  const [verdi, ricci] = [await person('Verdi', 'Giuseppe'), await person('Ricci', 'Alessandro')];
  const companyId = verdi.companyIds.find((id) => ricci.companyIds.includes(id));
  expect(companyId, 'Verdi and Ricci work for the same company').toBeDefined();
  const [site] = await api<Array<{ id: number; name: string }>>(`api/client-site?${query({ companyId }, [0, 0])}`);
  const post = await api<TPost>('api/workforce/posts', {
    method: 'POST',
    body: { clientSiteId: site.id, name: `Varco persone ${Date.now().toString(36)}`, serviceType: 'VIGILANZA_FISSA', armed: false, requiredQualification: 'GPG', headcount: 1, timeSlots: [{ days: [1, 2, 3, 4, 5], start: '07:00', end: '13:00' }] },
  });
  const monday = mondayOf(addDays(todayInRome(), weeks * 7));
  await api('api/workforce/shifts/generate', { method: 'POST', body: { postId: post.id, from: monday, to: addDays(monday, 6) } });
  const shifts = await shiftsOf(post.id, monday);
  const candidates = await api<TCandidate[]>(`api/workforce/shifts/${shifts[1].id}/candidates`);
  const other = candidates.find((candidate) => candidate.userId !== ricci.id && candidate.userId !== verdi.id);
  expect(other, 'someone besides Ricci may work the post').toBeDefined();
  return { verdi, ricci, other: other!, site, post, monday, shifts };
};
const shiftsOf = (postId: number, monday: string) => api<TShift[]>(`api/workforce/shifts?${query({ postId, date_gte: monday, date_lte: addDays(monday, 6) })}`);

/** The people × days grid of a site's week, signed in as the administrator. */
const peopleRoster = async (siteId: number, monday: string, options: Parameters<typeof newPage>[2] = {}) => {
  const { context, page } = await newPage(e2e.browser, e2e.server.url, { bypassCSP: true, ...options });
  await signIn(page, DEMO.admin);
  await page.waitForURL('**/dashboard');
  await page.goto(`/workforce?view=people&day=${monday}&siteId=${siteId}`);
  await page.getByTestId('roster-open-row').waitFor();
  return { context, page };
};

const openCell = (page: Page, day: string) => page.locator(`[data-testid="roster-open-cell"][data-day="${day}"]`);
const personCell = (page: Page, userId: number, day: string) => page.locator(`[data-testid="roster-person-cell"][data-drop-person="${userId}"][data-day="${day}"]`);
const shiftIn = (cell: Locator, shiftId: number) => cell.locator(`[data-testid="roster-shift"][data-shift="${shiftId}"]`);

const centre = async (locator: Locator) => {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return { x: Math.round(box!.x + box!.width / 2), y: Math.round(box!.y + box!.height / 2) };
};
/** A point near a cell's top: a cell grows with the reasons it shows. */
const upper = async (locator: Locator) => {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return { x: Math.round(box!.x + box!.width / 2), y: Math.round(box!.y + 20) };
};

const moveTo = (page: Page, point: { x: number; y: number }) => page.mouse.move(point.x, point.y, { steps: 10 });

/** Records the assignments and checks the page sends. */
const watch = (page: Page) => {
  const sent = { assigns: [] as string[], checks: [] as string[] };
  page.on('request', (request) => {
    if (request.url().endsWith('/assign')) sent.assigns.push(`${request.url()} ${request.postData()}`);
    if (request.url().endsWith('/check')) sent.checks.push(`${request.url()} ${request.postData()}`);
  });
  return sent;
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
    slide: async (to: { x: number; y: number }, steps = 12) => {
      const from = at;
      for (let i = 1; i <= steps; i += 1) await send('touchMove', [{ x: Math.round(from.x + ((to.x - from.x) * i) / steps), y: Math.round(from.y + ((to.y - from.y) * i) / steps) }]);
      at = to;
    },
    up: () => send('touchEnd', []),
  };
};

/** Whether a person's cell sits inside the grid's scrolling box, clear of its edges and of the names' column. */
const inReach = (page: Page, userId: number, day: string) =>
  page.evaluate(
    ({ userId, day }) => {
      const box = document.querySelector('[data-testid="roster-scroll"]')!.getBoundingClientRect();
      const cell = document.querySelector(`[data-testid="roster-person-cell"][data-drop-person="${userId}"][data-day="${day}"]`)!.getBoundingClientRect();
      return cell.top > box.top + 100 && cell.top + 40 < box.bottom - 70 && cell.left > box.left + 90 && cell.right < box.right + 1;
    },
    { userId, day },
  );

describe('the people grid takes a dragged shift', () => {
  it('with a mouse: an open shift onto a qualified person is assigned, onto a refused one says why and sends nothing, another day takes nothing, and a shift moves to someone else', async () => {
    const { verdi, ricci, other, site, monday, shifts } = await scene(5);
    const [mondayShift, tuesdayShift] = shifts;
    // Tuesday's is Ricci's already: it is moved to someone else below.
    await api(`api/workforce/shifts/${tuesdayShift.id}/assign`, { method: 'POST', body: { userId: ricci.id } });
    // Tall enough for the demo's people and the open shifts at once: the mouse carries without scrolling.
    const { context, page } = await peopleRoster(site.id, monday, { viewport: { width: DESKTOP.width, height: 2200 } });
    const sent = watch(page);

    // The week's open shifts first, day by day; Tuesday's is in Ricci's row, not among them.
    await shiftIn(openCell(page, monday), mondayShift.id).waitFor();
    expect(await shiftIn(openCell(page, addDays(monday, 1)), tuesdayShift.id).count()).toBe(0);
    await shiftIn(personCell(page, ricci.id, addDays(monday, 1)), tuesdayShift.id).waitFor();
    await expectNoViolations(page, 'the people grid with its open shifts');

    // Monday's open shift carried over Verdi's Tuesday: another day, no target; over his Monday: refused, with the reason.
    const open = shiftIn(openCell(page, monday), mondayShift.id);
    await open.scrollIntoViewIfNeeded();
    await open.hover();
    await page.mouse.down();
    const verdiTuesday = personCell(page, verdi.id, addDays(monday, 1));
    await moveTo(page, await upper(verdiTuesday));
    await expect.poll(() => verdiTuesday.getAttribute('data-takes')).toBe('false');
    expect(await verdiTuesday.getAttribute('data-verdict')).toBeNull();
    const verdiMonday = personCell(page, verdi.id, monday);
    expect(await verdiMonday.getAttribute('data-takes')).toBe('true');
    // A cell passed over grows with what it says and moves the rows below: the pointer follows the row.
    await expect
      .poll(
        async () => {
          await moveTo(page, await upper(verdiMonday));
          return verdiMonday.getAttribute('data-verdict');
        },
        { timeout: 10_000 },
      )
      .toBe('refused');
    expect(await verdiMonday.getByTestId('roster-drop-status').textContent()).toMatch(/^Rifiutato.*decreto/i);
    expect(await page.getByTestId('roster-drop-live').textContent()).toMatch(/^Verdi Giuseppe non si può assegnare: .*decreto/i);
    await shot(page, 'people-mouse-refused');
    // Let go there: the browser takes no drop where the cell refuses it.
    await page.mouse.up();
    await expect.poll(() => verdiMonday.getAttribute('data-verdict')).toBeNull();
    expect(await page.getByTestId('roster-assign-dialog').count()).toBe(0);
    expect(sent.assigns).toEqual([]);
    // Asked once for the pair, however long the pointer stays.
    expect(sent.checks.filter((line) => line.endsWith(`/${mondayShift.id}/check {"userId":${verdi.id}}`))).toHaveLength(1);

    // Onto Ricci's Monday: assigned, his cell shows it, the open row no longer does.
    const ricciMonday = personCell(page, ricci.id, monday);
    await open.dragTo(ricciMonday);
    await shiftIn(ricciMonday, mondayShift.id).waitFor({ timeout: 10_000 });
    await expect.poll(() => shiftIn(openCell(page, monday), mondayShift.id).count(), { timeout: 10_000 }).toBe(0);
    expect(sent.assigns).toEqual([expect.stringContaining(`/${mondayShift.id}/assign {"userId":${ricci.id}}`)]);

    // Ricci's Tuesday carried to the other guard's Tuesday: moved, the same assignment with the new person.
    const otherTuesday = personCell(page, other.userId, addDays(monday, 1));
    await shiftIn(personCell(page, ricci.id, addDays(monday, 1)), tuesdayShift.id).dragTo(otherTuesday);
    await shiftIn(otherTuesday, tuesdayShift.id).waitFor({ timeout: 10_000 });
    await expect.poll(() => shiftIn(personCell(page, ricci.id, addDays(monday, 1)), tuesdayShift.id).count(), { timeout: 10_000 }).toBe(0);
    expect(sent.assigns).toHaveLength(2);
    await page.getByTestId('roster-assign-dialog').waitFor({ state: 'detached' });
    await expectNoViolations(page, 'the people grid after the drags');
    await context.close();

    const after = await shiftsOf(shifts[0].postId, monday);
    expect(after.slice(0, 3).map((shift) => [shift.date, shift.userId])).toEqual([
      [monday, ricci.id],
      [addDays(monday, 1), other.userId],
      [addDays(monday, 2), null],
    ]);
  });

  it('on a phone: a long press picks an open shift up, the grid scrolls to a person, a refused one takes no drop and a qualified one is assigned', async () => {
    const { verdi, other, site, monday, shifts } = await scene(6);
    const wednesday = shifts[2];
    const day = addDays(monday, 2);
    const { context, page } = await peopleRoster(site.id, monday, { viewport: PHONE, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
    const sent = watch(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const cdp = await context.newCDPSession(page);
    const touch = finger(cdp);
    const scroll = page.getByTestId('roster-scroll');
    // The grid's box at the top of the screen, Wednesday's column beside the names.
    await scroll.evaluate((box) => window.scrollBy(0, box.getBoundingClientRect().top - 8));
    const chip = shiftIn(openCell(page, day), wednesday.id);
    await chip.scrollIntoViewIfNeeded();
    await expectNoViolations(page, 'the people grid on a phone');

    /** Picks Wednesday's open shift up, then carries it down the grid until the person's Wednesday is in reach, and onto it. */
    const carryTo = async (userId: number) => {
      await scroll.evaluate((box) => box.scrollTo({ top: 0 }));
      await touch.down(await centre(chip));
      await page.getByTestId('roster-drag-ghost').waitFor();
      expect(await chip.getAttribute('data-carried')).toBe('true');
      const box = (await scroll.boundingBox())!;
      const column = (await centre(chip)).x;
      if (!(await inReach(page, userId, day))) {
        // Held just inside the box's bottom edge zone, the grid scrolls down, slowly, until the row is in reach.
        await touch.slide({ x: column, y: Math.round(box.y + box.height - 45) });
        await page.waitForFunction(
          ({ userId, day }) => {
            const scroller = document.querySelector('[data-testid="roster-scroll"]')!.getBoundingClientRect();
            const cell = document.querySelector(`[data-testid="roster-person-cell"][data-drop-person="${userId}"][data-day="${day}"]`)!.getBoundingClientRect();
            return cell.top > scroller.top + 100 && cell.top + 40 < scroller.bottom - 70;
          },
          { userId, day },
          { polling: 'raf', timeout: 20_000 },
        );
        // Back to the box's middle, where nothing scrolls, before aiming at the cell.
        await touch.slide({ x: column, y: Math.round(box.y + box.height / 2) }, 4);
      }
      // The cells passed over grow with what they say, moving the rows below: the finger follows its row until it is over it.
      const cell = personCell(page, userId, day);
      await expect
        .poll(
          async () => {
            await touch.slide(await upper(cell), 3);
            return page.getByTestId('roster-drag-ghost').getAttribute('data-over');
          },
          { timeout: 10_000 },
        )
        .toBe(`person:${userId}|${day}`);
    };

    // Verdi: refused on the ghost and in the cell; lifted there, nothing is sent.
    await carryTo(verdi.id);
    const verdiCell = personCell(page, verdi.id, day);
    await expect.poll(() => verdiCell.getAttribute('data-verdict'), { timeout: 10_000 }).toBe('refused');
    expect(await page.getByTestId('roster-drag-ghost').getAttribute('data-verdict')).toBe('refused');
    expect(await verdiCell.getByTestId('roster-drop-status').textContent()).toMatch(/^Rifiutato.*decreto/i);
    await shot(page, 'people-phone-refused');
    await touch.up();
    const toast = page.getByTestId('toast').filter({ hasText: /Verdi Giuseppe non si può assegnare/i });
    await toast.waitFor();
    await page.getByTestId('roster-drag-ghost').waitFor({ state: 'detached' });
    expect(await page.getByTestId('roster-assign-dialog').count()).toBe(0);
    expect(sent.assigns).toEqual([]);

    // The toast sits over the top of a phone's grid: gone, the open shift is in reach again.
    await toast.waitFor({ state: 'detached', timeout: 20_000 });

    // The other guard: assignable, dropped, assigned; the cell shows the shift.
    await carryTo(other.userId);
    const otherCell = personCell(page, other.userId, day);
    await expect.poll(() => otherCell.getAttribute('data-verdict'), { timeout: 10_000 }).toMatch(/^(ok|warn)$/);
    await touch.up();
    await shiftIn(otherCell, wednesday.id).waitFor({ timeout: 10_000 });
    expect(sent.assigns).toEqual([expect.stringContaining(`/${wednesday.id}/assign {"userId":${other.userId}}`)]);
    await page.getByTestId('roster-assign-dialog').waitFor({ state: 'detached' });
    await context.close();
    expect((await shiftsOf(wednesday.postId, monday)).find((shift) => shift.id === wednesday.id)?.userId).toBe(other.userId);
  });
});
