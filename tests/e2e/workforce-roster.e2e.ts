import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, todayInRome } from '../../src/shared/dates';
import type { TPost, TShift } from '../../src/shared/schemas/workforce';
import { mondayOf } from '../../src/shared/workforce/shift-time';
import { expectNoViolations } from '../helpers/axe';
import { apiAs, DEMO, newPage, PHONE, serverAndBrowserPerFile, signIn } from '../helpers/browser';

const e2e = serverAndBrowserPerFile();

/** The API as the administrator: to set the scene and to check what the screens saved. */
const api = apiAs(() => e2e.server.url);
const query = (filter: object, range = [0, 99]) => `filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent(JSON.stringify(range))}`;

type TUser = { id: number; lastName: string; firstName: string; companyIds: number[] };
const person = async (lastName: string, firstName: string) => {
  const found = (await api<TUser[]>(`api/user?${query({ q: lastName })}`)).find((user) => user.firstName === firstName);
  expect(found, `the demo has ${firstName} ${lastName}`).toBeDefined();
  return found!;
};

/**
 * The scene: a GPG post (vigilanza fissa, unarmed, one guard, Monday to Friday 07:00–13:00) at a
 * client site of the company of the demo worker, Giuseppe Verdi, and of Alessandro Ricci, in a week
 * five weeks ahead: Verdi's decree expires in 20 days, so by then he may not work it; Ricci's is valid.
 */
const scene = async () => {
  const [verdi, ricci] = [await person('Verdi', 'Giuseppe'), await person('Ricci', 'Alessandro')];
  const companyId = verdi.companyIds.find((id) => ricci.companyIds.includes(id));
  expect(companyId, 'Verdi and Ricci work for the same company').toBeDefined();
  const [site] = await api<Array<{ id: number; name: string }>>(`api/client-site?${query({ companyId }, [0, 0])}`);
  expect(site, 'the demo has a client site of their company').toBeDefined();
  const post = await api<TPost>('api/workforce/posts', {
    method: 'POST',
    body: { clientSiteId: site.id, name: `Varco e2e ${Date.now().toString(36)}`, serviceType: 'VIGILANZA_FISSA', armed: false, requiredQualification: 'GPG', headcount: 1, timeSlots: [{ days: [1, 2, 3, 4, 5], start: '07:00', end: '13:00' }] },
  });
  const monday = mondayOf(addDays(todayInRome(), 35));
  return { verdi, ricci, site, post, monday };
};

const shiftsOf = (postId: number, monday: string) => api<TShift[]>(`api/workforce/shifts?${query({ postId, date_gte: monday, date_lte: addDays(monday, 6) })}`);

const signedInAt = async (path: string, options = {}) => {
  const { context, page } = await newPage(e2e.browser, e2e.server.url, { bypassCSP: true, acceptDownloads: true, ...options });
  await signIn(page, DEMO.admin);
  await page.waitForURL('**/dashboard');
  await page.goto(path);
  return { context, page };
};

const cellOf = (page: Page, postId: number, day: string) => page.locator(`[data-testid="roster-cell"][data-post="${postId}"][data-day="${day}"]`);

const pickPerson = async (page: Page, testId: string, name: string) => {
  const input = page.getByTestId(testId);
  await input.fill(name.split(' ')[0]);
  await page.getByRole('option', { name }).first().click();
};

