import { describe, expect, it } from 'vitest';
import { romeTimeOf } from '../../src/shared/attendance';
import { addDays, todayInRome } from '../../src/shared/dates';
import { shiftSpan } from '../../src/shared/workforce/shift-time';
import { expectNoViolations } from '../helpers/axe';
import { DEMO, DEMO_PASSWORD, DESKTOP, newPage, PHONE, serverAndBrowserPerFile, signIn } from '../helpers/browser';

const e2e = serverAndBrowserPerFile();

/** Inside the geofence of the demo client's 'Reception Via Nazionale'. */
const INSIDE = { latitude: 41.9028, longitude: 12.4964, accuracy: 15 };
const SITE = 'Reception Via Nazionale';
const POST = 'Portineria e2e';
const ORDERS = 'Aprire il varco alle 07:00.\nControllare i badge dei fornitori.';

const session = async (who: string) => {
  const response = await fetch(`${e2e.server.url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ fiscalCode: who, password: DEMO_PASSWORD }),
  });
  return (await response.json()) as { accessToken: string; id: number };
};

const api = async <T>(path: string, { as = DEMO.admin, method = 'GET', body }: { as?: string; method?: string; body?: unknown } = {}) => {
  const response = await fetch(`${e2e.server.url}/${path}`, {
    method,
    headers: { Authorization: `Bearer ${(await session(as)).accessToken}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, json: (await response.json()) as T };
};

const pad = (n: number) => String(n).padStart(2, '0');
const hhmm = (minutes: number) => `${pad(Math.floor((minutes % 1440) / 60))}:${pad(minutes % 60)}`;

interface TPrepared { postId: number; shiftId: number; start: string; end: string; cancelled: number[] }
let prepared: TPrepared | undefined;

/**
 * Through the office's API: a post with written orders at the reception, and a published shift of
 * the demo worker there today that began up to half an hour ago and lasts four hours. Any shift of
 * his that the new one would overlap (the demo's own at the reception) is cancelled first, as the
 * office would, with a reason.
 */
const prepare = async (): Promise<TPrepared> => {
  if (prepared) return prepared;
  const worker = await session(DEMO.worker);
  const sites = await api<Array<{ id: number; name: string }>>('api/client-site?range=[0,99]');
  const site = sites.json.find((s) => s.name === SITE);
  expect(site, SITE).toBeDefined();
  const post = await api<{ id: number }>('api/workforce/posts', {
    method: 'POST',
    body: { clientSiteId: site?.id, name: POST, serviceType: 'PORTIERATO', requiredQualification: 'ANY', timeSlots: [], orders: ORDERS },
  });
  expect(post.status, JSON.stringify(post.json)).toBe(201);

  const today = todayInRome();
  const [hours, minutes] = romeTimeOf(new Date().toISOString()).split(':').map(Number);
  const from = Math.max(0, Math.floor((hours * 60 + minutes - 30) / 5) * 5);
  const start = hhmm(from);
  const end = hhmm(from + 240);
  const span = shiftSpan(today, start, end);
  const [startsAt, endsAt] = [Date.parse(span.startsAt), Date.parse(span.endsAt)];

  const filter = JSON.stringify({ userId: worker.id, date_gte: addDays(today, -1), date_lte: today });
  const mine = await api<Array<{ id: number; status: string; startsAt: string; endsAt: string }>>(`api/workforce/shifts?filter=${encodeURIComponent(filter)}&range=[0,199]`);
  expect(mine.status).toBe(200);
  const overlapping = mine.json.filter((s) => s.status !== 'CANCELLED' && Date.parse(s.startsAt) < endsAt && Date.parse(s.endsAt) > startsAt);
  for (const shift of overlapping) {
    const cancel = await api(`api/workforce/shifts/${shift.id}`, { method: 'PATCH', body: { status: 'CANCELLED', reason: 'Sostituito da un turno di prova' } });
    expect(cancel.status, JSON.stringify(cancel.json)).toBe(200);
  }

  const shift = await api<{ id: number }>('api/workforce/shifts', { method: 'POST', body: { postId: post.json.id, date: today, start, end, userId: worker.id } });
  expect(shift.status, JSON.stringify(shift.json)).toBe(201);
  const publish = await api('api/workforce/publish', { method: 'POST', body: { from: today, to: today, siteId: site?.id } });
  expect(publish.status, JSON.stringify(publish.json)).toBe(200);
  prepared = { postId: post.json.id, shiftId: shift.json.id, start, end, cancelled: overlapping.map((s) => s.id) };
  return prepared;
};

const signedInWorker = async (viewport = PHONE) => {
  const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport, timezoneId: 'Europe/Rome', geolocation: INSIDE, bypassCSP: true });
  await signIn(page, DEMO.worker);
  await page.waitForURL('**/home/landing');
  return { context, page };
};

/** '07:00–19:00', and '(+1)' after a shift that ends the next day. */
const range = (start: string, end: string) => `${start}–${end}${end <= start ? ' (+1)' : ''}`;

