import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoViolations } from '../helpers/axe';
import { DEMO, DEMO_PASSWORD, DESKTOP, newPage, PHONE, signIn, serverAndBrowserPerFile } from '../helpers/browser';

const e2e = serverAndBrowserPerFile();

const INSIDE = { latitude: 41.9028, longitude: 12.4964, accuracy: 15 };
const OUTSIDE = { latitude: 41.95, longitude: 12.55, accuracy: 15 };

const tokenOf = async (who: string) => {
  const signin = await fetch(`${e2e.server.url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ fiscalCode: who, password: DEMO_PASSWORD }),
  });
  return ((await signin.json()) as { accessToken: string }).accessToken;
};

const api = async <T>(path: string, { as = DEMO.admin, method = 'GET', body }: { as?: string; method?: string; body?: unknown } = {}) => {
  const response = await fetch(`${e2e.server.url}/${path}`, {
    method,
    headers: { Authorization: `Bearer ${await tokenOf(as)}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, json: (await response.json()) as T };
};

interface TCurrent { open: { id: number; checkInInside: string; reviewFlag: boolean } | null; today: { records: Array<{ id: number }> } }

const worker = async (geolocation: BrowserContextOptions['geolocation'], options: BrowserContextOptions = {}) => {
  const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport: PHONE, timezoneId: 'Europe/Rome', geolocation, ...options });
  await signIn(page, DEMO.worker);
  await page.waitForURL('**/home/landing');
  return { context, page };
};

/** Taps the big button; the notice comes first until the worker has accepted it. */
const tap = async (page: Page) => {
  await page.getByTestId('clock-button').click();
  const notice = page.getByTestId('position-notice');
  const outcome = page.locator('[data-testid="clock-result"], [data-testid="clock-problem"]');
  await notice.or(outcome).first().waitFor();
  if (await notice.isVisible()) await page.getByTestId('notice-accept').click();
  await outcome.first().waitFor();
};

/** Clocking out within two minutes of clocking in asks first: a second tap on the same button is no clock-out. */
const confirmQuickClockOut = async (page: Page) => {
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Timbrare già l’uscita?').waitFor();
  expect(await dialog.textContent()).toMatch(/Hai timbrato l’entrata alle \d\d:\d\d, meno di due minuti fa/);
  await dialog.getByRole('button', { name: 'Timbra uscita' }).click();
};