describe('the office’s roster', () => {
  it('generates a week for a post, sees an expired decree refused, assigns a guard by pick and by drag, and publishes', async () => {
    const { post, site, monday } = await scene();
    const { context, page } = await signedInAt(`/workforce/table`);
    await page.waitForURL('**/workforce*');
    // To the week five weeks ahead and the post's site, through the toolbar.
    // One week at a time, each shown before the next click, so that no click is lost to a render.
    const shown = (day: string) => `${day.slice(8)}/${day.slice(5, 7)}/${day.slice(0, 4)} – `;
    await expect.poll(() => page.getByTestId('roster-range').textContent()).toContain(shown(mondayOf(todayInRome())));
    for (let week = mondayOf(todayInRome()); week < monday; week = addDays(week, 7)) {
      await page.getByRole('button', { name: 'Periodo successivo' }).click();
      await expect.poll(() => page.getByTestId('roster-range').textContent()).toContain(shown(addDays(week, 7)));
    }
    await page.getByTestId('roster-site').fill(site.name);
    await page.getByRole('option', { name: new RegExp(`^${site.name}`) }).first().click();

    // Genera turni: the post, the shown week by default.
    await page.getByRole('button', { name: 'Genera turni' }).click();
    const generate = page.getByRole('dialog', { name: 'Genera turni' });
    expect(await generate.getByTestId('roster-generate-from').inputValue()).toBe(monday);
    expect(await generate.getByTestId('roster-generate-to').inputValue()).toBe(addDays(monday, 6));
    await expectNoViolations(page, 'the generate dialog');
    await generate.getByTestId('roster-generate-post').fill(post.name);
    await page.getByRole('option', { name: `${post.siteName} · ${post.name}` }).click();
    await generate.getByTestId('roster-generate-submit').click();
    await generate.waitFor({ state: 'detached' });
    const mondayCell = cellOf(page, post.id, monday);
    await expect.poll(() => mondayCell.getAttribute('data-coverage'), { timeout: 10_000 }).toBe('EMPTY');
    expect(await mondayCell.getByTestId('roster-shift').getAttribute('data-status')).toBe('DRAFT');
    expect(await mondayCell.getByTestId('roster-shift').textContent()).toContain('Scoperto');
    expect(await cellOf(page, post.id, addDays(monday, 5)).getAttribute('data-coverage')).toBe('NONE');
    await expectNoViolations(page, 'the posts grid');

    // Verdi's decree has expired by then: refused, with the reason, and no way around it.
    await mondayCell.getByTestId('roster-shift').click();
    const dialog = page.getByTestId('roster-assign-dialog');
    await dialog.getByRole('heading', { name: /^Turno del lunedì/ }).waitFor();
    await pickPerson(page, 'roster-assign-person', 'Verdi Giuseppe');
    // Checked as soon as he is picked, before Assegna: the same refusal, in words.
    const picked = dialog.getByTestId('roster-drop-status');
    await expect.poll(() => picked.getAttribute('data-verdict'), { timeout: 10_000 }).toBe('refused');
    expect(await picked.textContent()).toMatch(/decreto/i);
    await dialog.getByTestId('roster-assign-submit').click();
    const refusal = dialog.getByTestId('roster-refusal');
    await refusal.waitFor();
    expect(await refusal.getAttribute('data-code')).toBe('ASSIGNMENT_REFUSED');
    const reasons = await refusal.getByTestId('roster-refusal-reason').allTextContents();
    expect(reasons.length).toBeGreaterThan(0);
    expect(reasons.join(' ')).toMatch(/decreto/i);
    expect(await dialog.getByRole('button', { name: 'Assegna comunque' }).count()).toBe(0);
    await expectNoViolations(page, 'the refused assignment');

    // Ricci by pick.
    await pickPerson(page, 'roster-assign-person', 'Ricci Alessandro');
    await dialog.getByTestId('roster-assign-submit').click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => mondayCell.getAttribute('data-coverage'), { timeout: 10_000 }).toBe('FULL');
    expect(await mondayCell.getByTestId('roster-shift').textContent()).toContain('Ricci Alessandro');

    // Verdi dragged over Tuesday: refused while he is over the cell, with the reason, and the drop is not sent.
    const tuesdayCell = cellOf(page, post.id, addDays(monday, 1));
    await page.getByTestId('roster-palette-search').fill('Verdi');
    await page.getByRole('option', { name: 'Verdi Giuseppe' }).first().click();
    await page.getByTestId('roster-palette-person').filter({ hasText: 'Verdi Giuseppe' }).hover();
    await page.mouse.down();
    const open = (await tuesdayCell.getByTestId('roster-shift').boundingBox())!;
    await page.mouse.move(open.x + open.width / 2, open.y + open.height / 2, { steps: 10 });
    await expect.poll(() => tuesdayCell.getAttribute('data-verdict'), { timeout: 10_000 }).toBe('refused');
    expect(await tuesdayCell.getByTestId('roster-drop-status').textContent()).toMatch(/^Rifiutato.*decreto/i);
    expect(await page.getByTestId('roster-drop-live').textContent()).toMatch(/^Verdi Giuseppe non si può assegnare: .*decreto/i);
    if (process.env.ROSTER_SHOTS) await page.screenshot({ path: `${process.env.ROSTER_SHOTS}/desktop-refused.png` });
    await page.mouse.up();
    await expect.poll(() => tuesdayCell.getAttribute('data-verdict')).toBeNull();
    expect(await page.getByTestId('roster-assign-dialog').count()).toBe(0);
    expect(await tuesdayCell.getAttribute('data-coverage')).toBe('EMPTY');

    // Ricci by drag, from the people beside the grid onto Tuesday's open shift.
    await page.getByTestId('roster-palette-person').filter({ hasText: 'Ricci Alessandro' }).dragTo(tuesdayCell.getByTestId('roster-shift'));
    await expect.poll(() => tuesdayCell.getAttribute('data-coverage'), { timeout: 10_000 }).toBe('FULL');

    // Pubblica: the counts first, then every shift of the week published.
    await page.getByRole('button', { name: 'Pubblica' }).click();
    const publish = page.getByTestId('roster-publish-dialog');
    const counts = publish.getByTestId('roster-publish-counts');
    await counts.waitFor();
    expect(Number(await counts.getAttribute('data-drafts'))).toBeGreaterThanOrEqual(5);
    expect(await counts.textContent()).toMatch(/turni in bozza, di cui \d+ scoperti/);
    await expectNoViolations(page, 'the publish dialog');
    await publish.getByTestId('roster-publish-dialog-submit').click();
    await publish.waitFor({ state: 'detached' });
    await expect.poll(() => mondayCell.getByTestId('roster-shift').getAttribute('data-status'), { timeout: 10_000 }).toBe('PUBLISHED');
    // The site's week on paper, as the police may ask to see it.
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Stampa PDF' }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    await mondayCell.getByTestId('roster-shift').click();
    expect(await dialog.getByTestId('roster-assign-status').textContent()).toBe('Pubblicato');
    await dialog.getByRole('button', { name: 'Storico modifiche' }).click();
    await dialog.getByTestId('roster-change').first().waitFor();
    expect((await dialog.getByTestId('roster-change').allTextContents()).join('\n')).toMatch(/^Assegnato · .* · Rossi Mario/);
    await dialog.getByRole('button', { name: 'Chiudi' }).click();
    await dialog.waitFor({ state: 'detached' });

    // People × days: Ricci's two shifts of six hours against his contract, beside his name.
    await page.getByRole('button', { name: 'Persone × giorni' }).click();
    const ricciRow = page.locator('[data-testid="roster-person-row"]', { hasText: 'Ricci Alessandro' });
    await expect.poll(() => ricciRow.getByTestId('roster-hours').textContent(), { timeout: 10_000 }).toMatch(/^12\/\d+(,\d)? h$/);
    expect(await ricciRow.getByTestId('roster-shift').count()).toBe(2);
    await expectNoViolations(page, 'the people grid');
    await context.close();

    const shifts = await shiftsOf(post.id, monday);
    expect(shifts.map((s) => [s.date, s.status, s.userName])).toEqual([
      [monday, 'PUBLISHED', 'Ricci Alessandro'],
      [addDays(monday, 1), 'PUBLISHED', 'Ricci Alessandro'],
      [addDays(monday, 2), 'PUBLISHED', null],
      [addDays(monday, 3), 'PUBLISHED', null],
      [addDays(monday, 4), 'PUBLISHED', null],
    ]);
  });

  it('on a phone the grid scrolls inside its card, the toolbar wraps, and the people view has no WCAG violations', async () => {
    const { context, page } = await signedInAt('/workforce?view=people', { viewport: PHONE });
    // The demo's roster plans this week: the grid is there, wider than the phone, scrolling inside its own box.
    await page.getByTestId('roster-people-grid').waitFor();
    const scroll = page.getByTestId('roster-scroll');
    expect(await scroll.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoViolations(page, 'the people grid on a phone');
    await page.getByRole('button', { name: 'Posti × giorni' }).click();
    await page.getByTestId('roster-posts-grid').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoViolations(page, 'the posts grid on a phone');
    await context.close();
  });
});