describe('the guard’s shifts on the phone', () => {
  it('sees today’s shift first, reads and acknowledges its orders, lists the weeks and clocks in against it', async () => {
    const { postId, shiftId, start, end, cancelled } = await prepare();
    const { context, page } = await signedInWorker();

    const card = page.getByTestId('next-shifts');
    const row = card.locator(`[data-testid="next-shift"][data-id="${shiftId}"]`);
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain(`Oggi ${range(start, end)}`);
    expect(await row.textContent()).toContain(`${POST} · ${SITE}`);
    // The shift the office cancelled is still there, struck through, and says so.
    for (const id of cancelled) {
      const gone = card.locator(`[data-testid="next-shift"][data-id="${id}"]`);
      if (await gone.count()) expect(await gone.getByTestId('shift-cancelled').textContent()).toBe('Annullato');
    }
    await page.locator('[data-testid="duty-status"][data-open]').waitFor();
    await expectNoViolations(page, '/home/landing');

    // The orders: their lines as written, then 'read and understood', recorded with its time.
    await row.getByRole('button', { name: 'Consegne da leggere' }).click();
    const dialog = page.getByRole('dialog', { name: `Consegne: ${POST}` });
    await dialog.getByTestId('orders-text').waitFor();
    expect(await dialog.getByTestId('orders-text').innerText()).toBe(ORDERS);
    expect(await dialog.getByTestId('orders-version').textContent()).toMatch(/^Versione \d+ del \d\d\/\d\d\/\d{4}$/);
    await expectNoViolations(page, 'the orders dialog');
    await dialog.getByRole('button', { name: 'Ho letto e compreso le consegne' }).click();
    await expect.poll(() => dialog.getByTestId('orders-acknowledged').textContent(), { timeout: 10_000 }).toMatch(/^Presa visione il \d\d\/\d\d\/\d{4} \d\d:\d\d$/);
    const { json: orders } = await api<{ ordersVersion: number; acknowledgedVersion: number | null }>(`api/workforce/posts/${postId}/orders`, { as: DEMO.worker });
    expect(orders.acknowledgedVersion).toBe(orders.ordersVersion);
    await dialog.getByRole('button', { name: 'Chiudi' }).click();
    await expect.poll(() => row.getByTestId('orders-button').count()).toBe(0);

    // 'I miei turni': the week from Monday, the shift with its client, the orders read.
    await card.getByRole('link', { name: 'I miei turni' }).click();
    await page.waitForURL('**/home/shifts');
    const listed = page.locator(`[data-testid="my-shift"][data-id="${shiftId}"]`);
    await expect.poll(() => listed.textContent(), { timeout: 10_000 }).toContain(range(start, end));
    expect(await listed.textContent()).toMatch(new RegExp(`${POST} · ${SITE} · \\S`));
    expect(await listed.getByTestId('orders-button').getAttribute('data-state')).toBe('read');
    expect(await page.getByTestId('shift-week').first().textContent()).toMatch(/^Settimana dal \d\d\/\d\d\/\d{4}/);
    await expectNoViolations(page, '/home/shifts');

    // The clocking screen offers the shift's site first, with its shift, and the clock-in links to it.
    await page.goto('/home/attendance');
    const first = page.getByTestId('site-option').first();
    await expect.poll(() => first.getAttribute('data-site'), { timeout: 10_000 }).toBe(SITE);
    await expect.poll(() => first.getByTestId('site-shift').textContent()).toBe(`Turno ${range(start, end)} · ${POST}`);
    expect(await first.getByTestId('site-today').textContent()).toBe('Turno di oggi');
    expect(await first.getByRole('radio').isChecked()).toBe(true);
    await expectNoViolations(page, '/home/attendance');
    await page.getByTestId('clock-button').click();
    const notice = page.getByTestId('position-notice');
    const outcome = page.locator('[data-testid="clock-result"], [data-testid="clock-problem"]');
    await notice.or(outcome).first().waitFor();
    if (await notice.isVisible()) await page.getByTestId('notice-accept').click();
    await page.getByTestId('clock-result').getByText(/Entrata registrata alle \d\d:\d\d/).waitFor();
    const { json: current } = await api<{ open: { shiftId: number | null; siteName: string } | null }>('api/attendance/current', { as: DEMO.worker });
    expect(current.open).toMatchObject({ shiftId, siteName: SITE });
    await context.close();
  });

  it('WCAG 2.1 AA at desktop size, on the landing page and on I miei turni', async () => {
    const { shiftId } = await prepare();
    const { context, page } = await signedInWorker(DESKTOP);
    await page.locator(`[data-testid="next-shift"][data-id="${shiftId}"]`).waitFor();
    await page.locator('[data-testid="duty-status"][data-open]').waitFor();
    await expectNoViolations(page, '/home/landing');
    await page.goto('/home/shifts');
    await page.locator(`[data-testid="my-shift"][data-id="${shiftId}"]`).waitFor();
    await expectNoViolations(page, '/home/shifts');
    await context.close();
  });
});