describe('attendance: the worker', () => {
  it('inside the Rome geofence accepts the notice, clocks in and clocks out, one record per tap', async () => {
    const { context, page } = await worker(INSIDE);
    const keys: string[] = [];
    page.on('request', (r) => r.url().includes('/api/attendance/clock-') && keys.push(r.headers()['idempotency-key'] ?? ''));
    await expect.poll(() => page.getByTestId('duty-status').getAttribute('data-open')).toBe('false');
    // One tap on the landing page's big button: the notice first (the position is read only after
    // it), then the one site the worker is inside, proposed with a single confirmation.
    await page.getByTestId('landing-clock').click();
    await page.waitForURL('**/home/attendance');
    const notice = page.getByTestId('position-notice');
    await notice.getByText('Informativa sulla posizione').waitFor();
    expect(await notice.textContent()).toMatch(/30 giorni/);
    await page.getByTestId('notice-accept').click();
    const proposal = page.getByRole('dialog').filter({ hasText: /Timbrare l’entrata a / });
    await proposal.waitFor();
    await proposal.getByRole('button', { name: 'Timbra entrata' }).click();
    const result = page.getByTestId('clock-result');
    await result.getByText(/Entrata registrata alle \d\d:\d\d/).waitFor();
    expect(await result.getAttribute('data-inside')).toBe('YES');
    const afterIn = (await api<TCurrent>('api/attendance/current', { as: DEMO.worker })).json;
    expect(afterIn.open).toMatchObject({ checkInInside: 'YES', reviewFlag: false });

    // A double tap on clock-out, seconds after clocking in, asks first, then sends one request and closes one record.
    await page.locator('[data-testid="clock-button"][data-kind="out"]').waitFor();
    await page.getByTestId('clock-button').evaluate((button: HTMLElement) => {
      button.click();
      button.click();
    });
    await confirmQuickClockOut(page);
    await result.getByText(/Uscita registrata alle \d\d:\d\d/).waitFor();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keys[1]).not.toBe(keys[0]);
    const afterOut = (await api<TCurrent>('api/attendance/current', { as: DEMO.worker })).json;
    expect(afterOut.open).toBeNull();
    expect(afterOut.today.records.map((r) => r.id)).toContain(afterIn.open?.id);

    await page.goto('/home/my-attendances');
    await page.getByTestId('month-total').waitFor();
    expect(await page.getByTestId('day-card').count()).toBeGreaterThan(0);
    expect(await page.title()).toBe('Le mie presenze · Presidio');
    const thisMonth = await page.getByTestId('month-name').textContent();
    await page.getByTestId('month-previous').click();
    await expect.poll(() => page.getByTestId('month-name').textContent()).not.toBe(thisMonth);
    await page.getByTestId('month-total').waitFor();
    // The month's night and holiday hours, as the API counts them (the demo rotates a week of night shifts), or no line without any.
    const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date()).split('-').map(Number);
    const shown = month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
    const { json: totals } = await api<{ nightMinutes: number; holidayMinutes: number }>(`api/attendance/my?month=${shown}`, { as: DEMO.worker });
    if (totals.nightMinutes || totals.holidayMinutes) await expect.poll(() => page.getByTestId('month-premium').textContent()).toMatch(/^di cui \d/);
    else expect(await page.getByTestId('month-premium').count()).toBe(0);
    await context.close();
  });

  it('outside the geofence is flagged, and refused once the company refuses outside clock-ins', async () => {
    const { context, page } = await worker(OUTSIDE);
    await page.goto('/home/attendance');
    // Opened directly, nothing reads the position and nothing is picked for the worker: they pick.
    await page.getByTestId('site-option').first().click();
    await tap(page);
    const result = page.getByTestId('clock-result');
    expect(await result.getAttribute('data-inside')).toBe('NO');
    expect(await page.getByTestId('clock-flag').textContent()).toMatch(/Fuori dall’area della sede \([\d,.]+ (m|km)\)/);
    await page.locator('[data-testid="clock-button"][data-kind="out"]').waitFor();
    // Cancelled, the quick clock-out sends nothing and the shift stays open.
    await page.getByTestId('clock-button').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Annulla' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    expect((await api<TCurrent>('api/attendance/current', { as: DEMO.worker })).json.open).not.toBeNull();
    await page.getByTestId('clock-button').click();
    await confirmQuickClockOut(page);
    await result.getByText(/Uscita registrata/).waitFor();

    const [site] = (await api<Array<{ companyId: number }>>('api/attendance/sites', { as: DEMO.worker })).json;
    const refuse = await api(`api/attendance/settings/${site.companyId}`, { method: 'PUT', body: { outsidePolicy: 'REFUSE' } });
    expect(refuse.status).toBe(200);
    try {
      await page.reload();
      await page.locator('[data-testid="clock-button"][data-kind="in"]').waitFor();
      await page.getByTestId('site-option').first().click();
      await tap(page);
      const problem = page.getByTestId('clock-problem');
      await problem.getByText('Timbratura rifiutata').waitFor();
      // While the tap was at work the button kept the focus (a disabled one drops it, and a screen reader's place).
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('clock-button');
      expect(await problem.textContent()).toMatch(/\d+\s?m/);
      expect((await api<TCurrent>('api/attendance/current', { as: DEMO.worker })).json.open).toBeNull();
    } finally {
      await api(`api/attendance/settings/${site.companyId}`, { method: 'PUT', body: { outsidePolicy: 'FLAG' } });
    }
    await context.close();
  });

  it("with geolocation refused, tapping shows 'GPS DISATTIVATO' and records nothing", async () => {
    const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport: PHONE, timezoneId: 'Europe/Rome', permissions: [] });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Browser.setPermission', { permission: { name: 'geolocation' }, setting: 'denied', origin: e2e.server.url });
    await signIn(page, DEMO.worker);
    await page.waitForURL('**/home/landing');
    const modal = page.getByTestId('gps-modal');
    await modal.getByText('GPS DISATTIVATO').waitFor();
    await modal.getByRole('button', { name: 'Chiudi' }).click();
    await modal.waitFor({ state: 'hidden' });

    await page.goto('/home/attendance');
    // The layout tells at every load; the clocking screen tells again at the tap.
    await modal.getByRole('button', { name: 'Chiudi' }).click();
    await modal.waitFor({ state: 'hidden' });
    // Opened directly, nothing reads the position and nothing is picked for the worker: they pick.
    await page.getByTestId('site-option').first().click();
    await page.getByTestId('clock-button').click();
    await modal.getByText('GPS DISATTIVATO').waitFor();
    await modal.getByRole('button', { name: 'Chiudi' }).click();
    expect(await page.getByTestId('clock-problem').textContent()).toMatch(/richiede la posizione/);
    expect((await api<TCurrent>('api/attendance/current', { as: DEMO.worker })).json.open).toBeNull();

    // On duty (clocked in just now from elsewhere), the same refused GPS never keeps the shift open:
    // the clock-out goes without a position, flagged, asked once even within the first two minutes.
    const [site] = (await api<Array<{ type: string; id: number }>>('api/attendance/sites', { as: DEMO.worker })).json;
    const opened = await api('api/attendance/clock-in', { as: DEMO.worker, method: 'POST', body: { siteType: site.type, siteId: site.id, lat: 41.9028, lng: 12.4964, accuracy: 10 } });
    expect(opened.status).toBe(201);
    await page.reload();
    await modal.getByRole('button', { name: 'Chiudi' }).click();
    await page.locator('[data-testid="clock-button"][data-kind="out"]').click();
    await confirmQuickClockOut(page);
    const problem = page.getByTestId('clock-problem');
    await problem.getByText(/Il GPS è spento/).waitFor();
    expect(await modal.isVisible()).toBe(false);
    expect(await problem.textContent()).toContain('L’uscita si registra anche senza posizione');
    await page.getByTestId('clock-without-position').click();
    const result = page.getByTestId('clock-result');
    await result.getByText(/Uscita registrata/).waitFor();
    expect(await result.getByTestId('clock-flag').textContent()).toMatch(/senza posizione/);
    expect((await api<TCurrent>('api/attendance/current', { as: DEMO.worker })).json.open).toBeNull();
    await context.close();
  });
});

describe('attendance: the back office', () => {
  it('an admin corrects a record only with a reason, and the history shows who, why, before and after', async () => {
    const { json: records } = await api<Array<{ id: number; checkOut: string | null; note: string | null }>>(
      `api/attendance?${new URLSearchParams({ filter: JSON.stringify({ q: 'Verdi', open: false }), sort: JSON.stringify(['checkIn', 'DESC']), range: '[0,4]' })}`,
    );
    const record = records[0];
    const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport: DESKTOP, timezoneId: 'Europe/Rome' });
    await signIn(page, DEMO.admin);
    await page.waitForURL('**/dashboard');
    await page.goto(`/attendance/modify/${record.id}`);
    await page.waitForURL(`**/attendance/${record.id}`);
    const note = page.locator('textarea[name="note"]');
    await note.waitFor();
    await note.fill('Verificata con il cliente');
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Scrivi il motivo della modifica').waitFor();
    expect(page.url()).toMatch(new RegExp(`/attendance/${record.id}$`));

    await page.locator('textarea[name="reason"]').fill('Nota concordata con il cliente');
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.waitForURL(`**/attendance/${record.id}/show`);
    const history = page.getByTestId('attendance-history');
    const entry = history.getByTestId('history-entry').filter({ hasText: 'Corretta' });
    await entry.waitFor();
    const text = await entry.textContent();
    expect(text).toMatch(/Rossi|Mario/);
    expect(text).toContain('Motivo: Nota concordata con il cliente');
    expect(text).toContain('→ Verificata con il cliente');
    const { json: saved } = await api<{ note: string; editReason: string }>(`api/attendance/${record.id}`);
    expect(saved).toMatchObject({ note: 'Verificata con il cliente', editReason: 'Nota concordata con il cliente' });
    await context.close();
  });

  it('a clock-out set by hand reads so: the origin says who corrected the times, the clock-out position who set it', async () => {
    // An older record of the demo worker, long enough to end earlier, that the other tests leave alone.
    const { json: records } = await api<Array<{ id: number; checkIn: string; checkOut: string; source: string }>>(
      `api/attendance?${new URLSearchParams({ filter: JSON.stringify({ q: 'Verdi', open: false, source: 'APP' }), sort: JSON.stringify(['checkIn', 'DESC']), range: '[5,40]' })}`,
    );
    const record = records.reverse().find((r) => Date.parse(r.checkOut) - Date.parse(r.checkIn) >= 3 * 3_600_000);
    if (!record) throw new Error('no demo record of three hours or more');
    const earlier = new Date(Date.parse(record.checkIn) + 2 * 3_600_000).toISOString();
    const corrected = await api(`api/attendance/${record.id}`, { method: 'PATCH', body: { checkOut: earlier, reason: 'Uscita anticipata concordata' } });
    expect(corrected.status, JSON.stringify(corrected.json)).toBe(200);
    const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport: PHONE, timezoneId: 'Europe/Rome', bypassCSP: true });
    await signIn(page, DEMO.admin);
    await page.waitForURL('**/dashboard');
    await page.goto(`/attendance/${record.id}/show`);
    const origin = page.getByTestId('attendance-origin');
    await origin.getByTestId('attendance-corrected').waitFor();
    expect(await origin.textContent()).toMatch(/^App.*Orari corretti a mano da Rossi Mario il \d\d\/\d\d\/\d{4}/);
    expect(await page.getByTestId('checkout-by-hand').textContent()).toBe('Uscita impostata a mano da Rossi Mario: nessuna posizione a quell’ora');
    await expectNoViolations(page, 'a corrected attendance (phone)');
    await context.close();
  });

  it("an admin moves a record to one of the company's places: only the site is sent, and detail and history show it", async () => {
    type TRecord = { id: number; companyId: number; siteType: string | null; siteName: string | null; note: string | null; checkIn: string };
    const { json: records } = await api<TRecord[]>(
      `api/attendance?${new URLSearchParams({ filter: JSON.stringify({ q: 'Verdi', open: false, siteType: 'CLIENT_SITE' }), sort: JSON.stringify(['checkIn', 'DESC']), range: '[1,1]' })}`,
    );
    const [record] = records;
    const { json: places } = await api<Array<{ id: number; name: string }>>(
      `api/place?${new URLSearchParams({ filter: JSON.stringify({ companyId: record.companyId }), sort: JSON.stringify(['name', 'ASC']) })}`,
    );
    const place = places[0];
    const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport: DESKTOP, timezoneId: 'Europe/Rome' });
    await signIn(page, DEMO.admin);
    await page.waitForURL('**/dashboard');
    const bodies: unknown[] = [];
    page.on('request', (r) => r.method() === 'PATCH' && r.url().includes(`/api/attendance/${record.id}`) && bodies.push(r.postDataJSON()));
    await page.goto(`/attendance/${record.id}`);
    const site = page.getByRole('combobox', { name: 'Sede' });
    await site.waitFor();
    await expect.poll(() => site.inputValue(), { timeout: 10_000 }).toMatch(new RegExp(`^${record.siteName} · \\S`));
    expect(await site.inputValue()).not.toContain('Sede cliente');
    await site.click();
    await site.fill(place.name.slice(0, 6));
    const listbox = page.getByRole('listbox');
    await listbox.getByText('Sedi aziendali').waitFor();
    await listbox.getByRole('option').filter({ hasText: place.name }).filter({ hasText: 'Sede aziendale' }).click();
    expect(await site.inputValue()).toBe(`${place.name} · Sede aziendale`);
    await page.locator('textarea[name="reason"]').fill('Turno svolto in sede, confermato dal responsabile');
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.waitForURL(`**/attendance/${record.id}/show`);

    expect(bodies).toEqual([{ reason: 'Turno svolto in sede, confermato dal responsabile', siteType: 'PLACE', siteId: place.id }]);
    const entry = page.getByTestId('attendance-history').getByTestId('history-entry').filter({ hasText: 'Turno svolto in sede' });
    await entry.waitFor();
    expect(await entry.textContent()).toContain(`Sede: ${record.siteName} → ${place.name}`);
    await page.getByText(place.name, { exact: true }).first().waitFor();
    const { json: saved } = await api<TRecord>(`api/attendance/${record.id}`);
    expect(saved).toMatchObject({ siteType: 'PLACE', siteName: place.name, note: record.note, checkIn: record.checkIn });
    await context.close();
  });

  it("an admin enters a shift by hand at a company place, picked among the worker's company's sites only", async () => {
    const { json: [verdi] } = await api<Array<{ id: number; companyIds: number[] }>>(`api/user?filter=${encodeURIComponent(JSON.stringify({ q: 'Verdi' }))}`);
    const query = (resource: string, filter: object) => `api/${resource}?${new URLSearchParams({ filter: JSON.stringify(filter), range: '[0,499]' })}`;
    const { json: own } = await api<Array<{ id: number; name: string }>>(query('place', { companyId: verdi.companyIds }));
    const { json: others } = await api<Array<{ name: string; companyId: number }>>(query('place', {}));
    const foreign = others.find((p) => !verdi.companyIds.includes(p.companyId));
    expect(foreign).toBeDefined();
    const place = own[own.length - 1];
    const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport: DESKTOP, timezoneId: 'Europe/Rome' });
    await signIn(page, DEMO.admin);
    await page.waitForURL('**/dashboard');
    await page.goto('/attendance/create');
    const worker = page.getByRole('combobox', { name: 'Dipendente' });
    await worker.fill('Verdi');
    await page.getByRole('option', { name: /Verdi Giuseppe/ }).click();
    const site = page.getByRole('combobox', { name: 'Sede' });
    await site.click();
    const listbox = page.getByRole('listbox');
    await listbox.getByText('Sedi dei clienti').waitFor();
    const names = await listbox.getByTestId('site-choice').allTextContents();
    expect(names.some((text) => text.startsWith(place.name))).toBe(true);
    expect(names.some((text) => text.startsWith(foreign?.name ?? ''))).toBe(false);
    await listbox.getByTestId('site-choice').filter({ hasText: place.name }).click();
    await page.locator('input[name="checkIn"]').fill('2025-11-03T06:00');
    await page.locator('input[name="checkOut"]').fill('2025-11-03T14:00');
    await page.locator('textarea[name="reason"]').fill('Turno in sede non timbrato');
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.waitForURL(/\/attendance\/\d+\/show$/);
    const id = Number(/\/attendance\/(\d+)\/show$/.exec(page.url())?.[1]);
    const { json: saved } = await api<Record<string, unknown>>(`api/attendance/${id}`);
    expect(saved).toMatchObject({ userId: verdi.id, siteType: 'PLACE', siteName: place.name, source: 'MANUAL', checkIn: '2025-11-03T05:00:00.000Z', checkOut: '2025-11-03T13:00:00.000Z' });
    await page.getByTestId('attendance-history').getByText('Inserita a mano').waitFor();
    await context.close();
  });

  it('the list flags missed clock-outs, /attendance/users shows today, and accounting, landing on the months page, reads the list read-only', async () => {
    const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport: DESKTOP, timezoneId: 'Europe/Rome' });
    await signIn(page, DEMO.admin);
    await page.waitForURL('**/dashboard');
    await page.goto('/attendance/table');
    await page.waitForURL(/\/attendance(\?.*)?$/);
    await page.locator('.RaDataTable-row, tbody tr').first().waitFor();
    await page.goto(`/attendance?filter=${encodeURIComponent(JSON.stringify({ missed: true }))}`);
    await page.getByTestId('missed-chip').first().waitFor();
    // "Da sistemare": missed clock-outs and records to review in one list, every row one or the other.
    await page.goto(`/attendance?filter=${encodeURIComponent(JSON.stringify({ attention: true }))}`);
    await page.getByLabel('Da sistemare').waitFor();
    await page.getByTestId('missed-chip').first().waitFor();
    const rowsToSort = page.locator('tbody tr');
    const flagged = page.locator('tbody tr').filter({ has: page.locator('[data-testid="missed-chip"], [data-testid="review-chip"]') });
    await expect.poll(async () => (await rowsToSort.count()) > 1 && (await rowsToSort.count()) === (await flagged.count()), { timeout: 5_000 }).toBe(true);
    const { json: sites } = await api<Array<{ id: number; type: string; name: string }>>('api/attendance/sites', { as: DEMO.worker });
    const reception = sites.find((s) => s.type === 'CLIENT_SITE');
    const listCalls: string[] = [];
    page.on('request', (r) => r.url().includes('/api/attendance?') && listCalls.push(decodeURIComponent(r.url())));
    await page.goto(`/attendance?filter=${encodeURIComponent(JSON.stringify({ site: `CLIENT_SITE:${reception?.id}` }))}`);
    // The list's filters settle after a debounce of 500 ms: on a busy machine that is more than poll's default second.
    await expect.poll(() => listCalls.some((url) => url.includes(`"site":"CLIENT_SITE:${reception?.id}"`)), { timeout: 5_000 }).toBe(true);
    await page.locator('tbody tr').first().waitFor();
    const siteCells = await page.locator('tbody tr td.column-siteName').allTextContents();
    expect(new Set(siteCells)).toEqual(new Set([reception?.name]));
    // The same filter offers the company's places: records entered by hand there (above) are found by it.
    const { json: atPlaces } = await api<Array<{ siteId: number; siteName: string }>>(
      `api/attendance?${new URLSearchParams({ filter: JSON.stringify({ siteType: 'PLACE' }), range: '[0,0]' })}`,
    );
    const [atPlace] = atPlaces;
    expect(atPlace).toBeDefined();
    const siteFilter = page.getByRole('combobox', { name: 'Sede' });
    await siteFilter.click();
    await siteFilter.fill(atPlace.siteName);
    await page.getByRole('listbox').getByTestId('site-choice').filter({ hasText: atPlace.siteName }).first().click();
    await expect.poll(() => listCalls.some((url) => url.includes(`"site":"PLACE:${atPlace.siteId}"`)), { timeout: 5_000 }).toBe(true);
    await expect.poll(async () => new Set(await page.locator('tbody tr td.column-siteName').allTextContents()), { timeout: 5_000 }).toEqual(new Set([atPlace.siteName]));
    await page.goto('/attendance/users');
    await page.getByTestId('presence-row').first().waitFor();
    expect(await page.locator('[data-testid="presence-row"][data-state="PRESENT"]').count()).toBeGreaterThan(0);
    await context.close();

    const accounting = await newPage(e2e.browser, e2e.server.url, { viewport: DESKTOP, timezoneId: 'Europe/Rome' });
    await signIn(accounting.page, DEMO.accounting);
    // Payroll lands on its month close (issue 23); the list is one click away, read-only.
    await accounting.page.waitForURL('**/attendance/months');
    await accounting.page.goto('/attendance');
    await accounting.page.getByText('Sola lettura').waitFor();
    expect(await accounting.page.getByRole('link', { name: 'Crea' }).count()).toBe(0);
    await accounting.context.close();
  });

  it('the settings dialog of the selected company saves its rules, and the user page lists the worker’s attendance', async () => {
    const [site] = (await api<Array<{ companyId: number }>>('api/attendance/sites', { as: DEMO.worker })).json;
    const { json: company } = await api<{ name: string }>(`api/company/getCompany/${site.companyId}`);
    const { json: [verdi] } = await api<Array<{ id: number; companyIds: number[] }>>(`api/user?filter=${encodeURIComponent(JSON.stringify({ q: 'Verdi' }))}`);
    const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport: DESKTOP, timezoneId: 'Europe/Rome' });
    await signIn(page, DEMO.admin);
    await page.waitForURL('**/dashboard');
    await page.getByTestId('company-selector').click();
    await page.getByRole('menuitem', { name: company.name }).click();
    await page.goto('/attendance');
    await page.getByTestId('attendance-settings').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(company.name).waitFor();
    await dialog.getByTestId('setting-OPTIONAL').locator('input').check();
    await dialog.locator('input[name="retentionDays"]').fill('45');
    await dialog.getByTestId('settings-save').click();
    await dialog.waitFor({ state: 'hidden' });
    try {
      const { json: saved } = await api<{ geolocation: string; retentionDays: number }>(`api/attendance/settings/${site.companyId}`);
      expect(saved).toMatchObject({ geolocation: 'OPTIONAL', retentionDays: 45 });
    } finally {
      await api(`api/attendance/settings/${site.companyId}`, { method: 'PUT', body: { geolocation: 'REQUIRED', retentionDays: 30 } });
    }

    await page.goto(`/user/${verdi.id}/show/attendance`);
    const tab = page.getByTestId('user-attendance');
    // The month as payroll counts it, this month first, and below it that month's records: as many as the API holds (a page of 10 at most).
    const summary = page.getByTestId('user-month-summary');
    await summary.getByText('Ore lavorate', { exact: true }).waitFor();
    const romeMonth = (offset: number) => {
      const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date()).split('-').map(Number);
      const first = new Date(Date.UTC(year, month - 1 + offset, 1));
      const last = new Date(Date.UTC(year, month + offset, 0));
      const name = new Intl.DateTimeFormat('it-IT', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(first);
      return { name: name.charAt(0).toUpperCase() + name.slice(1), from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
    };
    const expectRecordsOf = async (offset: number) => {
      const { name, from, to } = romeMonth(offset);
      await expect.poll(() => summary.getByTestId('summary-month').textContent()).toBe(name);
      const filter = JSON.stringify({ userId: verdi.id, companyId: verdi.companyIds[0], checkIn_gte: from, checkIn_lte: to });
      const listed = await fetch(`${e2e.server.url}/api/attendance?${new URLSearchParams({ filter, range: '[0,0]' })}`, { headers: { authorization: `Bearer ${await tokenOf(DEMO.admin)}` } });
      const total = Number(listed.headers.get('content-range')?.split('/')[1]);
      if (total) await expect.poll(() => tab.locator('tbody tr').count()).toBe(Math.min(total, 10));
      else await tab.getByText('Nessuna presenza in questo mese.').waitFor();
      return total;
    };
    const thisMonth = await expectRecordsOf(0);
    await summary.getByRole('button', { name: 'Mese precedente' }).click();
    const lastMonth = await expectRecordsOf(-1);
    // The demo holds 35 days of shifts: together the two months have them.
    expect(thisMonth + lastMonth).toBeGreaterThan(10);
    await expect.poll(() => summary.textContent()).toMatch(/Ore lavorate\d/);
    const [sheet] = await Promise.all([page.waitForEvent('download'), summary.getByRole('button', { name: 'Scarica PDF' }).click()]);
    expect(sheet.suggestedFilename()).toMatch(/^foglio-presenze-presidio-sicurezza-s-r-l-\d{4}-\d{2}-verdi-giuseppe\.pdf$/);
    // Beside it, the worker's leave and sick leave of every status, each with its period and amount.
    await page.getByRole('tab', { name: 'Permessi' }).click();
    const leave = page.getByTestId('user-leave');
    await leave.locator('tbody tr').first().waitFor();
    expect(await leave.locator('tbody tr').count()).toBeGreaterThan(1);
    expect(await leave.locator('tbody').textContent()).toMatch(/Malattia/);
    expect(await leave.locator('tbody').textContent()).toMatch(/\d+ giorn/);
    await context.close();
  });

  it('Esporta downloads the filtered list as a spreadsheet: UTF-8 with its mark, Italian labels, one row per record', async () => {
    const filter = { q: 'Verdi' };
    const listed = await fetch(`${e2e.server.url}/api/attendance?${new URLSearchParams({ filter: JSON.stringify(filter), range: '[0,0]' })}`, {
      headers: { authorization: `Bearer ${await tokenOf(DEMO.admin)}` },
    });
    const total = Number(listed.headers.get('content-range')?.split('/')[1]);
    expect(total).toBeGreaterThan(5);
    const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport: DESKTOP, timezoneId: 'Europe/Rome' });
    await signIn(page, DEMO.admin);
    await page.waitForURL('**/dashboard');
    await page.goto(`/attendance?filter=${encodeURIComponent(JSON.stringify(filter))}`);
    await page.locator('tbody tr').first().waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Esporta' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^presenze-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(header.split(';').slice(0, 5)).toEqual(['N.', 'Azienda', 'Dipendente', 'Sede', 'Entrata (gg/mm/aaaa)']);
    expect(header).toContain('Posizione all’entrata');
    expect(rows).toHaveLength(total);
    expect(rows.every((row) => row.split(';')[2] === 'Verdi Giuseppe')).toBe(true);
    expect(rows[0]).toMatch(/^\d+;Presidio Sicurezza[^;]*;Verdi Giuseppe;[^;]*;\d{2}\/\d{2}\/\d{4};\d{2}:\d{2};/);
    await context.close();
  });

  it("the dashboard shows today's people and what waits, each opening its filtered list, within the moderator's companies", async () => {
    const totalOf = async (who: string, resource: string, filter: Record<string, unknown>) => {
      const answer = await fetch(`${e2e.server.url}/api/${resource}?${new URLSearchParams({ filter: JSON.stringify(filter), range: '[0,0]' })}`, {
        headers: { authorization: `Bearer ${await tokenOf(who)}` },
      });
      return Number(answer.headers.get('content-range')?.split('/')[1]);
    };
    for (const who of [DEMO.admin, DEMO.moderator]) {
      const expected = {
        missed: await totalOf(who, 'attendance', { missed: true }),
        review: await totalOf(who, 'attendance', { reviewFlag: true }),
        pending: await totalOf(who, 'permission', { status: 'PENDING' }),
      };
      const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport: PHONE, timezoneId: 'Europe/Rome' });
      await signIn(page, who);
      await page.waitForURL('**/dashboard');
      const panel = page.getByTestId('today-panel');
      for (const [key, total] of Object.entries(expected)) {
        await expect.poll(() => panel.getByTestId(`today-${key}-total`).textContent(), { timeout: 10_000 }).toBe(String(total));
      }
      await expect.poll(() => panel.getByTestId('today-PRESENT').textContent()).toMatch(/^Presente: \d+$/);
      if (who === DEMO.admin) {
        expect(expected.missed).toBeGreaterThan(0);
        await panel.getByTestId('today-missed').click();
        await page.waitForURL(/\/attendance\?/);
        await expect.poll(() => page.getByText('Uscita non timbrata').count(), { timeout: 10_000 }).toBe(expected.missed);
        expect(await page.locator('input[name="missed"]').isChecked()).toBe(true);
      }
      await context.close();
    }
  });

  it("accounting downloads the month sheet as a workbook, an admin one worker's as a PDF, from /document/generate-report", async () => {
    const thisMonth = new Intl.DateTimeFormat('it-IT', { month: 'long', year: 'numeric', timeZone: 'Europe/Rome' }).format(new Date());
    const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport: PHONE, timezoneId: 'Europe/Rome' });
    await signIn(page, DEMO.accounting);
    await page.waitForURL('**/attendance/months');
    await page.goto('/document/generate-report');
    await page.getByText('Foglio presenze mensile').waitFor();
    await expect.poll(() => page.getByTestId('report-company').inputValue()).not.toBe('');
    await page.getByLabel('Mese').click();
    await page.getByRole('option', { name: thisMonth }).click();
    const [sheet] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Scarica Excel' }).click()]);
    expect(sheet.suggestedFilename()).toMatch(/^foglio-presenze-presidio-sicurezza-s-r-l-\d{4}-\d{2}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(readFileSync(await sheet.path()) as unknown as ArrayBuffer);
    const rows = Array.from(book.worksheets[0].getSheetValues(), (row) => (Array.isArray(row) ? row.slice(1).map((v) => String(v ?? '')) : []));
    expect(rows[1][0]).toBe(`Foglio presenze – ${thisMonth}`);
    const verdi = rows.find((row) => row[0] === 'Verdi Giuseppe');
    expect(verdi?.[1]).toBe(DEMO.worker);
    expect(verdi?.some((cell, i) => i > 1 && /^\d+(\.\d+)?$/.test(cell) && Number(cell) > 4)).toBe(true);
    await page.getByText('Scaricato: foglio-presenze-').waitFor();
    // The same month on screen below, a card per person on a phone; accounting reads no people's pages, so no links.
    const onScreen = page.getByTestId('month-summary');
    await onScreen.getByText('Verdi Giuseppe').waitFor();
    expect(await onScreen.getByRole('link').count()).toBe(0);
    await context.close();

    const admin = await newPage(e2e.browser, e2e.server.url, { viewport: DESKTOP, timezoneId: 'Europe/Rome' });
    await signIn(admin.page, DEMO.admin);
    await admin.page.waitForURL('**/dashboard');
    await admin.page.goto('/document/generate-report');
    expect(await admin.page.getByRole('button', { name: 'Scarica PDF' }).isDisabled()).toBe(true);
    const [verdiUser] = (await api<Array<{ id: number; companyIds: number[] }>>(`api/user?filter=${encodeURIComponent(JSON.stringify({ q: 'Verdi' }))}`)).json;
    const { json: verdiCompany } = await api<{ name: string }>(`api/company/getCompany/${verdiUser.companyIds[0]}`);
    const form = admin.page.getByTestId('month-report');
    await form.getByRole('combobox', { name: 'Azienda' }).click();
    await admin.page.getByRole('option', { name: verdiCompany.name }).click();
    await form.getByLabel('Dipendente').fill('Verdi');
    await admin.page.getByRole('option', { name: 'Verdi Giuseppe' }).click();
    const [pdf] = await Promise.all([admin.page.waitForEvent('download'), admin.page.getByRole('button', { name: 'Scarica PDF' }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/^foglio-presenze-presidio-sicurezza-s-r-l-\d{4}-\d{2}-verdi-giuseppe\.pdf$/);
    expect(readFileSync(await pdf.path()).subarray(0, 5).toString()).toBe('%PDF-');
    // With one worker picked, the table on screen is theirs alone, and the name opens their page.
    const table = admin.page.getByTestId('month-summary').getByRole('table');
    await expect.poll(() => table.locator('tbody tr').count()).toBe(1);
    await table.getByRole('link', { name: 'Verdi Giuseppe' }).click();
    await admin.page.waitForURL(`**/user/${verdiUser.id}/show/attendance`);
    await admin.context.close();
  });

  it('a worker downloads their own month as a PDF from /home/my-attendances', async () => {
    const { context, page } = await worker(INSIDE);
    await page.goto('/home/my-attendances');
    const button = page.getByTestId('month-pdf');
    await button.waitFor();
    const [pdf] = await Promise.all([page.waitForEvent('download'), button.click()]);
    const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date()).slice(0, 7);
    expect(pdf.suggestedFilename()).toMatch(new RegExp(`^foglio-presenze-presidio-sicurezza-s-r-l-${month}-verdi-giuseppe\\.pdf$`));
    expect(readFileSync(await pdf.path()).subarray(0, 5).toString()).toBe('%PDF-');
    await context.close();
  });

  it('an admin clears a review flag in one step, with a reason the history keeps', async () => {
    const { json: flagged } = await api<Array<{ id: number }>>(
      `api/attendance?${new URLSearchParams({ filter: JSON.stringify({ reviewFlag: true }), range: '[0,0]' })}`,
    );
    expect(flagged).toHaveLength(1);
    const [record] = flagged;
    const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport: PHONE, timezoneId: 'Europe/Rome' });
    await signIn(page, DEMO.admin);
    await page.waitForURL('**/dashboard');
    await page.goto(`/attendance/${record.id}/show`);
    await page.getByTestId('review-chip').first().waitFor();
    await page.getByTestId('mark-reviewed').click();
    await page.getByTestId('confirm-reviewed').click();
    await page.getByText('Scrivi il motivo della modifica').waitFor();
    await page.locator('textarea[name="reviewReason"]').fill('Posizione verificata con il capoturno');
    await page.getByTestId('confirm-reviewed').click();
    await page.getByText('Presenza verificata').waitFor();
    await expect.poll(() => page.getByTestId('review-chip').count()).toBe(0);
    await page.getByTestId('attendance-history').getByText('Posizione verificata con il capoturno').waitFor();
    const { json: saved } = await api<{ reviewFlag: boolean; editReason: string }>(`api/attendance/${record.id}`);
    expect(saved).toMatchObject({ reviewFlag: false, editReason: 'Posizione verificata con il capoturno' });
    expect(await page.getByTestId('mark-reviewed').count()).toBe(0);
    await context.close();
  });

  it('an admin clears several review flags at once from the list, one reason in each record’s history', async () => {
    const { json: closed } = await api<Array<{ id: number }>>(
      `api/attendance?${new URLSearchParams({ filter: JSON.stringify({ reviewFlag: false, open: false, companyId: 1 }), range: '[0,2]' })}`,
    );
    expect(closed).toHaveLength(3);
    for (const { id } of closed) {
      expect((await api(`api/attendance/${id}`, { method: 'PATCH', body: { reviewFlag: true, reason: 'Da ricontrollare a fine mese' } })).status).toBe(200);
    }
    const { context, page } = await newPage(e2e.browser, e2e.server.url, { viewport: DESKTOP, timezoneId: 'Europe/Rome' });
    await signIn(page, DEMO.admin);
    await page.waitForURL('**/dashboard');
    await page.goto(`/attendance?filter=${encodeURIComponent(JSON.stringify({ reviewFlag: true, id: closed.map((r) => r.id) }))}`);
    await expect.poll(() => page.locator('tbody tr').count(), { timeout: 5_000 }).toBe(3);
    await page.locator('thead input[type="checkbox"]').check();
    await page.getByTestId('bulk-mark-reviewed').click();
    await page.locator('textarea[name="reviewReason"]').fill('Controllate con il capoturno a fine mese');
    await page.getByTestId('confirm-reviewed').click();
    await page.getByText('3 presenze verificate').waitFor();
    for (const { id } of closed) {
      const { json: saved } = await api<{ reviewFlag: boolean; editReason: string }>(`api/attendance/${id}`);
      expect(saved).toMatchObject({ reviewFlag: false, editReason: 'Controllate con il capoturno a fine mese' });
    }
    await context.close();
  });
});
